import { createToolManager } from '@ai-toolbox/core';
import { describe, expect, it } from 'vitest';
import { createOpenAITools } from './openai-tools.js';
import { createToolRegistry } from './tool-registry.js';

function weatherRegistry() {
  const seen: unknown[] = [];
  const registry = createToolRegistry();
  registry.add(
    'get_temp',
    'Current temperature',
    {
      city: { type: 'str', description: 'City' },
      unit: { type: 'str', enum: ['c', 'f'], default: 'c' },
      range: { type: 'dict?', properties: { from: 'int', to: 'int?' } },
      tags: { type: 'list?', items: { type: 'str', enum: ['a', 'b'] } },
    },
    (args) => {
      seen.push(args);
      return `${args.city}: 21${args.unit}`;
    },
  );
  registry.add('get_time', 'Current time', {}, () => '12:00 PM');
  return { registry, seen };
}

describe('ToolRegistry.toToolbox', () => {
  it('offers the same schemas through a tool manager as build() does', () => {
    const { registry } = weatherRegistry();
    const manager = createToolManager({
      controlFunctions: false,
      toolboxes: [registry.toToolbox('weather')],
      rootToolbox: 'weather',
    });
    for (const strict of [false, true]) {
      const openaiTools = createOpenAITools({ manager, strict });
      expect(openaiTools.chatCompletionTools()).toEqual(registry.build({ strict }));
      expect(openaiTools.responsesTools()).toEqual(registry.buildResponsesTools({ strict }));
    }
  });

  it('runs the handlers through the pipeline, with defaults, coercion and validation', async () => {
    const { registry, seen } = weatherRegistry();
    const manager = createToolManager({
      toolboxes: [registry.toToolbox()],
      rootToolbox: 'registry',
    });
    const openaiTools = createOpenAITools({ manager });
    const { messages } = await openaiTools.runToolCalls([
      {
        id: '1',
        type: 'function',
        function: { name: 'get_temp', arguments: '{"city":"Oslo","range":{"from":"1"}}' },
      },
      {
        id: '2',
        type: 'function',
        function: { name: 'get_temp', arguments: '{"city":"Oslo","unit":"k"}' },
      },
      { id: '3', type: 'function', function: { name: 'get_time', arguments: '' } },
    ]);
    expect(messages.map((message) => message.content)).toEqual([
      expect.stringMatching(/^Error: .*range\.from must be an integer, got a string/),
      expect.stringMatching(/^Error: .*unit must be one of 'c', 'f'/),
      '12:00 PM',
    ]);
    const { messages: retry } = await openaiTools.runToolCalls([
      {
        id: '4',
        type: 'function',
        function: { name: 'get_temp', arguments: '{"city":"Oslo","tags":["a"]}' },
      },
    ]);
    expect(retry[0]?.content).toBe('Oslo: 21c');
    expect(seen).toEqual([{ city: 'Oslo', unit: 'c', tags: ['a'] }]);
    expect(manager.getStats().functions['registry.get_temp']?.calls).toBeGreaterThan(0);
  });

  it('is a snapshot: tools added later need a new toolbox', () => {
    const { registry } = weatherRegistry();
    const toolbox = registry.toToolbox();
    registry.add('later', 'Added later', {}, () => 'x');
    expect(Object.keys(toolbox.functions)).toEqual(['get_temp', 'get_time']);
    expect(toolbox.getFunction('later')).toBeNull();
    expect(toolbox.getFunction('toString')).toBeNull();
  });
});
