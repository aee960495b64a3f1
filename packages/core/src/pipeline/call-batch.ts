import type { CallReporter } from '../call-reporter.js';
import { InvalidSettingsError } from '../invalid-settings-error.js';
import type { CallSource } from '../resolved-call.js';
import type { CallOptions } from '../tool-manager.js';

/** The settings shared by the calls of one batch (one `call()`, one text, one list). */
export interface CallBatch {
  /** Where the calls came from, as policies and listeners see it. */
  readonly source: CallSource;
  /** The application's signal; aborting it cancels the calls. */
  readonly signal: AbortSignal | undefined;
  /** Overrides every other timeout when set, in milliseconds. */
  readonly timeoutMs: number | undefined;
  /** The result length limit of these calls. */
  readonly truncateLength: number;
  /** The most calls that run at once. */
  readonly concurrency: number;
  /** Where the functions' progress and logs go, when a host takes them. */
  readonly reporter: CallReporter | undefined;
}

/**
 * The settings of a batch: the call options, else the manager's. `truncateLength` is
 * `call()`'s third argument, which wins over the options. Concurrency, unless set, is one call
 * at a time for text and all at once for native calls (see `ToolManagerOptions.concurrency`).
 *
 * @throws {InvalidSettingsError} when the options' `concurrency` is not a whole number of 1 or
 * more: the application's mistake, not the model's.
 */
export function createCallBatch(
  options: CallOptions | undefined,
  source: CallSource,
  managerTruncateLength: number,
  truncateLength?: number,
  managerConcurrency?: number,
): CallBatch {
  const concurrency = options?.concurrency;
  if (concurrency !== undefined && !(Number.isInteger(concurrency) && concurrency >= 1)) {
    throw new InvalidSettingsError({
      subject: 'call options',
      problems: [`concurrency: must be a whole number of 1 or more, got ${String(concurrency)}`],
    });
  }
  return {
    source: options?.source ?? source,
    signal: options?.signal,
    timeoutMs: options?.timeoutMs,
    truncateLength: truncateLength ?? options?.truncateLength ?? managerTruncateLength,
    concurrency:
      concurrency ?? managerConcurrency ?? (source === 'text' ? 1 : Number.POSITIVE_INFINITY),
    reporter: options?.reporter,
  };
}
