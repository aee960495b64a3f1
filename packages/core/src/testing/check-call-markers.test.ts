import { describe, expect, it } from 'vitest';
import type { FunctionInterface } from '../function-interface.js';
import type { ParsedFunctionCall, Translator } from '../translator.js';
import { callMarkers, checkCallMarkers } from './check-call-markers.js';
import type { Found } from './conformance-basics.js';
import { createMockTranslator } from './mock-translator.js';
import { checkTranslatorConformance } from './translator-conformance.js';

const ping: FunctionInterface = {
  domain: 'net',
  name: 'ping',
  type: 'function',
  description: 'Ping',
  params: {},
  returns: 'string',
};
const interfaces = [ping];

/**
 * `<call>name</call>` calls; `closerInSpan` false ends each span before `</call>`, as a
 * translator does that reports a call when its name ends.
 */
function tagTranslator(closerInSpan: boolean): Translator {
  const parseFunctionCalls = (text: string): ParsedFunctionCall[] => {
    const calls: ParsedFunctionCall[] = [];
    let from = 0;
    for (;;) {
      const start = text.indexOf('<call>', from);
      if (start < 0) break;
      const close = text.indexOf('</call>', start);
      const nameEnd = close < 0 ? text.length : close;
      const end = close < 0 ? text.length : closerInSpan ? close + 7 : close;
      const name = text.slice(start + 6, nameEnd).trim();
      calls.push({
        name,
        params: {},
        interface: name === 'net.ping' ? ping : undefined,
        raw: text.slice(start, end),
        span: { start, end },
        repairs: [],
      });
      from = Math.max(end, start + 1);
    }
    return calls;
  };
  return {
    ...createMockTranslator({ name: 'tag' }),
    parseFunctionCalls,
    getFunctionCallsFromText: parseFunctionCalls,
  };
}

const samples = ['Sure. <call>net.ping</call> Done.', '<call>net.ping</call><call>net.ping</call>'];

describe('callMarkers', () => {
  it("reads a family's opener off its calls, and the closing tag of an XML-like opener", () => {
    expect(callMarkers(tagTranslator(false), { interfaces, samples })).toEqual({
      openers: ['<call>'],
      closers: ['</call>'],
    });
  });

  it('takes no marker from calls that open with a word or punctuation, only the ones given', () => {
    const markers = callMarkers(createMockTranslator(), {
      interfaces,
      samples: ['call net.ping'],
      markers: { openers: ['call '], closers: [] },
    });
    expect(markers).toEqual({ openers: ['call '], closers: [] });
  });
});

describe('checkCallMarkers', () => {
  it('reports a closer left outside the span of its call', () => {
    const problems: Found[] = [];
    checkCallMarkers(tagTranslator(false), { interfaces, samples }, problems);
    expect(problems.map((problem) => problem.check)).toEqual([
      'markers-in-spans',
      'markers-in-spans',
    ]);
    expect(problems[0]?.detail).toBe(
      'the closer "</call>" at 20 is outside every call\'s span (the text there: "</call> Done.")',
    );
  });

  it('reports an opener whose call was never found', () => {
    const problems: Found[] = [];
    const translator = tagTranslator(true);
    checkCallMarkers(
      { ...translator, parseFunctionCalls: () => [] },
      { interfaces, samples: ['<call>net.ping'], markers: { openers: ['<call>'], closers: [] } },
      problems,
    );
    expect(problems[0]?.detail).toMatch(/^the opener "<call>" at 0 is outside/);
  });

  it('finds nothing when every span covers its call from opener to closer', () => {
    const problems: Found[] = [];
    checkCallMarkers(tagTranslator(true), { interfaces, samples }, problems);
    expect(problems).toEqual([]);
  });

  it('is one of the checks of checkTranslatorConformance', async () => {
    const problems = await checkTranslatorConformance(tagTranslator(false), {
      interfaces,
      samples,
      randomTexts: 0,
      seed: 5,
    });
    expect(problems.some((problem) => problem.check === 'markers-in-spans')).toBe(true);
  });
});

describe('checkCallMarkers with samples whose markers hold no call', () => {
  it('leaves alone the samples named in markersOutsideCalls', () => {
    const problems: Found[] = [];
    checkCallMarkers(
      tagTranslator(false),
      { interfaces, samples, markersOutsideCalls: samples },
      problems,
    );
    expect(problems).toEqual([]);
  });
});
