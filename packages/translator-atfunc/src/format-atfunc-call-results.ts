import type { TranslatorCallResult } from '@ai-toolbox/core';
import { isDigit } from '@ai-toolbox/core/kit';

/**
 * Renders each call with its result for the model, one block per call, blocks separated by
 * a blank line:
 *
 * ```text
 * Function call: weather.get_temp(location="Paris")
 * Returned: 21
 * ```
 *
 * Arguments are written as `name=JSON`; the positional arguments kept for an unknown function
 * (under `"0"`, `"1"`, ...) as the JSON value alone. The tool manager has already applied the output
 * filter and truncation to `result`.
 */
export function formatAtfuncCallResults(calls: readonly TranslatorCallResult[]): string {
  return calls
    .map((call) =>
      call.name === ''
        ? // The one nameless entry the parser makes: the text beyond maxTextLength.
          `Function call: (the rest of the answer)\nReturned: ${call.result}`
        : `Function call: ${call.name}(${formatArguments(call.params)})\nReturned: ${call.result}`,
    )
    .join('\n\n');
}

function formatArguments(params: Record<string, unknown> | null | undefined): string {
  if (params === null || typeof params !== 'object') return '';
  return Object.keys(params)
    .map((key) =>
      isPositionalKey(key) ? formatValue(params[key]) : `${key}=${formatValue(params[key])}`,
    )
    .join(', ');
}

/** `"0"`, `"1"`, ...: where the parser keeps positional arguments of an unknown function. */
function isPositionalKey(key: string): boolean {
  if (key.length === 0 || key.length > 9) return false;
  for (let i = 0; i < key.length; i += 1) {
    if (!isDigit(key.charCodeAt(i))) return false;
  }
  return true;
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
