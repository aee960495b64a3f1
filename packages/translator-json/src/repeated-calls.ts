/**
 * Tells a call that repeats an earlier one of the same answer: the same function and equal
 * arguments (keys in any order, at any depth). Arguments come from a JSON reader, so they hold
 * no cycles and their depth is bounded. The first few different calls of a function are compared
 * one by one, as an answer seldom calls one function more often; past them, a call is hashed in
 * one walk over its arguments, with no text built: hashes of an object's entries are combined in
 * an order-free way, and calls whose hashes meet are compared in full. Either way a call is
 * compared with a bounded number of others before its hash is known, so time stays linear.
 */
export class RepeatedCalls {
  /** Earlier calls by function. */
  private readonly seen = new Map<string, CallsOfOneFunction>();

  /** Whether an equal call was seen before; the call is remembered either way. */
  repeats(name: string, params: unknown): boolean {
    const calls = this.seen.get(name);
    if (calls === undefined) {
      this.seen.set(name, { few: [params], byHash: null });
      return false;
    }
    if (calls.byHash === null) {
      for (const earlier of calls.few) if (equalValues(earlier, params)) return true;
      if (calls.few.length < maxComparedOneByOne) {
        calls.few.push(params);
        return false;
      }
      // One call too many to compare one by one: from now on they are hashed.
      calls.byHash = new Map();
      for (const earlier of calls.few) remember(calls.byHash, earlier, hashValue(earlier));
      calls.few = [];
      remember(calls.byHash, params, hashValue(params));
      return false;
    }
    const key = hashValue(params);
    const bucket = calls.byHash.get(key);
    if (bucket !== undefined) {
      for (const earlier of bucket) if (equalValues(earlier, params)) return true;
    }
    remember(calls.byHash, params, key);
    return false;
  }
}

/** How many different calls of one function are compared one by one, before hashing. */
const maxComparedOneByOne = 8;

/** The calls seen of one function: a few in a list, or, past them, by hash. */
interface CallsOfOneFunction {
  few: unknown[];
  byHash: Map<number, unknown[]> | null;
}

function remember(byHash: Map<number, unknown[]>, params: unknown, key: number): void {
  const bucket = byHash.get(key);
  if (bucket === undefined) byHash.set(key, [params]);
  else bucket.push(params);
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
    // A value read from JSON is never `undefined`: only a missing key needs a look for it.
    const rightValue = rightRecord[key];
    if (
      (rightValue === undefined && !Object.hasOwn(rightRecord, key)) ||
      !equalValues(leftRecord[key], rightValue)
    ) {
      return false;
    }
    count += 1;
  }
  for (const _key in rightRecord) count -= 1;
  return count === 0;
}
