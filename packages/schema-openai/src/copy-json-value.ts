/** Why a decoded value was refused. */
export interface JsonCopyProblem {
  readonly problem: string;
}

/**
 * Copies a value produced by `JSON.parse` into objects without a prototype, so that no lookup
 * on it can reach `Object.prototype`. Refuses nesting deeper than `maxDepth` and the key
 * `__proto__`, which code downstream could turn into a prototype change by assignment.
 */
export function copyJsonValue(
  value: unknown,
  maxDepth: number,
): { value: unknown } | JsonCopyProblem {
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
