import { truncateText } from '@ai-toolbox/core';
import { resultBudget, shapeResult } from '@ai-toolbox/core/kit';
import type { ResultFormat } from './marker-options.js';

/** The params core's shaping passes to an output filter; markers have none. */
const NO_PARAMS: Record<string, unknown> = Object.freeze({});

function isPlainData(value: object): boolean {
  if (Array.isArray(value)) return true;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return (
    prototype === null ||
    prototype === Object.prototype ||
    (value as { toString?: unknown }).toString === Object.prototype.toString
  );
}

/**
 * The text a result is written as, cut to `maxLength` characters with a note saying how much
 * was cut. In `'json'` mode objects and arrays (and instances without a `toString` of their
 * own) become JSON instead of `[object Object]` or `a,b`, written by core's bounded shaping, so
 * an object of millions of keys costs what is written of it; everything else is
 * `String(value)`, as in tools-llm, with arrays and typed arrays joined only as far as the
 * text goes.
 */
export function formatMarkerResult(
  value: unknown,
  tool: string,
  format: ResultFormat,
  maxLength: number,
): string {
  if (typeof value === 'string') return truncateText(value, maxLength);
  if (typeof format === 'function') return truncateText(String(format(value, tool)), maxLength);
  if (typeof value === 'object' && value !== null) {
    try {
      if (format === 'json' && isPlainData(value)) {
        return shapeResult(value, tool, NO_PARAMS, undefined, maxLength);
      }
      if (joinsElements(value)) return joinBounded(value, maxLength);
    } catch {
      // A proxy or getter that throws: String() below still says something.
    }
  }
  try {
    return truncateText(String(value), maxLength);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** Whether `String(value)` joins its elements: an array or a typed array, not overridden. */
function joinsElements(value: object): value is ArrayLike<unknown> {
  return (
    (Array.isArray(value) || ArrayBuffer.isView(value)) &&
    (value as { toString?: unknown }).toString === Array.prototype.toString
  );
}

/**
 * `String(value)` for an array (its elements joined by commas, nested arrays likewise, `null`
 * and `undefined` as nothing) that reads no more elements than its text has room for.
 */
function joinBounded(value: ArrayLike<unknown>, maxLength: number): string {
  const budget = resultBudget(maxLength);
  const joined = { text: '', work: 0 };
  const whole = joinInto(joined, value, budget, new Set());
  const length = value.length;
  const kind = Array.isArray(value) ? 'an array' : `a ${value.constructor?.name ?? 'typed array'}`;
  return truncateText(joined.text, maxLength, whole ? undefined : `${kind} of ${length} elements`);
}

/** Appends the elements of `value`; `false` when the budget ran out first. */
function joinInto(
  joined: { text: string; work: number },
  value: ArrayLike<unknown>,
  budget: number,
  ancestors: Set<unknown>,
): boolean {
  ancestors.add(value);
  const length = value.length;
  for (let index = 0; index < length; index += 1) {
    if (joined.work >= budget) return false;
    joined.work += 1;
    if (index > 0) joined.text += ',';
    const element = value[index];
    // As Array.prototype.join: nothing for null, undefined and an array that holds itself.
    if (element === null || element === undefined || ancestors.has(element)) continue;
    if (typeof element === 'object' && joinsElements(element)) {
      if (!joinInto(joined, element, budget, ancestors)) return false;
      continue;
    }
    const text = String(element);
    joined.text += text;
    joined.work += text.length;
  }
  ancestors.delete(value);
  return true;
}
