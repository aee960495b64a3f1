import {
  createToolManager,
  type FunctionInterface,
  listStandardTranslators,
  type ParsedFunctionCallV2,
  registerStandardTranslator,
  UnreadableCallError,
} from '@ai-toolbox/core';
import { checkTranslatorConformance, countStringWork } from '@ai-toolbox/core/test';
import { describe, expect, it } from 'vitest';
import { MAX_CALL_LINE_LENGTH } from '../examples/call-lines-scanner.js';
import { createCallLinesTranslator } from '../examples/call-lines-translator.js';
import { createMathToolbox, createWeatherToolbox } from '../src/demo-toolboxes.js';

const getTemp: FunctionInterface = {
  domain: 'weather',
  name: 'get_temp',
  type: 'function',
  description: 'Current temperature of a city',
  params: {
    location: { type: 'string', isRequired: true, description: 'City name' },
    unit: { type: 'string', isRequired: false, description: 'c or f' },
  },
  returns: 'number',
};
const now: FunctionInterface = {
  domain: 'clock',
  name: 'now',
  type: 'function',
  description: 'The current time',
  params: {},
  returns: 'string',
};
const createIssue: FunctionInterface = {
  domain: 'tracker',
  name: 'create_issue',
  type: 'api-wrapper',
  description: 'Opens an issue',
  path_params: { project: { type: 'string', isRequired: true, description: 'Project' } },
  request_body: {
    title: { type: 'string', required: true },
    labels: { type: 'array' },
  },
  returns: 'object',
};
const interfaces = [getTemp, now, createIssue];

const translator = createCallLinesTranslator();

/** Model answers that reach every rule of the syntax, for the conformance kit. */
const conformanceSamples = [
  'Let me check.\nCALL weather.get_temp {"location": "Paris", "unit": "c"}\nDone.',
  'CALL get_temp {"location": "Oslo"}\r\nCALL clock.now\nCALL clock.now {}',
  'CALL tracker.create_issue {"project": "web", "title": "Broken \\"link\\"", "labels": ["bug"]}',
  'CALL weather.get_temp {"location": "Par',
  'CALL weather.get_temp {"location": "Paris",}\nCALL nothing.here {"a": [1, {"b": null}]}',
  'CALLS\nCALL\n  CALL weather.get_temp("Paris")\nCALL x {"__proto__": {"polluted": true}}',
];

function parse(text: string, rootToolBox: string | null = null): ParsedFunctionCallV2[] {
  return translator.parseFunctionCalls(text, interfaces, rootToolBox);
}

function only(text: string, rootToolBox: string | null = null): ParsedFunctionCallV2 {
  const calls = parse(text, rootToolBox);
  expect(calls).toHaveLength(1);
  return calls[0] as ParsedFunctionCallV2;
}

