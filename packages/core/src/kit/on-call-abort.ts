import { RunContext } from '../run-tool-function.js';
import type { ToolCallContext } from '../toolbox.js';

/**
 * Calls `listener` once with the reason when the call of `context` is aborted (its timeout, the
 * application's signal), or at once when it already was, without making `context.signal`: an
 * `AbortSignal` costs more than the rest of the pipeline's own work for a call, and a function
 * that only needs to hear of an abort (to cancel a request it made) need not pay for it.
 *
 * @returns `false`, registering nothing, when `context` is not one the pipeline made (a context
 * made by hand) or already has a listener: then read `context.signal`.
 * @example
 * ```ts
 * run: (args, context) => {
 *   const request = startRequest(args);
 *   if (!onCallAbort(context, (reason) => request.cancel(reason))) {
 *     context.signal.addEventListener('abort', () => request.cancel(context.signal.reason));
 *   }
 *   return request.done;
 * }
 * ```
 */
export function onCallAbort(
  context: ToolCallContext,
  listener: (reason: unknown) => void,
): boolean {
  return context instanceof RunContext && context.listenForAbort(listener);
}
