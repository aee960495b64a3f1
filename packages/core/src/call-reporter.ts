/** The severities of a function's log messages, least severe first (RFC 5424's, as MCP names them). */
export const CALL_LOG_LEVELS = [
  'debug',
  'info',
  'notice',
  'warning',
  'error',
  'critical',
  'alert',
  'emergency',
] as const;

/** A severity of a function's log message. */
export type CallLogLevel = (typeof CALL_LOG_LEVELS)[number];

/**
 * Where a host (an MCP server, say) takes the progress and log messages of the functions it
 * calls, given per call as `CallOptions.reporter`: the function's context hands them on. The
 * host decides what reaches its client (MCP sends progress only when the client asked for it,
 * and only increasing values). Neither method should throw; the context swallows what does.
 */
export interface CallReporter {
  /** Whether progress is taken now; `reportProgress` may still be called when it is not. */
  readonly progressWanted?: boolean;
  /** A step of progress: `progress` out of `total` when known, with an optional message. */
  reportProgress(
    progress: number,
    total: number | undefined,
    message: string | undefined,
  ): PromiseLike<void> | void;
  /** A log message at `level`, `data` any JSON value. */
  log(level: CallLogLevel, data: unknown): PromiseLike<void> | void;
}
