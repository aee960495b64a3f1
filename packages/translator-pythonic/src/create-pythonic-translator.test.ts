import { type FunctionInterface, InvalidSettingsError } from '@ai-toolbox/core';
import { countStringWork } from '@ai-toolbox/core/test';
import { describe, expect, it } from 'vitest';
import { createPythonicTranslator } from './create-pythonic-translator.js';
import { PYTHONIC_INSTRUCTIONS } from './pythonic-instructions.js';

const getTemp: FunctionInterface = {
  domain: 'weather',
  name: 'get_temp',
  type: 'function',
  description: 'Current temperature in a city',
  params: {
    location: { type: 'string', isRequired: true, description: 'City' },
    unit: { type: 'string', isRequired: false, description: 'c or f', enum: ['c', 'f'] },
  },
  returns: 'string',
};
const factorial: FunctionInterface = {
  domain: 'math',
  name: 'factorial',
  type: 'function',
  description: 'n!',
  params: { n: { type: 'integer', isRequired: true, description: 'n' } },
  returns: 'integer',
};
const interfaces = [getTemp, factorial];
const translator = createPythonicTranslator();
const parse = (text: string, root: string | null = 'weather') =>
  translator.parseFunctionCalls(text, interfaces, root);
const summary = (text: string, root: string | null = 'weather') =>
  parse(text, root).map((call) => ({
    name: call.name,
    params: { ...call.params },
    error: call.error?.code,
    known: call.interface != null,
  }));

