import type { FunctionInterface, ParsedFunctionCallV2 } from '@ai-toolbox/core';
import { describe, expect, it } from 'vitest';
import type { JsonCallTranslator } from './create-json-call-translator.js';
import {
  TRANSLATOR_GLM4,
  TRANSLATOR_JSON,
  TRANSLATOR_LLAMA3,
  TRANSLATOR_MISTRAL,
} from './json-translators.js';

// Prose of the families read by their triggers alone (no name lines): the word glued to a `{`
// and the prose before a bare call are read back from the text, across chunks alike.

const getWeather: FunctionInterface = {
  domain: 'weather',
  name: 'get_weather',
  type: 'function',
  description: 'Current weather',
  params: { city: { type: 'string', isRequired: true, description: 'City' } },
  returns: 'string',
};

function parse(translator: JsonCallTranslator, text: string): ParsedFunctionCallV2[] {
  return translator.parseFunctionCalls(text, [getWeather], 'weather');
}

function streamed(translator: JsonCallTranslator, text: string, size: number) {
  const stream = translator.createFunctionCallStream([getWeather], 'weather');
  const found: ParsedFunctionCallV2[] = [];
  for (let at = 0; at < text.length; at += size)
    found.push(...stream.push(text.slice(at, at + size)));
  return [...found, ...stream.end()];
}

const repairCodes = (call: ParsedFunctionCallV2 | undefined) =>
  call?.repairs.map((repair) => repair.code);

describe('prose read by its triggers', () => {
  it('reads a name glued to its arguments in prose, split anywhere', () => {
    const text = 'Checking now: get_weather{"city": "Paris"} and then (a, b) done.';
    const found = parse(TRANSLATOR_MISTRAL, text);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ name: 'weather.get_weather', params: { city: 'Paris' } });
    expect(found[0]?.raw).toBe('get_weather{"city": "Paris"}');
    for (let size = 1; size <= text.length; size += 1) {
      expect(streamed(TRANSLATOR_MISTRAL, text, size), `chunks of ${size}`).toEqual(found);
    }
  });

  it('takes no word for a name that is longer, or that a fence or a marker stands before', () => {
    for (const text of [
      'Checking: xget_weather{"city": "Paris"}',
      '```get_weather{"city": "Paris"}```',
      '<b>get_weather</b>{"city": "Paris"}',
    ]) {
      const found = parse(TRANSLATOR_MISTRAL, text);
      expect(found.filter((call) => call.raw.startsWith('get_weather{'))).toHaveLength(0);
      for (const size of [1, 2, 3, 5, 8])
        expect(streamed(TRANSLATOR_MISTRAL, text, size)).toEqual(found);
    }
  });

  it.each([
    ['json', TRANSLATOR_JSON],
    ['llama3', TRANSLATOR_LLAMA3],
  ])(
    '%s: says prose before a bare call was skipped, and not for blanks or a fence',
    (_, translator) => {
      const call = '{"name": "weather.get_weather", "arguments": {"city": "Paris"}}';
      const withProse = parse(translator, `Sure thing.\n${call}`);
      expect(repairCodes(withProse[0])).toContain('ignored-text');
      for (const text of [`  \n${call}`, `\`\`\`json\n${call}\n\`\`\``, `;, ${call}`]) {
        const found = parse(translator, text);
        expect(found, text).toHaveLength(1);
        expect(repairCodes(found[0]), text).not.toContain('ignored-text');
      }
      for (const text of [`Sure thing.\n${call}`, `\`\`\`json\n${call}\n\`\`\``]) {
        for (const size of [1, 2, 3, 7, 16]) {
          expect(streamed(translator, text, size)).toEqual(parse(translator, text));
        }
      }
    },
  );

  it('glm4: reads a name line after a line of prose, and no name that a line does not start', () => {
    const args = '{"city": "Paris"}';
    const named = `Let me check (a, b) <b>now</b>.\nget_weather\n${args}`;
    const found = parse(TRANSLATOR_GLM4, named);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ name: 'weather.get_weather', params: { city: 'Paris' } });
    const inLine = `Let me check get_weather\n${args}`;
    expect(parse(TRANSLATOR_GLM4, inLine).filter((call) => call.error === undefined)).toHaveLength(
      0,
    );
    for (const text of [named, inLine]) {
      for (let size = 1; size <= 12; size += 1) {
        expect(streamed(TRANSLATOR_GLM4, text, size)).toEqual(parse(TRANSLATOR_GLM4, text));
      }
    }
  });
});
