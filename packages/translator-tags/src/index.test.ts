import {
  createToolManager,
  findStandardTranslator,
  listStandardTranslators,
} from '@ai-toolbox/core';
import { describe, expect, it } from 'vitest';
import * as tags from './index.js';

describe('the package entry', () => {
  it('exports exactly its public names', () => {
    expect(Object.keys(tags).sort()).toEqual([
      'AUTO_TRANSLATOR',
      'TAGS_FAMILIES',
      'TAGS_TRANSLATORS',
      'autoTranslatorSettingsSchema',
      'blockTranslatorSettingsSchema',
      'createAutoTranslator',
      'createTagsTranslator',
    ]);
  });

  it("registers every family under vLLM's parser name and its aliases on import", () => {
    for (const family of tags.TAGS_FAMILIES) {
      const translator = tags.TAGS_TRANSLATORS[family.name];
      expect(translator.name).toBe(family.name);
      expect(findStandardTranslator(family.name)).toBe(translator);
      for (const alias of family.aliases)
        expect(findStandardTranslator(alias), alias).toBe(translator);
    }
    expect(listStandardTranslators()).toEqual(
      expect.arrayContaining([
        'qwen3_coder',
        'qwen3-coder',
        'glm45',
        'glm47',
        'minimax_m2',
        'minimax',
        'kimi_k2',
        'kimi-k2',
        'deepseek_v3',
        'deepseek_v31',
        'deepseek_v32',
        'deepseek',
        'openai',
        'harmony',
      ]),
    );
  });

  it('gives every name and alias to one family only', () => {
    const names = tags.TAGS_FAMILIES.flatMap((family) => [family.name, ...family.aliases]);
    expect(new Set(names).size).toBe(names.length);
  });

  it('lets a tool manager select a family by name', () => {
    const manager = createToolManager({ translator: 'kimi-k2' });
    expect(manager.getFunctionTranslator()).toBe(tags.TAGS_TRANSLATORS.kimi_k2);
  });
});

describe('createTagsTranslator', () => {
  it('makes a translator by name or alias, with its own settings', () => {
    const translator = tags.createTagsTranslator('harmony', { maxCalls: 2 });
    expect(translator.name).toBe('openai');
    expect(translator.family).toBe('gpt-oss (harmony)');
    expect(translator).not.toBe(tags.TAGS_TRANSLATORS.openai);
  });

  it('refuses an unknown name and wrong settings', () => {
    expect(() => tags.createTagsTranslator('qwen4')).toThrow(TypeError);
    expect(() => tags.createTagsTranslator('glm45', { maxCalls: 0 })).toThrow(/maxCalls/);
    expect(() =>
      tags.createTagsTranslator('glm45', {
        unknown: true,
      } as unknown as tags.BlockTranslatorSettings),
    ).toThrow(/unknown/);
  });
});
