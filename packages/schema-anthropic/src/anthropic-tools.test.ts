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
import { EMPTY_RESULT_TEXT } from './anthropic-tool-result.js';
import { createAnthropicTools } from './anthropic-tools.js';

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
        days: { type: 'integer', isRequired: false, description: 'Days ahead' },
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
    slow: {
      description: 'Never answers in time',
      params: {},
      timeoutMs: 20,
      run: (_args, context) =>
        new Promise((resolve) => context.signal.addEventListener('abort', () => resolve('late'))),
    },
    silent: { description: 'Returns nothing to read', params: {}, run: () => '' },
    secret: { description: 'Denied by policy', params: {}, run: () => 'leaked' },
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
      },
      run: (args) => args,
    },
  },
});

function setup(settings: { separator?: string; prefixRootToolbox?: boolean } = {}) {
  const manager = createToolManager({
    toolboxes: [weather, route],
    policy: (call) => (call.name === 'weather.secret' ? 'deny' : 'allow'),
  });
  return { manager, anthropicTools: createAnthropicTools({ manager, ...settings }) };
}

function toolUse(id: string, name: string, input: unknown) {
  return { type: 'tool_use', id, name, input, caller: { type: 'direct' } };
}

describe('createAnthropicTools: tools', () => {
  it('offers every registered function with core’s JSON Schema as input_schema', () => {
    const { manager, anthropicTools } = setup();
    const tools = anthropicTools.tools();
    expect(tools.map((tool) => tool.name)).toEqual([
      'tools__get_toolboxes',
      'tools__get_functions',
      'tools__get_function_interface',
      'tools__set_truncate_length',
      'weather__get_temp',
      'weather__broken',
      'weather__slow',
      'weather__silent',
      'weather__secret',
      'route__plan',
    ]);
    const getTemp = tools.find((tool) => tool.name === 'weather__get_temp');
    const declared = manager.findFunction('weather.get_temp')?.interface;
    expect(getTemp).toEqual({
      name: 'weather__get_temp',
      description: 'Current temperature in a city',
      input_schema: declared === undefined ? undefined : interfaceToJsonSchema(declared),
    });
    expect(getTemp?.input_schema.required).toEqual(['city']);
  });

  it('hands out a fresh, mutable copy each time, rebuilt when the manager’s functions change', () => {
    const { manager, anthropicTools } = setup();
    const offered = structuredClone(anthropicTools.tools());
    const first = anthropicTools.tools();
    expect(first[0]).not.toBe(anthropicTools.tools()[0]);
    expect(Object.isFrozen(first[0])).toBe(false);
    expect(Object.isFrozen(first[0]?.input_schema.properties)).toBe(false);
    // What a caller, or the SDK, writes into its copy reaches no other copy.
    const [tool] = first as { name: string; input_schema: { required: string[] } }[];
    if (tool !== undefined) {
      tool.name = 'renamed';
      tool.input_schema.required.push('extra');
    }
    first.pop();
    expect(anthropicTools.tools()).toEqual(offered);
    expect(Object.isFrozen(anthropicTools.toolChoice({ function: 'weather.get_temp' }))).toBe(
      false,
    );
    expect(anthropicTools.tools()).toHaveLength(10);
    manager.unregisterControlFunctions();
    expect(anthropicTools.tools()).toHaveLength(6);
    manager.setRootToolBox('weather');
    expect(anthropicTools.tools()[0]?.name).toBe('get_temp');
    expect(anthropicTools.names().fromProvider('get_temp')).toBe('get_temp');
  });

  it('maps names with the separator asked for, and the root with its prefix when asked', () => {
    const manager = createToolManager({ toolboxes: [weather], rootToolbox: 'weather' });
    const dashed = createAnthropicTools({ manager, separator: '-', prefixRootToolbox: true });
    expect(dashed.tools().map((tool) => tool.name)).toContain('weather-get_temp');
    expect(dashed.names().fromProvider('weather-get_temp')).toBe('weather.get_temp');
  });

  it('refuses to offer two functions under one tool name', () => {
    const twin = defineToolbox({
      name: 'weather_get',
      functions: { temp: { description: 'Twin', params: {}, run: () => 1 } },
    });
    const manager = createToolManager({ toolboxes: [weather, twin] });
    const anthropicTools = createAnthropicTools({ manager, separator: '_' });
    expect(() => anthropicTools.tools()).toThrow(ToolNameCollisionError);
  });

  it('refuses wrong settings at setup, naming them', () => {
    const manager = createToolManager();
    expect(() => createAnthropicTools({ manager: {} as never })).toThrow(InvalidSettingsError);
    expect(() => createAnthropicTools({ manager, separator: '.' })).toThrow(/separator/);
    expect(() => createAnthropicTools({ manager, cutOffToolUses: 'maybe' as never })).toThrow(
      /cutOffToolUses/,
    );
    expect(() => createAnthropicTools({ manager, maxArgumentsDepth: 0 })).toThrow(
      /maxArgumentsDepth/,
    );
    expect(() => createAnthropicTools({ manager, strict: true } as never)).toThrow(/strict/);
  });
});

