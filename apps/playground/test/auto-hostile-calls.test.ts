import { createToolManager, defineToolbox, findStandardTranslator } from '@ai-toolbox/core';
import { countStringWork } from '@ai-toolbox/core/test';
import '@ai-toolbox/translator-atfunc';
import '@ai-toolbox/translator-json';
import '@ai-toolbox/translator-markers';
import '@ai-toolbox/translator-pythonic';
import '@ai-toolbox/translator-tags';
import { describe, expect, it } from 'vitest';

// `auto` reads a text with every registered translator and keeps the reading whose calls name a
// known function: a call the model wrote to one must come out of that as one answered call, also
// when it cannot be read.
const objects = defineToolbox({
  name: 'obj',
  functions: {
    merge: {
      description: 'Merges data.',
      params: { data: { type: 'object', isRequired: false, description: 'The data.' } },
      run: () => 'merged',
    },
  },
});

const nestings: Record<string, (depth: number) => string> = {
  arrays: (depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`,
  braces: (depth) => `${'{'.repeat(depth)}${'}'.repeat(depth)}`,
  'objects in arrays': (depth) => `${'[{"a": '.repeat(depth)}1${'}]'.repeat(depth)}`,
  'arrays left open': (depth) => '['.repeat(depth),
};
const block = (data: string): string =>
  `<tool_call>{"name": "obj.merge", "arguments": {"data": ${data}}}</tool_call>`;

describe('the auto translator with every translator of the repository', () => {
  const manager = createToolManager();
  manager.register(objects);
  manager.setFunctionTranslator('auto');
  const auto = manager.getTranslator('auto');
  const interfaces = manager.getInterfaces();

  it.each(Object.entries(nestings))(
    'answers a <tool_call> nested past the depth limit once: %s',
    async (_, nest) => {
      for (const depth of [64, 1000]) {
        const result = await manager.executeResponseFunctions(block(nest(depth)));
        expect(result.calls, `${depth} deep`).toHaveLength(1);
        expect(result.calls[0]?.name).toBe('obj.merge');
        expect(typeof result.calls[0]?.result).toBe('string');
      }
    },
  );

  it.each(Object.entries(nestings))('reads it in work linear in the nesting: %s', (_, nest) => {
    expect(findStandardTranslator('auto')).toBe(auto);
    const work = (depth: number): number =>
      countStringWork(() => {
        auto.getFunctionCallsFromText(block(nest(depth)), interfaces, null);
      });
    expect(work(16_000) / work(2_000)).toBeLessThan(10);
  });
});
