/**
 * Tells a call that repeats an earlier one of the same answer: the same function and equal
 * arguments (keys in any order, at any depth). Arguments come from a JSON reader, so they hold
 * no cycles and their depth is bounded. A call is hashed in one walk over its arguments, with no
 * text built: hashes of an object's entries are combined in an order-free way, and calls whose
 * hashes meet are compared in full.
 */
export class RepeatedCalls {
  /** Earlier calls by function, then by the hash of their arguments. */
  private readonly seen = new Map<string, Map<number, unknown[]>>();

  /** Whether an equal call was seen before; the call is remembered either way. */
  repeats(name: string, params: unknown): boolean {
    let byHash = this.seen.get(name);
    if (byHash === undefined) {
      byHash = new Map();
      this.seen.set(name, byHash);
    }
    const key = hashValue(params);
    const bucket = byHash.get(key);
    if (bucket === undefined) {
      byHash.set(key, [params]);
      return false;
    }
    for (const earlier of bucket) if (equalValues(earlier, params)) return true;
    bucket.push(params);
    return false;
  }
}

function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return hash;
}

function hashValue(value: unknown): number {
  switch (typeof value) {
    case 'string':
      return hashText(value);
    case 'number':
      return Math.imul(value | 0, 0x9e3779b1) ^ Math.trunc((value % 1) * 0x7fffffff) ^ 0x1234567;
    case 'bigint':
      return hashText(value.toString()) ^ 0x2545f491;
    case 'boolean':
      return value ? 0x51ed270b : 0x3c6ef372;
    case 'object': {
      if (value === null) return 0x6a09e667;
      if (Array.isArray(value)) {
        let hash = 0x0bb67ae8 ^ value.length;
        for (const element of value) hash = Math.imul(hash, 31) + hashValue(element);
        return hash | 0;
      }
      let hash = 0x3f84d5b5;
      const record = value as Record<string, unknown>;
      // `for...in` walks the keys without building their list; an argument record has no
      // prototype with keys in it, and `equalValues` compares what `for...in` gives as well.
      for (const key in record) {
        // A sum: the same entries in any order give the same hash.
        hash = (hash + Math.imul(hashText(key) ^ hashValue(record[key]), 0x27d4eb2d)) | 0;
      }
      return hash;
    }
    default:
      return 0;
  }
}

/** Whether two argument values are equal, objects by their entries in any order. */
export function equalValues(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) {
    return false;
  }
  if (Array.isArray(left) || Array.isArray(right)) {
    if (!Array.isArray(left) || !Array.isArray(right) || left.length !== right.length) return false;
    for (let index = 0; index < left.length; index += 1) {
      if (!equalValues(left[index], right[index])) return false;
    }
    return true;
  }
  const leftRecord = left as Record<string, unknown>;
  const rightRecord = right as Record<string, unknown>;
  let count = 0;
  for (const key in leftRecord) {
    if (!Object.hasOwn(rightRecord, key) || !equalValues(leftRecord[key], rightRecord[key])) {
      return false;
    }
    count += 1;
  }
  for (const _key in rightRecord) count -= 1;
  return count === 0;
}
