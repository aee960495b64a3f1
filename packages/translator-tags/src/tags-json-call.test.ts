import type { FunctionInterface } from '@ai-toolbox/core';
import { FunctionIndex } from '@ai-toolbox/core/kit';
import { describe, expect, it } from 'vitest';
import { readJsonCallObject } from './tags-json-call.js';

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
