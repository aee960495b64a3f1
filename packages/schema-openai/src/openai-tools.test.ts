import {
  type ApiWrapperInterface,
  createToolManager,
  type FunctionInterface,
  InvalidSettingsError,
  type PlainFunctionInterface,
  type Toolbox,
  type ToolFunction,
  ToolNameCollisionError,
} from '@ai-toolbox/core';
import { Ajv } from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createOpenAITools, NO_OUTPUT_TEXT } from './openai-tools.js';
import { findStrictModeViolations } from './strict-mode-violations.js';

function toolbox(
  name: string,
  functions: Record<string, { f: ToolFunction; interface: FunctionInterface }>,
): Toolbox {
  const byName = new Map(Object.entries(functions));
  return {
    getName: () => name,
    getFunction: (functionName) => byName.get(functionName) ?? null,
    functions: Object.fromEntries([...byName.keys()].map((key) => [key, true])),
  };
}

const getTemp: PlainFunctionInterface = {
  domain: 'weather',
  name: 'get_temp',
  type: 'function',
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
    options: { type: 'object', isRequired: false, description: 'Free-form options' },
  },
  returns: 'object',
};
const broken: PlainFunctionInterface = {
  domain: 'weather',
  name: 'broken',
  type: 'function',
  description: 'Always fails',
  params: {},
  returns: 'string',
};
const createUser: ApiWrapperInterface = {
  domain: 'users',
  name: 'create_user',
  type: 'api-wrapper',
  description: 'Create a user',
  path_params: { org: { type: 'string', isRequired: true, description: 'Organisation' } },
  query_params: { notify: { type: 'boolean', isRequired: false, description: 'Send a mail' } },
  request_body: {
    username: { type: 'string', required: true, description: 'Login' },
    tags: { type: 'array', items: { type: 'string' }, description: 'Tags' },
  },
  response_type: 'application/json',
  returns: 'object',
};
const echo: ToolFunction = (args) => args;

function setup(settings: { strict?: boolean; separator?: string } = {}) {
  const manager = createToolManager({
    toolboxes: [
      toolbox('weather', {
        get_temp: { f: echo, interface: getTemp },
        broken: {
          f: () => {
            throw new Error('sensor offline');
          },
          interface: broken,
        },
      }),
      toolbox('users', { create_user: { f: echo, interface: createUser } }),
    ],
  });
  return { manager, openaiTools: createOpenAITools({ manager, ...settings }) };
}

function toolCall(id: string, name: string, args: string) {
  return { id, type: 'function', function: { name, arguments: args } };
}

