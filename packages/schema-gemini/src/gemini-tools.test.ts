import {
  createToolManager,
  defineToolbox,
  InvalidSettingsError,
  ToolNameCollisionError,
  ToolNotFoundError,
} from '@ai-toolbox/core';
import { interfaceToJsonSchema } from '@ai-toolbox/core/kit';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { GeminiFunctionResponsePart } from './gemini-function-response.js';
import { findGeminiSchemaViolations } from './gemini-schema-violations.js';
import { createGeminiTools } from './gemini-tools.js';

const weather = defineToolbox({
  name: 'weather',
  functions: {
    get_temp: {
      description: 'Current temperature in a city',
      params: {
        city: { type: 'string', isRequired: true, description: 'City name' },
        unit: {
          type: 'string',
          isRequired: false,
          description: 'Unit',
          enum: ['c', 'f'],
          default: 'c',
        },
        days: { type: 'integer', isRequired: false, description: 'Days ahead', enum: [1, 2, 3] },
      },
      run: (args) => args,
    },
    broken: {
      description: 'Always fails',
      params: {},
      run: () => {
        throw new Error('sensor offline');
      },
    },
  },
});

const route = defineToolbox({
  name: 'route',
  functions: {
    plan: {
      description: 'Plan a trip',
      params: {
        stops: { type: 'array', isRequired: true, description: 'Stops', items: { type: 'string' } },
        options: { type: 'object', isRequired: false, description: 'Free-form options' },
        anything: { type: 'array', isRequired: false, description: 'Any values' },
      },
      run: (args) => args,
    },
  },
});

function setup(settings: { schema?: 'openapi' | 'json-schema' } = {}) {
  const manager = createToolManager({ toolboxes: [weather, route], controlFunctions: false });
  return { manager, geminiTools: createGeminiTools({ manager, ...settings }) };
}

/** The text a function response carries, output or error. */
function said(part: GeminiFunctionResponsePart | undefined): string {
  const response = part?.functionResponse.response;
  if (response === undefined) return '';
  return 'output' in response ? response.output : response.error;
}

function call(name: string, args?: unknown, id?: string) {
  return {
    functionCall: {
      name,
      ...(args === undefined ? {} : { args }),
      ...(id === undefined ? {} : { id }),
    },
  };
}

