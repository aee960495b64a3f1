import { describe, expect, it } from 'vitest';
import * as pythonic from './index.js';

describe('the public surface', () => {
  it('exports exactly these names', () => {
    expect(Object.keys(pythonic).sort()).toEqual([
      'PYTHONIC_INSTRUCTIONS',
      'PYTHONIC_SEPARATOR',
      'TRANSLATOR_PYTHONIC',
      'blockTranslatorSettingsSchema',
      'createPythonicSystemPrompt',
      'createPythonicTranslator',
      'formatPythonicCallResults',
      'generatePythonicInterfaceText',
      'getPythonicSignature',
      'renderPythonicCall',
      'renderPythonicValue',
    ]);
  });

  it('gives applications the instruction text the translator reads calls in', () => {
    expect(pythonic.PYTHONIC_INSTRUCTIONS).toContain('[func_name1(params_name1=params_value1');
    const prompt = pythonic.createPythonicSystemPrompt(
      'def weather.get_temp(location: str) -> str:\n',
    );
    expect(prompt.startsWith(pythonic.PYTHONIC_INSTRUCTIONS)).toBe(true);
    expect(prompt).toContain('\n\ndef weather.get_temp(location: str) -> str:\n');
  });
});
