/**
 * The value of an own key of `record`, never one reached through its prototype: reading
 * `constructor` or `__proto__` of parsed model or provider JSON gives `undefined`, not a
 * function of `Object.prototype`.
 *
 * @example
 * ```ts
 * getOwn(JSON.parse('{"name": "f"}'), 'name'); // 'f'
 * getOwn({}, 'constructor'); // undefined
 * ```
 */
export function getOwn(record: Readonly<Record<string, unknown>>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
