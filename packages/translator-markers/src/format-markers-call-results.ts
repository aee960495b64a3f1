import type { TranslatorCallResult } from '@ai-toolbox/core';
import { getMarkerParamSlots } from './marker-param-slots.js';
import { renderMarkerCall } from './render-marker-call.js';

function orderedArguments(call: TranslatorCallResult): unknown[] {
  const params: Record<string, unknown> =
    call.params !== null && typeof call.params === 'object' ? call.params : {};
  const names =
    call.interface === null || call.interface === undefined
      ? Object.keys(params)
      : getMarkerParamSlots(call.interface).map((slot) => slot.name);
  const values = names.map((name) => (Object.hasOwn(params, name) ? params[name] : undefined));
  // Optional arguments left out at the end are not written.
  while (values.length > 0 && values[values.length - 1] === undefined) values.pop();
  return values.map((value) => (value === undefined ? '' : value));
}

/**
 * Renders each call with its result for the model, one block per call, separated by a
 * blank line; the call is written back in marker syntax:
 *
 * ```text
 * Function call: [[weather.get_temp:Paris]]
 * Returned: 21
 * ```
 *
 * The tool manager has already applied the output filter and truncation to `result`.
 */
export function formatMarkersCallResults(calls: readonly TranslatorCallResult[]): string {
  return calls
    .map(
      (call) =>
        `Function call: ${renderMarkerCall(call.name, orderedArguments(call))}\nReturned: ${call.result}`,
    )
    .join('\n\n');
}
