interface ParamsRecordConstructor {
  new (): Record<string, unknown>;
  prototype: object;
}

// A constructor whose prototype has no prototype: its objects keep V8's fast property layout
// (unlike `Object.create(null)`, which starts in dictionary mode) while no lookup on them can
// reach Object.prototype. The frozen prototype can never gain a property either.
const ParamsRecord = function ParamsRecord() {} as unknown as ParamsRecordConstructor;
ParamsRecord.prototype = Object.freeze(Object.create(null));

/**
 * An empty record for a call's arguments: a key written by the model, `__proto__` and
 * `constructor` included, is always an own property, and `Object.prototype` is not in its
 * prototype chain.
 */
export function createAtfuncParamsRecord(): Record<string, unknown> {
  return new ParamsRecord();
}
