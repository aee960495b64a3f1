import type { FunctionStats, ToolStats } from './tool-stats.js';

/** A manager's statistics as the pipeline counts them. */
export interface ToolStatsCounter {
  /** Counts one batch handed to the manager (a `call()`, a text, a list of native calls). */
  countBatch(): void;
  /**
   * Counts one function call; `path` is `toolbox.function` when the call resolved to a
   * function, and only then is it counted for that function too.
   */
  countCall(path: string | undefined, ok: boolean, durationMs: number): void;
  /** A copy of the statistics, for `getStats()`. */
  snapshot(): ToolStats;
  /** Sets every statistic back to zero. */
  reset(): void;
}

interface MutableFunctionStats {
  calls: number;
  errors: number;
  totalDurationMs: number;
  maxDurationMs: number;
}

/**
 * Creates the statistics of one manager: the reference's `toolCalls` and `functionCalls` plus
 * calls, errors and durations per function.
 */
export function createToolStats(): ToolStatsCounter {
  let toolCalls = 0;
  let functionCalls = 0;
  let functions = new Map<string, MutableFunctionStats>();
  return {
    countBatch() {
      toolCalls += 1;
    },
    countCall(path, ok, durationMs) {
      functionCalls += 1;
      if (path === undefined) return;
      let stats = functions.get(path);
      if (stats === undefined) {
        stats = { calls: 0, errors: 0, totalDurationMs: 0, maxDurationMs: 0 };
        functions.set(path, stats);
      }
      stats.calls += 1;
      if (!ok) stats.errors += 1;
      stats.totalDurationMs += durationMs;
      if (durationMs > stats.maxDurationMs) stats.maxDurationMs = durationMs;
    },
    snapshot() {
      const byPath: Record<string, FunctionStats> = {};
      for (const [path, stats] of functions) {
        // Defined, not assigned: a function path may be `__proto__`.
        Object.defineProperty(byPath, path, { value: { ...stats }, enumerable: true });
      }
      return { toolCalls, functionCalls, functions: byPath };
    },
    reset() {
      toolCalls = 0;
      functionCalls = 0;
      functions = new Map();
    },
  };
}
