import { describe, expect, it } from 'vitest';
import { interfaces } from './__fixtures__/interfaces.js';
import { readCalls } from './__fixtures__/read-calls.js';
import { createTagsTranslator } from './create-tags-translator.js';

const hunyuan = createTagsTranslator('hunyuan_a13b');

const read = (text: string) => readCalls('hunyuan_a13b', text);

describe('the hunyuan_a13b translator', () => {
  it('reads calls written name<tool_sep>{json} in <tool_call> blocks', () => {
    const text =
      '<tool_calls>\n<tool_call>weather.get_temp<tool_sep>\n{"location": "Paris"}\n</tool_call>\n<tool_call>math.add<tool_sep>{"a": 1, "b": 2}</tool_call>\n</tool_calls>';
    expect(read(text)).toEqual([
      ['weather.get_temp', { location: 'Paris' }, undefined],
      ['math.add', { a: 1, b: 2 }, undefined],
    ]);
    const calls = hunyuan.parseFunctionCalls(text, interfaces, null);
    for (const call of calls) expect(text.slice(call.span.start, call.span.end)).toBe(call.raw);
  });

  it('reads one call written name<tool_sep>{json} without <tool_call>, and one without arguments', () => {
    expect(read('<tool_calls>weather.get_temp<tool_sep>{"location": "Rome"}</tool_calls>')).toEqual(
      [['weather.get_temp', { location: 'Rome' }, undefined]],
    );
    expect(read('<tool_calls><tool_call>clock.now<tool_sep></tool_call></tool_calls>')).toEqual([
      ['clock.now', {}, undefined],
    ]);
  });

  it('reads the last call without its closers at the end of the text', () => {
    expect(read('<tool_calls><tool_call>weather.get_temp<tool_sep>{"location": "Oslo"}')).toEqual([
      ['weather.get_temp', { location: 'Oslo' }, undefined],
    ]);
    expect(
      read('<tool_calls><tool_call>weather.get_temp<tool_sep>{"location": "Os').map((c) => c[2]),
    ).toEqual(['truncated-call']);
  });

  it('still reads the JSON list', () => {
    expect(
      read(
        '<tool_calls>[{"name": "weather.get_temp", "arguments": {"location": "Lima"}}]</tool_calls>',
      ),
    ).toEqual([['weather.get_temp', { location: 'Lima' }, undefined]]);
  });
});