describe('createGeminiTools: declarations', () => {
  it('declares every function in Gemini’s OpenAPI subset, dotted names kept', () => {
    const { geminiTools } = setup();
    const declarations = geminiTools.functionDeclarations();
    expect(declarations.map((declaration) => declaration.name)).toEqual([
      'weather.get_temp',
      'weather.broken',
      'route.plan',
    ]);
    expect(declarations[0]).toEqual({
      name: 'weather.get_temp',
      description: 'Current temperature in a city',
      parameters: {
        type: 'OBJECT',
        properties: {
          city: { type: 'STRING', description: 'City name' },
          unit: { type: 'STRING', description: 'Unit (Default: "c".)', enum: ['c', 'f'] },
          days: { type: 'INTEGER', description: 'Days ahead (One of: 1, 2, 3.)' },
        },
        required: ['city'],
        propertyOrdering: ['city', 'unit', 'days'],
      },
    });
    // A function without parameters declares none, as the API asks.
    expect(declarations[1]).toEqual({ name: 'weather.broken', description: 'Always fails' });
    for (const declaration of declarations) {
      expect(findGeminiSchemaViolations(declaration.parameters ?? { type: 'OBJECT' })).toEqual([]);
    }
    expect(geminiTools.tool()).toEqual({ functionDeclarations: declarations });
  });

  it('reports what it lowered, by function and argument', () => {
    const { geminiTools } = setup();
    expect(
      geminiTools
        .lossiness()
        .map((entry) => [entry.functionName, entry.path, entry.keyword, entry.change]),
    ).toEqual([
      ['weather.get_temp', 'unit', 'default', 'lowered'],
      ['weather.get_temp', 'days', 'enum', 'lowered'],
      ['route.plan', 'options', 'properties', 'lowered'],
      ['route.plan', 'anything', 'items', 'lowered'],
    ]);
  });

  it('declares core’s JSON Schema as parametersJsonSchema in json-schema mode, with nothing lost', () => {
    const { manager, geminiTools } = setup({ schema: 'json-schema' });
    const [first] = geminiTools.functionDeclarations();
    const declared = manager.findFunction('weather.get_temp')?.interface;
    expect(first).toEqual({
      name: 'weather.get_temp',
      description: 'Current temperature in a city',
      parametersJsonSchema: declared === undefined ? undefined : interfaceToJsonSchema(declared),
    });
    expect(geminiTools.lossiness()).toEqual([]);
  });

  it('maps names to Gemini’s rule, with another separator when asked', () => {
    const numbered = defineToolbox({
      name: 'x',
      functions: { '3d-render': { description: 'Render', params: {}, run: () => 1 } },
    });
    const manager = createToolManager({
      toolboxes: [numbered],
      controlFunctions: false,
      rootToolbox: 'x',
    });
    expect(createGeminiTools({ manager }).functionDeclarations()[0]?.name).toBe('_3d-render');
    const prefixed = createGeminiTools({ manager, prefixRootToolbox: true, separator: '__' });
    expect(prefixed.names().toProvider('x.3d-render')).toBe('x__3d-render');
  });

  it('hands out a fresh, mutable copy each time, rebuilt when the manager’s functions change', () => {
    const { manager, geminiTools } = setup();
    const declared = structuredClone(geminiTools.functionDeclarations());
    const lossiness = structuredClone(geminiTools.lossiness());
    expect(lossiness.length).toBeGreaterThan(0);
    const declarations = geminiTools.functionDeclarations() as { parameters?: unknown }[];
    const tool = geminiTools.tool() as { functionDeclarations: { name: string }[] };
    const [entry] = geminiTools.lossiness() as { functionName: string }[];
    expect(declarations[0]).not.toBe(geminiTools.functionDeclarations()[0]);
    expect(Object.isFrozen(declarations[0])).toBe(false);
    expect(Object.isFrozen(geminiTools.tool().functionDeclarations[0]?.parameters)).toBe(false);
    // What a caller, or the SDK, writes into its copy reaches no other copy.
    delete declarations[0]?.parameters;
    if (tool.functionDeclarations[1] !== undefined) tool.functionDeclarations[1].name = 'renamed';
    if (entry !== undefined) entry.functionName = 'changed';
    expect(geminiTools.functionDeclarations()).toEqual(declared);
    expect(geminiTools.tool()).toEqual({ functionDeclarations: declared });
    expect(geminiTools.lossiness()).toEqual(lossiness);
    manager.unregister('route');
    expect(geminiTools.functionDeclarations()).toHaveLength(2);
  });

  it('refuses two functions under one name and wrong settings', () => {
    const twin = defineToolbox({
      name: 'weather_get',
      functions: { temp: { description: 'Twin', params: {}, run: () => 1 } },
    });
    const manager = createToolManager({ toolboxes: [weather, twin] });
    expect(() => createGeminiTools({ manager, separator: '_' }).functionDeclarations()).toThrow(
      ToolNameCollisionError,
    );
    expect(() => createGeminiTools({ manager: 5 as never })).toThrow(InvalidSettingsError);
    expect(() => createGeminiTools({ manager, separator: ':' })).toThrow(/separator/);
    expect(() => createGeminiTools({ manager, schema: 'yaml' as never })).toThrow(/schema/);
    expect(() => createGeminiTools({ manager, types: { STRING: 'string' } as never })).toThrow(
      /types/,
    );
  });
});

describe('createGeminiTools: toolConfig', () => {
  it('makes every mode, with allowed functions mapped to their declaration names', () => {
    const { manager, geminiTools } = setup();
    expect(geminiTools.toolConfig('auto')).toEqual({ functionCallingConfig: { mode: 'AUTO' } });
    expect(geminiTools.toolConfig('none')).toEqual({ functionCallingConfig: { mode: 'NONE' } });
    expect(geminiTools.toolConfig('any')).toEqual({ functionCallingConfig: { mode: 'ANY' } });
    manager.setRootToolBox('weather');
    expect(geminiTools.toolConfig('validated', { functions: ['get_temp', 'route.plan'] })).toEqual({
      functionCallingConfig: {
        mode: 'VALIDATED',
        allowedFunctionNames: ['get_temp', 'route.plan'],
      },
    });
    expect(() => geminiTools.toolConfig('any', { functions: ['weather.get_tmp'] })).toThrow(
      ToolNotFoundError,
    );
  });
});

