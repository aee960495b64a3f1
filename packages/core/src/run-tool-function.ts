import type { AiToolboxError } from './ai-toolbox-error.js';
import { CallAbortedError } from './call-aborted-error.js';
import type { CallLogLevel, CallReporter } from './call-reporter.js';
import { ToolExecutionError } from './tool-execution-error.js';
import { ToolTimeoutError } from './tool-timeout-error.js';
import type { ToolboxFunction, ToolCallContext } from './toolbox.js';

/**
 * How a run failed. A run that succeeds gives the function's value itself, so that a call
 * allocates nothing to say so; a failure is this (module-made) wrapper, which no function can
 * return as its value.
 */
export class RunFailure {
  constructor(readonly error: AiToolboxError) {}
}

/** What a run gives: the function's value, or how it failed. */
export type RunOutcome = unknown;

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
  /** Takes the function's progress and logs (`context.reportProgress`, `context.log`). */
  readonly reporter?: CallReporter | undefined;
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

/** What the context's reporting methods give: settled, shared, so a call without a host allocates nothing. */
const DONE: Promise<void> = Promise.resolve();

function ignore(): void {}

/** Calls an abort listener; what it throws is its own business, not the timer's. */
function callQuietly(listener: (reason: unknown) => void, reason: unknown): void {
  try {
    listener(reason);
  } catch {
    // A listener that throws must not fail the timeout or the cancellation that called it.
  }
}

/** A host's answer as a promise that never rejects. */
function quietly(sent: PromiseLike<void> | void): Promise<void> {
  return isThenable(sent) ? Promise.resolve(sent).then(ignore, ignore) : DONE;
}

/**
 * What a function receives as its third argument: its signal, made on first read (creating an
 * `AbortSignal` for every call costs more than the rest of the pipeline, and most functions
 * never read it), the truncation limit, and progress and logs handed to the host's reporter
 * (nothing without one). A class, so that a call makes one object and no closure.
 */
export class RunContext implements ToolCallContext {
  readonly truncateLength: number;
  readonly #reporter: CallReporter | undefined;
  #controller: AbortController | undefined;
  #aborted = false;
  #reason: unknown;
  #onAbort: ((reason: unknown) => void) | undefined;

  constructor(truncateLength: number, reporter: CallReporter | undefined) {
    this.truncateLength = truncateLength;
    this.#reporter = reporter;
  }

  get progressWanted(): boolean {
    return this.#reporter?.progressWanted === true;
  }

  reportProgress(progress: number, total?: number, message?: string): Promise<void> {
    const reporter = this.#reporter;
    if (reporter === undefined) return DONE;
    try {
      return quietly(reporter.reportProgress(progress, total, message));
    } catch {
      return DONE;
    }
  }

  log(level: CallLogLevel, data: unknown): Promise<void> {
    const reporter = this.#reporter;
    if (reporter === undefined) return DONE;
    try {
      return quietly(reporter.log(level, data));
    } catch {
      return DONE;
    }
  }

  get signal(): AbortSignal {
    if (this.#controller === undefined) {
      this.#controller = new AbortController();
      if (this.#aborted) this.#controller.abort(this.#reason);
    }
    return this.#controller.signal;
  }

  /**
   * Calls `listener` once when the call is aborted (now, if it already was), without making
   * the signal; one listener a context. See the kit's `onCallAbort`.
   */
  listenForAbort(listener: (reason: unknown) => void): boolean {
    if (this.#onAbort !== undefined) return false;
    if (this.#aborted) {
      callQuietly(listener, this.#reason);
      return true;
    }
    this.#onAbort = listener;
    return true;
  }

  /** Aborts the signal, now or, when no one has read it yet, as soon as someone does. */
  abort(reason: unknown): void {
    if (this.#aborted) return;
    this.#aborted = true;
    this.#reason = reason;
    this.#controller?.abort(reason);
    const listener = this.#onAbort;
    this.#onAbort = undefined;
    if (listener !== undefined) callQuietly(listener, reason);
  }
}

/**
 * Runs a function with its own `AbortSignal`, settling exactly once: with its value, or with a
 * {@link RunFailure} holding a {@link ToolExecutionError} for whatever it threw (even `null`),
 * a {@link ToolTimeoutError} when the timeout expires first, or a {@link CallAbortedError}
 * when the application aborts. The signal is aborted on timeout and on cancellation, so a
 * function that listens can stop its work; one that does not is left behind, unobserved.
 * A function that returns without a promise is answered synchronously, with no timer, no
 * promise and no listener made for it; the promise returned otherwise is always this
 * function's own.
 */
export function runToolFunction(
  entry: ToolboxFunction,
  settings: RunSettings,
): RunOutcome | Promise<RunOutcome> {
  return runToolFunctionWith(
    entry,
    settings.functionName,
    settings.args,
    settings.truncateLength,
    settings.timeoutMs,
    settings.signal,
    settings.onStart,
    settings.reporter,
  );
}

/**
 * {@link runToolFunction} with its settings as arguments, as the pipeline calls it: a call
 * makes no settings object.
 */
export function runToolFunctionWith(
  entry: ToolboxFunction,
  functionName: string,
  args: Record<string, unknown>,
  truncateLength: number,
  timeoutMs: number,
  signal: AbortSignal | undefined,
  onStart: ((signal: AbortSignal) => void) | undefined,
  reporter?: CallReporter | undefined,
): RunOutcome | Promise<RunOutcome> {
  if (signal?.aborted === true) {
    return new RunFailure(new CallAbortedError({ functionName, reason: signal.reason }));
  }
  const context = new RunContext(truncateLength, reporter);
  if (onStart !== undefined) onStart(context.signal);
  let pending: PromiseLike<unknown>;
  try {
    // Called as a method, so `this` is the object getFunction returned.
    const returned = entry.f(args, truncateLength, context);
    // Inside the try: reading `then` runs the returned value's code, which may throw too.
    if (!isThenable(returned)) return returned;
    pending = returned;
  } catch (thrown) {
    return new RunFailure(new ToolExecutionError({ functionName, thrown }));
  }
  return settle(pending, context, functionName, timeoutMs, signal);
}

/** Waits for a function's promise, its timeout and the application's signal, whichever is first. */
function settle(
  pending: PromiseLike<unknown>,
  context: RunContext,
  functionName: string,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<RunOutcome> {
  return new Promise<RunOutcome>((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settled = false;
    const onAbort = () => {
      const error = new CallAbortedError({ functionName, reason: signal?.reason });
      context.abort(error);
      finish(new RunFailure(error));
    };
    const finish = (outcome: RunOutcome) => {
      if (settled) return;
      settled = true;
      if (timer !== undefined) clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      resolve(outcome);
    };
    if (timeoutMs > 0 && timeoutMs <= MAX_TIMER_MS) {
      timer = setTimeout(() => {
        const error = new ToolTimeoutError({ functionName, timeoutMs });
        context.abort(error);
        finish(new RunFailure(error));
      }, timeoutMs);
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    Promise.resolve(pending).then(finish, (thrown: unknown) =>
      finish(new RunFailure(new ToolExecutionError({ functionName, thrown }))),
    );
  });
}
