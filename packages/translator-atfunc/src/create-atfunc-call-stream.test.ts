import { countStringWork } from '@ai-toolbox/core/test';
import { describe, expect, it } from 'vitest';
import { allInterfaces } from './__fixtures__/interfaces.js';
import { modelAnswers } from './__fixtures__/model-answers.js';
import { createAtfuncTranslator } from './create-atfunc-translator.js';

const translator = createAtfuncTranslator();

describe('createFunctionCallStream', () => {
  it('hands a call over in the push that completes it', () => {
    const stream = translator.createFunctionCallStream(allInterfaces, null);
    expect(stream.push('Checking. @weather.get_current_weather("Pa')).toEqual([]);
    expect(stream.push('ris"')).toEqual([]);
    const done = stream.push(', unit="c") and then');
    expect(done.map((call) => call.raw)).toEqual([
      '@weather.get_current_weather("Paris", unit="c")',
    ]);
    expect(done[0]?.span).toEqual({ start: 10, end: 57 });
    expect(stream.push(' @tools.get_toolboxes()').map((call) => call.name)).toEqual([
      'tools.get_toolboxes',
    ]);
    expect(stream.end()).toEqual([]);
  });

  it('settles prose at once and holds back text from an @ that may start a call', () => {
    const stream = translator.createFunctionCallStream(allInterfaces, null);
    stream.push('Write to me at a@b.com. ');
    expect(stream.settledLength?.()).toBe(24);
    stream.push('Checking @weath');
    expect(stream.settledLength?.()).toBe(33);
    stream.push('er.get_current_weather("Pa');
    expect(stream.settledLength?.()).toBe(33);
    expect(stream.push('ris") now').map((call) => call.span)).toEqual([{ start: 33, end: 70 }]);
    expect(stream.settledLength?.()).toBe(74);
    stream.push(' @maria says hi');
    expect(stream.settledLength?.()).toBe(89);
  });

  it('waits past the ")" of an api wrapper call until it knows whether with_body follows', () => {
    const stream = translator.createFunctionCallStream(allInterfaces, null);
    expect(stream.push('@api.get_user("u1")')).toEqual([]);
    expect(stream.push(' with')).toEqual([]);
    const calls = stream.push(' the details');
    expect(calls.map((call) => call.raw)).toEqual(['@api.get_user("u1")']);
  });

  it('reports a call cut off by the end of the stream', () => {
    const stream = translator.createFunctionCallStream(allInterfaces, null);
    expect(stream.push('@file.writefile("a.txt", "unfinished')).toEqual([]);
    const [call] = stream.end();
    expect(call?.error?.code).toBe('truncated-call');
    expect(call?.raw).toBe('@file.writefile("a.txt", "unfinished');
  });

  it('gives every fixture the calls of the one-shot parser, fed one character at a time', () => {
    for (const fixture of modelAnswers) {
      const stream = translator.createFunctionCallStream(allInterfaces, fixture.root);
      const streamed = [];
      for (const character of fixture.text) streamed.push(...stream.push(character));
      streamed.push(...stream.end());
      expect(streamed).toEqual(
        translator.parseFunctionCalls(fixture.text, allInterfaces, fixture.root),
      );
    }
  });

  it('reads nothing more once ended', () => {
    const stream = translator.createFunctionCallStream(allInterfaces, null);
    stream.end();
    expect(stream.push('@tools.get_toolboxes() ')).toEqual([]);
    expect(stream.end()).toEqual([]);
  });
});

describe('createFunctionCallStream on a megabyte of prose full of @', () => {
  const sentences = [
    'Please write to user@example.com if the forecast changes. ',
    'Ask @maria (she knows) or mail ops-team@example.org today. ',
    'The list (a, b and c) came from anna.b@example.net, as usual. ',
    'Reach @support at help@example.com: they answer (mostly) fast. ',
  ];
  const calls = ['@weather.get_current_weather("Paris")', '@api.get_user("u1")'];

  /** About a megabyte of prose with a call every 1,000 characters. */
  function prose(): string {
    let text = '';
    let index = 0;
    while (text.length < 1_000_000) {
      let block = '';
      while (block.length < 1000) block += sentences[index++ % sentences.length];
      text += `${block}${calls[index % calls.length]} `;
    }
    return text;
  }

  it('costs at most twice the work of one chunk when fed in chunks of 16 characters', () => {
    const wide = createAtfuncTranslator({ maxCalls: 10_000 });
    const text = prose();
    const chunks: string[] = [];
    for (let at = 0; at < text.length; at += 16) chunks.push(text.slice(at, at + 16));
    let oneShot: unknown[] = [];
    const streamed: unknown[] = [];
    const one = countStringWork(() => {
      oneShot = wide.parseFunctionCalls(text, allInterfaces, null);
    });
    const many = countStringWork(() => {
      const stream = wide.createFunctionCallStream(allInterfaces, null);
      for (const chunk of chunks) streamed.push(...stream.push(chunk));
      streamed.push(...stream.end());
    });
    expect(oneShot.length).toBeGreaterThan(900);
    expect(streamed).toEqual(oneShot);
    expect(many).toBeLessThanOrEqual(2 * one + 10_000);
  });
});