describe('createAnthropicTools: toolChoice', () => {
  it('makes every tool_choice, a function named by its path or its root name', () => {
    const { manager, anthropicTools } = setup();
    expect(anthropicTools.toolChoice('auto')).toEqual({ type: 'auto' });
    expect(anthropicTools.toolChoice('any', { disableParallelToolUse: true })).toEqual({
      type: 'any',
      disable_parallel_tool_use: true,
    });
    expect(anthropicTools.toolChoice('none')).toEqual({ type: 'none' });
    expect(anthropicTools.toolChoice({ function: 'weather.get_temp' })).toEqual({
      type: 'tool',
      name: 'weather__get_temp',
    });
    manager.setRootToolBox('weather');
    expect(anthropicTools.toolChoice({ function: 'get_temp' }).name).toBe('get_temp');
    expect(anthropicTools.toolChoice({ function: 'weather.get_temp' }).name).toBe('get_temp');
  });

  it('refuses a function that is not offered, suggesting close ones', () => {
    const { anthropicTools } = setup();
    let error: unknown;
    try {
      anthropicTools.toolChoice({ function: 'weather.get_tmp' });
    } catch (caught) {
      error = caught;
    }
    expect(ToolNotFoundError.isInstance(error)).toBe(true);
    expect((error as ToolNotFoundError).suggestions).toContain('weather.get_temp');
  });
});

