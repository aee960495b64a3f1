import {
  createToolManager,
  defineToolbox,
  type FunctionInterface,
  InvalidSettingsError,
  type ParsedFunctionCallV2,
} from '@ai-toolbox/core';
import { describe, expect, it } from 'vitest';
import type { JsonCallTranslator } from './create-json-call-translator.js';
import { GLM4_INSTRUCTIONS } from './glm4-family.js';
import { GRANITE_INSTRUCTIONS } from './granite-family.js';
import { HERMES_INSTRUCTIONS } from './hermes-family.js';
import { JSON_INSTRUCTIONS } from './json-family.js';
import {
  createGlm4Translator,
  createGraniteTranslator,
  createHermesTranslator,
  createJsonTranslator,
  createLlama3Translator,
  createMistralTranslator,
  TRANSLATOR_GLM4,
  TRANSLATOR_GRANITE,
  TRANSLATOR_HERMES,
  TRANSLATOR_JSON,
  TRANSLATOR_LLAMA3,
  TRANSLATOR_MISTRAL,
} from './json-translators.js';
import { LLAMA3_INSTRUCTIONS } from './llama3-family.js';
import { MISTRAL_INSTRUCTIONS } from './mistral-family.js';

const fn = (domain: string, name: string, params: Record<string, string>): FunctionInterface => ({
  domain,
  name,
  type: 'function',
  description: `${domain}.${name}`,
  params: Object.fromEntries(
    Object.entries(params).map(([param, type]) => [
      param,
      { type: type as 'string', isRequired: false, description: param },
    ]),
  ),
  returns: 'string',
});

const weather = fn('weather', 'get_weather', { city: 'string', unit: 'string' });
const factorial = fn('math', 'factorial', { n: 'integer' });
const age = fn('people', 'get_age', { name: 'string' });
const interfaces = [weather, factorial, age];

const read = (translator: JsonCallTranslator, text: string): ParsedFunctionCallV2[] =>
  translator.parseFunctionCalls(text, interfaces, 'weather');
const codes = (call: ParsedFunctionCallV2 | undefined): string[] =>
  (call?.repairs ?? []).map((repair) => repair.code);
const only = (calls: ParsedFunctionCallV2[]): ParsedFunctionCallV2 => {
  expect(calls).toHaveLength(1);
  return calls[0] as ParsedFunctionCallV2;
};

