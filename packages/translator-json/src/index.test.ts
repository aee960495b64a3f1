import { createToolManager, getStandardTranslatorList, getTranslator } from '@ai-toolbox/core';
import { describe, expect, it } from 'vitest';
import * as json from './index.js';

describe('the public surface', () => {
  it('exports exactly these names', () => {
    expect(Object.keys(json).sort()).toEqual([
      'GLM4_INSTRUCTIONS',
      'GRANITE_INSTRUCTIONS',
      'HERMES_INSTRUCTIONS',
      'JSON_INSTRUCTIONS',
      'LLAMA3_INSTRUCTIONS',
      'MISTRAL_INSTRUCTIONS',
      'TRANSLATOR_GLM4',
      'TRANSLATOR_GRANITE',
      'TRANSLATOR_HERMES',
      'TRANSLATOR_JSON',
      'TRANSLATOR_LLAMA3',
      'TRANSLATOR_MISTRAL',
      'blockTranslatorSettingsSchema',
      'createGlm4Translator',
      'createGraniteTranslator',
      'createHermesTranslator',
      'createJsonTranslator',
      'createLlama3Translator',
      'createMistralTranslator',
    ]);
  });

  it('registers one translator per family under its name when imported', () => {
    const names = ['hermes', 'mistral', 'llama3', 'json', 'granite', 'glm4'];
    for (const name of names) expect(getTranslator(name)?.name).toBe(name);
    expect(getStandardTranslatorList()).toEqual(expect.arrayContaining(names));
    const manager = createToolManager({ translator: 'hermes' });
    expect(manager.getFunctionTranslator()).toBe(json.TRANSLATOR_HERMES);
  });
});
