import type { FunctionInterface } from '@ai-toolbox/core';
import { declaredStringKeys, FunctionIndex } from '@ai-toolbox/core/kit';
import { describe, expect, it } from 'vitest';
import { createTagsTranslator } from './create-tags-translator.js';
import { readJsonArguments, readJsonCallObject, readJsonElements } from './tags-json-call.js';

const getWeather: FunctionInterface = {
  domain: 'weather',
  name: 'get_weather',
  type: 'function',
  description: 'The weather in a city.',
  returns: 'The weather.',
  params: { city: { type: 'string', description: 'The city.', isRequired: true } },
};
const functions = new FunctionIndex([getWeather], 'weather', true);
const expected = 'a JSON call object';

describe('readJsonCallObject', () => {
  it('reads the key aliases the JSON families read, function_name and tool_input among them', () => {
    const call = readJsonCallObject(
      { function_name: 'get_weather', tool_input: { city: 'Paris' } },
      functions,
      expected,
    );
    expect(call?.target.name).toBe('weather.get_weather');
    expect({ ...call?.params }).toEqual({ city: 'Paris' });
    expect(call?.error).toBeUndefined();
  });

  it('decodes arguments given as a JSON string inside an OpenAI function wrapper', () => {
    const call = readJsonCallObject(
      { type: 'function', function: { name: 'get_weather', arguments: '{"city": "Oslo"}' } },
      functions,
      expected,
    );
    expect({ ...call?.params }).toEqual({ city: 'Oslo' });
    expect(call?.repairs.map((repair) => repair.code)).toEqual([
      'wrapped-call',
      'double-encoded-arguments',
    ]);
  });

  it('is no call when no key names a function, and an error when the name is empty', () => {
    expect(readJsonCallObject({ city: 'Paris' }, functions, expected)).toBeUndefined();
    expect(readJsonCallObject({ name: ' ', arguments: {} }, functions, expected)?.error?.code).toBe(
      'unreadable-call',
    );
    expect(
      readJsonCallObject({ name: 'get_weather', arguments: [1] }, functions, expected)?.error?.code,
    ).toBe('unreadable-arguments');
  });
});

describe('a JSON body with an unquoted word for a string parameter', () => {
  it('reads the word as the string in a call list and in arguments, refusing it elsewhere', () => {
    const text = '[{"name": "get_weather", "arguments": {"city": New York}}]';
    const elements = readJsonElements(text, 0, text.length, declaredStringKeys(functions));
    expect(elements[0]?.value).toEqual({ name: 'get_weather', arguments: { city: 'New York' } });
    expect(elements[0]?.repairs.map((repair) => repair.code)).toEqual(['unquoted-string']);
    expect(readJsonElements(text, 0, text.length)[0]?.problem).toContain("unexpected word 'New'");
    const args = '{"city": Paris, "country": France}';
    const read = readJsonArguments(
      args,
      0,
      args.length,
      'f',
      expected,
      declaredStringKeys(getWeather),
    );
    expect(read.error?.code).toBe('unreadable-arguments');
    const city = '{"city": Paris}';
    expect({
      ...readJsonArguments(city, 0, city.length, 'f', expected, declaredStringKeys(getWeather))
        .params,
    }).toEqual({ city: 'Paris' });
  });
});

describe('a JSON-body family (jamba) given an unquoted word for a string parameter', () => {
  it('reads it as the string, in one piece and streamed alike', () => {
    const translator = createTagsTranslator('jamba');
    const text =
      '<tool_calls>[{"name": "get_weather", "arguments": {"city": New York}}]</tool_calls>';
    const oneShot = translator.parseFunctionCalls(text, [getWeather], 'weather');
    const stream = translator.createFunctionCallStream([getWeather], 'weather');
    const streamed = [];
    for (const character of text) streamed.push(...stream.push(character));
    streamed.push(...stream.end());
    expect(streamed).toEqual(oneShot);
    expect(oneShot.map((call) => ({ ...call.params }))).toEqual([{ city: 'New York' }]);
    expect(oneShot[0]?.repairs.map((repair) => repair.code)).toEqual(['unquoted-string']);
  });
});