describe('the call-lines translator, reading calls', () => {
  it('reads one call per line, with its name, arguments, interface, raw text and span', () => {
    const text = 'Let me look.\nCALL weather.get_temp {"location": "Paris"}\nThat is all.';
    const call = only(text);
    expect(call.name).toBe('weather.get_temp');
    expect({ ...call.params }).toEqual({ location: 'Paris' });
    expect(call.interface).toBe(getTemp);
    expect(call.raw).toBe('CALL weather.get_temp {"location": "Paris"}');
    expect(call.span).toEqual({ start: 13, end: 13 + call.raw.length });
    expect(text.slice(call.span.start, call.span.end)).toBe(call.raw);
    expect(call.repairs).toEqual([]);
    expect(call.error).toBeUndefined();
  });

  it('reads every call line in text order and ignores the prose between them', () => {
    const calls = parse(
      [
        'CALLS are cheap.',
        'I will CALL weather.get_temp {"location": "Rome"} now',
        'call weather.get_temp {"location": "Rome"}',
        'CALL',
        'CALL {"location": "Rome"}',
        'CALL weather.get_temp {"location": "Oslo"}',
        '  CALL clock.now',
      ].join('\n'),
    );
    expect(calls.map((call) => [call.name, { ...call.params }])).toEqual([
      ['weather.get_temp', { location: 'Oslo' }],
      ['clock.now', {}],
    ]);
    expect(calls[1]?.raw).toBe('CALL clock.now');
  });

  it('resolves a function of the root toolbox by its own name, and names in any case', () => {
    expect(only('CALL get_temp {"location": "Oslo"}', 'weather').name).toBe('weather.get_temp');
    expect(only('CALL Weather.GET_TEMP {"location": "Oslo"}').interface).toBe(getTemp);
  });

  it('reads a CALL line with no object as a call with no arguments', () => {
    const call = only('CALL clock.now   \r\nok');
    expect(call.params).toEqual({});
    expect(call.error).toBeUndefined();
    expect(call.raw).toBe('CALL clock.now');
  });

  it('keeps an unknown name with interface null and no error: the tool manager answers it', () => {
    const call = only('CALL weather.get_tmp {"location": "Oslo"}');
    expect(call.name).toBe('weather.get_tmp');
    expect(call.interface).toBeNull();
    expect({ ...call.params }).toEqual({ location: 'Oslo' });
    expect(call.error).toBeUndefined();
  });

  it('answers a call cut off by the end of the text with truncated-call', () => {
    const text = 'Checking.\nCALL weather.get_temp {"location": "Par';
    const call = only(text);
    expect(call.error?.code).toBe('truncated-call');
    expect(call.error?.message).toContain('cut off');
    expect(call.name).toBe('weather.get_temp');
    expect(call.params).toEqual({});
    expect(call.raw).toBe('CALL weather.get_temp {"location": "Par');
    expect(call.span).toEqual({ start: 10, end: text.length });
  });

  it('answers arguments that are not one JSON object on the line with unreadable-arguments', () => {
    const lines = [
      'CALL weather.get_temp {"location": "Par',
      'CALL weather.get_temp {"location": "Paris",}',
      'CALL weather.get_temp {"location": "Paris"} thanks',
      'CALL weather.get_temp("Paris")',
      `CALL weather.get_temp {"location": ${'['.repeat(70)}${']'.repeat(70)}}`,
    ];
    const calls = parse(`${lines.join('\n')}\n`);
    expect(calls.map((call) => call.error?.code)).toEqual(Array(5).fill('unreadable-arguments'));
    expect(calls.map((call) => call.raw)).toEqual(lines);
    expect(calls[3]?.error?.message).toContain('after the name comes { or nothing');
    expect(calls[4]?.error?.message).toContain('deeper than 64 levels');
  });

  it('never lets a __proto__ key reach Object.prototype, at any depth', () => {
    const call = only(
      'CALL weather.get_temp {"__proto__": {"polluted": 1}, "a": {"__proto__": 2}}',
    );
    expect(Object.getPrototypeOf(call.params)).toBeNull();
    expect(Object.keys(call.params)).toEqual(['__proto__', 'a']);
    expect(Object.getPrototypeOf(call.params.a)).toBeNull();
    expect(Object.keys(call.params.a as object)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('the call-lines translator, streaming', () => {
  it('reports a call when its line ends, and the call on the last line at end()', () => {
    const stream = translator.createFunctionCallStream(interfaces, null);
    expect(stream.push('Sure.\nCALL weather.get_temp {"location": "Paris"}')).toEqual([]);
    const first = stream.push('\nCALL clock.now');
    expect(first.map((call) => call.name)).toEqual(['weather.get_temp']);
    expect(first[0]?.span.start).toBe(6);
    const last = stream.end();
    expect(last.map((call) => [call.name, call.error])).toEqual([['clock.now', undefined]]);
    expect(last[0]?.span.start).toBe(50);
  });

  it('gives the calls of the one-shot parse however the text is cut, even inside CALL', () => {
    const text = 'a\n CALL weather.get_temp {"location": "Nice"}\r\nCALL clock.now\nCALL clock.n';
    const whole = parse(text);
    for (let size = 1; size <= 8; size += 1) {
      const stream = translator.createFunctionCallStream(interfaces, null);
      const streamed: ParsedFunctionCallV2[] = [];
      for (let at = 0; at < text.length; at += size) {
        streamed.push(...stream.push(text.slice(at, at + size)));
      }
      streamed.push(...stream.end());
      expect(streamed).toEqual(whole);
    }
  });

  it(`reports a line longer than ${MAX_CALL_LINE_LENGTH} characters once it passes the bound, and skips the rest`, () => {
    const stream = translator.createFunctionCallStream(interfaces, null);
    const found: ParsedFunctionCallV2[] = [];
    found.push(...stream.push('CALL weather.get_temp {"location": "'));
    let chunks = 0;
    while (found.length === 0 && chunks < 100) {
      found.push(...stream.push('x'.repeat(4096)));
      chunks += 1;
    }
    // Reported before the line ends, so the scanner never holds more than the bound.
    expect(chunks).toBe(16);
    expect(found[0]?.error?.code).toBe('call-too-long');
    expect(found[0]?.name).toBe('weather.get_temp');
    expect(found[0]?.span).toEqual({ start: 0, end: MAX_CALL_LINE_LENGTH });
    expect(found[0]?.raw).toHaveLength(MAX_CALL_LINE_LENGTH);
    expect(
      stream.push(`${'x'.repeat(100_000)}"}\nCALL clock.now\n`).map((call) => call.name),
    ).toEqual(['clock.now']);
    expect(stream.end()).toEqual([]);
  });

  it('costs about what the one-shot parse costs when streamed in 16-character chunks', () => {
    const line =
      'Some prose about the weather, then a call.\nCALL weather.get_temp {"location": "Paris"}\n';
    const text = line.repeat(2000);
    const oneShot = countStringWork(() => parse(text));
    const streamed = countStringWork(() => {
      const stream = translator.createFunctionCallStream(interfaces, null);
      for (let at = 0; at < text.length; at += 16) stream.push(text.slice(at, at + 16));
      stream.end();
    });
    // The test's own slicing into chunks counts `text.length`; the rest is the stream's work,
    // which rereads nothing.
    expect(streamed - text.length).toBeLessThan(1.25 * oneShot);
  });

  it('keeps the translator contract on model answers, hostile and random text', async () => {
    const problems = await checkTranslatorConformance(translator, {
      interfaces,
      rootToolBox: 'weather',
      samples: conformanceSamples,
    });
    expect(problems).toEqual([]);
  });
});

describe('the call-lines translator, in the tool manager', () => {
  it('renders interfaces as the calls the model should write', () => {
    expect(translator.generateFunctionIfText(getTemp)).toBe(
      'CALL weather.get_temp {"location": <string>, "unit": <string, optional>}\nDescription: Current temperature of a city',
    );
    expect(translator.generateFunctionIfText(now, true)).toBe(
      'CALL clock.now\nDescription: The current time\n---',
    );
    expect(translator.generateFunctionIfText(createIssue).split('\n')[0]).toBe(
      'CALL tracker.create_issue {"project": <string>, "title": <string>, "labels": <array, optional>}',
    );
  });

  it('plugs into createToolManager and runs calls end to end, one RESULT line per call', async () => {
    const manager = createToolManager();
    manager.setFunctionTranslator(translator);
    manager.register(createWeatherToolbox());
    manager.register(createMathToolbox());
    expect(manager.getRootInterfaceAsText()).toContain(
      'CALL math.calculate_power {"base": <number>, "exponent": <number>}',
    );

    const result = await manager.executeResponseFunctions(
      [
        'I will look it up.',
        'CALL weather.get_temp {"location": "Paris"}',
        'CALL math.calculate_power {"base": "2", "exponent": 10}',
        'CALL weather.get_tmp {"location": "Paris"}',
        'CALL weather.get_temp {"location": "Par',
      ].join('\n'),
    );
    expect(result.functionCalCount).toBe(4);
    const lines = result.functionsOutput.split('\n');
    expect(lines.slice(0, 2)).toEqual([
      'RESULT weather.get_temp: 21',
      'RESULT math.calculate_power: 1024',
    ]);
    expect(lines[2]).toMatch(/^RESULT weather\.get_tmp: Error: .*weather\.get_temp/);
    expect(lines[3]).toMatch(
      /^RESULT weather\.get_temp: Error: The call to weather\.get_temp was cut off/,
    );
    expect(result.calls[1]?.repairs.map((repair) => repair.code)).toEqual(['coerce-number']);
    const cutOff = result.calls[3]?.error;
    expect(UnreadableCallError.isInstance(cutOff) && cutOff.parseCode).toBe('truncated-call');
  });

  it('can be registered by name and chosen with setFunctionTranslator', async () => {
    registerStandardTranslator('call-lines', translator);
    expect(listStandardTranslators()).toContain('call-lines');
    const manager = createToolManager();
    manager.setFunctionTranslator('call-lines');
    expect(manager.getFunctionTranslator()).toBe(translator);
    manager.register(createWeatherToolbox());
    const result = await manager.executeResponseFunctions(
      'CALL weather.get_temp {"location": "Tokyo"}',
    );
    expect(result.functionsOutput).toBe('RESULT weather.get_temp: 26');
  });
});
