import {
  BACKSLASH,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  COLON,
  COMMA,
  DOT,
  DOUBLE_QUOTE,
  MINUS,
  OPEN_BRACE,
  OPEN_BRACKET,
  PLUS,
  SPACE,
} from './char-codes.js';

/** The most integer digits that always make a safe integer (999,999,999,999,999 < 2^53). */
const SAFE_INTEGER_DIGITS = 15;
/** The deepest nesting checked here; deeper text goes to the reader, which has its own stack. */
const MAX_CHECKED_DEPTH = 256;

// What may come next.
const VALUE = 0;
const VALUE_OR_CLOSE = 1;
const KEY = 2;
const KEY_OR_CLOSE = 3;
const AFTER_VALUE = 4;

/** Whether each open bracket is an array (1) or an object (0), reused: the check never nests. */
const openArrays = new Uint8Array(MAX_CHECKED_DEPTH);

/** Which characters may follow a backslash in a standard JSON string, by code. */
const ESCAPES = new Uint8Array(128);
for (const character of '"\\/bfnrtu') ESCAPES[character.charCodeAt(0)] = 1;

function isHexDigit(code: number): boolean {
  return (
    (code >= 0x30 && code <= 0x39) ||
    (code >= 0x61 && code <= 0x66) ||
    (code >= 0x41 && code <= 0x46)
  );
}

function isJsonBlank(code: number): boolean {
  return code === SPACE || code === 0x0a || code === 0x0d || code === 0x09;
}

/** Past the string whose opening quote is before `from`, or -1 where it is no standard string. */
function skipString(text: string, from: number, to: number): number {
  for (let index = from; index < to; index += 1) {
    const code = text.charCodeAt(index);
    if (code === DOUBLE_QUOTE) return index + 1;
    if (code < SPACE) return -1;
    if (code === BACKSLASH) {
      index += 1;
      const escaped = index < to ? text.charCodeAt(index) : 0;
      if (escaped >= 128 || ESCAPES[escaped] !== 1) return -1;
      if (escaped === 0x75 /* u */) {
        if (index + 4 >= to) return -1;
        for (let digit = 1; digit <= 4; digit += 1) {
          if (!isHexDigit(text.charCodeAt(index + digit))) return -1;
        }
        index += 4;
      }
    }
  }
  return -1;
}

/**
 * Past the number at `from`, or -1 where it is no standard number or an integer of more than
 * `maxDigits` digits (which the reader keeps exact or refuses).
 */
function skipNumber(text: string, from: number, to: number, maxDigits: number): number {
  let index = from;
  if (text.charCodeAt(index) === MINUS) index += 1;
  const digitsAt = index;
  const first = index < to ? text.charCodeAt(index) : 0;
  if (first === 0x30) index += 1;
  else if (first >= 0x31 && first <= 0x39) {
    while (index < to && isDigitCode(text.charCodeAt(index))) index += 1;
  } else return -1;
  const integerDigits = index - digitsAt;
  let integer = true;
  if (index < to && text.charCodeAt(index) === DOT) {
    integer = false;
    index += 1;
    const fractionAt = index;
    while (index < to && isDigitCode(text.charCodeAt(index))) index += 1;
    if (index === fractionAt) return -1;
  }
  const exponent = index < to ? text.charCodeAt(index) : 0;
  if (exponent === 0x65 || exponent === 0x45) {
    integer = false;
    index += 1;
    const sign = index < to ? text.charCodeAt(index) : 0;
    if (sign === PLUS || sign === MINUS) index += 1;
    const exponentAt = index;
    while (index < to && isDigitCode(text.charCodeAt(index))) index += 1;
    if (index === exponentAt) return -1;
  }
  return integer && integerDigits > maxDigits ? -1 : index;
}

function isDigitCode(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/** Past `word` at `from`, or -1 where it is not there. */
function skipWord(text: string, from: number, to: number, word: string): number {
  return from + word.length <= to && text.startsWith(word, from) ? from + word.length : -1;
}

/**
 * Whether `text[from, to)` is one value of standard JSON (blanks around it allowed) that
 * `JSON.parse` reads to exactly what the kit's reader gives with no repair: no integer of
 * more than `maxIntegerDigits` digits (at most 15, so every integer is safe and the reader's
 * `bigIntegers` choice never applies), nesting within `maxDepth`. One pass, no allocation, so
 * the fast way costs little when it does not apply; a `__proto__` key is an own key either
 * way. Text deeper than 256 levels is left to the reader.
 *
 * @example
 * ```ts
 * isPlainJson('{"a": [1, 2]}', 0, 13, 100); // true: JSON.parse gives the reader's value
 * isPlainJson("{'a': 1}", 0, 8, 100); // false: the reader repairs it
 * ```
 */
export function isPlainJson(
  text: string,
  from: number,
  to: number,
  maxDepth: number,
  maxIntegerDigits = SAFE_INTEGER_DIGITS,
): boolean {
  const depthLimit = Math.min(maxDepth, MAX_CHECKED_DEPTH);
  const maxDigits = Math.min(maxIntegerDigits, SAFE_INTEGER_DIGITS);
  let depth = 0;
  let state = VALUE;
  let index = from;
  while (index >= 0) {
    while (index < to && isJsonBlank(text.charCodeAt(index))) index += 1;
    if (index >= to) return state === AFTER_VALUE && depth === 0;
    const code = text.charCodeAt(index);
    if (state === AFTER_VALUE) {
      if (depth === 0) return false;
      const inArray = openArrays[depth - 1] === 1;
      if (code === COMMA) state = inArray ? VALUE : KEY;
      else if (code === (inArray ? CLOSE_BRACKET : CLOSE_BRACE)) depth -= 1;
      else return false;
      index += 1;
      continue;
    }
    if (state === KEY || state === KEY_OR_CLOSE) {
      if (code === CLOSE_BRACE && state === KEY_OR_CLOSE) {
        depth -= 1;
        state = AFTER_VALUE;
        index += 1;
        continue;
      }
      if (code !== DOUBLE_QUOTE) return false;
      index = skipString(text, index + 1, to);
      if (index < 0) return false;
      while (index < to && isJsonBlank(text.charCodeAt(index))) index += 1;
      if (index >= to || text.charCodeAt(index) !== COLON) return false;
      index += 1;
      state = VALUE;
      continue;
    }
    if (code === CLOSE_BRACKET && state === VALUE_OR_CLOSE) {
      depth -= 1;
      state = AFTER_VALUE;
      index += 1;
      continue;
    }
    if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (depth >= depthLimit) return false;
      const isArray = code === OPEN_BRACKET;
      openArrays[depth] = isArray ? 1 : 0;
      depth += 1;
      state = isArray ? VALUE_OR_CLOSE : KEY_OR_CLOSE;
      index += 1;
      continue;
    }
    state = AFTER_VALUE;
    if (code === DOUBLE_QUOTE) index = skipString(text, index + 1, to);
    else if (code === MINUS || isDigitCode(code)) index = skipNumber(text, index, to, maxDigits);
    else if (code === 0x74 /* t */) index = skipWord(text, index, to, 'true');
    else if (code === 0x66 /* f */) index = skipWord(text, index, to, 'false');
    else if (code === 0x6e /* n */) index = skipWord(text, index, to, 'null');
    else return false;
  }
  return false;
}
