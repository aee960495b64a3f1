import { describe, expect, it } from 'vitest';
import { interfaces } from './__fixtures__/interfaces.js';
import { readCalls } from './__fixtures__/read-calls.js';
import { createTagsTranslator } from './create-tags-translator.js';

const lfm2 = createTagsTranslator('lfm2');

const read = (text: string) => readCalls('lfm2', text);

describe('the lfm2 translator', () => {
  it('reads the JSON form of the call list as JSON calls', () => {
    const text =
      '<|tool_call_start|>[{"name": "weather.get_temp", "arguments": {"location": "Paris"}}, {"name": "math.add", "arguments": {"a": 1, "b": 2}}]<|tool_call_end|>';
    expect(read(text)).toEqual([
      ['weather.get_temp', { location: 'Paris' }, undefined],
      ['math.add', { a: 1, b: 2 }, undefined],
    ]);
  });

  it('reads one JSON call object without the list, and arguments written as a JSON string', () => {
    const text =
      'Sure.\n<|tool_call_start|>{"name": "weather.get_temp", "arguments": "{\\"location\\": \\"Oslo\\"}"}<|tool_call_end|>';
    const calls = lfm2.parseFunctionCalls(text, interfaces, null);
    expect(calls.map((call) => [call.name, { ...call.params }])).toEqual([
      ['weather.get_temp', { location: 'Oslo' }],
    ]);
    expect(calls[0]?.repairs.map((repair) => repair.code)).toContain('double-encoded-arguments');
  });

  it('answers a JSON call list cut off by the end of the text with an error', () => {
    const text = '<|tool_call_start|>[{"name": "weather.get_temp", "arguments": {"location": "Pa';
    expect(read(text).map((call) => call[2])).toEqual(['truncated-call']);
  });

  it('still reads the Pythonic form', () => {
    const text =
      '<|tool_call_start|>[weather.get_temp(location="Rome"), math.add(a=1, b=2)]<|tool_call_end|>';
    expect(read(text)).toEqual([
      ['weather.get_temp', { location: 'Rome' }, undefined],
      ['math.add', { a: 1, b: 2 }, undefined],
    ]);
  });
});
