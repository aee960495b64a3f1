import type { TranslatorCallResult } from '@ai-toolbox/core';
import { isDigit, stringifyValue } from '@ai-toolbox/core/kit';

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
  // Joined as it goes: a list of blocks and a list of arguments per call cost more than the text.
  let text = '';
  for (let index = 0; index < calls.length; index += 1) {
    const call = calls[index] as TranslatorCallResult;
    if (index > 0) text += '\n\n';
    text +=
      call.name === ''
        ? // The one nameless entry the parser makes: the text beyond maxTextLength.
          `Function call: (the rest of the answer)\nReturned: ${call.result}`
        : `Function call: ${call.name}(${formatArguments(call.params)})\nReturned: ${call.result}`;
  }
  return text;
}

function formatArguments(params: Record<string, unknown> | null | undefined): string {
  if (params === null || typeof params !== 'object') return '';
  let text = '';
  for (const key in params) {
    if (!Object.hasOwn(params, key)) continue;
    if (text.length > 0) text += ', ';
    text += isPositionalKey(key) ? formatValue(params[key]) : `${key}=${formatValue(params[key])}`;
  }
  return text;
}

/** `"0"`, `"1"`, ...: where the parser keeps positional arguments of an unknown function. */
function isPositionalKey(key: string): boolean {
  if (key.length === 0 || key.length > 9) return false;
  for (let i = 0; i < key.length; i += 1) {
    if (!isDigit(key.charCodeAt(i))) return false;
  }
  return true;
}

/**
 * A value as JSON, the way results are written (the kit's `stringifyValue`: bigints as digits,
 * cycles marked); what JSON cannot write (`undefined`) in its string form.
 */
function formatValue(value: unknown): string {
  const text = stringifyValue(value);
  return text === '' ? String(value) : text;
}
