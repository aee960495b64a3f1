import { describe, expect, it } from 'vitest';
import {
  findStandardTranslator,
  listStandardTranslators,
  registerStandardTranslator,
} from './standard-translators.js';
import type { Translator } from './translator.js';

const translator: Translator = {
  name: 'plain',
  generateFunctionIfText: (functionInterface) => functionInterface.name,
  getFunctionCallsFromText: () => [],
  formatFunctionCallResults: (calls) => calls.map((call) => call.result).join('\n'),
};

describe('standard translators', () => {
  it('finds a translator by the name it was registered under', () => {
    registerStandardTranslator('plain', translator);
    expect(findStandardTranslator('plain')).toBe(translator);
    expect(listStandardTranslators()).toContain('plain');
  });

  it('finds nothing for a name inherited from Object.prototype', () => {
    expect(findStandardTranslator('constructor')).toBeUndefined();
    expect(findStandardTranslator('__proto__')).toBeUndefined();
  });
});
