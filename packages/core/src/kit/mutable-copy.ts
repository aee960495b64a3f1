import { setOwn } from './set-own.js';

function emptyLike(source: object): object {
  if (Array.isArray(source)) return new Array(source.length);
  const prototype: unknown = Object.getPrototypeOf(source);
  return prototype === Object.prototype ? {} : Object.create(prototype as object | null);
}

/**
 * A fresh copy of plain data (objects, arrays and what they hold) in which nothing is frozen,
 * so that what a package renders once and keeps frozen (`deepFreeze`) can be handed to a
 * caller, or to a provider SDK that writes into the tools it is given, without a change
 * reaching the package's own copy or the next request. Own `__proto__` keys stay own keys,
 * an object reached twice is copied once (cycles included), and no call stack is used.
 *
 * @example
 * ```ts
 * const kept = deepFreeze({ type: 'object', properties: {} });
 * const handedOut = mutableCopy(kept);
 * Object.isFrozen(handedOut.properties); // false, and `kept` is unchanged by any write to it
 * ```
 */
export function mutableCopy<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  const copies = new Map<object, object>();
  const pending: (readonly [source: object, target: object])[] = [];
  const copyOf = (source: object): object => {
    let target = copies.get(source);
    if (target === undefined) {
      target = emptyLike(source);
      copies.set(source, target);
      pending.push([source, target]);
    }
    return target;
  };
  const root = copyOf(value);
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [source, target] = next;
    for (const key of Object.keys(source)) {
      const item: unknown = (source as Record<string, unknown>)[key];
      setOwn(
        target as Record<string, unknown>,
        key,
        typeof item === 'object' && item !== null ? copyOf(item) : item,
      );
    }
  }
  return root as T;
}