describe('what real models get wrong, read and reported', () => {
  it('reads Python-dict quoting and True/False/None', () => {
    const call = only(
      read(
        TRANSLATOR_HERMES,
        "<tool_call>{'name': 'get_weather', 'arguments': {'city': \"Xi'an\", 'unit': None}}</tool_call>",
      ),
    );
    expect(call.name).toBe('weather.get_weather');
    expect({ ...call.params }).toEqual({ city: "Xi'an", unit: null });
    expect(codes(call)).toEqual(['single-quoted-string', 'python-literal']);
  });

  it('decodes arguments given as a JSON string', () => {
    const call = only(
      read(
        TRANSLATOR_GRANITE,
        '<function_call> {"name": "get_weather", "arguments": "{\\"city\\": \\"Oslo\\"}"}',
      ),
    );
    expect({ ...call.params }).toEqual({ city: 'Oslo' });
    expect(codes(call)).toEqual(['double-encoded-arguments']);
  });

  it('takes a name written inside the arguments, unless the function has a parameter of that name', () => {
    const lifted = only(
      read(TRANSLATOR_JSON, '[{"arguments": {"name": "get_weather", "city": "Rome"}}]'),
    );
    expect(lifted.name).toBe('weather.get_weather');
    expect({ ...lifted.params }).toEqual({ city: 'Rome' });
    expect(codes(lifted)).toContain('name-in-arguments');
    const kept = only(
      read(
        TRANSLATOR_MISTRAL,
        '[TOOL_CALLS][{"arguments": {"name": "Ana"}, "name": "people.get_age"}]',
      ),
    );
    expect(kept.name).toBe('people.get_age');
    expect({ ...kept.params }).toEqual({ name: 'Ana' });
    expect(codes(kept)).toEqual(['arguments-before-name']);
  });

  it('reads keys in another order and under other names, and says so', () => {
    const call = only(
      read(
        TRANSLATOR_HERMES,
        '<tool_call>{"parameters": {"city": "Lima"}, "function": "get_weather"}</tool_call>',
      ),
    );
    expect({ ...call.params }).toEqual({ city: 'Lima' });
    expect(codes(call)).toEqual(['call-key-alias', 'arguments-before-name']);
    // In Llama 3's own format `parameters` is the key: no repair.
    expect(
      codes(
        only(read(TRANSLATOR_LLAMA3, '{"name": "get_weather", "parameters": {"city": "Lima"}}')),
      ),
    ).toEqual([]);
    // The json family reads every alias as its own.
    expect(
      codes(only(read(TRANSLATOR_JSON, '{"tool": "get_weather", "args": {"city": "Lima"}}'))),
    ).toEqual([]);
  });

  it('skips chat-template tokens around and between calls and names them on the next call', () => {
    const calls = read(
      TRANSLATOR_HERMES,
      '<|im_start|>assistant\n<tool_call>{"name": "get_weather", "arguments": {"city": "Paris"}}</tool_call><|im_end|>\n' +
        '<|im_start|>assistant\n<tool_call>{"name": "get_weather", "arguments": {"city": "Oslo"}}</tool_call><|im_end|><|endoftext|>',
    );
    expect(calls.map((call) => call.params.city)).toEqual(['Paris', 'Oslo']);
    expect(calls[0]?.repairs[0]?.message).toContain('<|im_start|>');
    expect(calls[1]?.repairs[0]?.message).toContain('<|im_end|>, <|im_start|>');
    expect(codes(calls[1])).toEqual(['template-token']);
  });

  it('reports prose only where the format allows none', () => {
    expect(
      codes(
        only(
          read(
            TRANSLATOR_HERMES,
            'Sure! <tool_call>{"name": "get_weather", "arguments": {}}</tool_call> Done.',
          ),
        ),
      ),
    ).toEqual([]);
    const bare = only(
      read(
        TRANSLATOR_LLAMA3,
        'Here you go: {"name": "get_weather", "parameters": {"city": "Rome"}} Anything else?',
      ),
    );
    expect(codes(bare)).toEqual(['ignored-text']);
    const inside = only(
      read(TRANSLATOR_MISTRAL, '[TOOL_CALLS] junk [{"name": "get_weather", "arguments": {}}]'),
    );
    expect(codes(inside)).toEqual(['ignored-text']);
  });

  it('reads an underscored name as the one dotted function it spells, and an ambiguous one as unknown', () => {
    const call = only(read(TRANSLATOR_GLM4, 'math_factorial\n{"n": 5}'));
    expect(call.name).toBe('math.factorial');
    expect(call.interface).toBe(factorial);
    expect(codes(call)).toEqual(['underscored-name']);
    const twins = [fn('a_b', 'c', {}), fn('a', 'b_c', {})];
    const unknown = only(
      TRANSLATOR_HERMES.parseFunctionCalls(
        '<tool_call>{"name": "a_b_c", "arguments": {}}</tool_call>',
        twins,
        null,
      ),
    );
    expect(unknown.interface).toBeNull();
    expect(unknown.error).toBeUndefined();
  });

  it('answers a call cut off at the end with an error, never silence', () => {
    for (const [translator, text] of [
      [TRANSLATOR_HERMES, '<tool_call>{"name": "get_weather", "arguments": {"city": "Ber'],
      [TRANSLATOR_MISTRAL, '[TOOL_CALLS]get_weather[ARGS]{"city": '],
      [TRANSLATOR_LLAMA3, '{"name": "get_weather", "parameters": {"city": "Ber'],
      [
        TRANSLATOR_JSON,
        '[{"name": "get_weather", "arguments": {"city": "Paris"}}, {"name": "get_weather", "arguments": {',
      ],
      [TRANSLATOR_GRANITE, '<function_call> {"name": "get_weather", "arguments": {'],
      [TRANSLATOR_GLM4, 'get_weather\n{"city": "Bei'],
    ] as const) {
      const calls = read(translator, text);
      const last = calls[calls.length - 1];
      expect(last?.error?.code, translator.name).toBe('truncated-call');
      expect(last?.name, translator.name).toBe('weather.get_weather');
      expect(last?.error?.message).toContain('cut off');
    }
  });

  it('reads a quote left unescaped inside an argument, and a string left open, with the text going on', () => {
    const quoted = only(
      read(
        TRANSLATOR_HERMES,
        '<tool_call>{"name": "get_weather", "arguments": {"city": "the "Big Apple" area"}}</tool_call> and more',
      ),
    );
    expect(quoted.error).toBeUndefined();
    expect(quoted.params).toEqual({ city: 'the "Big Apple" area' });
    expect(codes(quoted)).toContain('unescaped-quote');
    const open = only(
      read(
        TRANSLATOR_GRANITE,
        '<function_call> {"name": "get_weather", "arguments": {"city": "Oslo, "unit": "c"}}\nThanks.',
      ),
    );
    expect(open.error).toBeUndefined();
    expect(open.params).toEqual({ city: 'Oslo', unit: 'c' });
    expect(codes(open)).toContain('missing-closing-quote');
  });

  it('keeps a call written twice, and the second says it repeats the first', () => {
    const calls = read(
      TRANSLATOR_GRANITE,
      '<function_call> {"name": "get_weather", "arguments": {"city": "Oslo", "unit": "c"}}\n<function_call> {"name": "get_weather", "arguments": {"unit": "c", "city": "Oslo"}}',
    );
    expect(calls).toHaveLength(2);
    expect(codes(calls[0])).toEqual([]);
    expect(codes(calls[1])).toEqual(['repeated-call']);
  });

  it('keeps an unknown name the model marked as a call, for the tool manager to answer', async () => {
    const call = only(
      read(
        TRANSLATOR_HERMES,
        '<tool_call>{"name": "get_wether", "arguments": {"city": "Paris"}}</tool_call>',
      ),
    );
    expect(call.interface).toBeNull();
    expect(call.error).toBeUndefined();
    const manager = createToolManager({ translator: createHermesTranslator() });
    manager.register(
      defineToolbox({
        name: 'weather',
        functions: {
          get_weather: {
            description: 'w',
            params: { city: { type: 'string', isRequired: true, description: 'c' } },
            run: ({ city }) => `sunny in ${city}`,
          },
        },
      }),
    );
    manager.setRootToolBox('weather');
    const { calls, functionsOutput } = await manager.executeResponseFunctions(
      '<tool_call>{"name": "get_wether", "arguments": {"city": "Paris"}}</tool_call>',
    );
    expect(calls).toHaveLength(1);
    expect(functionsOutput).toContain('get_weather');
    expect(functionsOutput).toContain('<tool_response>');
  });

  it('never invents a call from JSON that names no known function, a schema echo or no_function', () => {
    expect(
      read(
        TRANSLATOR_LLAMA3,
        'The config holds {"name": "my-service", "parameters": {"replicas": 3}}.',
      ),
    ).toEqual([]);
    expect(
      read(
        TRANSLATOR_JSON,
        'Record: {"name": "Alice", "age": 30} and [{"name": "Paris", "population": 2}]',
      ),
    ).toEqual([]);
    expect(
      read(
        TRANSLATOR_HERMES,
        '<tools>{"type": "function", "function": {"name": "get_weather", "description": "d", "parameters": {"type": "object", "properties": {"city": {"type": "string"}}}}}</tools>',
      ),
    ).toEqual([]);
    expect(
      read(TRANSLATOR_GRANITE, '<function_call> {"name": "no_function", "arguments": {}}'),
    ).toEqual([]);
    expect(read(TRANSLATOR_GLM4, 'Example\n{"city": "Beijing"}')).toEqual([]);
  });

  it('drops calls inside a closed reasoning block and keeps those of one that never closed', () => {
    const call = '<tool_call>{"name": "get_weather", "arguments": {"city": "Paris"}}</tool_call>';
    expect(read(TRANSLATOR_HERMES, `<think>maybe ${call}</think>`)).toEqual([]);
    const open = only(read(TRANSLATOR_HERMES, `<think>I will ${call}`));
    expect(codes(open)).toEqual(['call-in-reasoning']);
  });
});

