import {
  DIGIT_0,
  DOT,
  hexValue,
  isDigit,
  LOWER_B,
  LOWER_E,
  MINUS,
  PLUS,
  UNDERSCORE,
} from './char-codes.js';

/** A Python number literal as read: its value, or why it is not one. */
export type PythonNumber =
  | { readonly ok: true; readonly value: number | bigint }
  | { readonly ok: false; readonly detail: string };

/** The longest number literal read, in characters. */
export const MAX_NUMBER_LENGTH = 400;

const LOWER_J = 0x6a;
const LOWER_O = 0x6f;
const LOWER_X = 0x78;

/**
 * Reads the text of a Python number literal, as the tokenizer collected it: decimal integers
 * (`1_000_000`, `0`, `00`), `0x`/`0o`/`0b` integers, floats (`3.14`, `.5`, `5.`, `1e3`,
 * `2.5E-3`). An integer beyond 2^53 stays exact as a `bigint`, so nothing is rounded silently.
 * Refused, with the reason: a float that is infinite (`1e999`: JSON has no infinity), complex
 * numbers (`1j`), leading zeros in a decimal integer (`007`, a syntax error in Python 3), and
 * misplaced underscores. The sign is not part of the literal; the parser applies it.
 *
 * @example
 * ```ts
 * readPythonNumber('0x1F'); // { ok: true, value: 31 }
 * readPythonNumber('1e999'); // { ok: false, detail: '1e999 is too large for a number (infinite)' }
 * ```
 */
export function readPythonNumber(text: string): PythonNumber {
  const length = text.length;
  if (length === 0) return notANumber(text);
  // Reading a number costs more than linear time in its digits; no argument needs this many.
  if (length > MAX_NUMBER_LENGTH) {
    return {
      ok: false,
      detail: `a number of ${length} characters is longer than any argument needs`,
    };
  }
  const last = text.charCodeAt(length - 1) | 0x20;
  if (last === LOWER_J) {
    return { ok: false, detail: `${text} is a complex number, which has no JSON form` };
  }
  if (length > 2 && text.charCodeAt(0) === DIGIT_0) {
    const base = baseOf(text.charCodeAt(1) | 0x20);
    if (base !== 0) return readBasedInteger(text, base);
  }
  return readDecimal(text);
}

function baseOf(lower: number): number {
  if (lower === LOWER_X) return 16;
  if (lower === LOWER_O) return 8;
  return lower === LOWER_B ? 2 : 0;
}

function notANumber(text: string): PythonNumber {
  return { ok: false, detail: `${text} is not a number` };
}

/** `0x1f`, `0o17`, `0b101`, underscores allowed after the prefix and between digits. */
function readBasedInteger(text: string, base: number): PythonNumber {
  let digits = '';
  let afterUnderscore = true;
  for (let index = 2; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === UNDERSCORE) {
      // One underscore at a time: `0x_1`, `0x1_f`, never `0x1__f` or `0x1_`.
      if (afterUnderscore && index > 2) return notANumber(text);
      afterUnderscore = true;
      continue;
    }
    const value = hexValue(code);
    if (value < 0 || value >= base) return notANumber(text);
    digits += text[index];
    afterUnderscore = false;
  }
  if (digits.length === 0 || afterUnderscore) return notANumber(text);
  const prefix = base === 16 ? '0x' : base === 8 ? '0o' : '0b';
  return { ok: true, value: exactInteger(BigInt(`${prefix}${digits}`)) };
}

/** The integer as a number when a number holds it exactly, else as a bigint. */
function exactInteger(value: bigint): number | bigint {
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : value;
}

/**
 * A decimal integer or a float: digit parts with single underscores between digits, one `.`,
 * one exponent with an optional sign. One pass, no backtracking.
 */
function readDecimal(text: string): PythonNumber {
  let clean = '';
  let digitsBefore = 0;
  let fractionDigits = 0;
  let exponentDigits = 0;
  let part: 'integer' | 'fraction' | 'exponent' = 'integer';
  let previous = -1;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (isDigit(code)) {
      if (part === 'integer') digitsBefore += 1;
      else if (part === 'fraction') fractionDigits += 1;
      else exponentDigits += 1;
      clean += text[index];
    } else if (code === UNDERSCORE) {
      if (!isDigit(previous) || !isDigit(text.charCodeAt(index + 1))) return notANumber(text);
    } else if (code === DOT) {
      if (part !== 'integer') return notANumber(text);
      part = 'fraction';
      clean += '.';
    } else if ((code | 0x20) === LOWER_E) {
      if (part === 'exponent' || digitsBefore + fractionDigits === 0) return notANumber(text);
      part = 'exponent';
      clean += 'e';
    } else if ((code === PLUS || code === MINUS) && (previous | 0x20) === LOWER_E) {
      clean += text[index];
    } else {
      return notANumber(text);
    }
    previous = code;
  }
  if (part === 'exponent' && exponentDigits === 0) return notANumber(text);
  if (digitsBefore + fractionDigits === 0) return notANumber(text);
  if (part === 'integer') {
    // Python 3 refuses `007`; only zeros (`0`, `00`, `0_0`) may lead.
    if (clean.length > 1 && clean.charCodeAt(0) === DIGIT_0 && /[1-9]/.test(clean)) {
      return {
        ok: false,
        detail: `${text} has leading zeros, which Python does not allow (write ${clean.replace(/^0+/, '')} or '${text}' in quotes)`,
      };
    }
    return { ok: true, value: exactInteger(BigInt(clean)) };
  }
  const value = Number(clean.endsWith('.') ? `${clean}0` : clean);
  if (!Number.isFinite(value)) {
    return { ok: false, detail: `${text} is too large for a number (infinite)` };
  }
  return { ok: true, value };
}
