import { stringifyValue } from './kit/stringify-value.js';
import { ToolExecutionError } from './tool-execution-error.js';
import type { OutputFilter } from './translator.js';
import { truncateText } from './truncate-text.js';

/**
 * Turns what a function returned into the text the model reads: strings as they are, anything
 * else as JSON; then the translator's output filter (which sees the whole text, so it can
 * parse it); then truncation, which keeps the head and says how much was cut.
 *
 * @throws {ToolExecutionError} with `stage: 'output-filter'` when the filter throws.
 */
export function shapeResult(
  value: unknown,
  functionName: string,
  params: Record<string, unknown>,
  outputFilter: OutputFilter | null | undefined,
  truncateLength: number,
): string {
  let text = typeof value === 'string' ? value : stringifyValue(value);
  if (typeof outputFilter === 'function') {
    let filtered: string | null | undefined;
    try {
      filtered = outputFilter(functionName, params, text);
    } catch (thrown) {
      throw new ToolExecutionError({ functionName, thrown, stage: 'output-filter' });
    }
    if (typeof filtered === 'string') text = filtered;
  }
  return truncateText(text, truncateLength);
}