describe('createOpenAITools: schemas', () => {
  it('offers every registered interface, control functions and api wrappers included', () => {
    const { openaiTools } = setup();
    const tools = openaiTools.chatCompletionTools();
    expect(tools.map((tool) => tool.function.name)).toEqual([
      'tools__get_toolboxes',
      'tools__get_functions',
      'tools__get_function_interface',
      'tools__set_truncate_length',
      'weather__get_temp',
      'weather__broken',
      'users__create_user',
    ]);
    const user = tools.find((tool) => tool.function.name === 'users__create_user');
    expect(user?.function.parameters).toEqual({
      type: 'object',
      properties: {
        org: { type: 'string', description: 'Organisation' },
        notify: { type: 'boolean', description: 'Send a mail' },
        username: { type: 'string', description: 'Login' },
        tags: { type: 'array', description: 'Tags', items: { type: 'string' } },
      },
      required: ['org', 'username'],
    });
    expect(openaiTools.responsesTools().map((tool) => tool.name)).toEqual(
      tools.map((tool) => tool.function.name),
    );
  });

  it('produces strict schemas that obey the rules and that ajv accepts', () => {
    const { openaiTools } = setup({ strict: true });
    const ajv = new Ajv({ strict: true, allowUnionTypes: true });
    for (const tool of openaiTools.chatCompletionTools()) {
      expect(tool.function.strict).toBe(true);
      expect(findStrictModeViolations(tool.function.parameters)).toEqual([]);
      expect(ajv.validateSchema(tool.function.parameters)).toBe(true);
    }
    expect(openaiTools.responsesTools().every((tool) => tool.strict)).toBe(true);
  });

  it('maps names back and offers the root toolbox under bare names', () => {
    const { manager, openaiTools } = setup();
    expect(openaiTools.names().fromProvider('weather__get_temp')).toBe('weather.get_temp');
    manager.setRootToolBox('weather');
    expect(openaiTools.chatCompletionTools().map((tool) => tool.function.name)).toContain(
      'get_temp',
    );
    expect(openaiTools.names().fromProvider('get_temp')).toBe('get_temp');
    const prefixed = createOpenAITools({ manager, prefixRootToolbox: true });
    expect(prefixed.names().toProvider('weather.get_temp')).toBe('weather__get_temp');
  });

  it('follows the manager when toolboxes change', () => {
    const { manager, openaiTools } = setup();
    const before = openaiTools.chatCompletionTools().length;
    manager.unregister('users');
    expect(openaiTools.chatCompletionTools()).toHaveLength(before - 1);
  });

  it('hands out a fresh, mutable copy of each list every time, and new lists after the functions change', () => {
    const { manager, openaiTools } = setup();
    const chatOffered = structuredClone(openaiTools.chatCompletionTools());
    const responsesOffered = structuredClone(openaiTools.responsesTools());
    const chat = openaiTools.chatCompletionTools() as {
      function: { name: string; parameters: { required: string[] } };
    }[];
    const responses = openaiTools.responsesTools() as { parameters: { required: string[] } }[];
    expect(chat).not.toBe(openaiTools.chatCompletionTools());
    expect(Object.isFrozen(chat)).toBe(false);
    expect(Object.isFrozen(chat[0]?.function.parameters)).toBe(false);
    expect(Object.isFrozen(responses[0]?.parameters)).toBe(false);
    // What a caller, or the SDK, writes into its copy reaches no other copy.
    chat.push(chat[0] as (typeof chat)[number]);
    if (chat[0] !== undefined) {
      chat[0].function.name = 'renamed';
      chat[0].function.parameters.required.push('extra');
    }
    responses[4]?.parameters.required.push('extra');
    expect(openaiTools.chatCompletionTools()).toEqual(chatOffered);
    expect(openaiTools.responsesTools()).toEqual(responsesOffered);
    manager.unregister('users');
    expect(openaiTools.chatCompletionTools()).toHaveLength(chatOffered.length - 1);
    expect(openaiTools.responsesTools()).toHaveLength(responsesOffered.length - 1);
  });

  it('checks a manager without a snapshot item by item, and keeps its lists while they match', () => {
    const { manager } = setup();
    const withoutSnapshot = {
      getInterfaces: () => manager.getInterfaces(),
      getRootToolBox: () => manager.getRootToolBox(),
      executeFunctionCalls: manager.executeFunctionCalls,
    };
    const openaiTools = createOpenAITools({ manager: withoutSnapshot });
    const chat = openaiTools.chatCompletionTools();
    const names = openaiTools.names();
    expect(openaiTools.chatCompletionTools()).toEqual(chat);
    expect(openaiTools.names()).toBe(names);
    manager.unregister('users');
    expect(openaiTools.chatCompletionTools()).toHaveLength(chat.length - 1);
    expect(openaiTools.names()).not.toBe(names);
  });

  it('refuses to offer two functions under one tool name', () => {
    const { manager } = setup();
    const openaiTools = createOpenAITools({ manager, separator: '_' });
    expect(openaiTools.names().toProvider('weather.get_temp')).toBe('weather_get_temp');
    const clash: PlainFunctionInterface = { ...broken, domain: 'weather_get', name: 'temp' };
    manager.register(toolbox('weather_get', { temp: { f: echo, interface: clash } }));
    let error: unknown;
    try {
      openaiTools.chatCompletionTools();
    } catch (caught) {
      error = caught;
    }
    expect(ToolNameCollisionError.isInstance(error)).toBe(true);
    expect((error as ToolNameCollisionError).providerName).toBe('weather_get_temp');
    expect((error as ToolNameCollisionError).functionNames).toEqual([
      'weather.get_temp',
      'weather_get.temp',
    ]);
  });

  it('refuses a manager that is not one, and a bad separator, at setup', () => {
    expect(() => createOpenAITools({ manager: {} as never })).toThrow(InvalidSettingsError);
    const { manager } = setup();
    expect(() => createOpenAITools({ manager, separator: '.' })).toThrow(/separator: /);
    expect(() => createOpenAITools({ manager, maxArgumentsDepth: 0 })).toThrow(
      /maxArgumentsDepth: /,
    );
  });
});

