import type { TranslatorCallResult } from '@ai-toolbox/core';
import { renderPythonicCall } from './render-pythonic-call.js';

/**
 * Renders each call with its result for the model, one block per call, blocks separated by a
 * blank line, the call written back in the syntax the model was asked for:
 *
 * ```text
 * Result of weather.get_temp(location="Paris"):
 * 21 °C
 * ```
 *
 * A failed call's result is the pipeline's `Error: ...` text. The entries without a name that
 * the kit adds (the text past the length limit, say) read `Note: ...`. The tool manager has
 * already applied the output filter and truncation to `result`.
 */
export function formatPythonicCallResults(calls: readonly TranslatorCallResult[]): string {
  return calls
    .map((call) =>
      call.name === ''
        ? `Note: ${call.result}`
        : `Result of ${renderPythonicCall(call.name, call.params)}:\n${call.result}`,
    )
    .join('\n\n');
}
