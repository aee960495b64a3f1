import { DIGIT_0, DOT, isDigit, LOWER_E, MINUS, PLUS, UPPER_E } from './char-codes.js';

/**
 * Where a scanner stands in JSON's number grammar, `-? (0 | [1-9][0-9]*) (. [0-9]+)?
 * ([eE] [+-]? [0-9]+)?`: one state per place, so a number can be read a character at a
 * time across chunks, and a word checked whole, by the same table.
 */
export type JsonNumberState =
  | typeof NUMBER_START
  | typeof NUMBER_SIGN
  | typeof NUMBER_ZERO
  | typeof NUMBER_INTEGER
  | typeof NUMBER_DOT
  | typeof NUMBER_FRACTION
  | typeof NUMBER_EXPONENT
  | typeof NUMBER_EXPONENT_SIGN
  | typeof NUMBER_EXPONENT_DIGITS;

/** Nothing read yet. */
export const NUMBER_START = 0;
const NUMBER_SIGN = 1;
const NUMBER_ZERO = 2;
const NUMBER_INTEGER = 3;
const NUMBER_DOT = 4;
const NUMBER_FRACTION = 5;
const NUMBER_EXPONENT = 6;
const NUMBER_EXPONENT_SIGN = 7;
const NUMBER_EXPONENT_DIGITS = 8;

/** The state after reading `code` in `state`, or -1 when `code` cannot continue the number. */
export function stepJsonNumber(state: JsonNumberState, code: number): JsonNumberState | -1 {
  switch (state) {
    case NUMBER_START:
      if (code === MINUS) return NUMBER_SIGN;
      return code === DIGIT_0 ? NUMBER_ZERO : isDigit(code) ? NUMBER_INTEGER : -1;
    case NUMBER_SIGN:
      return code === DIGIT_0 ? NUMBER_ZERO : isDigit(code) ? NUMBER_INTEGER : -1;
    case NUMBER_ZERO:
    case NUMBER_INTEGER:
      if (state === NUMBER_INTEGER && isDigit(code)) return NUMBER_INTEGER;
      if (code === DOT) return NUMBER_DOT;
      return code === LOWER_E || code === UPPER_E ? NUMBER_EXPONENT : -1;
    case NUMBER_DOT:
      return isDigit(code) ? NUMBER_FRACTION : -1;
    case NUMBER_FRACTION:
      if (isDigit(code)) return NUMBER_FRACTION;
      return code === LOWER_E || code === UPPER_E ? NUMBER_EXPONENT : -1;
    case NUMBER_EXPONENT:
      if (code === PLUS || code === MINUS) return NUMBER_EXPONENT_SIGN;
      return isDigit(code) ? NUMBER_EXPONENT_DIGITS : -1;
    case NUMBER_EXPONENT_SIGN:
    case NUMBER_EXPONENT_DIGITS:
      return isDigit(code) ? NUMBER_EXPONENT_DIGITS : -1;
  }
}

/**
 * What a number that stops in `state` is: `'integer'` or `'fraction'` (with a fraction or an
 * exponent) when it is complete, otherwise what it still needs, in words.
 */
export function endJsonNumber(
  state: JsonNumberState,
): 'integer' | 'fraction' | 'a digit' | "a digit after '.'" | 'a digit in the exponent' {
  switch (state) {
    case NUMBER_ZERO:
    case NUMBER_INTEGER:
      return 'integer';
    case NUMBER_FRACTION:
    case NUMBER_EXPONENT_DIGITS:
      return 'fraction';
    case NUMBER_DOT:
      return "a digit after '.'";
    case NUMBER_EXPONENT:
    case NUMBER_EXPONENT_SIGN:
      return 'a digit in the exponent';
    default:
      return 'a digit';
  }
}

/** Whether `text` is a JSON number, and whether it is an integer or has a fraction or exponent. */
export function jsonNumberShape(text: string): 'integer' | 'fraction' | 'none' {
  let state: JsonNumberState = NUMBER_START;
  for (let index = 0; index < text.length; index += 1) {
    const next = stepJsonNumber(state, text.charCodeAt(index));
    if (next === -1) return 'none';
    state = next;
  }
  const shape = endJsonNumber(state);
  return shape === 'integer' || shape === 'fraction' ? shape : 'none';
}

/** The most digits of an integer that {@link shortInteger} adds up exactly (< 2^53). */
export const EXACT_DIGITS = 15;

/**
 * The JSON integer in `chunk[from, to)` when it has at most `maxDigits` digits and no more
 * than 15, so that adding up its digits is exact; else `undefined`. It saves making the string
 * that `Number` would parse, which cost more than the rest of reading a short number.
 */
export function shortInteger(
  chunk: string,
  from: number,
  to: number,
  maxDigits: number,
): number | undefined {
  const negative = chunk.charCodeAt(from) === MINUS;
  const first = negative ? from + 1 : from;
  if (to - first > Math.min(maxDigits, EXACT_DIGITS)) return undefined;
  let value = 0;
  for (let at = first; at < to; at += 1) value = value * 10 + (chunk.charCodeAt(at) - DIGIT_0);
  // `-0` stays negative zero, as `JSON.parse('-0')` gives it.
  return negative ? -value : value;
}
