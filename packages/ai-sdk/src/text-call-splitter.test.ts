import { type FunctionInterface, type Translator, toTranslatorV2 } from '@ai-toolbox/core';
import {
  checkTranslatorConformance,
  countStringWork,
  createMockToolbox,
  createMockTranslator,
} from '@ai-toolbox/core/test';
import { describe, expect, it } from 'vitest';
import { tagTranslator } from './__fixtures__/tag-translator.js';
import { createTextCallSplitter, type SplitEvent } from './text-call-splitter.js';

const mockInterfaces = ['echo', 'add']
  .map((name) => createMockToolbox().getFunction(name)?.interface)
  .filter((found): found is FunctionInterface => found !== undefined);

const tagCall = (text: string) =>
  `<tool_call>{"name": "mock.echo", "arguments": {"text": "${text}"}}</tool_call>`;
const tagAnswer = `Sure. ${tagCall('a')} and ${tagCall('b')}. Bye <b>now</b>`;

/** The events of `text` fed in `chunks`, with neighbouring text joined. */
function split(translator: Translator, chunks: readonly string[]): Array<string | object> {
  const splitter = createTextCallSplitter(toTranslatorV2(translator), mockInterfaces, null);
  const events: SplitEvent[] = [];
  for (const chunk of chunks) events.push(...splitter.push(chunk));
  events.push(...splitter.end());
  const out: Array<string | object> = [];
  for (const event of events) {
    if (event.type === 'call') {
      out.push({ name: event.call.name, params: { ...event.call.params }, raw: event.call.raw });
    } else if (typeof out.at(-1) === 'string') out[out.length - 1] += event.text;
    else out.push(event.text);
  }
  return out;
}

describe('createTextCallSplitter', () => {
  it('gives the text around the calls and the calls, for every chunking', () => {
    const expected = [
      'Sure. ',
      { name: 'mock.echo', params: { text: 'a' }, raw: tagCall('a') },
      ' and ',
      { name: 'mock.echo', params: { text: 'b' }, raw: tagCall('b') },
      '. Bye <b>now</b>',
    ];
    expect(split(tagTranslator, [tagAnswer])).toEqual(expected);
    expect(split(tagTranslator, [...tagAnswer])).toEqual(expected);
    for (let at = 1; at < tagAnswer.length; at += 1) {
      expect(split(tagTranslator, [tagAnswer.slice(0, at), tagAnswer.slice(at)])).toEqual(expected);
    }
  });

  it('reads a call right after one whose closing tag is missing', () => {
    const text = `${tagCall('a').replace('</tool_call>', '')} ${tagCall('b')}`;
    expect(split(tagTranslator, [text]).filter((event) => typeof event !== 'string')).toEqual([
      { name: 'mock.echo', params: { text: 'a' }, raw: tagCall('a').replace('</tool_call>', '') },
      { name: 'mock.echo', params: { text: 'b' }, raw: tagCall('b') },
    ]);
  });

  it('hands on settled text at once and the call in the push that completes it', () => {
    const splitter = createTextCallSplitter(tagTranslator, mockInterfaces, null);
    expect(splitter.push('Sure. <tool')).toEqual([{ type: 'text', text: 'Sure. ' }]);
    expect(splitter.push('_call>{"name": "mock.echo"')).toEqual([]);
    const done = splitter.push(', "arguments": {}}</tool_call> ok');
    expect(done.map((event) => event.type)).toEqual(['call', 'text']);
    expect(done[1]).toEqual({ type: 'text', text: ' ok' });
  });

  it('reads a translator without a stream at the end, taking out the calls it gives spans for', () => {
    const translator = createMockTranslator();
    const splitter = createTextCallSplitter(toTranslatorV2(translator), mockInterfaces, null);
    expect(splitter.push('Hello\ncall mock.echo {"text": "x"}\n')).toEqual([]);
    const events = splitter.end();
    expect(events.map((event) => (event.type === 'text' ? event.text : event.call.name))).toEqual([
      'Hello\n',
      'mock.echo',
      '\n',
    ]);
  });

  it('reads at most the kit’s text limit with a translator without a stream', () => {
    let read = -1;
    const translator: Translator = {
      generateFunctionIfText: () => '',
      getFunctionCallsFromText: (text) => {
        read = text.length;
        return [];
      },
      formatFunctionCallResults: () => '',
    };
    const splitter = createTextCallSplitter(toTranslatorV2(translator), mockInterfaces, null);
    const piece = 'x'.repeat(1024 * 1024);
    for (let index = 0; index < 5; index += 1) splitter.push(piece);
    const events = splitter.end();
    expect(read).toBe(4 * 1024 * 1024);
    expect(events.map((event) => (event.type === 'text' ? event.text.length : -1))).toEqual([
      5 * 1024 * 1024,
    ]);
  });

  it('keeps the text of calls a reference translator finds without spans', () => {
    const translator: Translator = {
      generateFunctionIfText: () => '',
      getFunctionCallsFromText: (text) =>
        text.includes('!echo') ? [{ name: 'mock.echo', params: {} }] : [],
      formatFunctionCallResults: () => '',
    };
    expect(split(translator, ['say !echo', ' now'])).toEqual([
      { name: 'mock.echo', params: {}, raw: undefined },
      'say !echo now',
    ]);
  });

  it('turns a translator that throws into one unreadable-call and the rest as text', () => {
    const translator: Translator = {
      ...createMockTranslator(),
      createFunctionCallStream: () => ({
        push: (chunk) => {
          if (chunk.includes('!')) throw new Error('broken');
          return [];
        },
        end: () => [],
      }),
    };
    const splitter = createTextCallSplitter(toTranslatorV2(translator), mockInterfaces, null);
    const events = [...splitter.push('ab!'), ...splitter.push('cd'), ...splitter.end()];
    expect(events[0]).toMatchObject({ type: 'call', call: { error: { code: 'unreadable-call' } } });
    expect(events.slice(1)).toEqual([
      { type: 'text', text: 'ab!' },
      { type: 'text', text: 'cd' },
    ]);
  });

  it('does work linear in the text however finely it is cut', () => {
    const piece = `prose with <b>tags</b> ${tagCall('x')} `;
    const work = (count: number) =>
      countStringWork(() => {
        const splitter = createTextCallSplitter(tagTranslator, mockInterfaces, null);
        for (let index = 0; index < count; index += 1) {
          for (let at = 0; at < piece.length; at += 16) splitter.push(piece.slice(at, at + 16));
        }
        splitter.end();
      });
    const ratio = work(1600) / work(200);
    expect(ratio).toBeLessThan(12);
  });
});

describe('the <tool_call> fixture translator', () => {
  it('keeps the translator contract', async () => {
    const problems = await checkTranslatorConformance(tagTranslator, {
      interfaces: mockInterfaces,
      samples: [
        tagAnswer,
        tagCall('x'),
        '<tool_call>{"name": "mock.echo", "arguments": {"text": "cut',
        '<tool_call>{"name": "mock.nope", "arguments": {}}</tool_call>',
        '<tool_call>[1]</tool_call> <tool_call>{"name": "mock.add", "arguments": 3}</tool_call>',
        '<tool <tool_call>{"name": "mock.echo", "arguments": {}} trailing',
        `${tagCall('a').replace('</tool_call>', '')} <${tagCall('b')}`,
      ],
    });
    expect(problems).toEqual([]);
  }, 30_000);
});