describe('createOpenAITools: running Chat Completions tool calls', () => {
  it('answers every call exactly once, in order, each error for its call alone', async () => {
    const { manager, openaiTools } = setup();
    const message = {
      role: 'assistant',
      content: null,
      tool_calls: [
        toolCall('c1', 'weather__get_temp', '{"city":"Paris","days":2}'),
        toolCall('c2', 'weather__get_temp', '{"city": "Paris"'),
        toolCall('c3', 'weather__get_tmp', '{"city":"Paris"}'),
        toolCall('c4', 'weather__get_temp', '{"city":"Paris","days":"soon"}'),
        toolCall('c5', 'weather__broken', ''),
        toolCall('c6', 'tools__get_toolboxes', ''),
        toolCall('c7', 'weather__get_temp', JSON.stringify(JSON.stringify({ city: 'Rome' }))),
        toolCall('c8', 'users__create_user', '{"org":"acme","username":"ada","tags":["x"]}'),
      ],
    };
    const { messages, records } = await openaiTools.runToolCalls(message);
    expect(messages.map((m) => m.tool_call_id)).toEqual([
      'c1',
      'c2',
      'c3',
      'c4',
      'c5',
      'c6',
      'c7',
      'c8',
    ]);
    expect(messages.every((m) => m.role === 'tool')).toBe(true);
    expect(records.map((record) => record.ok)).toEqual([
      true,
      false,
      false,
      false,
      false,
      true,
      true,
      true,
    ]);

    expect(JSON.parse(messages[0]?.content ?? '')).toEqual({ city: 'Paris', unit: 'c', days: 2 });
    expect(messages[1]?.content).toMatch(/^Error: .*not readable: invalid JSON/);
    expect(messages[2]?.content).toMatch(
      /^Error: .*no tool named "weather__get_tmp".*Did you mean "weather__get_temp"/,
    );
    expect(messages[3]?.content).toMatch(/^Error: .*days/);
    expect(messages[4]?.content).toMatch(/^Error: .*sensor offline/);
    expect(messages[5]?.content).toContain('weather');
    expect(JSON.parse(messages[6]?.content ?? '')).toEqual({ city: 'Rome', unit: 'c' });
    expect(records[6]?.repairs.map((repair) => repair.code)).toContain('double-encoded-arguments');
    expect(records[7]?.params).toEqual({ org: 'acme', username: 'ada', tags: ['x'] });
    for (const content of messages.map((m) => m.content)) expect(content).not.toBe('{}');
    expect(manager.getStats().functions['weather.get_temp']?.calls).toBeGreaterThan(0);
  });

  it('removes the nulls strict mode asks for before the function runs, so defaults apply', async () => {
    const { openaiTools } = setup({ strict: true });
    const { records } = await openaiTools.runToolCalls([
      toolCall('c1', 'weather__get_temp', '{"city":"Oslo","unit":null,"days":null,"options":null}'),
    ]);
    expect(records[0]?.ok).toBe(true);
    expect(records[0]?.value).toEqual({ city: 'Oslo', unit: 'c' });
    expect(
      records[0]?.repairs
        .filter((repair) => repair.code === 'drop-null')
        .map((repair) => repair.param),
    ).toEqual(['unit', 'days', 'options']);
  });

  it('decodes an object strict mode asked for as JSON text', async () => {
    const { openaiTools } = setup({ strict: true });
    const { records } = await openaiTools.runToolCalls([
      toolCall(
        'c1',
        'weather__get_temp',
        JSON.stringify({ city: 'Oslo', unit: 'f', days: 1, options: '{"hourly":true}' }),
      ),
    ]);
    expect(records[0]?.value).toEqual({
      city: 'Oslo',
      unit: 'f',
      days: 1,
      options: { hourly: true },
    });
  });

  it('treats hostile names and keys as errors, never as lookups on Object.prototype', async () => {
    const { openaiTools } = setup();
    const { messages, records } = await openaiTools.runToolCalls([
      toolCall('c1', '__proto__', '{}'),
      toolCall('c2', 'constructor', '{}'),
      toolCall('c3', 'toString', '{}'),
      toolCall('c4', 'weather__get_temp', '{"city":"x","__proto__":{"polluted":true}}'),
      toolCall('c5', 'x'.repeat(100_000), '{}'),
      { id: 'c6', type: 'custom', custom: { name: 'grep', input: 'x' } },
    ]);
    expect(records.map((record) => record.ok)).toEqual([false, false, false, false, false, false]);
    expect(messages[0]?.content).toContain('no tool named "__proto__"');
    expect(messages[3]?.content).toContain('__proto__');
    expect(messages[4]?.content.length).toBeLessThan(600);
    expect(messages[5]?.content).toContain('only function tool calls can run');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('suggests the one closest tool name for an unknown one, and none for a far or huge name', async () => {
    const { openaiTools } = setup();
    const { messages } = await openaiTools.runToolCalls([
      toolCall('c1', 'weather__gte_temp', '{}'),
      toolCall('c2', 'WEATHER__BROKNE', '{}'),
      toolCall('c3', 'sports__score', '{}'),
      toolCall('c4', `weather__get_temp${'x'.repeat(200)}`, '{}'),
    ]);
    expect(messages[0]?.content).toMatch(/Did you mean "weather__get_temp"\? Call one/);
    expect(messages[1]?.content).toMatch(/Did you mean "weather__broken"\? Call one/);
    expect(messages[2]?.content).not.toContain('Did you mean');
    expect(messages[3]?.content).not.toContain('Did you mean');
  });

  it('answers nothing for a message without tool calls', async () => {
    const { openaiTools } = setup();
    expect(await openaiTools.runToolCalls({ role: 'assistant', content: 'Hello' })).toEqual({
      messages: [],
      records: [],
    });
  });

  it('passes call options to the pipeline', async () => {
    const { openaiTools } = setup();
    const controller = new AbortController();
    controller.abort(new Error('user cancelled'));
    const { messages, records } = await openaiTools.runToolCalls(
      [toolCall('c1', 'weather__get_temp', '{"city":"x"}')],
      { signal: controller.signal },
    );
    expect(records[0]?.ok).toBe(false);
    expect(messages[0]?.content).toMatch(/^Error: /);
  });
});

describe('createOpenAITools: answers that a provider and a model can read', () => {
  const nothing: PlainFunctionInterface = {
    domain: 'odd',
    name: 'nothing',
    type: 'function',
    description: 'Returns what the kind says',
    params: { kind: { type: 'string', isRequired: true, description: 'What to return' } },
    returns: 'string',
  };
  const returned: Record<string, unknown> = {
    undefined: undefined,
    empty: '',
    symbol: Symbol('s'),
    function: () => 1,
    toJSON: { toJSON: () => undefined },
  };
  function oddSetup() {
    const manager = createToolManager({
      toolboxes: [
        toolbox('odd', {
          nothing: { f: (args) => returned[String(args.kind)], interface: nothing },
        }),
      ],
    });
    return createOpenAITools({ manager });
  }

  it.each(Object.keys(returned))(
    'answers a function that returns %s with (no output), never empty content',
    async (kind) => {
      const openaiTools = oddSetup();
      const { messages, records } = await openaiTools.runToolCalls([
        toolCall('c1', 'odd__nothing', JSON.stringify({ kind })),
      ]);
      expect(records[0]?.ok).toBe(true);
      expect(records[0]?.result).toBe('');
      expect(messages).toEqual([{ role: 'tool', tool_call_id: 'c1', content: NO_OUTPUT_TEXT }]);
      expect(NO_OUTPUT_TEXT).toBe('(no output)');
      const { items } = await openaiTools.runFunctionCalls([
        {
          type: 'function_call',
          call_id: 'r1',
          name: 'odd__nothing',
          arguments: JSON.stringify({ kind }),
        },
      ]);
      expect(items).toEqual([
        { type: 'function_call_output', call_id: 'r1', output: '(no output)' },
      ]);
    },
  );

  it('refuses a call without an id, runs the others, and invents no id for it', async () => {
    const calls: string[] = [];
    const manager = createToolManager({
      toolboxes: [
        toolbox('odd', {
          nothing: {
            f: (args) => {
              calls.push(String(args.kind));
              return 'ran';
            },
            interface: nothing,
          },
        }),
      ],
    });
    const openaiTools = createOpenAITools({ manager });
    const run = (id: unknown, kind: string) => ({
      ...(id === undefined ? {} : { id }),
      type: 'function',
      function: { name: 'odd__nothing', arguments: JSON.stringify({ kind }) },
    });
    const { messages, records } = await openaiTools.runToolCalls([
      run('c1', 'first'),
      run(undefined, 'missing'),
      run('', 'empty'),
      run(7, 'number'),
      run('c5', 'last'),
    ]);
    expect(calls).toEqual(['first', 'last']);
    expect(messages.map((message) => [message.tool_call_id, message.content])).toEqual([
      ['c1', 'ran'],
      ['c5', 'ran'],
    ]);
    expect(records.map((record) => record.error?.code ?? 'ok')).toEqual([
      'ok',
      'missing-call-id',
      'missing-call-id',
      'missing-call-id',
      'ok',
    ]);
    expect(records[1]?.result).toBe(
      'Error: The tool call has no id, so no answer can be matched to it: it was not run. Give every tool call an id.',
    );
    const { items, records: responseRecords } = await openaiTools.runFunctionCalls([
      { type: 'function_call', name: 'odd__nothing', arguments: '{"kind":"no call_id"}' },
    ]);
    expect(items).toEqual([]);
    expect(responseRecords[0]?.error?.code).toBe('missing-call-id');
    expect(calls).toEqual(['first', 'last']);
  });
});

describe('createOpenAITools: running Responses API function calls', () => {
  it('answers every function_call item with one function_call_output, in order', async () => {
    const { openaiTools } = setup();
    const response = {
      output: [
        { type: 'reasoning', id: 'rs_1', summary: [] },
        {
          type: 'function_call',
          call_id: 'call_a',
          name: 'weather__get_temp',
          arguments: '{"city":"Lima"}',
        },
        {
          type: 'function_call',
          call_id: 'call_b',
          name: 'weather__get_temp',
          arguments: 'not json',
        },
        { type: 'message', role: 'assistant', content: [] },
        { type: 'function_call', call_id: 'call_c', name: 'tools__get_toolboxes', arguments: '' },
      ],
    };
    const { items, records } = await openaiTools.runFunctionCalls(response);
    expect(items.map((item) => [item.type, item.call_id])).toEqual([
      ['function_call_output', 'call_a'],
      ['function_call_output', 'call_b'],
      ['function_call_output', 'call_c'],
    ]);
    expect(JSON.parse(items[0]?.output ?? '')).toEqual({ city: 'Lima', unit: 'c' });
    expect(items[1]?.output).toMatch(/^Error: .*invalid JSON/);
    expect(records.map((record) => record.ok)).toEqual([true, false, true]);
  });
});

describe('createOpenAITools: whatever the model sends', () => {
  it('never throws and answers each call exactly once, in order', async () => {
    const { openaiTools } = setup({ strict: true });
    const names = fc.constantFrom(
      'weather__get_temp',
      'weather__broken',
      'users__create_user',
      'tools__get_functions',
      '__proto__',
      'toString',
      '',
    );
    const argumentsText = fc.oneof(
      fc.string(),
      fc.json(),
      fc
        .dictionary(
          fc.constantFrom('city', 'unit', 'days', 'options', 'org', 'username', 'tags', 'x'),
          fc.jsonValue(),
        )
        .map((value) => JSON.stringify(value)),
    );
    const entry = fc.oneof(
      fc.record({
        id: fc.string(),
        type: fc.constant('function'),
        function: fc.record({ name: names, arguments: argumentsText }),
      }),
      fc.jsonValue(),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(entry, { maxLength: 8 }), async (toolCalls) => {
        const { messages, records } = await openaiTools.runToolCalls({
          role: 'assistant',
          tool_calls: toolCalls,
        });
        expect(records).toHaveLength(toolCalls.length);
        // One message per call with an id, carrying that id, in order; no id is ever invented.
        const ids = toolCalls.flatMap((call) => {
          const id = typeof call === 'object' && call !== null ? (call as { id?: unknown }).id : 0;
          return typeof id === 'string' && id !== '' ? [id] : [];
        });
        expect(messages.map((message) => message.tool_call_id)).toEqual(ids);
        for (const message of messages) {
          expect(typeof message.content).toBe('string');
          expect(message.content).not.toBe('');
          expect(message.content).not.toBe('{}');
        }
        toolCalls.forEach((call, index) => {
          const id = typeof call === 'object' && call !== null ? (call as { id?: unknown }).id : 0;
          if (typeof id !== 'string' || id === '') expect(records[index]?.ok).toBe(false);
        });
      }),
      { numRuns: 200 },
    );
  });
});
