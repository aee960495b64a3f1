/** Character codes the marker scanners compare against. */
export const TAB = 9;
export const LINE_FEED = 10;
export const CARRIAGE_RETURN = 13;
export const SPACE = 32;
export const EXCLAMATION = 33;
export const DOUBLE_QUOTE = 34;
export const DOLLAR = 36;
export const SINGLE_QUOTE = 39;
export const COMMA = 44;
export const DOT = 46;
export const DIGIT_0 = 48;
export const DIGIT_9 = 57;
export const COLON = 58;
export const UPPER_A = 65;
export const UPPER_Z = 90;
export const OPEN_BRACKET = 91;
export const BACKSLASH = 92;
export const CLOSE_BRACKET = 93;
export const UNDERSCORE = 95;
export const LOWER_A = 97;
export const LOWER_Z = 122;
export const OPEN_BRACE = 123;
export const CLOSE_BRACE = 125;

/** Whether `code` is whitespace as `String.prototype.trim` sees it in ASCII and common Unicode. */
export function isBlank(code: number): boolean {
  return (
    code === SPACE ||
    (code >= TAB && code <= CARRIAGE_RETURN) ||
    code === 0xa0 ||
    code === 0xfeff ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000
  );
}

/**
 * Whether a quote after `previous` (the last character that is not blank) begins a value:
 * an argument after `:` or `,`, or a JSON value after `[`, `{`, `,` or `:`.
 */
export function isTokenStart(previous: number): boolean {
  return (
    previous === COLON || previous === COMMA || previous === OPEN_BRACKET || previous === OPEN_BRACE
  );
}
