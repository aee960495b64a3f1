import { setOwn } from './set-own.js';

interface ParamsRecordConstructor {
  new (): Record<string, unknown>;
  prototype: object;
}

// A constructor whose prototype has no prototype: its objects keep V8's fast property layout
// (unlike `Object.create(null)`, which starts in dictionary mode) while no lookup on them can
// reach Object.prototype. The frozen prototype can never gain a property either.
const ParamsRecord = function ParamsRecord() {} as unknown as ParamsRecordConstructor;
const recordPrototype = Object.create(null) as object;
// Node's `util.inspect` (and so `console.log`) names an object by its constructor and shows a
// prototype it cannot name, which made every record print as
// `ParamsRecord <[Object: null prototype] {}> { ... }`. A record shows itself as a copy of its
// keys in an object without a prototype, what it is to any reader: plain data. The key is a
// symbol, which no model can write, and the copy keeps a `__proto__` key as an own key.
Object.defineProperty(recordPrototype, Symbol.for('nodejs.util.inspect.custom'), {
  value: function inspectRecord(this: object): object {
    return Object.assign(Object.create(null) as object, this);
  },
});
ParamsRecord.prototype = Object.freeze(recordPrototype);

/**
 * An empty record for a call's arguments: a key written by the model, `__proto__` and
 * `constructor` included, is always an own property, and `Object.prototype` is not in its
 * prototype chain.
 *
 * @example
 * ```ts
 * const params = createParamsRecord();
 * setOwn(params, '__proto__', 1); // an ordinary key
 * ```
 */
export function createParamsRecord(): Record<string, unknown> {
  return new ParamsRecord();
}

/**
 * A JSON value with every object in it, at any depth, copied into a record of
 * {@link createParamsRecord}; arrays and other values are kept as they are (arrays copied).
 * The value comes from a JSON reader, so its depth is already bounded.
 *
 * @example
 * ```ts
 * const params = toParamsRecord(JSON.parse('{"a": {"b": 1}}'));
 * Object.getPrototypeOf(params.a); // a prototype without Object.prototype behind it
 * ```
 */
export function toParamsRecord(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(toParamsRecord);
  const record = createParamsRecord();
  for (const key of Object.keys(value)) {
    setOwn(record, key, toParamsRecord((value as Record<string, unknown>)[key]));
  }
  return record;
}
