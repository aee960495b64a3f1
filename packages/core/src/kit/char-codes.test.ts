import { describe, expect, it } from 'vitest';
import * as chars from './char-codes.js';

/** Every UTF-16 code unit, so each class is checked against its definition everywhere. */
const allCodes = Array.from({ length: 0x10000 }, (_, code) => code);

function matching(predicate: (code: number) => boolean): string {
  return allCodes
    .filter(predicate)
    .map((code) => String.fromCharCode(code))
    .join('');
}

describe('char codes', () => {
  it('name the characters they stand for', () => {
    expect(String.fromCharCode(chars.TAB, chars.OPEN_PAREN, chars.CLOSE_BRACE)).toBe('\t(}');
    expect(chars.BYTE_ORDER_MARK).toBe('\ufeff'.charCodeAt(0));
  });

  it('class ASCII digits, letters, names and identifiers and nothing else', () => {
    expect(matching(chars.isDigit)).toBe('0123456789');
    expect(matching(chars.isAsciiLetter)).toBe(
      'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
    );
    expect(matching(chars.isNameStart)).toMatch(/^[A-Za-z_]{53}$/);
    expect(matching(chars.isNamePart)).toMatch(/^[0-9A-Za-z_]{63}$/);
    expect(matching(chars.isIdentifierStart)).toMatch(/^[$A-Za-z_]{54}$/);
    expect(matching(chars.isIdentifierPart)).toMatch(/^[$0-9A-Za-z_]{64}$/);
  });

  it('take as blank exactly what String.prototype.trim removes', () => {
    const trimmed = allCodes.filter((code) => String.fromCharCode(code).trim() === '');
    expect(allCodes.filter(chars.isBlank)).toEqual(trimmed);
  });

  it('take JSON’s four whitespace characters as space, and \\n and \\r as line breaks', () => {
    expect(matching(chars.isSpace)).toBe('\t\n\r ');
    expect(matching(chars.isSpaceOrTab)).toBe('\t ');
    expect(matching(chars.isLineBreak)).toBe('\n\r');
  });

  it('read hex digits in either case and nothing else', () => {
    const values = allCodes.filter((code) => chars.hexValue(code) >= 0);
    expect(values.map((code) => String.fromCharCode(code)).join('')).toBe('0123456789ABCDEFabcdef');
    expect(values.map(chars.hexValue)).toEqual([
      ...Array.from({ length: 16 }, (_, value) => value),
      10,
      11,
      12,
      13,
      14,
      15,
    ]);
    expect(chars.hexValue(Number.NaN)).toBe(-1);
  });

  it('tell the halves of a surrogate pair apart', () => {
    const pair = '😀';
    expect(chars.isHighSurrogate(pair.charCodeAt(0))).toBe(true);
    expect(chars.isLowSurrogate(pair.charCodeAt(1))).toBe(true);
    expect(chars.isHighSurrogate(pair.charCodeAt(1))).toBe(false);
    expect(chars.isLowSurrogate(pair.charCodeAt(0))).toBe(false);
  });
});
