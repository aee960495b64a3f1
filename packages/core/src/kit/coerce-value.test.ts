import { describe, expect, it } from 'vitest';
import { coerceValue, isDecimalNumberText } from './coerce-value.js';

describe('isDecimalNumberText', () => {
  it('accepts plain decimals only', () => {
    for (const text of ['0', '-1', '+2.5', '.5', '5.', '1e3', '1E-3']) {
      expect(isDecimalNumberText(text)).toBe(true);
    }
    for (const text of ['', '-', '.', '0x10', 'Infinity', 'NaN', '1e', '1 2', '1_000', 'e5']) {
      expect(isDecimalNumberText(text)).toBe(false);
    }
  });
});

describe('coerceValue', () => {
  it('reads decimal text as numbers and integers, and nothing else', () => {
    expect(coerceValue(' 5 ', 'integer')).toEqual({ value: 5, code: 'coerce-integer' });
    expect(coerceValue('2.5', 'number')).toEqual({ value: 2.5, code: 'coerce-number' });
    expect(coerceValue('0x10', 'number')).toBeUndefined();
    expect(coerceValue('five', 'integer')).toBeUndefined();
  });

  it('reads true and false in any case as booleans', () => {
    expect(coerceValue('TRUE', 'boolean')).toEqual({ value: true, code: 'coerce-boolean' });
    expect(coerceValue('false', 'boolean')).toEqual({ value: false, code: 'coerce-boolean' });
    expect(coerceValue('yes', 'boolean')).toBeUndefined();
  });

  it('reads JSON text of the declared kind only', () => {
    expect(coerceValue('{"a":1}', 'object')).toEqual({ value: { a: 1 }, code: 'parse-json' });
    expect(coerceValue('[1]', 'array')).toEqual({ value: [1], code: 'parse-json' });
    expect(coerceValue('[1]', 'object')).toBeUndefined();
    expect(coerceValue('{"a":', 'object')).toBeUndefined();
  });

  it('writes numbers, booleans and big integers as text, and safe big integers as numbers', () => {
    expect(coerceValue(5, 'string')).toEqual({ value: '5', code: 'coerce-string' });
    expect(coerceValue(true, 'string')).toEqual({ value: 'true', code: 'coerce-string' });
    expect(coerceValue(2n ** 60n, 'string')?.value).toBe('1152921504606846976');
    expect(coerceValue(7n, 'integer')).toEqual({ value: 7, code: 'coerce-integer' });
    expect(coerceValue(2n ** 60n, 'integer')).toBeUndefined();
  });
});
