/** Counts for one function. */
export interface FunctionStats {
  /** Calls that resolved to this function. */
  readonly calls: number;
  /** Of those, the ones that ended in an error. */
  readonly errors: number;
  /** Time spent running the function, in milliseconds. */
  readonly totalDurationMs: number;
  /** The longest single run, in milliseconds. */
  readonly maxDurationMs: number;
}

/**
 * A manager's statistics: the reference's totals plus counts per function.
 * `toolCalls` counts the batches handed to the manager (each `call()`, each
 * `executeResponseFunctions()` text, each `executeFunctionCalls()` list); `functionCalls`
 * counts the function calls in them, one per result.
 */
export interface ToolStats {
  readonly toolCalls: number;
  readonly functionCalls: number;
  /** By `toolbox.function`. */
  readonly functions: Readonly<Record<string, FunctionStats>>;
}
