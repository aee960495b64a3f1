import { describe, expect, it } from 'vitest';
import {
  CALL_ARGUMENTS_KEYS,
  CALL_NAME_KEYS,
  decodeJsonObject,
  describeJsonValue,
  readCallArguments,
  readCallObject,
} from './read-call-object.js';

const codes = (repairs: readonly { code: string }[] | undefined) =>
  (repairs ?? []).map((repair) => repair.code);

describe('readCallObject', () => {
  it('reads the name and arguments under every alias models write', () => {
    for (const nameKey of CALL_NAME_KEYS) {
      for (const argumentsKey of CALL_ARGUMENTS_KEYS) {
        const call = readCallObject({
          [nameKey]: 'get_weather',
          [argumentsKey]: { city: 'Paris' },
        });
        expect(call?.name).toBe('get_weather');
        expect(call?.nameKey).toBe(nameKey);
        expect(call?.argumentsKey).toBe(argumentsKey);
        expect(call?.arguments).toEqual({ city: 'Paris' });
      }
    }
    expect(CALL_ARGUMENTS_KEYS).toContain('tool_input');
    expect(CALL_NAME_KEYS).toContain('function_name');
  });

  it('reports an alias only against the keys a format names as its own', () => {
    const object = { function_name: 'f', tool_input: {} };
    expect(codes(readCallObject(object)?.repairs)).toEqual([]);
    const aliased = readCallObject(object, { ownKeys: { name: 'name', arguments: 'parameters' } });
    expect(codes(aliased?.repairs)).toEqual(['call-key-alias']);
    expect(aliased?.repairs[0]?.message).toContain("'name' and 'parameters'");
    const own = readCallObject(
      { name: 'f', parameters: {} },
      { ownKeys: { name: 'name', arguments: 'parameters' } },
    );
    expect(codes(own?.repairs)).toEqual([]);
  });

  it('prefers the own keys over an alias present too', () => {
    const call = readCallObject(
      { name: 'f', arguments: { a: 1 }, parameters: { b: 2 } },
      { ownKeys: { name: 'name', arguments: 'parameters' } },
    );
    expect(call?.argumentsKey).toBe('parameters');
    expect(codes(call?.repairs)).toEqual([]);
  });

  it('unwraps OpenAI-style wrappers and reports it', () => {
    const call = readCallObject({
      type: 'function',
      function: { name: 'get_weather', arguments: '{"city": "Paris"}' },
    });
    expect(call?.name).toBe('get_weather');
    expect(call?.arguments).toBe('{"city": "Paris"}');
    expect(codes(call?.repairs)).toEqual(['wrapped-call']);
    expect(readCallObject({ function_call: { tool_call: { name: 'f' } } })?.name).toBe('f');
  });

  it('takes a string name before a wrapper, and leaves a tool_calls list alone', () => {
    expect(readCallObject({ name: 'f', function: { name: 'g' } })?.name).toBe('f');
    const list = readCallObject({ tool_calls: [], function: { name: 'g' } });
    expect(list?.name).toBeUndefined();
  });

  it('reports arguments written before the name, and trims the name', () => {
    const call = readCallObject({ arguments: {}, name: ' f ' });
    expect(call?.name).toBe('f');
    expect(codes(call?.repairs)).toEqual(['arguments-before-name']);
  });

  it('reads no name that is not an own string, and nothing from a non-object', () => {
    expect(readCallObject({ name: 3, arguments: {} })?.name).toBeUndefined();
    const inherited = Object.create({ name: 'f' }) as Record<string, unknown>;
    expect(readCallObject(inherited)?.name).toBeUndefined();
    expect(readCallObject([{ name: 'f' }])).toBeUndefined();
    expect(readCallObject('f')).toBeUndefined();
  });
});

describe('readCallArguments', () => {
  const options = { name: 'get_weather', maxDepth: 8 };

  it('copies an object into a record without Object.prototype', () => {
    const read = readCallArguments(JSON.parse('{"__proto__": {"x": 1}}'), options);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(Object.hasOwn(read.params, '__proto__')).toBe(true);
    expect(read.params instanceof Object).toBe(false);
  });

  it('decodes arguments written as a JSON string', () => {
    const read = readCallArguments("{'city': 'Paris'}", options);
    expect(read.ok && read.params).toEqual({ city: 'Paris' });
    expect(read.ok && codes(read.repairs)).toEqual([
      'double-encoded-arguments',
      'single-quoted-string',
    ]);
  });

  it('reads null, an empty string and nothing as no arguments', () => {
    expect(readCallArguments(undefined, options)).toEqual({ ok: true, params: {}, repairs: [] });
    const none = readCallArguments(null, options);
    expect(none.ok && codes(none.repairs)).toEqual(['null-arguments']);
    const blank = readCallArguments('  ', options);
    expect(blank.ok && blank.repairs[0]?.message).toContain('get_weather');
  });

  it('refuses what holds no object, saying what it found', () => {
    expect(readCallArguments([1], options)).toEqual({ ok: false, detail: 'found a list' });
    expect(readCallArguments('Paris', options)).toEqual({
      ok: false,
      detail: 'a string that holds no JSON object',
    });
    expect(readCallArguments(3, options)).toEqual({ ok: false, detail: 'found the number 3' });
  });
});

describe('decodeJsonObject and describeJsonValue', () => {
  it('decode only an object, within the depth', () => {
    expect(decodeJsonObject('{"a": 1}', 4)?.value).toEqual({ a: 1 });
    expect(decodeJsonObject('[1]', 4)).toBeUndefined();
    expect(decodeJsonObject('{"a": {"b": {"c": {}}}}', 2)).toBeUndefined();
  });

  it('describe a value in a few words', () => {
    expect(describeJsonValue(null)).toBe('null');
    expect(describeJsonValue({})).toBe('an object');
    expect(describeJsonValue('x')).toBe('a string');
    expect(describeJsonValue(true)).toBe('the boolean true');
  });
});
