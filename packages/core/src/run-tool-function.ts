import type { AiToolboxError } from './ai-toolbox-error.js';
import { CallAbortedError } from './call-aborted-error.js';
import { ToolExecutionError } from './tool-execution-error.js';
import { ToolTimeoutError } from './tool-timeout-error.js';
import type { ToolboxFunction, ToolCallContext } from './toolbox.js';

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
  readonly onStart?: ((signal: AbortSignal) => void) | undefined;
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
 * What a function receives as its third argument: its signal, made on first read (creating an
 * `AbortSignal` for every call costs more than the rest of the pipeline, and most functions
 * never read it), and the truncation limit. A class, so that a call makes one object and no
 * closure.
 */
class RunContext implements ToolCallContext {
  readonly truncateLength: number;
  #controller: AbortController | undefined;
  #aborted = false;
  #reason: unknown;

  constructor(truncateLength: number) {
    this.truncateLength = truncateLength;
  }

  get signal(): AbortSignal {
    if (this.#controller === undefined) {
      this.#controller = new AbortController();
      if (this.#aborted) this.#controller.abort(this.#reason);
    }
    return this.#controller.signal;
  }

  /** Aborts the signal, now or, when no one has read it yet, as soon as someone does. */
  abort(reason: unknown): void {
    this.#aborted = true;
    this.#reason = reason;
    this.#controller?.abort(reason);
  }
}

/**
 * Runs a function with its own `AbortSignal`, settling exactly once: with its value, with a
 * {@link ToolExecutionError} for whatever it threw (even `null`), with a
 * {@link ToolTimeoutError} when the timeout expires first, or with a {@link CallAbortedError}
 * when the application aborts. The signal is aborted on timeout and on cancellation, so a
 * function that listens can stop its work; one that does not is left behind, unobserved.
 * A function that returns without a promise is answered synchronously.
 */
export function runToolFunction(
  entry: ToolboxFunction,
  settings: RunSettings,
): RunOutcome | Promise<RunOutcome> {
  const { functionName, signal } = settings;
  if (signal?.aborted === true) {
    return { ok: false, error: new CallAbortedError({ functionName, reason: signal.reason }) };
  }
  const context = new RunContext(settings.truncateLength);
  if (settings.onStart !== undefined) settings.onStart(context.signal);
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
  return settle(pending, context, settings);
}

/** Waits for a function's promise, its timeout and the application's signal, whichever is first. */
function settle(
  pending: PromiseLike<unknown>,
  context: RunContext,
  settings: RunSettings,
): Promise<RunOutcome> {
  const { functionName, signal } = settings;
  return new Promise<RunOutcome>((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settled = false;
    const onAbort = () => {
      const error = new CallAbortedError({ functionName, reason: signal?.reason });
      context.abort(error);
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
        context.abort(error);
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
