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

/**
 * Calls a tool with `this` bound to the object holding it, waiting for a promise and, with a
 * timeout, failing once it expires (the function's own work is not stopped).
 */
export async function callTool(
  tool: FoundTool,
  args: readonly unknown[],
  name: string,
  timeoutMs: number | undefined,
): Promise<unknown> {
  const pending = (async () => tool.run.apply(tool.thisArg, args as unknown[]))();
  if (timeoutMs === undefined) return pending;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${name} timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([pending, expired]);
  } finally {
    clearTimeout(timer);
  }
}
