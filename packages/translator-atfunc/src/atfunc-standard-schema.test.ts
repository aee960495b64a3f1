import { createToolManager, defineToolbox } from '@ai-toolbox/core';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { generateAtfuncInterfaceText, TRANSLATOR_ATFUNC } from './index.js';

const shop = defineToolbox({
  name: 'shop',
  functions: {
    order: {
      description: 'Order an item',
      input: z.object({
        item: z.string().describe('What to order'),
        qty: z.number().int().min(1),
        express: z.boolean().default(false),
        tags: z.array(z.string()).optional(),
      }),
      run: ({ item, qty, express }) => `ordered ${qty} ${item}${express ? ' by express' : ''}`,
    },
  },
});

describe('atfunc with tools declared as zod schemas', () => {
  it('renders the params read from the schema', () => {
    const order = shop.getFunction('order')?.interface;
    if (order === undefined) throw new Error('no interface');
    expect(generateAtfuncInterfaceText(order)).toBe(
      '@shop.order( <*item>, <*qty{integer}>, <express{boolean}>, <tags{array}> )\nDescription: Order an item',
    );
  });

  it('runs a text call: positional text values coerced, then validated by the schema', async () => {
    const manager = createToolManager({ translator: TRANSLATOR_ATFUNC, toolboxes: [shop] });
    const { calls } = await manager.executeResponseFunctions(
      'Sure. @shop.order("tea", "2", "true") and @shop.order(item="cake", qty=0)',
    );
    expect(calls.map((call) => call.result)).toEqual([
      'ordered 2 tea by express',
      expect.stringContaining('qty: Too small'),
    ]);
    expect(calls[0]?.input).toEqual({ item: 'tea', qty: 2, express: true });
  });
});
