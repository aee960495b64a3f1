import { InvalidSettingsError, type ParsedFunctionCall } from '@ai-toolbox/core';
import { describe, expect, it } from 'vitest';
import {
  allInterfaces,
  calculatePower,
  createUser,
  getCurrentWeather,
  saveSettings,
} from './__fixtures__/interfaces.js';
import { modelAnswers } from './__fixtures__/model-answers.js';
import { ATFUNC_INSTRUCTIONS } from './atfunc-instructions.js';
import { createAtfuncTranslator } from './create-atfunc-translator.js';

const translator = createAtfuncTranslator();
const parse = (text: string, root: string | null = null): ParsedFunctionCall[] =>
  translator.parseFunctionCalls(text, allInterfaces, root);
const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('createAtfuncTranslator: model answers', () => {
  for (const fixture of modelAnswers) {
    it(`reads ${fixture.title}`, () => {
      const calls = parse(fixture.text, fixture.root);
      expect(
        calls.map((call) => ({
          name: call.name,
          params: plain(call.params),
          error: call.error?.code,
        })),
      ).toEqual(
        fixture.expected.map((call) => ({
          name: call.name,
          params: call.params,
          error: call.error,
        })),
      );
      fixture.expected.forEach((expected, index) => {
        const call = calls[index];
        if (expected.raw !== undefined) expect(call?.raw).toBe(expected.raw);
        if (call !== undefined) {
          expect(fixture.text.slice(call.span.start, call.span.end)).toBe(call.raw);
        }
      });
    });
  }
});