describe('createAnthropicTools: runToolUses', () => {
  it('answers every tool_use exactly once, in order, each error for its call alone', async () => {
    const { anthropicTools } = setup();
    const message = {
      id: 'msg_1',
      type: 'message',
      role: 'assistant',
      content: [
        { type: 'thinking', thinking: 'Let me look.', signature: 'sig' },
        { type: 'text', text: 'Checking.' },
        toolUse('toolu_1', 'weather__get_temp', { city: 'Paris', days: 2 }),
        toolUse('toolu_2', 'weather__get_tmp', { city: 'Paris' }),
        toolUse('toolu_3', 'weather__get_temp', { town: 'Paris' }),
        toolUse('toolu_4', 'weather__broken', {}),
        toolUse('toolu_5', 'weather__slow', {}),
        toolUse('toolu_6', 'weather__secret', {}),
        toolUse('toolu_7', 'weather__get_temp', { city: 'Rome', days: 'three' }),
        { type: 'server_tool_use', id: 'srvtoolu_1', name: 'web_search', input: { query: 'x' } },
      ],
      stop_reason: 'tool_use',
    };
    const { message: answer, records } = await anthropicTools.runToolUses(message);
    expect(answer?.role).toBe('user');
    const content = answer?.content ?? [];
    expect(content.map((block) => block.tool_use_id)).toEqual([
      'toolu_1',
      'toolu_2',
      'toolu_3',
      'toolu_4',
      'toolu_5',
      'toolu_6',
      'toolu_7',
    ]);
    expect(content.every((block) => block.type === 'tool_result')).toBe(true);
    expect(content.map((block) => block.is_error ?? false)).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(JSON.parse(content[0]?.content ?? '')).toEqual({ city: 'Paris', unit: 'c', days: 2 });
    expect(content[1]?.content).toContain('Did you mean "weather__get_temp"?');
    expect(content[2]?.content).toContain('Missing required parameter');
    expect(content[3]?.content).toContain('sensor offline');
    expect(content[4]?.content).toMatch(/timed out|time/i);
    expect(content[5]?.content).toContain('was not allowed');
    expect(content[6]?.content).toContain('days');
    expect(records.map((record) => record.name)).toEqual([
      'weather.get_temp',
      'weather__get_tmp',
      'weather.get_temp',
      'weather.broken',
      'weather.slow',
      'weather.secret',
      'weather.get_temp',
    ]);
    expect(records[0]?.params).toEqual({ city: 'Paris', unit: 'c', days: 2 });
  });

  it('answers nothing for a message without tool uses', async () => {
    const { anthropicTools } = setup();
    for (const message of [
      { role: 'assistant', content: 'Hello.' },
      { role: 'assistant', content: [{ type: 'text', text: 'Hello.' }] },
      [],
      null,
      'text',
    ]) {
      expect(await anthropicTools.runToolUses(message)).toEqual({ message: null, records: [] });
    }
  });

  it('reads an array of content blocks as well as a message', async () => {
    const { anthropicTools } = setup();
    const { message } = await anthropicTools.runToolUses([
      toolUse('toolu_1', 'route__plan', { stops: ['Paris', 'Lyon'] }),
    ]);
    expect(message?.content).toEqual([
      { type: 'tool_result', tool_use_id: 'toolu_1', content: '{"stops":["Paris","Lyon"]}' },
    ]);
  });

  it('says an empty result in words, since the API refuses empty content', async () => {
    const { anthropicTools } = setup();
    const { message, records } = await anthropicTools.runToolUses([
      toolUse('toolu_1', 'weather__silent', {}),
    ]);
    expect(message?.content[0]?.content).toBe(EMPTY_RESULT_TEXT);
    expect(message?.content[0]?.is_error).toBeUndefined();
    expect(records[0]?.result).toBe('');
  });

  it('leaves out nulls for optional params and decodes objects sent as JSON text', async () => {
    const { anthropicTools } = setup();
    const { records } = await anthropicTools.runToolUses([
      toolUse('toolu_1', 'weather__get_temp', { city: 'Oslo', unit: null, days: null }),
      toolUse('toolu_2', 'route__plan', { stops: '["Oslo"]', options: '{"fast": true}' }),
    ]);
    expect(records[0]?.params).toEqual({ city: 'Oslo', unit: 'c' });
    expect(records[0]?.repairs.map((repair) => repair.code)).toEqual(['drop-null', 'drop-null']);
    expect(records[1]?.params).toEqual({ stops: ['Oslo'], options: { fast: true } });
  });

  it('treats hostile names and keys as errors, never as lookups on Object.prototype', async () => {
    const { anthropicTools } = setup();
    const { message } = await anthropicTools.runToolUses([
      toolUse('toolu_1', 'constructor', {}),
      toolUse('toolu_2', '__proto__', {}),
      toolUse('toolu_3', 'route__plan', JSON.parse('{"stops": [], "__proto__": {"x": 1}}')),
      toolUse('toolu_4', 'route__plan', 'stops'),
      { type: 'tool_use', name: 'route__plan', input: { stops: [] } },
    ]);
    expect(message?.content.map((block) => block.is_error)).toEqual([true, true, true, true, true]);
    expect(message?.content[2]?.content).toContain('__proto__');
    expect(message?.content[4]?.tool_use_id).toBe('');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('passes call options to the pipeline', async () => {
    const { anthropicTools } = setup();
    const controller = new AbortController();
    controller.abort();
    const { message } = await anthropicTools.runToolUses(
      [toolUse('toolu_1', 'weather__get_temp', { city: 'Paris' })],
      { signal: controller.signal },
    );
    expect(message?.content[0]?.is_error).toBe(true);
  });

  it('never throws and answers each tool_use exactly once, in order', async () => {
    const { anthropicTools } = setup();
    const block = fc.oneof(
      fc.record({
        type: fc.constant('tool_use'),
        id: fc.oneof(fc.string(), fc.constant(undefined)),
        name: fc.oneof(fc.constantFrom('weather__get_temp', 'route__plan', 'x'), fc.string()),
        input: fc.oneof(fc.object(), fc.anything()),
      }),
      fc.record({ type: fc.constantFrom('text', 'thinking'), text: fc.string() }),
      fc.anything(),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(block, { maxLength: 8 }), async (content) => {
        const { message, records } = await anthropicTools.runToolUses({ content });
        const uses = content.filter(
          (entry) =>
            typeof entry === 'object' &&
            entry !== null &&
            !Array.isArray(entry) &&
            (entry as { type?: unknown }).type === 'tool_use',
        ) as Array<{ id?: unknown }>;
        expect(records).toHaveLength(uses.length);
        expect(message?.content.map((result) => result.tool_use_id) ?? []).toEqual(
          uses.map((use) => (typeof use.id === 'string' ? use.id : '')),
        );
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
    const [tool] = createAnthropicTools({ manager }).tools();
    expect(tool?.input_schema).toEqual({
      type: 'object',
      properties: { qty: { type: 'integer', minimum: 1 } },
      required: ['qty'],
      additionalProperties: false,
    });
  });
});
