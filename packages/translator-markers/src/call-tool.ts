import type { FoundTool } from './find-tool.js';

/** The message tools-llm records for an error: its `message`, else the error as text. */
export function describeError(error: unknown): string {
  try {
    if (typeof error === 'object' && error !== null) {
      const message = (error as { message?: unknown }).message;
      if (typeof message === 'string' && message !== '') return message;
    }
    return String(error);
  } catch {
    return 'the function failed with an error that cannot be shown';
  }
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

/**
 * Calls a tool with `this` bound to the object holding it. A synchronous result comes back
 * as is (no turn of the event loop per marker); a promise is awaited and, with a timeout,
 * fails once the timeout expires (the function's own work is not stopped).
 */
export function callTool(
  tool: FoundTool,
  args: readonly unknown[],
  name: string,
  timeoutMs: number | undefined,
): unknown {
  const value = tool.run.apply(tool.thisArg, args as unknown[]);
  if (!isThenable(value)) return value;
  if (timeoutMs === undefined) return Promise.resolve(value);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${name} timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  return Promise.race([value, expired]).finally(() => clearTimeout(timer));
}
