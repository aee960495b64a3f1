import { MAX_STRINGIFY_CONTAINERS, MAX_STRINGIFY_DEPTH } from './kit/stringify-value.js';

/** Argument values nested deeper than this are refused (the depth `stringifyValue` writes out). */
export const MAX_ARGUMENT_DEPTH = MAX_STRINGIFY_DEPTH;
/** Argument values with more objects and arrays than this are refused (as many as it writes). */
export const MAX_ARGUMENT_CONTAINERS = MAX_STRINGIFY_CONTAINERS;

/**
 * Whether a value is data whose keys are walked: an array, or an object made as a plain record
 * (by JSON, a literal, `Object.create(null)`, or a record class whose prototype has no prototype,
 * as the kit's `createParamsRecord` makes for translators).
 */
function isPlainContainer(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return true;
  const prototype: unknown = Object.getPrototypeOf(value);
  return (
    prototype === Object.prototype ||
    prototype === null ||
    Object.getPrototypeOf(prototype as object) === null
  );
}

/** Whether an object of another kind (a class instance, a map) has an own `__proto__` key. */
function hasOwnProtoKey(value: unknown): boolean {
  return typeof value === 'object' && value !== null && Object.hasOwn(value, '__proto__');
}

/**
 * What makes an argument value unsafe to hand to a function, in words, or `undefined` when
 * nothing does: a key `__proto__` or a `prototype` key inside a `constructor` object at any
 * depth (the paths by which a merge in the function would reach `Object.prototype`), or nesting
 * deeper than {@link MAX_ARGUMENT_DEPTH} or more containers than {@link MAX_ARGUMENT_CONTAINERS},
 * past which `stringifyValue` stops writing and two values would share one fingerprint.
 * Only arrays and plain objects are walked, each once, without recursion, so the work is linear
 * in the value's size and no nesting can exhaust the stack.
 */
export function findUnsafeNesting(value: unknown): string | undefined {
  if (!isPlainContainer(value)) {
    return hasOwnProtoKey(value) ? "an object with the key '__proto__'" : undefined;
  }
  const seen = new Set<object>([value]);
  const pending: { node: object; depth: number; underConstructor: boolean }[] = [
    { node: value, depth: 1, underConstructor: false },
  ];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { node, depth, underConstructor } = next;
    if (depth > MAX_ARGUMENT_DEPTH)
      return `a value nested more than ${MAX_ARGUMENT_DEPTH} levels deep`;
    const isArray = Array.isArray(node);
    const keys = isArray ? undefined : Object.keys(node);
    if (keys !== undefined) {
      if (keys.includes('__proto__')) return "an object with the key '__proto__'";
      if (underConstructor && keys.includes('prototype')) {
        return "an object with the key 'constructor.prototype'";
      }
    }
    const children: readonly unknown[] = isArray
      ? (node as unknown[])
      : (keys as string[]).map((key) => (node as Record<string, unknown>)[key]);
    for (const [index, child] of children.entries()) {
      if (!isPlainContainer(child)) {
        if (hasOwnProtoKey(child)) return "an object with the key '__proto__'";
        continue;
      }
      if (seen.has(child)) continue;
      if (seen.size >= MAX_ARGUMENT_CONTAINERS) {
        return `a value with more than ${MAX_ARGUMENT_CONTAINERS} objects and arrays`;
      }
      seen.add(child);
      const key = keys?.[index];
      pending.push({ node: child, depth: depth + 1, underConstructor: key === 'constructor' });
    }
  }
  return undefined;
}