describe('streaming', () => {
  it('hands each call over as soon as its block closes, its closing tag in its span', () => {
    const stream = TRANSLATOR_HERMES.createFunctionCallStream(interfaces, 'weather');
    expect(
      stream.push('Checking. <tool_call>{"name": "get_weather", "arguments": {"city": "Pa'),
    ).toEqual([]);
    // The JSON is whole; what follows tells whether the closing tag ends the call.
    expect(stream.push('ris"}}\n')).toEqual([]);
    const first = stream.push(
      '</tool_call><tool_call>{"name": "get_weather", "arguments": {"city": "Oslo"}}',
    );
    expect(first.map((call) => [call.params.city, call.span, call.raw])).toEqual([
      [
        'Paris',
        { start: 10, end: 89 },
        '<tool_call>{"name": "get_weather", "arguments": {"city": "Paris"}}\n</tool_call>',
      ],
    ]);
    // A block the text ends in before its closing tag: the call ends with its JSON.
    const last = stream.end();
    expect(last.map((call) => [call.params.city, call.raw.endsWith('}}')])).toEqual([
      ['Oslo', true],
    ]);
  });

  it('gives the one-shot calls however the text is cut', () => {
    const text =
      '<|im_start|>assistant\nLet me see.<tool_call>\n{"arguments": {"city": "Lima"}, "name": "get_weather"}\n</tool_call>\n' +
      '<tool_call>{"name": "math_factorial", "arguments": "{\\"n\\": 4}"}</tool_call><tool_call>{"name": "x", "arguments": {"a": [1, {"b": "}"}]}';
    const whole = read(TRANSLATOR_HERMES, text);
    for (const size of [1, 2, 5, 13]) {
      const stream = TRANSLATOR_HERMES.createFunctionCallStream(interfaces, 'weather');
      const calls: ParsedFunctionCallV2[] = [];
      for (let at = 0; at < text.length; at += size)
        calls.push(...stream.push(text.slice(at, at + size)));
      calls.push(...stream.end());
      expect(calls).toEqual(whole);
    }
    expect(whole.map((call) => call.error?.code ?? call.name)).toEqual([
      'weather.get_weather',
      'math.factorial',
      'truncated-call',
    ]);
  });
});

