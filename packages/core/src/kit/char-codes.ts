/**
 * The character codes and character classes that hand-written scanners compare against. The
 * codes are core's own; the kit exports the classes, and packages outside core write a code as
 * its literal with the character in a comment. Scanners read `charCodeAt` (UTF-16 code units),
 * so every constant is a code unit and every predicate takes one; `NaN` (reading past the end)
 * is in no class.
 */

/** `\t` */
export const TAB = 0x09;
/** `\n` */
export const LINE_FEED = 0x0a;
/** `\r` */
export const CARRIAGE_RETURN = 0x0d;
/** ` ` */
export const SPACE = 0x20;
/** `"` */
export const DOUBLE_QUOTE = 0x22;
/** `#`, a comment in Python. */
export const HASH = 0x23;
/** `$` */
export const DOLLAR = 0x24;
/** `'` */
export const SINGLE_QUOTE = 0x27;
/** `(` */
export const OPEN_PAREN = 0x28;
/** `)` */
export const CLOSE_PAREN = 0x29;
/** `*` */
export const ASTERISK = 0x2a;
/** `+` */
export const PLUS = 0x2b;
/** `,` */
export const COMMA = 0x2c;
/** `-` */
export const MINUS = 0x2d;
/** `.` */
export const DOT = 0x2e;
/** `/` */
export const SLASH = 0x2f;
/** `0` */
export const DIGIT_0 = 0x30;
/** `9` */
export const DIGIT_9 = 0x39;
/** `:` */
export const COLON = 0x3a;
/** `;` */
export const SEMICOLON = 0x3b;
/** `=` */
export const EQUALS = 0x3d;
/** `>` */
export const GREATER_THAN = 0x3e;
/** `A` */
export const UPPER_A = 0x41;
/** `E`, an exponent in a number. */
export const UPPER_E = 0x45;
/** `Z` */
export const UPPER_Z = 0x5a;
/** `[` */
export const OPEN_BRACKET = 0x5b;
/** `\` */
export const BACKSLASH = 0x5c;
/** `]` */
export const CLOSE_BRACKET = 0x5d;
/** `_` */
export const UNDERSCORE = 0x5f;
/** `` ` `` */
export const BACKTICK = 0x60;
/** `a` */
export const LOWER_A = 0x61;
/** `b`, as in the escape `\b`. */
export const LOWER_B = 0x62;
/** `e`, an exponent in a number. */
export const LOWER_E = 0x65;
/** `f`, as in the escape `\f` and the word `false`. */
export const LOWER_F = 0x66;
/** `n`, as in the escape `\n` and the word `null`. */
export const LOWER_N = 0x6e;
/** `r`, as in the escape `\r`. */
export const LOWER_R = 0x72;
/** `t`, as in the escape `\t` and the word `true`. */
export const LOWER_T = 0x74;
/** `u`, as in the escape `\u`. */
export const LOWER_U = 0x75;
/** `z` */
export const LOWER_Z = 0x7a;
/** `{` */
export const OPEN_BRACE = 0x7b;
/** `}` */
export const CLOSE_BRACE = 0x7d;
/** The byte order mark, U+FEFF, which some texts start with. */
export const BYTE_ORDER_MARK = 0xfeff;

/** Whether `code` is an ASCII digit, `0` to `9`. */
export function isDigit(code: number): boolean {
  return code >= DIGIT_0 && code <= DIGIT_9;
}

/** Whether `code` is an ASCII letter, `A` to `Z` or `a` to `z`. */
export function isAsciiLetter(code: number): boolean {
  return (code >= LOWER_A && code <= LOWER_Z) || (code >= UPPER_A && code <= UPPER_Z);
}

/** The value of a hexadecimal digit (`0`–`9`, `a`–`f`, `A`–`F`), or -1 for any other code. */
export function hexValue(code: number): number {
  if (isDigit(code)) return code - DIGIT_0;
  const lower = code | 0x20;
  return lower >= LOWER_A && lower <= LOWER_F ? lower - LOWER_A + 10 : -1;
}

/** Whether `code` may begin a name: an ASCII letter or `_`. */
export function isNameStart(code: number): boolean {
  return isAsciiLetter(code) || code === UNDERSCORE;
}

/** Whether `code` may continue a name: an ASCII letter, a digit or `_`. */
export function isNamePart(code: number): boolean {
  return isNameStart(code) || isDigit(code);
}

/** Whether `code` may begin a JavaScript-style identifier: a name start or `$`. */
export function isIdentifierStart(code: number): boolean {
  return isNameStart(code) || code === DOLLAR;
}

/** Whether `code` may continue a JavaScript-style identifier: a name part or `$`. */
export function isIdentifierPart(code: number): boolean {
  return isNamePart(code) || code === DOLLAR;
}

/** Whether `code` ends a line: `\n` or `\r`. */
export function isLineBreak(code: number): boolean {
  return code === LINE_FEED || code === CARRIAGE_RETURN;
}

/** Whether `code` is a space or a tab: a blank inside a line. */
export function isSpaceOrTab(code: number): boolean {
  return code === SPACE || code === TAB;
}

/** Whether `code` is whitespace as JSON knows it: space, tab, `\n` or `\r`. */
export function isSpace(code: number): boolean {
  return code === SPACE || code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN;
}

/**
 * Whether `code` is whitespace as `String.prototype.trim` sees it, ASCII and Unicode: what a
 * scanner skips where a person would see nothing.
 */
export function isBlank(code: number): boolean {
  return (
    code === SPACE ||
    (code >= TAB && code <= CARRIAGE_RETURN) ||
    code === 0xa0 ||
    code === BYTE_ORDER_MARK ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000
  );
}

/** Whether `code` is the first half of a surrogate pair, which must not be cut from the second. */
export function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** Whether `code` is the second half of a surrogate pair. */
export function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
