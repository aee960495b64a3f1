import { describe, expect, it } from 'vitest';
import { isWordCharacter } from './word-character.js';

const code = (character: string) => character.charCodeAt(0);

describe('isWordCharacter', () => {
  it('is true for letters and digits of any script', () => {
    for (const character of ['a', 'Z', '7', 'é', 'ï', 'ß', 'Ж', 'ع', '中', '٣']) {
      expect(isWordCharacter(code(character)), character).toBe(true);
    }
  });

  it('is false for punctuation, blanks, underscores, lone surrogates and no character', () => {
    for (const character of ["'", '"', ' ', '_', '-', '.', '(', '\n', '«', '€']) {
      expect(isWordCharacter(code(character)), character).toBe(false);
    }
    expect(isWordCharacter(0xd83d)).toBe(false);
    expect(isWordCharacter(-1)).toBe(false);
  });
});
