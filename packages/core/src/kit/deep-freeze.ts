/**
 * Freezes a value and everything inside it, so that a schema a package renders once and keeps
 * cannot change under it. Returns the value. What is handed to a caller is a `mutableCopy` of
 * it, never the frozen value: provider SDKs write into the tools they are given.
 *
 * @example
 * ```ts
 * const schema = deepFreeze({ type: 'object', properties: {} });
 * Object.isFrozen(schema.properties); // true
 * ```
 */
export function deepFreeze<T>(value: T): T {
  const pending: unknown[] = [value];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next !== 'object' || next === null || Object.isFrozen(next)) continue;
    Object.freeze(next);
    for (const key of Object.keys(next)) pending.push((next as Record<string, unknown>)[key]);
  }
  return value;
}
