/**
 * Copies a value decoded from JSON (by `JSON.parse` or a provider's SDK) into objects without a
 * prototype, so that no lookup on it can reach `Object.prototype`. Refuses nesting deeper than
 * `maxDepth` and the key `__proto__`, which code downstream could turn into a prototype change
 * by assignment. Values other than plain data (a `Date`, a class instance) are copied as records
 * of their own enumerable keys. Never throws.
 *
 * @example
 * ```ts
 * copyJsonValue(JSON.parse('{"a": {"b": 1}}'), 64); // { value: { a: { b: 1 } } }, no prototypes
 * copyJsonValue(JSON.parse('{"__proto__": {}}'), 64); // { problem: 'the key "__proto__" is not allowed' }
 * ```
 */
export function copyJsonValue(
  value: unknown,
  maxDepth: number,
): { readonly value: unknown } | { readonly problem: string } {
  const copy = (current: unknown, depth: number, path: string): unknown => {
    if (typeof current !== 'object' || current === null) return current;
    if (depth >= maxDepth) {
      throw new CopyProblem(`the arguments nest deeper than ${maxDepth} levels`);
    }
    if (Array.isArray(current)) {
      return current.map((element, index) => copy(element, depth + 1, `${path}[${index}]`));
    }
    const record: Record<string, unknown> = Object.create(null);
    for (const key of Object.keys(current)) {
      const where = path === '' ? key : `${path}.${key}`;
      if (key === '__proto__') throw new CopyProblem(`the key "${where}" is not allowed`);
      record[key] = copy((current as Record<string, unknown>)[key], depth + 1, where);
    }
    return record;
  };
  try {
    return { value: copy(value, 0, '') };
  } catch (error) {
    if (error instanceof CopyProblem) return { problem: error.message };
    throw error;
  }
}

class CopyProblem extends Error {}
