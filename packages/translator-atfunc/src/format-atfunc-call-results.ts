import type { TranslatorCallResult } from '@ai-toolbox/core';

/**
 * Renders each call with its result for the model, one block per call, blocks separated by
 * a blank line:
 *
 * ```text
 * Function call: weather.get_temp(location="Paris")
 * Returned: 21
 * ```
 *
 * Arguments are written as `name=JSON`. The tool manager has already applied the output
 * filter and truncation to `result`.
 */
export function formatAtfuncCallResults(calls: readonly TranslatorCallResult[]): string {
  return calls
    .map(
      (call) =>
        `Function call: ${call.name}(${formatArguments(call.params)})\nReturned: ${call.result}`,
    )
    .join('\n\n');
}

function formatArguments(params: Record<string, unknown> | null | undefined): string {
  if (params === null || typeof params !== 'object') return '';
  return Object.keys(params)
    .map((key) => `${key}=${formatValue(params[key])}`)
    .join(', ');
}

function formatValue(value: unknown): string {
  try {
    const text = JSON.stringify(value, (_key, inner: unknown) =>
      typeof inner === 'bigint' ? inner.toString() : inner,
    );
    return text ?? String(value);
  } catch {
    // A cyclic value cannot be written as JSON; its string form still names it.
    return String(value);
  }
}
