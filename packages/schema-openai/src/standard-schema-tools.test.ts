import { createToolManager, defineToolbox, InvalidArgumentsError } from '@ai-toolbox/core';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { createOpenAITools } from './openai-tools.js';

const shop = defineToolbox({
  name: 'shop',
  functions: {
    order: {
      description: 'Order an item',
      input: z.object({
        item: z.string().describe('What to order'),
        qty: z.number().int().min(1).max(10),
        size: z.enum(['s', 'm', 'l']).optional(),
      }),
      run: ({ item, qty }) => `ordered ${qty} ${item}`,
    },
  },
});

function setup(strict = false) {
  const manager = createToolManager({ toolboxes: [shop], controlFunctions: false });
  return createOpenAITools({ manager, strict });
}

describe('tools declared with a Standard Schema', () => {
  it('are offered with their own JSON Schema, every constraint kept', () => {
    const [tool] = setup().chatCompletionTools();
    expect(tool?.function.name).toBe('shop__order');
    expect(tool?.function.parameters).toEqual({
      type: 'object',
      properties: {
        item: { type: 'string', description: 'What to order' },
        qty: { type: 'integer', minimum: 1, maximum: 10 },
        size: { type: 'string', enum: ['s', 'm', 'l'] },
      },
      required: ['item', 'qty'],
    });
  });

  it('are offered in strict mode from the params read from that schema', () => {
    const [tool] = setup(true).chatCompletionTools();
    expect(tool?.function.parameters).toEqual({
      type: 'object',
      properties: {
        item: { type: 'string', description: 'What to order' },
        qty: { type: 'integer' },
        size: { type: ['string', 'null'], enum: ['s', 'm', 'l', null] },
      },
      required: ['item', 'qty', 'size'],
      additionalProperties: false,
    });
  });

  it('run native calls through the schema: valid ones run, invalid ones name the field', async () => {
    const openaiTools = setup(true);
    const { messages, records } = await openaiTools.runToolCalls([
      {
        id: 'a',
        type: 'function',
        function: { name: 'shop__order', arguments: '{"item":"tea","qty":2,"size":null}' },
      },
      {
        id: 'b',
        type: 'function',
        function: { name: 'shop__order', arguments: '{"item":"tea","qty":11,"size":null}' },
      },
    ]);
    expect(messages[0]).toEqual({ role: 'tool', tool_call_id: 'a', content: 'ordered 2 tea' });
    expect(InvalidArgumentsError.isInstance(records[1]?.error)).toBe(true);
    expect(messages[1]?.content).toMatch(/qty: Too big/);
  });
});
