/**
 * Sets an own, enumerable, writable property, even for the key `__proto__`, where plain
 * assignment would replace the object's prototype instead. Keys come from model text and
 * interfaces, so every record built from them is filled through here.
 *
 * @example
 * ```ts
 * const record: Record<string, unknown> = {};
 * setOwn(record, '__proto__', 1);
 * Object.keys(record); // ['__proto__'], and Object.getPrototypeOf(record) is unchanged
 * ```
 */
export function setOwn<V>(record: Record<string, V>, key: string, value: V): void {
  if (key === '__proto__') {
    Object.defineProperty(record, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  } else {
    record[key] = value;
  }
}