describe('a value the reader gives back text of an earlier chunk for', () => {
  it('gives the one-shot raw text and span for every two-piece cut', () => {
    // Quotes that a later look shows ended the string sooner: the reader stops in text the
    // scanner already kept for the call's raw text, and reads on from there once, not twice.
    const text = '<tool_call>{"""""\n北:"<';
    const whole = read(TRANSLATOR_HERMES, text);
    expect(whole.map((call) => [call.raw, call.span])).toEqual([
      [text.slice(0, 22), { start: 0, end: 22 }],
    ]);
    for (let cut = 1; cut < text.length; cut += 1) {
      const stream = TRANSLATOR_HERMES.createFunctionCallStream(interfaces, 'weather');
      const calls = [
        ...stream.push(text.slice(0, cut)),
        ...stream.push(text.slice(cut)),
        ...stream.end(),
      ];
      expect(calls).toEqual(whole);
    }
  });
});

describe('the families’ own formats', () => {
  it('reads Mistral’s list, its name[ARGS] form and calls glued to the text before them', () => {
    const calls = read(
      TRANSLATOR_MISTRAL,
      'On it[TOOL_CALLS][{"name": "get_weather", "arguments": {"city": "Nice"}}][TOOL_CALLS]math.factorial[CALL_ID]a1b2c3d4e[ARGS]{"n": 3}',
    );
    expect(calls.map((call) => call.name)).toEqual(['weather.get_weather', 'math.factorial']);
    expect(only(read(TRANSLATOR_MISTRAL, 'get_weather{"city": "Rome"}')).params.city).toBe('Rome');
  });

  it('reads Llama 3’s python tag, several calls, built-in calls and code', () => {
    const calls = read(
      TRANSLATOR_LLAMA3,
      '<|python_tag|>{"name": "get_weather", "parameters": {"city": "Paris"}}; {"name": "math.factorial", "parameters": {"n": 3}}<|eom_id|>',
    );
    expect(calls.map((call) => call.name)).toEqual(['weather.get_weather', 'math.factorial']);
    const builtin = only(
      read(TRANSLATOR_LLAMA3, '<|python_tag|>brave_search.call(query="news")<|eom_id|>'),
    );
    expect(builtin.name).toBe('brave_search');
    expect({ ...builtin.params }).toEqual({ query: 'news' });
    expect(builtin.repairs).toEqual([]);
    const code = only(read(TRANSLATOR_LLAMA3, '<|python_tag|>print(2 ** 10)<|eom_id|>'));
    expect(code.name).toBe('code_interpreter');
    expect({ ...code.params }).toEqual({ code: 'print(2 ** 10)' });
  });

  it('reads GLM-4’s name line in every segment', () => {
    const calls = read(
      TRANSLATOR_GLM4,
      'get_weather\n{"city": "Beijing"}<|observation|><|assistant|>math.factorial\n```json\n{"n": 6}\n```',
    );
    expect(calls.map((call) => call.name)).toEqual(['weather.get_weather', 'math.factorial']);
    expect(calls.every((call) => call.repairs.length === 0)).toBe(true);
  });

  it('renders the functions as each family’s prompt shows tools, inside its trained words', () => {
    const both = [weather, factorial];
    const hermes = TRANSLATOR_HERMES.generateFunctionIfText(weather);
    expect(JSON.parse(hermes)).toMatchObject({
      type: 'function',
      function: { name: 'weather.get_weather', parameters: { type: 'object' } },
    });
    const hermesPrompt = TRANSLATOR_HERMES.systemPromptFor(both);
    expect(hermesPrompt).toContain(`<tools>\n${hermes}\n`);
    expect(hermesPrompt.endsWith(HERMES_INSTRUCTIONS)).toBe(true);
    const mistral = TRANSLATOR_MISTRAL.systemPromptFor(both);
    expect(mistral.startsWith(MISTRAL_INSTRUCTIONS)).toBe(true);
    const list = mistral.slice(
      mistral.indexOf('[AVAILABLE_TOOLS] ') + 18,
      mistral.indexOf('[/AVAILABLE_TOOLS]'),
    );
    expect(JSON.parse(list)).toHaveLength(2);
    expect(TRANSLATOR_LLAMA3.systemPromptFor(both)).toContain(
      '"parameters": dictionary of argument name and its value',
    );
    expect(TRANSLATOR_LLAMA3.instructions).toBe(LLAMA3_INSTRUCTIONS);
    expect(TRANSLATOR_GRANITE.generateFunctionIfText(weather)).toMatch(
      /^\{"name":"weather\.get_weather"/,
    );
    expect(TRANSLATOR_GRANITE.systemPromptFor(both)).toContain(
      '<|function_call_library|>\n{"name":"weather.get_weather"',
    );
    expect(TRANSLATOR_GRANITE.systemPromptFor(both)).toContain('no_function');
    expect(TRANSLATOR_GLM4.generateFunctionIfText(weather)).toMatch(/^## weather\.get_weather\n/);
    expect(TRANSLATOR_GLM4.systemPromptFor(both).split(GLM4_INSTRUCTIONS)).toHaveLength(3);
    expect(TRANSLATOR_JSON.systemPromptFor(both)).toContain('make calls in a single JSON array');
    expect(TRANSLATOR_JSON.systemPromptFor(both).startsWith(JSON_INSTRUCTIONS)).toBe(true);
    expect(GRANITE_INSTRUCTIONS.length).toBeGreaterThan(0);
  });

  it('renders results in each family’s result format, one per call', () => {
    const calls = [
      { name: 'weather.get_weather', params: {}, result: '{"temp": 21}' },
      { name: '', params: {}, result: 'Error: too long', isError: true },
    ];
    expect(TRANSLATOR_HERMES.formatFunctionCallResults(calls)).toBe(
      '<tool_response>\n{"name":"weather.get_weather","content":{"temp":21}}\n</tool_response>\n<tool_response>\n{"content":"Error: too long"}\n</tool_response>',
    );
    expect(
      TRANSLATOR_MISTRAL.formatFunctionCallResults(calls).split('[TOOL_RESULTS]'),
    ).toHaveLength(3);
    expect(TRANSLATOR_LLAMA3.formatFunctionCallResults(calls)).toBe(
      '{"name":"weather.get_weather","output":{"temp":21}}\n{"output":"Error: too long"}',
    );
    expect(JSON.parse(TRANSLATOR_JSON.formatFunctionCallResults(calls))).toEqual([
      { name: 'weather.get_weather', result: { temp: 21 } },
      { result: 'Error: too long' },
    ]);
    expect(TRANSLATOR_GRANITE.formatFunctionCallResults(calls)).toContain(
      '<function_response> {"name":"weather.get_weather"',
    );
    expect(TRANSLATOR_GLM4.formatFunctionCallResults(calls)).toBe(
      'weather.get_weather\n{"temp":21}\n\nError: too long',
    );
  });
});

describe('the factories', () => {
  it('check their settings', () => {
    for (const create of [
      createHermesTranslator,
      createMistralTranslator,
      createLlama3Translator,
      createJsonTranslator,
      createGraniteTranslator,
      createGlm4Translator,
    ]) {
      expect(() => create({ maxCalls: 0 })).toThrow(InvalidSettingsError);
      expect(() => create({ unknown: true } as never)).toThrow(InvalidSettingsError);
    }
  });

  it('bound the length of one call', () => {
    const translator = createHermesTranslator({ maxCallLength: 40 });
    const call = only(
      translator.parseFunctionCalls(
        `<tool_call>{"name": "get_weather", "arguments": {"city": "${'x'.repeat(100)}"}}</tool_call>`,
        interfaces,
        'weather',
      ),
    );
    expect(call.error?.code).toBe('call-too-long');
  });
});
