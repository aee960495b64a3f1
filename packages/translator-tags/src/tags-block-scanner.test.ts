import { countStringWork } from '@ai-toolbox/core/test';
import { describe, expect, it } from 'vitest';
import { interfaces } from './__fixtures__/interfaces.js';
import { renderCall } from './__fixtures__/render-call.js';
import { createTagsTranslator } from './create-tags-translator.js';
import { TAGS_FAMILIES } from './tags-translators.js';

const qwen = createTagsTranslator('qwen3_coder');
const call = (location: string) => renderCall('qwen3_coder', 'weather.get_temp', { location });

function stream(text: string, size: number, translator = qwen) {
  const reader = translator.createFunctionCallStream(interfaces, null);
  const calls = [];
  const pushed: number[] = [];
  for (let at = 0; at < text.length; at += size) {
    const found = reader.push(text.slice(at, at + size));
    for (let index = 0; index < found.length; index += 1) pushed.push(at + size);
    calls.push(...found);
  }
  calls.push(...reader.end());
  return { calls, pushed };
}

describe('the tag block scanner', () => {
  it('hands a call over as soon as its closer arrives, not before', () => {
    const text = `${call('Paris')} and then ${call('Rome')}`;
    const firstEnd = text.indexOf('</tool_call>') + '</tool_call>'.length;
    const { calls, pushed } = stream(text, 1);
    expect(calls.map((entry) => entry.params.location)).toEqual(['Paris', 'Rome']);
    expect(pushed).toEqual([firstEnd, text.length]);
  });

  it('finds markers cut anywhere by the chunks', () => {
    const text = `x<tool_call\n>${call('Lima')}<tool_call>`;
    for (let size = 1; size <= 13; size += 1) {
      expect(stream(text, size).calls).toEqual(qwen.parseFunctionCalls(text, interfaces, null));
    }
  });

  it('reads JSON with quotes a model left unescaped or unclosed the same for every chunking', () => {
    const phi = createTagsTranslator('phi4_mini_json');
    for (const location of [
      'the "Big" city',
      'Lima}"x',
      'Lima, "unit": "c',
      'Oslo"] then',
      'Lima}}]" more',
    ]) {
      const text = `functools[{"name": "weather.get_temp", "arguments": {"location": "${location}"}}] and more`;
      const oneShot = phi.parseFunctionCalls(text, interfaces, null);
      for (let size = 1; size <= 24; size += 1) {
        expect(stream(text, size, phi).calls, `${location} / ${size}`).toEqual(oneShot);
      }
    }
  });

  it('drops the calls of a closed thinking block and keeps those of one never closed', () => {
    const thought = `<think>maybe ${call('Paris')}?</think>\n${call('Rome')}`;
    expect(
      qwen.parseFunctionCalls(thought, interfaces, null).map((entry) => entry.params.location),
    ).toEqual(['Rome']);
    const open = `<think>I will ${call('Oslo')}`;
    expect(
      qwen.parseFunctionCalls(open, interfaces, null).map((entry) => entry.params.location),
    ).toEqual(['Oslo']);
    // A call cut by the end of a thinking block ends with it, and is a draft too.
    const cut = `<think><tool_call>\n<function=weather.get_temp></think>${call('Bern')}`;
    expect(
      qwen.parseFunctionCalls(cut, interfaces, null).map((entry) => entry.params.location),
    ).toEqual(['Bern']);
  });

  it('answers a block longer than the limit at the limit itself, and reads on after its closer', () => {
    const small = createTagsTranslator('qwen3_coder', { maxCallLength: 200 });
    const long = renderCall('qwen3_coder', 'weather.get_temp', { location: 'x'.repeat(500) });
    const text = `${long}\n${call('Rome')}`;
    for (const size of [1, 7, 1000]) {
      const { calls } = stream(text, size, small);
      expect(calls.map((entry) => [entry.error?.code, entry.span.end - entry.span.start])).toEqual([
        ['call-too-long', 200],
        [undefined, call('Rome').length],
      ]);
    }
  });

  it('stops at the most calls a text may hold and says so', () => {
    const few = createTagsTranslator('qwen3_coder', { maxCalls: 2 });
    const calls = few.parseFunctionCalls(
      [call('a'), call('b'), call('c'), call('d')].join(''),
      interfaces,
      null,
    );
    expect(calls.map((entry) => entry.error?.code)).toEqual([
      undefined,
      undefined,
      'too-many-calls',
    ]);
  });

  it('costs the same work streamed in 16 characters as read in one chunk, for every family', () => {
    for (const family of TAGS_FAMILIES) {
      const translator = createTagsTranslator(family.name);
      const one = renderCall(family.name, 'weather.get_temp', { location: 'Paris', unit: 'c' });
      const text = `Some prose first. ${one}\n`.repeat(200);
      const whole = countStringWork(() => translator.parseFunctionCalls(text, interfaces, null));
      const chunked = countStringWork(() => stream(text, 16, translator));
      expect(chunked / whole, family.name).toBeLessThan(3);
    }
  });

  it('reads a long answer with many calls in one chunk in linear work', () => {
    for (const family of TAGS_FAMILIES) {
      const translator = createTagsTranslator(family.name);
      const one = `prose ${renderCall(family.name, 'weather.get_temp', { location: 'Paris' })}\n`;
      const work = (count: number) =>
        countStringWork(() => translator.parseFunctionCalls(one.repeat(count), interfaces, null));
      expect(work(1600) / work(200), family.name).toBeLessThan(10);
    }
  });

  it('reads hostile openers that never close in linear work', () => {
    for (const family of TAGS_FAMILIES) {
      const translator = createTagsTranslator(family.name);
      const opener = renderCall(family.name, 'weather.get_temp', { location: 'x' }).slice(0, 14);
      const work = (count: number) =>
        countStringWork(() => stream(opener.repeat(count), 7, translator));
      expect(work(4000) / work(500), `${family.name} on ${JSON.stringify(opener)}`).toBeLessThan(
        10,
      );
    }
  });
});
