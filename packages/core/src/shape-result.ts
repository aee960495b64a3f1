import { stringifyBounded, stringifyValue } from './kit/stringify-value.js';
import { ToolExecutionError } from './tool-execution-error.js';
import type { OutputFilter } from './translator.js';
import { truncateText } from './truncate-text.js';

/**
 * The work a result that is not a string may cost before it is written, for a truncation
 * limit: the limit, and as much again (at least 256) so that a result up to about twice the
 * limit is written whole and its note says exactly how much was cut. Past that, writing stops,
 * whatever the size of the value. No limit (a negative or non-number one) is no budget.
 */
export function resultBudget(truncateLength: number): number {
  return truncateLength >= 0 ? 2 * truncateLength + 256 : Number.POSITIVE_INFINITY;
}

/**
 * Turns what a function returned into the text the model reads: strings as they are, anything
 * else as JSON written within {@link resultBudget}; then the translator's output filter (which
 * sees the whole text, so it can parse it, unless writing stopped at the budget: then it sees
 * the head); then truncation, which keeps the head and says how much was cut, or, for a value
 * whose writing stopped, what the value was.
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
  let text: string;
  let cutValue: string | undefined;
  if (typeof value === 'string') {
    text = value;
  } else if (typeof value !== 'object' && typeof value !== 'bigint') {
    // A number, a boolean, undefined, a function or a symbol: a few characters at most.
    text = stringifyValue(value);
  } else {
    const written = stringifyBounded(value, resultBudget(truncateLength));
    text = written.text;
    cutValue = written.cutValue;
  }
  if (typeof outputFilter === 'function') {
    let filtered: string | null | undefined;
    try {
      filtered = outputFilter(functionName, params, text);
    } catch (thrown) {
      throw new ToolExecutionError({ functionName, thrown, stage: 'output-filter' });
    }
    if (typeof filtered === 'string') {
      // The filter's text is whole: what it wrote is cut as any text is.
      text = filtered;
      cutValue = undefined;
    }
  }
  return truncateText(text, truncateLength, cutValue);
}
