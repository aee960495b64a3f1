/**
 * The character classes and escapes of JSON as models write it, shared by the kit's streaming
 * JSON reader and its one-pass reader of whole texts, so that both decide alike on every
 * character.
 */
import {
  BACKSLASH,
  BACKTICK,
  BYTE_ORDER_MARK,
  CARRIAGE_RETURN,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  CLOSE_PAREN,
  COLON,
  COMMA,
  DOUBLE_QUOTE,
  isDigit,
  isIdentifierPart,
  isIdentifierStart,
  isSpace,
  LINE_FEED,
  LOWER_B,
  LOWER_F,
  LOWER_N,
  LOWER_R,
  LOWER_T,
  LOWER_U,
  MINUS,
  OPEN_BRACE,
  OPEN_BRACKET,
  OPEN_PAREN,
  PLUS,
  SINGLE_QUOTE,
  SLASH,
  TAB,
} from './char-codes.js';

const BACKSPACE = 0x08;
const FORM_FEED = 0x0c;

/** `´`, which models write for a closing quote. */
export const ACUTE_ACCENT = 0xb4;
/** `‘` */
export const LEFT_SINGLE_QUOTE = 0x2018;
/** `’` */
export const RIGHT_SINGLE_QUOTE = 0x2019;
/** `“` */
export const LEFT_DOUBLE_QUOTE = 0x201c;
/** `”` */
export const RIGHT_DOUBLE_QUOTE = 0x201d;

/** Whether `code` is a space JSON does not know that models and editors write between tokens. */
export function isUnicodeSpace(code: number): boolean {
  // The ASCII characters the reader mostly meets are out after one comparison.
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x180e ||
    (code >= 0x2000 && code <= 0x200b) ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === BYTE_ORDER_MARK
  );
}

/** Whether `code` opens a string: a straight, curly or other typographic quote. */
export function isOpeningQuote(code: number): boolean {
  return (
    code === DOUBLE_QUOTE ||
    code === SINGLE_QUOTE ||
    code === LEFT_DOUBLE_QUOTE ||
    code === RIGHT_DOUBLE_QUOTE ||
    code === LEFT_SINGLE_QUOTE ||
    code === RIGHT_SINGLE_QUOTE ||
    code === ACUTE_ACCENT
  );
}

/** Whether `code` is a quote a string may end with: an opening quote or a backtick. */
function isAnyQuote(code: number): boolean {
  return isOpeningQuote(code) || code === BACKTICK;
}

// Which characters end a string, by the quote that opened it.
/** The kinds of quote that end a string, by the quote that opened it. */
export const END_DOUBLE = 0;
const END_SINGLE = 1;
export const END_DOUBLE_LIKE = 2;
const END_SINGLE_LIKE = 3;

/** Which characters end a string that `quote` opened (one of the `END_` kinds). */
export function endKindOf(quote: number): number {
  if (quote === DOUBLE_QUOTE) return END_DOUBLE;
  if (quote === SINGLE_QUOTE) return END_SINGLE;
  return quote === LEFT_DOUBLE_QUOTE || quote === RIGHT_DOUBLE_QUOTE
    ? END_DOUBLE_LIKE
    : END_SINGLE_LIKE;
}

/** Whether `code` ends a string of the `END_` kind `kind`. */
export function endsString(kind: number, code: number): boolean {
  switch (kind) {
    case END_DOUBLE:
      return code === DOUBLE_QUOTE;
    case END_SINGLE:
      return code === SINGLE_QUOTE;
    case END_DOUBLE_LIKE:
      return code === DOUBLE_QUOTE || code === LEFT_DOUBLE_QUOTE || code === RIGHT_DOUBLE_QUOTE;
    default:
      return (
        code === SINGLE_QUOTE ||
        code === LEFT_SINGLE_QUOTE ||
        code === RIGHT_SINGLE_QUOTE ||
        code === BACKTICK ||
        code === ACUTE_ACCENT
      );
  }
}

/**
 * Whether `code`, right after a quote and the blanks after it, shows the quote ends its
 * string: structure, another string or a number follows.
 */
export function followsStringEnd(code: number): boolean {
  return isStructural(code) || isAnyQuote(code) || isDigit(code);
}

