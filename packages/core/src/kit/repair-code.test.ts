import { describe, expect, it } from 'vitest';
import { REPAIR_CODES } from './repair-code.js';

describe('REPAIR_CODES', () => {
  it('are kebab-case words, each explained in one sentence on one line', () => {
    for (const [code, meaning] of Object.entries(REPAIR_CODES)) {
      expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(meaning).toMatch(/^[A-Z"'n{].*\.$/);
      expect(meaning).not.toContain('\n');
    }
  });

  it('name each repair once: the spellings that meant the same repair are gone', () => {
    const codes = Object.keys(REPAIR_CODES);
    for (const old of ['inserted-comma', 'null-omitted', 'json-text-decoded', 'single-quotes']) {
      expect(codes).not.toContain(old);
    }
  });
});
