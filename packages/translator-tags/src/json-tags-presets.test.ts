import type { TranslatorV2 } from '@ai-toolbox/core';
import { describe, expect, it } from 'vitest';
import { interfaces } from './__fixtures__/interfaces.js';
import { readCalls } from './__fixtures__/read-calls.js';
import { createTagsTranslator } from './create-tags-translator.js';
import { AUTO_TRANSLATOR, TAGS_TRANSLATORS } from './tags-translators.js';

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

describe('the firefunction_v2 translator', () => {
  it("reads the functools list Phi-4-mini writes, and renders a call after the template's space", () => {
    const text = 'Here. functools[{"name": "math.add", "arguments": {"a": 1, "b": 2}}]';
    const read = (translator: TranslatorV2) =>
      translator
        .parseFunctionCalls(text, interfaces, null)
        .map((call) => [call.name, { ...call.params }]);
    expect(read(TAGS_TRANSLATORS.firefunction_v2)).toEqual([['math.add', { a: 1, b: 2 }]]);
    expect(read(TAGS_TRANSLATORS.phi4_mini_json)).toEqual(read(TAGS_TRANSLATORS.firefunction_v2));
    expect(read(AUTO_TRANSLATOR)).toEqual([['math.add', { a: 1, b: 2 }]]);
    expect(TAGS_TRANSLATORS.firefunction_v2.renderCall('clock.now', {})).toBe(
      ' functools[{"name": "clock.now", "arguments": {}}]',
    );
  });

  it("says how to call in the template's words, before the functions as a JSON list", () => {
    const prompt = TAGS_TRANSLATORS.firefunction_v2.systemPromptFor(interfaces);
    expect(prompt.startsWith('You are a helpful assistant with access to functions.\n')).toBe(true);
    expect(prompt).toContain(
      'Available functions as JSON spec:\n[\n    {\n        "type": "function"',
    );
    expect(TAGS_TRANSLATORS.firefunction_v2.instructions).toBe(
      TAGS_TRANSLATORS.phi4_mini_json.instructions,
    );
  });
});
