import type { AiToolboxError } from './ai-toolbox-error.js';
import { CallAbortedError } from './call-aborted-error.js';
import { ToolExecutionError } from './tool-execution-error.js';
import { ToolTimeoutError } from './tool-timeout-error.js';
import type { ToolboxFunction } from './toolbox.js';

/** How a function run ended. */
export type RunOutcome =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly error: AiToolboxError };

/** What {@link runToolFunction} needs besides the function. */
export interface RunSettings {
  readonly functionName: string;
  readonly args: Record<string, unknown>;
  readonly truncateLength: number;
  /** 0, a non-finite number or more than a timer can hold ({@link MAX_TIMER_MS}): no timeout. */
  readonly timeoutMs: number;
  /** The application's signal; aborting it cancels the run. */
  readonly signal: AbortSignal | undefined;
  /** Called with the run's signal right before the function starts. */
  readonly onStart?: (signal: AbortSignal) => void;
}

/**
 * The longest delay a timer holds (2^31 - 1 ms, about 24.8 days); a longer one would fire at
 * once, so a longer timeout means none.
 */
const MAX_TIMER_MS = 2 ** 31 - 1;

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

/**
 * Runs a function with its own `AbortSignal`, settling exactly once: with its value, with a
 * {@link ToolExecutionError} for whatever it threw (even `null`), with a
 * {@link ToolTimeoutError} when the timeout expires first, or with a {@link CallAbortedError}
 * when the application aborts. The signal is aborted on timeout and on cancellation, so a
 * function that listens can stop its work; one that does not is left behind, unobserved.
 */
export function runToolFunction(
  entry: ToolboxFunction,
  settings: RunSettings,
): RunOutcome | Promise<RunOutcome> {
  const { functionName, signal } = settings;
  if (signal?.aborted === true) {
    return { ok: false, error: new CallAbortedError({ functionName, reason: signal.reason }) };
  }
  // The signal is made on first use: creating an AbortSignal for every call costs more than
  // the rest of the pipeline, and most functions never read it.
  let controller: AbortController | undefined;
  let abortReason: unknown;
  let aborted = false;
  const getSignal = (): AbortSignal => {
    if (controller === undefined) {
      controller = new AbortController();
      if (aborted) controller.abort(abortReason);
    }
    return controller.signal;
  };
  const abort = (reason: unknown) => {
    aborted = true;
    abortReason = reason;
    controller?.abort(reason);
  };
  if (settings.onStart !== undefined) settings.onStart(getSignal());
  const context = {
    get signal() {
      return getSignal();
    },
    truncateLength: settings.truncateLength,
  };
  let pending: PromiseLike<unknown>;
  try {
    // Called as a method, so `this` is the object getFunction returned.
    const returned = entry.f(settings.args, settings.truncateLength, context);
    // Inside the try: reading `then` runs the returned value's code, which may throw too.
    if (!isThenable(returned)) return { ok: true, value: returned };
    pending = returned;
  } catch (thrown) {
    return { ok: false, error: new ToolExecutionError({ functionName, thrown }) };
  }
  return new Promise<RunOutcome>((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settled = false;
    const onAbort = () => {
      const error = new CallAbortedError({ functionName, reason: signal?.reason });
      abort(error);
      finish({ ok: false, error });
    };
    const finish = (outcome: RunOutcome) => {
      if (settled) return;
      settled = true;
      if (timer !== undefined) clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      resolve(outcome);
    };
    if (settings.timeoutMs > 0 && settings.timeoutMs <= MAX_TIMER_MS) {
      timer = setTimeout(() => {
        const error = new ToolTimeoutError({ functionName, timeoutMs: settings.timeoutMs });
        abort(error);
        finish({ ok: false, error });
      }, settings.timeoutMs);
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    Promise.resolve(pending).then(
      (value) => finish({ ok: true, value }),
      (thrown: unknown) =>
        finish({ ok: false, error: new ToolExecutionError({ functionName, thrown }) }),
    );
  });
}
