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
}

/**
 * The settings of a batch: the call options, else the manager's. `truncateLength` is
 * `call()`'s third argument, which wins over the options.
 */
export function createCallBatch(
  options: CallOptions | undefined,
  source: CallSource,
  managerTruncateLength: number,
  truncateLength?: number,
): CallBatch {
  return {
    source: options?.source ?? source,
    signal: options?.signal,
    timeoutMs: options?.timeoutMs,
    truncateLength: truncateLength ?? options?.truncateLength ?? managerTruncateLength,
  };
}
