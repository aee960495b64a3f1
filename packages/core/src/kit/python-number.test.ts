import { describe, expect, it } from 'vitest';
import { MAX_NUMBER_LENGTH, readPythonNumber } from './python-number.js';

const value = (text: string) => {
  const read = readPythonNumber(text);
  return read.ok ? read.value : `refused: ${read.detail}`;
};

describe('readPythonNumber', () => {
  it('reads decimal, hex, octal and binary integers with underscores', () => {
    expect(
      ['42', '0', '00', '0_0', '1_000_000', '0x1F', '0XaB', '0x_1f', '0o17', '0b101'].map(value),
    ).toEqual([42, 0, 0, 0, 1_000_000, 31, 171, 31, 15, 5]);
  });

  it('reads floats in every form Python writes', () => {
    expect(['3.14', '.5', '5.', '1e3', '2.5E-3', '1_0.5', '1.e2', '1E+2'].map(value)).toEqual([
      3.14, 0.5, 5, 1000, 0.0025, 10.5, 100, 100,
    ]);
  });

  it('keeps integers beyond 2^53 exact as bigints', () => {
    expect(value('12345678901234567890')).toBe(12345678901234567890n);
    expect(value('0xFFFFFFFFFFFFFFFFFF')).toBe(0xffffffffffffffffffn);
    expect(value('9007199254740991')).toBe(9007199254740991);
  });

  it('refuses what is no JSON number or no Python literal, saying why', () => {
    expect(value('1e999')).toMatch(/infinite/);
    expect(value('1j')).toMatch(/complex/);
    expect(value('007')).toMatch(/leading zeros.*write 7/);
    for (const text of [
      '1__0',
      '1_',
      '_1',
      '0x',
      '0x1g',
      '0b2',
      '1e',
      '1e+',
      '1.2.3',
      '10px',
      '.',
    ]) {
      expect(value(text), text).toMatch(/^refused/);
    }
  });

  it('refuses a literal longer than any argument needs, before doing the costly work', () => {
    expect(value('1'.repeat(MAX_NUMBER_LENGTH + 1))).toMatch(/longer than any argument needs/);
    expect(typeof value('1'.repeat(MAX_NUMBER_LENGTH))).toBe('bigint');
  });
});