/** The characters that, before a quote or the end of the text, show a string was left open. */
export function isStructural(code: number): boolean {
  return (
    code === COMMA ||
    code === COLON ||
    code === OPEN_BRACKET ||
    code === CLOSE_BRACKET ||
    code === OPEN_BRACE ||
    code === CLOSE_BRACE ||
    code === OPEN_PAREN ||
    code === CLOSE_PAREN ||
    code === SLASH ||
    code === PLUS ||
    code === LINE_FEED
  );
}

/** Where a string left open is cut: the first of these in it (a `/` only when a comment starts). */
function isCutCharacter(code: number): boolean {
  return (
    code === COMMA ||
    code === OPEN_BRACKET ||
    code === CLOSE_BRACKET ||
    code === OPEN_BRACE ||
    code === CLOSE_BRACE ||
    code === LINE_FEED ||
    code === PLUS
  );
}

/**
 * The characters a string that may have been left open takes note of, by code: where it would
 * be cut ({@link isCutCharacter}) and `/`, which may start a comment. One look-up per character
 * of such a string, where the comparisons one by one cost more than the rest of reading it.
 */
const NOTED_IN_STRING = new Uint8Array(128);
for (let code = 0; code < 128; code += 1) {
  NOTED_IN_STRING[code] = isCutCharacter(code) || code === SLASH ? 1 : 0;
}

/** Whether a string that may have been left open takes note of `code` (see above). */
export function isNotedInString(code: number): boolean {
  return code < 128 && NOTED_IN_STRING[code] === 1;
}

/**
 * The last character as written of a string's `text` so far, blanks skipped, or -1 when there
 * is none: `text` holds escapes decoded up to `escapeEnd`, the last of them written ending in
 * `escapeLast` (a backslash stands for an escaped blank).
 */
export function lastSignificant(text: string, escapeEnd: number, escapeLast: number): number {
  for (let at = text.length - 1; at >= 0; at -= 1) {
    if (at < escapeEnd) return isSpace(escapeLast) ? BACKSLASH : escapeLast;
    const code = text.charCodeAt(at);
    if (!isSpace(code)) return code;
  }
  return -1;
}

/**
 * What the escape of one character, a backslash and `code` (`\n`, `\"`, ...), stands for in
 * a JSON string; `undefined` for `\u` and for the characters JSON has no escape for.
 */
export function shortEscape(code: number): string | undefined {
  switch (code) {
    case DOUBLE_QUOTE:
      return '"';
    case BACKSLASH:
      return '\\';
    case SLASH:
      return '/';
    case LOWER_B:
      return '\b';
    case LOWER_F:
      return '\f';
    case LOWER_N:
      return '\n';
    case LOWER_R:
      return '\r';
    case LOWER_T:
      return '\t';
    default:
      return undefined;
  }
}

/**
 * Whether the raw control character `code` is one JSON has a short escape for (a line break,
 * tab, carriage return, backspace or form feed): kept in a string, with a repair. Any other is
 * refused.
 */
export function isEscapableControl(code: number): boolean {
  return (
    code === LINE_FEED ||
    code === TAB ||
    code === CARRIAGE_RETURN ||
    code === BACKSPACE ||
    code === FORM_FEED
  );
}

/**
 * What a backslash and the character after it (`code`, `character`) stand for in JSON written
 * as a string's contents (`{\"a\": 1}`), unescaped once to be read as JSON: a short escape
 * is what it stands for, `\u` is left for the string it stands in, any other character stands
 * for itself.
 */
export function unescapedCharacter(code: number, character: string): string {
  return code === LOWER_U ? '\\u' : (shortEscape(code) ?? character);
}

/** Whether `code` can begin a value in the JSON dialect. */
export function startsJsonValue(code: number): boolean {
  return (
    isOpeningQuote(code) ||
    code === OPEN_BRACE ||
    code === OPEN_BRACKET ||
    code === MINUS ||
    isDigit(code) ||
    isIdentifierStart(code)
  );
}

/**
 * Whether `code`, right after a value in an array or object, begins another entry with its
 * comma left out, in the JSON dialect. An unquoted key begins one only on a new line (a line
 * break read since the value): `'O'Brien'` is no two entries.
 */
export function startsJsonEntry(code: number, inArray: boolean, lineBreak: boolean): boolean {
  if (isOpeningQuote(code)) return true;
  if (!inArray) return isIdentifierPart(code) && lineBreak;
  return code === OPEN_BRACE || code === OPEN_BRACKET || code === MINUS || isIdentifierPart(code);
}