describe('createGeminiTools: runFunctionCalls', () => {
  it('answers every functionCall part once, in order, each error for its call alone', async () => {
    const { geminiTools } = setup();
    const response = {
      candidates: [
        {
          content: {
            role: 'model',
            parts: [
              { text: 'Let me check.' },
              {
                ...call('weather.get_temp', { city: 'Paris', days: 2 }, 'call_1'),
                thoughtSignature: 'c2ln',
              },
              call('weather.get_tmp', { city: 'Paris' }),
              call('weather.get_temp', { city: 'Rome', days: 9 }, 'call_3'),
              call('weather.broken', {}),
              call('route.plan', {
                stops: ['A', 'B'],
                options: '{"fast": true}',
                anything: '[1, "x"]',
              }),
              { functionCall: 'nope' },
            ],
          },
          finishReason: 'STOP',
        },
      ],
    };
    const { parts, content, records } = await geminiTools.runFunctionCalls(response);
    expect(content).toEqual({ role: 'user', parts });
    expect(parts.map((part) => [part.functionResponse.name, part.functionResponse.id])).toEqual([
      ['weather.get_temp', 'call_1'],
      ['weather.get_tmp', undefined],
      ['weather.get_temp', 'call_3'],
      ['weather.broken', undefined],
      ['route.plan', undefined],
      ['', undefined],
    ]);
    expect(
      parts.map((part) => ('error' in part.functionResponse.response ? 'error' : 'output')),
    ).toEqual(['output', 'error', 'error', 'error', 'output', 'error']);
    expect(Object.hasOwn(parts[1]?.functionResponse ?? {}, 'id')).toBe(false);
    expect(JSON.parse(said(parts[0]))).toEqual({
      city: 'Paris',
      unit: 'c',
      days: 2,
    });
    expect(said(parts[1])).toContain('Did you mean "weather.get_temp"?');
    expect(said(parts[2])).toContain('days');
    expect(said(parts[3])).toContain('sensor offline');
    // What the declaration asked for as JSON text arrives decoded.
    expect(records[4]?.params).toEqual({
      stops: ['A', 'B'],
      options: { fast: true },
      anything: [1, 'x'],
    });
  });

  it('reads a content and an array of parts as well as a response', async () => {
    const { geminiTools } = setup();
    const parts = [call('weather.get_temp', { city: 'Oslo' })];
    const fromContent = await geminiTools.runFunctionCalls({ role: 'model', parts });
    const fromParts = await geminiTools.runFunctionCalls(parts);
    expect(fromContent.parts).toEqual(fromParts.parts);
    expect(fromParts.records[0]?.params).toEqual({ city: 'Oslo', unit: 'c' });
  });

  it('answers nothing when there is no function call', async () => {
    const { geminiTools } = setup();
    for (const source of [
      { candidates: [{ content: { parts: [{ text: 'Hi' }] } }] },
      { candidates: [] },
      [],
      null,
      'x',
    ]) {
      expect(await geminiTools.runFunctionCalls(source)).toEqual({
        parts: [],
        content: null,
        records: [],
      });
    }
  });

  it('reads calls without args as calls without arguments, and refuses args that are no object', async () => {
    const { geminiTools } = setup();
    const { parts } = await geminiTools.runFunctionCalls([
      call('weather.broken'),
      call('weather.get_temp', ['Paris']),
      call('weather.get_temp', JSON.parse('{"city": "a", "__proto__": {"x": 1}}')),
    ]);
    expect(said(parts[0])).toContain('sensor offline');
    expect(said(parts[1])).toContain('not readable');
    expect(said(parts[2])).toContain('__proto__');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('never throws and answers each functionCall part exactly once, in order', async () => {
    const { geminiTools } = setup();
    const part = fc.oneof(
      fc.record({
        functionCall: fc.record(
          {
            name: fc.oneof(fc.constantFrom('weather.get_temp', 'route.plan'), fc.string()),
            args: fc.oneof(fc.object(), fc.anything()),
            id: fc.string(),
          },
          { requiredKeys: [] },
        ),
      }),
      fc.record({ text: fc.string() }),
      fc.anything(),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(part, { maxLength: 8 }), async (parts) => {
        const { records, parts: answers } = await geminiTools.runFunctionCalls({ parts });
        const calls = parts.filter(
          (entry) =>
            typeof entry === 'object' &&
            entry !== null &&
            !Array.isArray(entry) &&
            Object.hasOwn(entry, 'functionCall') &&
            (entry as { functionCall?: unknown }).functionCall != null,
        );
        expect(records).toHaveLength(calls.length);
        expect(answers).toHaveLength(calls.length);
      }),
      { numRuns: 60 },
    );
  });
});

describe('a function declared with its own JSON Schema', () => {
  const shop = defineToolbox({
    name: 'shop',
    functions: {
      order: {
        description: 'Order an item',
        input: v.object({ qty: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
        inputJsonSchema: {
          $schema: 'https://json-schema.org/draft/2020-12/schema',
          type: 'object',
          properties: { qty: { type: 'integer', minimum: 1 } },
          required: ['qty'],
          additionalProperties: false,
        },
        run: ({ qty }) => qty,
      },
    },
  });

  it('is offered that schema whole, every constraint kept, without the dialect marker', () => {
    const manager = createToolManager({ toolboxes: [shop], controlFunctions: false });
    const [declared] = createGeminiTools({
      manager,
      schema: 'json-schema',
    }).functionDeclarations();
    expect(declared?.parametersJsonSchema).toEqual({
      type: 'object',
      properties: { qty: { type: 'integer', minimum: 1 } },
      required: ['qty'],
      additionalProperties: false,
    });
  });
});
