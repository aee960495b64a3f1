// Type tests, checked by `tsc --noEmit`: calls typed by the toolboxes' declarations.
import { toStandardJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { expectTypeOf } from 'vitest';
import * as z from 'zod';
import { createToolManager } from './create-tool-manager.js';
import { defineToolbox } from './define-toolbox.js';
import type { ToolManager } from './tool-manager.js';
import type { Toolbox } from './toolbox.js';

const shop = defineToolbox({
  name: 'shop',
  functions: {
    order: {
      description: 'Order an item',
      input: z.object({
        item: z.string(),
        qty: z.number().int().default(1),
        when: z.string().transform((text) => new Date(text)),
      }),
      run: (args) => {
        // The schema's output: defaults filled in, transforms applied.
        expectTypeOf(args).toEqualTypeOf<{ item: string; qty: number; when: Date }>();
        return { id: 7, item: args.item };
      },
    },
    stock: {
      description: 'Stock level',
      input: toStandardJsonSchema(
        v.object({ sku: v.string(), warehouse: v.optional(v.picklist(['north', 'south'])) }),
      ),
      output: z.object({ count: z.number() }),
      run: async (args) => {
        expectTypeOf(args).toEqualTypeOf<{ sku: string; warehouse?: 'north' | 'south' }>();
        return { count: 3 };
      },
    },
  },
});

const weather = defineToolbox({
  name: 'weather',
  functions: {
    get_temp: {
      description: 'Current temperature',
      params: {
        city: { type: 'string', isRequired: true, description: 'City' },
        days: { type: 'integer', isRequired: false, description: 'Days', default: 1 },
      },
      run: async ({ city, days }) => `${city}: 21 for ${days} days`,
    },
  },
});

const manager = createToolManager({ toolboxes: [shop, weather] });

// Arguments as a caller gives them (the schema's input), results as the call gives them.
expectTypeOf(manager.call('shop.order', { item: 'tea', when: '2026-12-01' })).toEqualTypeOf<
  Promise<{ id: number; item: string }>
>();
expectTypeOf(manager.call('shop.stock', { sku: 'a1' })).toEqualTypeOf<Promise<{ count: number }>>();
expectTypeOf(manager.call('weather.get_temp', { city: 'Paris' })).toEqualTypeOf<Promise<string>>();
expectTypeOf(manager.call('tools.get_toolboxes')).toEqualTypeOf<Promise<unknown>>();

// @ts-expect-error: a misspelt path
void manager.call('shop.ordr', { item: 'tea', when: 'now' });
// @ts-expect-error: an argument of the wrong type
void manager.call('weather.get_temp', { city: 5 });
// @ts-expect-error: a required argument left out
void manager.call('weather.get_temp', {});
// @ts-expect-error: the arguments left out when some are required
void manager.call('shop.stock');
// @ts-expect-error: a value the valibot schema does not allow
void manager.call('shop.stock', { sku: 'a1', warehouse: 'east' });

// register widens the manager's calls.
const plain = createToolManager();
expectTypeOf(plain).toEqualTypeOf<ToolManager>();
const widened = createToolManager({ toolboxes: [weather] }).register(shop);
expectTypeOf(widened.call('shop.stock', { sku: 'b2' })).toEqualTypeOf<Promise<{ count: number }>>();
expectTypeOf(widened.call('weather.get_temp', { city: 'Oslo' })).toEqualTypeOf<Promise<string>>();

// Untyped toolboxes keep today's signature: any path, any record, an unknown result.
declare const legacy: Toolbox;
const mixed = createToolManager({ toolboxes: [legacy] });
expectTypeOf(mixed.call('anything.at_all', { a: 1 })).toEqualTypeOf<Promise<unknown>>();
expectTypeOf(plain.call('box.fn')).toEqualTypeOf<Promise<unknown>>();
expectTypeOf(manager.register(legacy).call('other.fn', { x: 1 })).toEqualTypeOf<Promise<unknown>>();

// A typed manager goes wherever a manager is taken.
const asPlain: ToolManager = manager;
void asPlain;

// A misspelt param type lists the valid types.
defineToolbox({
  name: 'typo',
  functions: {
    f: {
      description: 'f',
      params: {
        // @ts-expect-error: 'strnig' is not a param type
        a: { type: 'strnig', isRequired: true, description: 'a' },
      },
      run: () => 1,
    },
  },
});
