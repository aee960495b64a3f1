/** A value behind {@link watchObject}'s proxy, and the count of what was done to it. */
export interface WatchedObject<T extends object> {
  /** The proxy: use it where the value itself would go. */
  readonly value: T;
  /** How many operations (keys listed, properties described, looked up, read, ...) it saw. */
  operations(): number;
}

/**
 * Puts `target` behind a proxy that counts every operation done on it, so that a test can tell
 * how much of a value some code touched, from outside the code: writing the head of an object
 * of two million keys should touch as much of it as writing the head of one of twenty thousand.
 * Each operation is forwarded to `target` unchanged; only `target` itself is watched, not the
 * values it holds.
 *
 * @example
 * ```ts
 * const watched = watchObject(hugeRecord);
 * stringifyBounded(watched.value, 1000);
 * expect(watched.operations()).toBeLessThan(1000);
 * ```
 */
export function watchObject<T extends object>(target: T): WatchedObject<T> {
  let operations = 0;
  // Every trap the handler is asked for is Reflect's, counted.
  const handler = new Proxy(
    {},
    {
      get(_handler, trap: keyof typeof Reflect) {
        const forward = Reflect[trap] as (...args: unknown[]) => unknown;
        return (...args: unknown[]): unknown => {
          operations += 1;
          return forward(...args);
        };
      },
    },
  );
  return { value: new Proxy(target, handler), operations: () => operations };
}
