import { isAsciiLetter, isDigit } from './char-codes.js';

const unicodeWord = /[\p{L}\p{N}\p{M}]/u;

/**
 * Whether `code` is part of a word: an ASCII letter or digit, or a letter, digit or mark of
 * any script. Tells an apostrophe (`It's`, `l'été`) from a quote, and a name inside a word
 * (`naïve_fn(`) from a call.
 */
export function isWordCharacter(code: number): boolean {
  if (code < 0x80) return isAsciiLetter(code) || isDigit(code);
  if (code >= 0xd800 && code <= 0xdfff) return false;
  return unicodeWord.test(String.fromCharCode(code));
}
