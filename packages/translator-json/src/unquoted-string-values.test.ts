import type { FunctionInterface } from '@ai-toolbox/core';
import { describe, expect, it } from 'vitest';
import { createHermesTranslator, createMistralTranslator } from './json-translators.js';

const getWeather: FunctionInterface = {
  domain: 'weather',
  name: 'get_weather',
  type: 'function',
  description: 'The weather in a city.',
  returns: 'The weather.',
  params: {
    city: { type: 'string', description: 'The city.', isRequired: true },
    unit: { type: 'string', description: 'c or f.', isRequired: false },
    days: { type: 'integer', description: 'How many days.', isRequired: false },
    hourly: { type: 'boolean', description: 'Hour by hour.', isRequired: false },
  },
};
const interfaces = [getWeather];

/** The calls of `text`, read in one piece and streamed in 3-character chunks: both must agree. */
function callsOf(translator: ReturnType<typeof createHermesTranslator>, text: string) {
  const oneShot = translator.parseFunctionCalls(text, interfaces, null);
  const stream = translator.createFunctionCallStream(interfaces, null);
  const streamed = [];
  for (let at = 0; at < text.length; at += 3) streamed.push(...stream.push(text.slice(at, at + 3)));
  streamed.push(...stream.end());
  expect(streamed).toEqual(oneShot);
  return oneShot.map((call) => ({
    name: call.name,
    params: { ...call.params },
    repairs: call.repairs.map((repair) => repair.code),
    error: call.error?.code,
  }));
}

describe('an unquoted word for a parameter declared a string', () => {
  it('is read as the string up to the next delimiter, with a repair (hermes)', () => {
    const text =
      '<tool_call>{"name": "weather.get_weather", "arguments": {"city": New York, "unit": "c"}}</tool_call>';
    expect(callsOf(createHermesTranslator(), text)).toEqual([
      {
        name: 'weather.get_weather',
        params: { city: 'New York', unit: 'c' },
        repairs: ['unquoted-string'],
        error: undefined,
      },
    ]);
  });

  it('is read after a name the marker gives (mistral)', () => {
    const text = '[TOOL_CALLS]weather.get_weather[ARGS]{"city": Paris}';
    const [call] = createMistralTranslator().parseFunctionCalls(text, interfaces, null);
    expect({ ...call?.params }).toEqual({ city: 'Paris' });
    expect(call?.repairs.map((repair) => repair.code)).toContain('unquoted-string');
  });

  it('is refused for a number or boolean parameter, as any unquoted word was', () => {
    for (const args of ['{"city": "Oslo", "days": three}', '{"city": "Oslo", "hourly": yes}']) {
      const text = `<tool_call>{"name": "weather.get_weather", "arguments": ${args}}</tool_call>`;
      expect(callsOf(createHermesTranslator(), text)[0]?.error).toBe('unreadable-arguments');
    }
  });
});
