/**
 * Sets an own, enumerable property, even for the key `__proto__`, where plain assignment
 * would replace the object's prototype instead.
 */
export function setOwn(record: Record<string, unknown>, key: string, value: unknown): void {
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
