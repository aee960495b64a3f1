import { toStandardJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { createToolManager } from './create-tool-manager.js';
import { defineToolbox } from './define-toolbox.js';
import type { FunctionInterface } from './function-interface.js';
import { InvalidArgumentsError } from './invalid-arguments-error.js';
import { InvalidResultError } from './invalid-result-error.js';
import { interfaceToJsonSchema } from './kit/interface-to-json-schema.js';
import type { StandardSchemaV1 } from './standard-schema.js';
import { ToolboxValidationError } from './toolbox-validation-error.js';

/** Runs one call the way a text translator hands it over: every value as the model wrote it. */
async function callOnce(
  toolbox: Parameters<typeof createToolManager>[0] extends infer O
    ? O extends { toolboxes?: readonly (infer T)[] }
      ? T
      : never
    : never,
  name: string,
  params: Record<string, unknown>,
) {
  const manager = createToolManager({ toolboxes: [toolbox] });
  const [record] = await manager.executeFunctionCalls([{ name, params }], { source: 'text' });
  if (record === undefined) throw new Error('no record');
  return record;
}

describe('tools declared with zod 4', () => {
  const received: unknown[] = [];
  const shop = defineToolbox({
    name: 'shop',
    functions: {
      order: {
        description: 'Order an item',
        input: z.object({
          item: z.string().describe('What to order'),
          qty: z.number().int().min(1).describe('How many'),
          size: z.enum(['s', 'm', 'l']).optional(),
          tags: z.array(z.string()).optional(),
          gift: z.boolean().default(false),
          note: z.string().nullable(),
        }),
        run: (args) => {
          received.push(args);
          return `ordered ${args.qty} ${args.item}`;
        },
      },
      shout: {
        description: 'Shout a word',
        input: z.object({ word: z.string().transform((word) => word.toUpperCase()) }),
        run: ({ word }) => word,
      },
      reserve: {
        description: 'Reserve a name, checked by a remote service',
        input: z.object({
          name: z.string().refine(async (name) => name !== 'taken', 'That name is taken'),
        }),
        run: ({ name }) => `reserved ${name}`,
      },
    },
  });

  it('derives the params the text translators render and keeps the full JSON Schema', () => {
    const order = shop.getFunction('order')?.interface;
    expect(order?.params).toEqual({
      item: { type: 'string', isRequired: true, description: 'What to order' },
      qty: { type: 'integer', isRequired: true, description: 'How many' },
      size: { type: 'string', isRequired: false, description: '', enum: ['s', 'm', 'l'] },
      tags: { type: 'array', isRequired: false, description: '', items: { type: 'string' } },
      gift: { type: 'boolean', isRequired: false, description: '', default: false },
      note: { type: 'string', isRequired: true, description: '' },
    });
    expect(order?.jsonSchema).toMatchObject({
      type: 'object',
      properties: { qty: { type: 'integer', minimum: 1 }, note: { type: ['string', 'null'] } },
      required: ['item', 'qty', 'note'],
    });
    // Kept whole for MCP, which serves it unchanged; schema packages leave the dialect out.
    expect(order?.jsonSchema).toHaveProperty('$schema');
    expect(interfaceToJsonSchema(order as FunctionInterface)).not.toHaveProperty('$schema');
  });

  it('coerces text values, then hands the schema’s parsed value (defaults applied) to run', async () => {
    received.length = 0;
    const record = await callOnce(shop, 'shop.order', { item: 'tea', qty: '2', note: 'x' });
    expect(record.error).toBeUndefined();
    expect(record.result).toBe('ordered 2 tea');
    expect(received).toEqual([{ item: 'tea', qty: 2, gift: false, note: 'x' }]);
    expect(record.repairs.map((repair) => repair.param)).toContain('qty');
  });

  it('hands a null on to a nullable param and drops it for an optional one', async () => {
    received.length = 0;
    const record = await callOnce(shop, 'shop.order', {
      item: 'tea',
      qty: 1,
      note: null,
      size: null,
    });
    expect(record.ok).toBe(true);
    expect(received).toEqual([{ item: 'tea', qty: 1, gift: false, note: null }]);
    expect(record.repairs.some((repair) => repair.code === 'drop-null')).toBe(true);
  });

  it('answers an invalid call with the field, the schema’s words and what came', async () => {
    received.length = 0;
    const record = await callOnce(shop, 'shop.order', { item: 'tea', qty: 'two', note: 'x' });
    expect(record.ok).toBe(false);
    expect(received).toEqual([]);
    expect(InvalidArgumentsError.isInstance(record.error)).toBe(true);
    const error = record.error as InvalidArgumentsError;
    expect(error.issues).toEqual([
      {
        param: 'qty',
        message: 'Invalid input: expected number, received string',
        received: 'the string "two"',
      },
    ]);
    expect(record.result).toContain(
      'Invalid arguments for function \'shop.order\': qty: Invalid input: expected number, received string (got the string "two")',
    );
  });

  it('names a missing field and an out-of-range one at once', async () => {
    const record = await callOnce(shop, 'shop.order', { qty: 0, note: 'x' });
    const error = record.error as InvalidArgumentsError;
    expect(error.issues.map((issue) => [issue.param, issue.received])).toEqual([
      ['item', 'nothing'],
      ['qty', 'the number 0'],
    ]);
  });

  it('refuses a name the schema does not declare, with the closest one', async () => {
    const record = await callOnce(shop, 'shop.order', {
      item: 'tea',
      qty: 1,
      note: 'x',
      sise: 'm',
    });
    const error = record.error as InvalidArgumentsError;
    expect(error.unknown).toEqual([{ param: 'sise', suggestions: ['size'] }]);
  });

  it('applies transforms, keeping what the model wrote as the call’s params', async () => {
    const record = await callOnce(shop, 'shop.shout', { word: 'hey' });
    expect(record.result).toBe('HEY');
    expect(record.params).toEqual({ word: 'hey' });
    expect(record.input).toEqual({ word: 'HEY' });
  });

  it('awaits async validation, both ways', async () => {
    const ok = await callOnce(shop, 'shop.reserve', { name: 'free' });
    expect(ok.result).toBe('reserved free');
    const refused = await callOnce(shop, 'shop.reserve', { name: 'taken' });
    expect((refused.error as InvalidArgumentsError).issues[0]).toMatchObject({
      param: 'name',
      message: 'That name is taken',
    });
  });

  it('throws the typed error from call()', async () => {
    const manager = createToolManager({ toolboxes: [shop] });
    // What a caller outside TypeScript may send: the types refuse it, the schema too.
    const wrong = { item: 'tea', qty: 'two', note: null } as unknown as {
      item: string;
      qty: number;
      note: null;
    };
    await expect(manager.call('shop.order', wrong)).rejects.toSatisfy(
      (error) => InvalidArgumentsError.isInstance(error) && error.issues[0]?.param === 'qty',
    );
    await expect(manager.call('shop.shout', { word: 'a' })).resolves.toBe('A');
  });
});

describe('tools declared with valibot', () => {
  const weather = defineToolbox({
    name: 'weather',
    functions: {
      get_temp: {
        description: 'Current temperature',
        input: toStandardJsonSchema(
          v.object({
            city: v.pipe(v.string(), v.description('City')),
            days: v.optional(v.pipe(v.number(), v.integer()), 1),
            unit: v.optional(v.picklist(['c', 'f'])),
          }),
        ),
        run: ({ city, days, unit }) => `${city} ${days} ${unit ?? 'c'}`,
      },
      plain: {
        description: 'A valibot schema with its JSON Schema given beside it',
        input: v.object({ n: v.number() }),
        inputJsonSchema: { type: 'object', properties: { n: { type: 'number' } }, required: ['n'] },
        run: ({ n }) => n * 2,
      },
    },
  });

  it('derives params through toStandardJsonSchema', () => {
    expect(weather.getFunction('get_temp')?.interface.params).toEqual({
      city: { type: 'string', isRequired: true, description: 'City' },
      days: { type: 'integer', isRequired: false, description: '', default: 1 },
      unit: { type: 'string', isRequired: false, description: '', enum: ['c', 'f'] },
    });
  });

  it('coerces text values before valibot validates them', async () => {
    const record = await callOnce(weather, 'weather.get_temp', { city: 'Paris', days: '3' });
    expect(record.result).toBe('Paris 3 c');
    const plain = await callOnce(weather, 'weather.plain', { n: '21' });
    expect(plain.result).toBe('42');
  });

  it('refuses valibot’s result that carries a value beside its issues', async () => {
    // valibot answers an invalid input with `value` and `issues` both; only `issues` counts.
    const record = await callOnce(weather, 'weather.get_temp', { city: 'Paris', days: '2.5' });
    expect(record.ok).toBe(false);
    expect((record.error as InvalidArgumentsError).issues[0]?.param).toBe('days');
  });

  it('reads the JSON Schema of a plain valibot schema, with no wrapper', async () => {
    const plain = defineToolbox({
      name: 'plain',
      functions: {
        get_temp: {
          description: 'Current temperature',
          input: v.object({
            city: v.pipe(v.string(), v.description('City')),
            days: v.optional(v.pipe(v.number(), v.integer()), 1),
          }),
          run: ({ city, days }) => `${city} ${days}`,
        },
      },
    });
    const functionInterface = plain.getFunction('get_temp')?.interface;
    expect(functionInterface?.params).toEqual({
      city: { type: 'string', isRequired: true, description: 'City' },
      days: { type: 'integer', isRequired: false, description: '', default: 1 },
    });
    expect(functionInterface?.jsonSchema).toMatchObject({ required: ['city'] });
    const record = await callOnce(plain, 'plain.get_temp', { city: 'Paris', days: '3' });
    expect(record.result).toBe('Paris 3');
    const wrong = await callOnce(plain, 'plain.get_temp', { city: 'Paris', days: '2.5' });
    expect((wrong.error as InvalidArgumentsError).issues[0]?.param).toBe('days');
  });

  it('refuses a plain valibot schema that JSON Schema cannot describe, saying what to do', () => {
    expect(() =>
      defineToolbox({
        name: 'bare',
        functions: {
          f: { description: 'f', input: v.object({ at: v.date() }), run: () => 1 },
        },
      }),
    ).toThrow(/could not give its JSON Schema \(.*date.*\).*inputJsonSchema/);
  });
});

describe('Standard Schema edge cases', () => {
  /** A hand-made schema: whatever `validate` returns is what the pipeline must judge. */
  function schemaReturning(result: unknown): StandardSchemaV1<{ a?: string }> {
    return {
      '~standard': {
        version: 1,
        vendor: 'test',
        validate: () => result as never,
      },
    };
  }

  const box = (result: unknown) =>
    defineToolbox({
      name: 'box',
      functions: {
        f: {
          description: 'f',
          input: schemaReturning(result),
          inputJsonSchema: { type: 'object', properties: { a: { type: 'string' } } },
          run: () => 'ran',
        },
      },
    });

  it('refuses a schema of another library that cannot give its JSON Schema, saying how', () => {
    expect(() =>
      defineToolbox({
        name: 'bare',
        functions: { f: { description: 'f', input: schemaReturning({ value: {} }), run: () => 1 } },
      }),
    ).toThrow(/cannot describe itself as JSON Schema: give 'inputJsonSchema'/);
  });

  it('fails a result with a value and issues both', async () => {
    const record = await callOnce(
      box({ value: { a: 'x' }, issues: [{ message: 'no', path: [{ key: 'a' }] }] }),
      'box.f',
      { a: 'x' },
    );
    expect(record.result).not.toBe('ran');
    expect((record.error as InvalidArgumentsError).issues).toEqual([
      { param: 'a', message: 'no', received: 'the string "x"' },
    ]);
  });

  it('fails a result with an empty list of issues, and one that is no result', async () => {
    expect((await callOnce(box({ value: {}, issues: [] }), 'box.f', {})).ok).toBe(false);
    expect((await callOnce(box(null), 'box.f', {})).ok).toBe(false);
  });

  it('refuses both params and input, an input that is no schema, and a schema of no object', () => {
    // Definitions the types refuse, as plain JavaScript may still write them.
    const define = (definition: object) => () =>
      defineToolbox({
        name: 'x',
        functions: { f: { description: '', run: () => 1, ...definition } as never },
      });
    expect(define({ params: {}, input: z.object({}) })).toThrow(ToolboxValidationError);
    expect(define({ input: { validate: () => ({}) } })).toThrow(/Standard Schema/);
    expect(define({ input: z.string() })).toThrow(/must describe an object/);
    expect(define({ input: z.object({ when: z.date() }) })).toThrow(/inputJsonSchema/);
  });

  it('hands unnamed arguments to a schema that admits them', async () => {
    const loose = defineToolbox({
      name: 'loose',
      functions: {
        f: {
          description: 'f',
          input: z.looseObject({ a: z.string() }),
          run: (args) => JSON.stringify(args),
        },
      },
    });
    expect((await callOnce(loose, 'loose.f', { a: 'x', b: 2 })).result).toBe('{"a":"x","b":2}');
  });

  it('passes values of a param of no single type to the schema unchanged', async () => {
    const either = defineToolbox({
      name: 'either',
      functions: {
        f: {
          description: 'f',
          input: z.object({ id: z.union([z.number(), z.string()]) }),
          run: ({ id }) => typeof id,
        },
      },
    });
    expect(either.getFunction('f')?.interface.params?.id?.type).toBe('string');
    expect((await callOnce(either, 'either.f', { id: 5 })).result).toBe('number');
    expect((await callOnce(either, 'either.f', { id: '5' })).result).toBe('string');
  });
});

describe('output schemas', () => {
  const stock = defineToolbox({
    name: 'stock',
    functions: {
      level: {
        description: 'Stock level',
        input: z.object({ sku: z.string() }),
        output: z.object({ sku: z.string(), count: z.number().int() }),
        run: ({ sku }) => (sku === 'bad' ? { sku, count: 1.5 } : { sku, count: 3, extra: true }),
      },
    },
  });

  it('keeps the parsed structured value beside the text the model reads', async () => {
    const record = await callOnce(stock, 'stock.level', { sku: 'a1' });
    expect(record.value).toEqual({ sku: 'a1', count: 3 });
    expect(record.result).toBe('{"sku":"a1","count":3}');
  });

  it('reports a result that does not fit as a tool error', async () => {
    const record = await callOnce(stock, 'stock.level', { sku: 'bad' });
    expect(record.ok).toBe(false);
    expect(InvalidResultError.isInstance(record.error)).toBe(true);
    expect((record.error as InvalidResultError).issues[0]?.param).toBe('count');
    expect(record.result).toContain("Function 'stock.level' failed");
  });
});