describe('createAtfuncTranslator: calls', () => {
  it('returns the matching interface with each call', () => {
    const [call] = parse('@math.calculate_power(2, 8)');
    expect(call?.interface).toBe(calculatePower);
  });

  it('keeps integers beyond 2^53 as text and says so', () => {
    const [call] = parse('@math.calculate_power(12345678901234567890, 1)');
    expect(call?.params.base).toBe('12345678901234567890');
    expect(call?.repairs.map((r) => [r.code, r.param])).toEqual([['unsafe-integer', 'base']]);
  });

  it('reports every repair with the parameter it applies to', () => {
    const [call] = parse("@config.save('x', {a: 1,})");
    expect(call?.repairs.map((r) => [r.code, r.param])).toEqual([
      ['unquoted-key', 'values'],
      ['trailing-comma', 'values'],
    ]);
  });

  it('closes JSON brackets left open before a closer or ")", and says so', () => {
    const [call] = parse('@config.save("x", {"a": [1, 2})');
    expect(call?.error).toBeUndefined();
    expect(plain(call?.params)).toEqual({ name: 'x', values: { a: [1, 2] } });
    expect(call?.repairs.map((r) => [r.code, r.param])).toEqual([
      ['missing-closing-bracket', 'values'],
    ]);
  });

  it('keeps a key named __proto__ as an ordinary key, never a prototype', () => {
    const [call] = parse('@config.save("x", {"__proto__": {"polluted": true}}, __proto__="y")');
    const values = call?.params.values as Record<string, unknown>;
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
    expect(Object.hasOwn(values, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyDescriptor(call?.params, '__proto__')?.value).toBe('y');
    expect('toString' in (call?.params ?? {})).toBe(false);
    expect('hasOwnProperty' in (call?.params ?? {})).toBe(false);
  });

  it('does not find names inherited from Object.prototype', () => {
    const calls = parse('@toString() @constructor(1) @__proto__.x()');
    expect(calls.map((call) => call.error?.code)).toEqual([
      'unknown-function',
      'unknown-function',
      'unknown-function',
    ]);
    expect(calls.every((call) => call.interface === undefined)).toBe(true);
  });

  it('suggests close names for an unknown function', () => {
    const [call] = parse('@math.calculate_powr(2, 2)');
    expect(call?.error?.message).toContain('Did you mean @math.calculate_power?');
  });

  it('tells the model how to write a call it cut off', () => {
    const [call] = parse('@weather.get_current_weather("Par');
    expect(call?.error?.message).toContain('@weather.get_current_weather( <*location>, <unit> )');
  });

  it('reads a single JSON object as named arguments', () => {
    const [call] = parse('@weather.get_current_weather({"location": "Oslo", "unit": "c"})');
    expect(plain(call?.params)).toEqual({ location: 'Oslo', unit: 'c' });
    expect(call?.repairs.map((r) => r.code)).toEqual(['spread-object']);
  });

  it('passes an object to an object parameter as it is', () => {
    const [call] = parse('@config.save(values={"name": "x"}, name="n")');
    expect(plain(call?.params)).toEqual({ values: { name: 'x' }, name: 'n' });
    expect(call?.interface).toBe(saveSettings);
  });

  it('treats a URL as a bare word, not as a named argument', () => {
    const [call] = parse('@weather.get_current_weather(https://example.com/paris?x=1)');
    expect(plain(call?.params)).toEqual({ location: 'https://example.com/paris?x=1' });
  });

  it('accepts a body equal to the arguments and rejects one that contradicts them', () => {
    const same = parse('@api.create_user("a", "b") with_body [[ {"username": "a", "age": 5} ]]');
    expect(same[0]?.error).toBeUndefined();
    expect(plain(same[0]?.params)).toEqual({ username: 'a', email: 'b', age: 5 });
    const different = parse('@api.create_user("a", "b") with_body [[ {"username": "z"} ]]');
    expect(different[0]?.error?.code).toBe('duplicate-argument');
  });

  it('repairs a body missing its closing brace or its second bracket', () => {
    const [call] = parse('@api.create_user() with_body [[ {"username": "a", "email": "b" ] then');
    expect(call?.error).toBeUndefined();
    expect(plain(call?.params)).toEqual({ username: 'a', email: 'b' });
    expect(call?.raw).toBe('@api.create_user() with_body [[ {"username": "a", "email": "b" ]');
    expect(call?.interface).toBe(createUser);
  });

  it('ends a call at ")" when the words after it are not with_body', () => {
    const calls = parse('@tools.get_toolboxes() with the @tools.get_toolboxes() results');
    expect(calls.map((call) => call.raw)).toEqual([
      '@tools.get_toolboxes()',
      '@tools.get_toolboxes()',
    ]);
  });

  it('matches names case-sensitively when asked to', () => {
    const strict = createAtfuncTranslator({ caseSensitive: true });
    expect(strict.caseSensitive).toBe(true);
    const calls = strict.parseFunctionCalls(
      '@Weather.get_current_weather("x") @weather.get_current_weather(Location="y")',
      [getCurrentWeather],
      null,
    );
    expect(calls.map((call) => call.error?.code)).toEqual(['unknown-function', undefined]);
    expect(plain(calls[1]?.params)).toEqual({ Location: 'y' });
  });

  it('answers the call beyond maxCalls with one error and reads no further', () => {
    const limited = createAtfuncTranslator({ maxCalls: 2 });
    const calls = limited.parseFunctionCalls(
      '@tools.get_toolboxes() '.repeat(5),
      allInterfaces,
      null,
    );
    expect(calls.map((call) => call.error?.code)).toEqual([undefined, undefined, 'too-many-calls']);
  });

  it('stops reading at maxTextLength and says so', () => {
    const limited = createAtfuncTranslator({ maxTextLength: 46 });
    const calls = limited.parseFunctionCalls(
      '@tools.get_toolboxes() @math.calculate_power(1, 2)',
      allInterfaces,
      null,
    );
    expect(calls.map((call) => call.error?.code)).toEqual([
      undefined,
      'truncated-call',
      'text-too-long',
    ]);
  });

  it('reports JSON nested deeper than maxDepth as unreadable', () => {
    const limited = createAtfuncTranslator({ maxDepth: 3 });
    const [call] = limited.parseFunctionCalls('@config.save("x", [[[[1]]]])', allInterfaces, null);
    expect(call?.error?.code).toBe('unreadable-arguments');
    expect(call?.error?.message).toContain('nested deeper than 3');
  });

  it('gives getFunctionCallsFromText the same calls as parseFunctionCalls', () => {
    const text = modelAnswers.map((fixture) => fixture.text).join('\n');
    expect(translator.getFunctionCallsFromText(text, allInterfaces, null)).toEqual(
      translator.parseFunctionCalls(text, allInterfaces, null),
    );
  });
});

describe('createAtfuncTranslator: system prompt', () => {
  it('puts its instructions before the interface text of every function', () => {
    const prompt = translator.systemPromptFor(allInterfaces);
    expect(translator.instructions).toBe(ATFUNC_INSTRUCTIONS);
    expect(prompt.startsWith(`${ATFUNC_INSTRUCTIONS}\n\nFunctions:\n\n`)).toBe(true);
    for (const functionInterface of allInterfaces) {
      expect(prompt).toContain(translator.generateFunctionIfText(functionInterface).trim());
    }
  });
});

describe('createAtfuncTranslator: settings', () => {
  it('is case-insensitive and named atfunc by default', () => {
    expect(translator.caseSensitive).toBe(false);
    expect(translator.name).toBe('atfunc');
    expect(translator.extensionVersion).toBe('v1');
  });

  it("throws core's InvalidSettingsError naming each wrong setting", () => {
    let caught: unknown;
    try {
      createAtfuncTranslator({ maxDepth: 0, caseSensitive: 'no' } as never);
    } catch (error) {
      caught = error;
    }
    expect(InvalidSettingsError.isInstance(caught)).toBe(true);
    const problems = (caught as InvalidSettingsError).problems.join('\n');
    expect(problems).toContain('maxDepth');
    expect(problems).toContain('caseSensitive');
  });

  it('takes an output filter from its settings and lets it be replaced', () => {
    const first = (): string => 'first';
    const second = (): string => 'second';
    const filtered = createAtfuncTranslator({ outputFilter: first });
    expect(filtered.outputFilter).toBe(first);
    filtered.setOutputFilter(second);
    expect(filtered.outputFilter).toBe(second);
    filtered.setOutputFilter(undefined);
    expect(filtered.outputFilter).toBeNull();
    expect(() => filtered.setOutputFilter('x' as never)).toThrow(/outputFilter/);
  });
});

describe('createAtfuncTranslator: hostile text', () => {
  it('reads a megabyte of unclosed parentheses as one cut-off call', () => {
    const calls = parse(`@math.calculate_power(${'('.repeat(1_000_000)}`);
    expect(calls.map((call) => call.error?.code)).toEqual(['truncated-call']);
  });

  it('stops at maxDepth on a megabyte of nested brackets without exhausting the stack', () => {
    const calls = parse(`@config.save("x", ${'[{"k":'.repeat(200_000)}`);
    expect(calls.map((call) => call.error?.code)).toEqual(['unreadable-arguments']);
  });

  it('finds one call for a megabyte of "@a(" repeated', () => {
    const calls = parse('@a('.repeat(350_000));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.error?.code).toBe('unknown-function');
  });

  it('does not read a call inside a string of another call', () => {
    const calls = parse('@file.writefile("a.md", "run @tools.get_toolboxes() later")');
    expect(calls.map((call) => call.name)).toEqual(['file.writefile']);
    expect(calls[0]?.params.content).toBe('run @tools.get_toolboxes() later');
  });

  it('takes "@" after a letter of any script as part of a word', () => {
    expect(parse('josé@tools.get_toolboxes() 名前@tools.get_toolboxes()')).toEqual([]);
    expect(parse('→@tools.get_toolboxes()').map((call) => call.name)).toEqual([
      'tools.get_toolboxes',
    ]);
  });
});

describe('createAtfuncTranslator: unknown names', () => {
  it('points a call without its toolbox to the functions of that name', () => {
    const [call] = parse('@get_current_weather("Rome")');
    expect(call?.error?.message).toBe(
      'Unknown function @get_current_weather. Did you mean @weather.get_current_weather?',
    );
  });

  it('lists some functions when nothing is close', () => {
    const [call] = parse('@zzz.qqq()');
    expect(call?.error?.message).toMatch(
      /^Unknown function @zzz\.qqq\. Available functions: @weather\.get_current_weather, /,
    );
  });

  it('suggests a short root function one edit away, and names with swapped letters', () => {
    const list = { ...calculatePower, domain: 'sh', name: 'ls', params: {} };
    const [short] = translator.parseFunctionCalls('@la()', [list, calculatePower], 'sh');
    expect(short?.error?.message).toBe('Unknown function @la. Did you mean @ls?');
    const [swapped] = parse('@math.calculate_pwoer(2, 2)');
    expect(swapped?.error?.message).toContain('Did you mean @math.calculate_power?');
  });
});
