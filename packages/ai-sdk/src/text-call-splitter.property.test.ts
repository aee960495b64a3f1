import { type FunctionInterface, toTranslatorV2 } from '@ai-toolbox/core';
import { createMockToolbox } from '@ai-toolbox/core/test';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tagTranslator } from './__fixtures__/tag-translator.js';
import { createTextCallSplitter, type SplitEvent } from './text-call-splitter.js';

const interfaces = ['echo', 'add']
  .map((name) => createMockToolbox().getFunction(name)?.interface)
  .filter((found): found is FunctionInterface => found !== undefined);

// Pieces models write, whole and broken: calls, cut-off calls, near misses, prose, markup.
const pieces = [
  '<tool_call>{"name": "mock.echo", "arguments": {"text": "hi"}}</tool_call>',
  '<tool_call>{"name": "mock.add", "arguments": {"a": 1, "b": 2}}</tool_call>',
  '<tool_call>{"name": "mock.nope", "arguments": {}}</tool_call>',
  '<tool_call>{"name": "mock.echo", "arguments": {"text": "cut',
  '<tool_call>{"name": "mock.echo"}',
  '<tool_call>[1, 2]</tool_call>',
  '<tool_',
  '</tool_call>',
  '<b>bold</b>',
  ' some prose, ',
  '"quoted" ',
  '{"json": true} ',
  '\n',
  '<',
];

function run(text: string, cuts: readonly number[]): SplitEvent[] {
  const splitter = createTextCallSplitter(toTranslatorV2(tagTranslator), interfaces, null);
  const events: SplitEvent[] = [];
  let from = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    events.push(...splitter.push(text.slice(from, cut)));
    from = Math.max(from, cut);
  }
  events.push(...splitter.push(text.slice(from)));
  events.push(...splitter.end());
  return events;
}

/** The text shown and the text of the calls, put back together in order. */
function rebuilt(events: readonly SplitEvent[]): string {
  return events
    .map((event) => (event.type === 'text' ? event.text : (event.call.raw ?? '')))
    .join('');
}

const calls = (events: readonly SplitEvent[]) =>
  events.flatMap((event) => (event.type === 'call' ? [event.call] : []));

describe('createTextCallSplitter, on any text cut anywhere', () => {
  it('loses no text and finds the calls of the one-shot parse', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...pieces), { maxLength: 12 }),
        fc.array(fc.nat({ max: 400 }), { maxLength: 20 }),
        (parts, cuts) => {
          const text = parts.join('');
          const events = run(text, cuts);
          expect(rebuilt(events)).toBe(text);
          expect(calls(events)).toEqual(tagTranslator.parseFunctionCalls(text, interfaces, null));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never throws and loses no text on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.array(fc.nat({ max: 200 })), (text, cuts) => {
        expect(rebuilt(run(text, cuts))).toBe(text);
      }),
      { numRuns: 300 },
    );
  });
});
