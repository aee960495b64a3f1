import type { FunctionCallRecord, Repair } from '@ai-toolbox/core';

/**
 * What a tool made by `toAiSdkTools` returns to the AI SDK for one call: the text the model
 * reads and what the pipeline did. It is plain data, so it travels through the SDK's steps,
 * UI message streams and stored messages as it is.
 */
export interface AiSdkToolResult {
  /** The function that was called, as the pipeline resolved it (`weather.get_temp`). */
  readonly name: string;
  /** Whether the function ran and returned. */
  readonly ok: boolean;
  /** The text the model reads: the shaped result, or `Error: ...` saying what was wrong. */
  readonly result: string;
  /** Why the call failed, when it did: core's error code and message. */
  readonly error?: { readonly code: string; readonly message: string };
  /** Every repair and coercion the pipeline made to run the call. */
  readonly repairs: readonly Repair[];
  /** How long the function ran, in milliseconds (0 when it never ran). */
  readonly durationMs: number;
}

/** The result of one call as the AI SDK gets it, with `result` as `resultText` words it. */
export function toAiSdkToolResult(record: FunctionCallRecord, result: string): AiSdkToolResult {
  const base = {
    name: record.name,
    ok: record.ok,
    result,
    repairs: record.repairs.map((repair) => ({ ...repair })),
    durationMs: record.durationMs,
  };
  if (record.error === undefined) return base;
  return { ...base, error: { code: record.error.code, message: record.error.message } };
}
