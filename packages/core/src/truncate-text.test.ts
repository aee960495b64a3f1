import { describe, expect, it } from 'vitest';
import { truncateText } from './truncate-text.js';

describe('truncateText', () => {
  it('keeps the head and says how much was cut', () => {
    expect(truncateText('abcdefghij', 4)).toBe('abcd\n[... truncated: 6 of 10 characters cut]');
  });

  it('returns text that fits unchanged', () => {
    expect(truncateText('abcd', 4)).toBe('abcd');
    expect(truncateText('', 0)).toBe('');
  });

  it('never splits a surrogate pair', () => {
    expect(truncateText('ab😀cd', 3)).toBe('ab\n[... truncated: 4 of 6 characters cut]');
  });

  it('names the value when the text is only the head of a longer result', () => {
    expect(truncateText('[0,0,0,0,0,0', 4, 'a Uint8Array of 10000000 elements')).toBe(
      '[0,0\n[... truncated: more than 8 characters cut; the result is a Uint8Array of 10000000 elements]',
    );
    expect(truncateText('{', 10, 'an object with 5 keys')).toBe(
      '{\n[... truncated: the rest cut; the result is an object with 5 keys]',
    );
  });
});
