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
