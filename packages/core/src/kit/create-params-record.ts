interface ParamsRecordConstructor {
  new (): Record<string, unknown>;
  prototype: object;
}

// A constructor whose prototype has no prototype: its objects keep V8's fast property layout
// (unlike `Object.create(null)`, which starts in dictionary mode and makes every record a
// parser builds cost several times as much) while no lookup on them can reach
// Object.prototype. The frozen prototype can never gain a property either.
const ParamsRecord = function ParamsRecord() {} as unknown as ParamsRecordConstructor;
ParamsRecord.prototype = Object.freeze(Object.create(null));

/**
 * An empty record for a call's arguments, or an object value a parser reads: a key written by
 * the model, `__proto__` and `constructor` included, is an own property once set with
 * `setOwn`, and `Object.prototype` is not in its prototype chain.
 *
 * @example
 * ```ts
 * const params = createParamsRecord();
 * setOwn(params, '__proto__', 1);
 * 'toString' in params; // false
 * ```
 */
export function createParamsRecord(): Record<string, unknown> {
  return new ParamsRecord();
}
