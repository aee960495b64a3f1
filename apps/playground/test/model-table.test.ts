import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createToolManager,
  defineToolbox,
  findStandardTranslator,
  listModelFamilies,
  renderModelTable,
  TranslatorNotFoundError,
  withModelTable,
} from '@ai-toolbox/core';
import '@ai-toolbox/translator-json';
import '@ai-toolbox/translator-pythonic';
import '@ai-toolbox/translator-tags';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './workspace-packages.js';

// A user names the model; the manager uses the translator its documentation gives it, and the
// root README's table is the model table of core, rendered.

const weather = defineToolbox({
  name: 'weather',
  functions: {
    get_forecast: {
      description: 'The forecast for a city.',
      params: { city: { type: 'string', description: 'The city.', isRequired: true } },
      returns: 'The forecast.',
      run: ({ city }) => `sunny in ${city}`,
    },
  },
});

const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');

describe('the README model table', () => {
  it('is the model table of core as withModelTable() writes it (pnpm model-table)', () => {
    expect(withModelTable(readme)).toBe(readme);
  });

  it('has one line per row of the model table, naming its translator and source', () => {
    const lines = renderModelTable().split('\n').slice(2);
    const rows = listModelFamilies();
    expect(lines).toHaveLength(rows.length);
    rows.forEach((row, index) => {
      expect(lines[index]).toContain(`\`${row.family}\``);
      expect(lines[index]).toContain(`(${row.source})`);
    });
  });

  it('is refused where the markers are missing', () => {
    expect(() => withModelTable('# A document with no table')).toThrow(TypeError);
  });
});

describe('createToolManager({ model }) with every translator package imported', () => {
  it('uses a registered translator for every model of the table', () => {
    for (const row of listModelFamilies()) {
      for (const model of row.models) {
        const manager = createToolManager({ model });
        expect(manager.getFunctionTranslator(), model).toBe(findStandardTranslator(row.family));
        expect(manager.getModelChoice()?.family).toBe(row.family);
      }
    }
  });

  it.each([
    [
      'Qwen/Qwen3-8B',
      'hermes',
      '<tool_call>{"name": "weather.get_forecast", "arguments": {"city": "Paris"}}</tool_call>',
    ],
    [
      'qwen3:8b',
      'hermes',
      '<tool_call>{"name": "weather.get_forecast", "arguments": {"city": "Paris"}}</tool_call>',
    ],
    ['llama3.2:3b', 'pythonic', '[weather.get_forecast(city="Paris")]'],
    [
      'meta-llama/Llama-4-Scout-17B-16E-Instruct',
      'pythonic',
      '[weather.get_forecast(city="Paris")]',
    ],
    [
      'Meta-Llama-3.1-8B-Instruct-Q4_K_M.gguf',
      'llama3',
      '<|python_tag|>{"name": "weather.get_forecast", "parameters": {"city": "Paris"}}',
    ],
    [
      'mistral-nemo',
      'mistral',
      '[TOOL_CALLS][{"name": "weather.get_forecast", "arguments": {"city": "Paris"}}]',
    ],
    [
      'Qwen3-Coder-30B-A3B-Instruct-GGUF',
      'qwen3_coder',
      '<tool_call>\n<function=weather.get_forecast>\n<parameter=city>\nParis\n</parameter>\n</function>\n</tool_call>',
    ],
    [
      'gpt-oss:20b',
      'openai',
      '<|start|>assistant<|channel|>commentary to=functions.weather.get_forecast <|constrain|>json<|message|>{"city": "Paris"}<|call|>',
    ],
    // A model the table does not know: auto reads the call whatever its family.
    [
      'my-own-finetune-7b',
      'auto',
      '<tool_call>{"name": "weather.get_forecast", "arguments": {"city": "Paris"}}</tool_call>',
    ],
  ])('runs the call %s writes, read by %s', async (model, translator, answer) => {
    const manager = createToolManager({ model, toolboxes: [weather] });
    const { calls } = await manager.executeResponseFunctions(answer);
    expect(calls.map((call) => [call.name, call.ok, call.result])).toEqual([
      ['weather.get_forecast', true, 'sunny in Paris'],
    ]);
    expect(manager.getModelChoice()?.translator).toBe(translator);
    expect(manager.getFunctionTranslator()).toBe(findStandardTranslator(translator));
  });
});

describe('a model name given as a translator name', () => {
  /** What `createToolManager({ translator: name })` throws. */
  function refusalOf(name: string): TranslatorNotFoundError {
    try {
      createToolManager({ translator: name });
    } catch (error) {
      if (TranslatorNotFoundError.isInstance(error)) return error;
      throw error;
    }
    throw new Error(`expected '${name}' to be refused`);
  }

  it.each([
    ['llama3.2', 'pythonic'],
    ['llama3.2:3b', 'pythonic'],
    ['qwen2.5', 'hermes'],
    ['qwen3', 'hermes'],
    ['Qwen/Qwen3-Coder-30B-A3B-Instruct', 'qwen3_coder'],
  ])('%s suggests %s', (name, translator) => {
    const error = refusalOf(name);
    expect(error.suggestions).toEqual([translator]);
    expect(error.message).toContain(`Did you mean '${translator}'? `);
    expect(error.message).toContain(
      `createToolManager({ model: '${name}' }) chooses that translator.`,
    );
  });

  it('still suggests a registered name for a misspelt translator', () => {
    expect(refusalOf('hermse').suggestions).toEqual(['hermes']);
  });
});
