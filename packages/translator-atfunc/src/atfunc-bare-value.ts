import type { Repair } from '@ai-toolbox/core';
import {
  createRepair,
  DIGIT_0,
  DOT,
  isDigit,
  LOWER_E,
  MINUS,
  PLUS,
  UPPER_E,
} from '@ai-toolbox/core/kit';

const pythonLiterals = new Map<string, unknown>([
  ['True', true],
  ['False', false],
  ['None', null],
]);

/**
 * The value of an unquoted word: a JSON number, `true`, `false` or `null` (Python's `True`,
 * `False` and `None` too, reported as a repair), otherwise the word as a string. An integer
 * that a number cannot hold digit for digit (beyond 2^53) stays a string, reported as a repair.
 */
export function classifyAtfuncBareValue(text: string, repairs: Repair[], inJson = false): unknown {
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (text === 'null') return null;
  const literal = pythonLiterals.get(text);
  if (literal !== undefined || pythonLiterals.has(text)) {
    repairs.push(createRepair('python-literal', `Read ${text} as ${JSON.stringify(literal)}.`));
    return literal;
  }
  const shape = numberShape(text);
  if (shape !== 'none') {
    const value = Number(text);
    // An integer is kept as a number only when the number still writes every digit.
    if (shape === 'fraction' || Number.isSafeInteger(value) || String(value) === text) return value;
    repairs.push(
      createRepair(
        'unsafe-integer',
        `Kept ${text} as text: it is too large to be a number without losing digits.`,
      ),
    );
    return text;
  }
  if (inJson && text.length > 0) {
    repairs.push(
      createRepair('unquoted-string', `Read the unquoted JSON word ${text} as a string.`),
    );
  }
  return text;
}

/** Whether `text` is a JSON number, and whether it has a fraction or exponent. */
function numberShape(text: string): 'none' | 'integer' | 'fraction' {
  let i = 0;
  const length = text.length;
  const digitAt = (index: number): boolean => isDigit(text.charCodeAt(index));
  if (text.charCodeAt(i) === MINUS) i += 1;
  if (i >= length || !digitAt(i)) return 'none';
  if (text.charCodeAt(i) === DIGIT_0) i += 1;
  else while (i < length && digitAt(i)) i += 1;
  let shape: 'integer' | 'fraction' = 'integer';
  if (text.charCodeAt(i) === DOT) {
    i += 1;
    if (!digitAt(i)) return 'none';
    while (i < length && digitAt(i)) i += 1;
    shape = 'fraction';
  }
  const exponent = text.charCodeAt(i);
  if (exponent === LOWER_E || exponent === UPPER_E) {
    i += 1;
    const sign = text.charCodeAt(i);
    if (sign === PLUS || sign === MINUS) i += 1;
    if (!digitAt(i)) return 'none';
    while (i < length && digitAt(i)) i += 1;
    shape = 'fraction';
  }
  return i === length ? shape : 'none';
}