describe('createPythonicTranslator', () => {
  it('asks for its syntax in the system prompt, before every function as a Python signature', () => {
    expect(translator.instructions).toBe(PYTHONIC_INSTRUCTIONS);
    const prompt = translator.systemPromptFor(interfaces);
    expect(prompt.startsWith(PYTHONIC_INSTRUCTIONS)).toBe(true);
    expect(prompt).toContain('Here is a list of functions in Python format that you can invoke.');
    expect(prompt.indexOf('def weather.get_temp(')).toBeGreaterThan(PYTHONIC_INSTRUCTIONS.length);
    expect(prompt).toContain('def math.factorial(');
  });

  it('reads a list of calls with keyword and positional arguments, by full or root names', () => {
    expect(
      summary("[get_temp(location='Paris'), weather.get_temp('Oslo', 'c'), math.factorial(5)]"),
    ).toEqual([
      { name: 'weather.get_temp', params: { location: 'Paris' }, error: undefined, known: true },
      {
        name: 'weather.get_temp',
        params: { location: 'Oslo', unit: 'c' },
        error: undefined,
        known: true,
      },
      { name: 'math.factorial', params: { n: 5 }, error: undefined, known: true },
    ]);
  });

  it('gives each call its exact text and span', () => {
    const text = "Here: [math.factorial(n=5), get_temp(location='Rome')] done";
    const calls = parse(text);
    expect(calls.map((call) => call.raw)).toEqual([
      'math.factorial(n=5)',
      "get_temp(location='Rome')",
    ]);
    expect(calls.map((call) => text.slice(call.span.start, call.span.end))).toEqual(
      calls.map((call) => call.raw),
    );
  });

  it('hands a call over when its closing parenthesis arrives, not before', () => {
    const stream = translator.createFunctionCallStream(interfaces, 'weather');
    expect(stream.push("[get_temp(location='Par")).toEqual([]);
    expect(stream.push("is'")).toEqual([]);
    expect(stream.push(')').map((call) => call.params)).toEqual([{ location: 'Paris' }]);
    expect(stream.push(', math.factorial(n=3)]').map((call) => call.name)).toEqual([
      'math.factorial',
    ]);
    expect(stream.end()).toEqual([]);
  });

  it('never reads a name of no known function in prose as a call', () => {
    expect(parse('You can use max(a, b) or sorted(values)[-1], or `len(items)`.')).toEqual([]);
    expect(parse('I would call get_events(location="Paris") if it existed.')).toEqual([]);
    expect(parse('Take values[max(a)] here.')).toEqual([]);
  });

  it('reads any name where only calls stand, and leaves unknown names to the tool manager', () => {
    for (const text of [
      '[get_events(location="Paris")]',
      '<|python_tag|>get_events(location="Paris")',
      '```tool_code\nget_events(location="Paris")\n```',
      'get_events(location="Paris")',
      '[get_temp(location="Rome"), get_events(location="Paris")]',
    ]) {
      const unknown = parse(text).filter((call) => call.interface == null);
      expect(
        unknown.map((call) => [call.name, { ...call.params }, call.error]),
        text,
      ).toEqual([['get_events', { location: 'Paris' }, undefined]]);
    }
  });

  it('takes an answer that begins with an expression for text, not for a call', () => {
    expect(parse('max(a, b) is the larger of the two.')).toEqual([]);
    expect(parse('Result(s) are below: none.')).toEqual([]);
    expect(parse("get_temp(location='Paris')\nlen(items) counts them")).toHaveLength(1);
    expect(parse('get_events(city="Paris")').map((call) => call.name)).toEqual(['get_events']);
    expect(parse('get_events(city="Paris") is what I would call.')).toEqual([]);
    expect(parse('get_events(city="Paris");get_other()').map((call) => call.name)).toEqual([
      'get_events',
      'get_other',
    ]);
  });

  it("reads a known function's call in prose, and says it did", () => {
    const [call] = parse("Sure! I'll check: get_temp(location='Paris'), then tell you.");
    expect(call?.params).toEqual({ location: 'Paris' });
    expect(call?.repairs.map((repair) => repair.code)).toEqual([
      'prose-around-calls',
      'unbracketed-call',
    ]);
  });

  it('never reads reasoning inside <think> as calls', () => {
    expect(
      summary(
        "<think>I should call get_temp(location='Rome').</think>\n[get_temp(location='Paris')]",
      ).map((call) => call.params),
    ).toEqual([{ location: 'Paris' }]);
    expect(parse("<think>get_temp(location='Rome') and then")).toEqual([]);
  });

  it('answers a call that cannot be read with an error that says why and what to write', () => {
    const [nested, cut] = parse("[get_temp(location=get_city()), get_temp(location='Par");
    expect(nested?.error?.code).toBe('unreadable-arguments');
    expect(nested?.error?.message).toContain('get_city(...) is a nested call');
    expect(nested?.error?.message).toContain(
      'weather.get_temp(location: str, unit: Literal["c", "f"] = None) -> str',
    );
    expect(cut?.error?.code).toBe('truncated-call');
  });

  it('answers a call cut off inside its name, where a call stood', () => {
    const calls = parse("[get_temp(location='Paris'), math.fact");
    expect(calls.map((call) => [call.name, call.error?.code, call.raw])).toEqual([
      ['weather.get_temp', undefined, "get_temp(location='Paris')"],
      ['math.fact', 'truncated-call', 'math.fact'],
    ]);
    expect(parse("It's in the get_te")).toEqual([]);
  });

  it('maps positional arguments to the slots of getParamSlots and refuses too many or twice', () => {
    expect(summary("[get_temp('Paris', unit='f')]")[0]?.params).toEqual({
      location: 'Paris',
      unit: 'f',
    });
    expect(summary("[get_temp('Paris', 'c', 'x')]")[0]?.error).toBe('too-many-arguments');
    expect(summary("[get_temp('Paris', location='Rome')]")[0]?.error).toBe('duplicate-argument');
    expect(summary("[get_temp(location='Paris', location='Rome')]")[0]?.error).toBe(
      'duplicate-argument',
    );
  });

  it('spreads a dict given as the only argument into keyword arguments', () => {
    const [call] = parse("[get_temp({'location': 'Paris', 'unit': 'c'})]");
    expect(call?.params).toEqual({ location: 'Paris', unit: 'c' });
    expect(call?.repairs.map((repair) => repair.code)).toContain('spread-object');
  });

  it('reads underscored and namespaced names of dotted functions', () => {
    expect(
      summary('[math_factorial(n=5), default_api.get_temp(location="Oslo")]').map(
        (call) => call.name,
      ),
    ).toEqual(['math.factorial', 'weather.get_temp']);
  });

  it('is case-sensitive as Python is, unless told otherwise', () => {
    expect(parse('[Get_Temp(location="Paris")]').filter((call) => call.interface != null)).toEqual(
      [],
    );
    const loose = createPythonicTranslator({ caseSensitive: false });
    expect(
      loose.parseFunctionCalls('[Get_Temp(location="Paris")]', interfaces, 'weather')[0]?.name,
    ).toBe('weather.get_temp');
  });

  it('keeps every argument in records without a prototype', () => {
    const [call] = parse("[get_temp(location='Paris', **{'__proto__': 1, 'constructor': 2})]");
    expect(Object.getPrototypeOf(Object.getPrototypeOf(call?.params))).toBeNull();
    expect('toString' in (call?.params ?? {})).toBe(false);
    expect(Object.keys(call?.params ?? {})).toEqual(['location', '__proto__', 'constructor']);
  });

  it('bounds the work: the call after maxCalls is refused and a long text is cut', () => {
    const few = createPythonicTranslator({ maxCalls: 2 });
    const calls = few.parseFunctionCalls(
      '[math.factorial(1), math.factorial(2), math.factorial(3)]',
      interfaces,
      null,
    );
    expect(calls.map((call) => call.error?.code)).toEqual([undefined, undefined, 'too-many-calls']);
    const short = createPythonicTranslator({ maxTextLength: 20 });
    expect(
      short
        .parseFunctionCalls('[math.factorial(n=12345678)]', interfaces, null)
        .map((call) => call.error?.code),
    ).toEqual(['truncated-call', 'text-too-long']);
  });

  it('answers a call longer than maxCallLength at the limit, skips the rest of it, and reads on', () => {
    const small = createPythonicTranslator({ maxCallLength: 60 });
    const long = `get_temp(location='${'x'.repeat(100)} math.factorial(3)')`;
    const text = `[${long}, math.factorial(4)]`;
    const whole = small.parseFunctionCalls(text, interfaces, 'weather');
    expect(
      whole.map((call) => [call.name, call.error?.code, call.span.end - call.span.start]),
    ).toEqual([
      ['weather.get_temp', 'call-too-long', 60],
      ['math.factorial', undefined, 'math.factorial(4)'.length],
    ]);
    expect(whole[0]?.error?.message).toContain('longer than 60 characters');
    expect(whole[0]?.raw).toBe(long.slice(0, 60));
    for (const size of [1, 7, 59, 61]) {
      const stream = small.createFunctionCallStream(interfaces, 'weather');
      const calls = [];
      for (let at = 0; at < text.length; at += size)
        calls.push(...stream.push(text.slice(at, at + size)));
      calls.push(...stream.end());
      expect(calls, `chunks of ${size}`).toEqual(whole);
    }
    // A call within the limit is read as ever, and the setting is checked.
    expect(small.parseFunctionCalls('[math.factorial(5)]', interfaces, null)[0]?.params).toEqual({
      n: 5,
    });
    expect(() => createPythonicTranslator({ maxCallLength: 0 })).toThrow(InvalidSettingsError);
  });

  it('streams a long answer in small chunks for the work of one chunk', () => {
    const text = `${'Some prose (with parentheses) and a [link](x). '.repeat(200)}[get_temp(location='${'x'.repeat(5000)}')]`;
    const one = countStringWork(() => parse(text));
    const many = countStringWork(() => {
      const stream = translator.createFunctionCallStream(interfaces, 'weather');
      for (let at = 0; at < text.length; at += 16) stream.push(text.slice(at, at + 16));
      stream.end();
    });
    expect(many).toBeLessThan(3 * one);
  });

  it('checks its settings', () => {
    expect(() => createPythonicTranslator({ maxDepth: 0 })).toThrow(InvalidSettingsError);
    expect(() => createPythonicTranslator({ other: 1 } as never)).toThrow(InvalidSettingsError);
  });
});
