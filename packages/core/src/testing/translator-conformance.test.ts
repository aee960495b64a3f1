import { describe, expect, it } from 'vitest';
import type { FunctionInterface } from '../function-interface.js';
import { defineTranslator } from '../kit/define-translator.js';
import type { Translator } from '../translator.js';
import type { CallScannerContextV2 } from '../translator-v2/call-scanner-context-v2.js';
import type { ParsedFunctionCallV2 } from '../translator-v2/parsed-function-call-v2.js';
import { countStringWork } from './count-string-work.js';
import { createMockTranslator } from './mock-translator.js';
import { checkTranslatorConformance } from './translator-conformance.js';

const add: FunctionInterface = {
  domain: 'math',
  name: 'add',
  type: 'function',
  description: 'Add two numbers',
  params: {
    a: { type: 'number', isRequired: true, description: 'first' },
    b: { type: 'number', isRequired: true, description: 'second' },
  },
  returns: 'number',
};
const interfaces = [add];
const samples = ['!math.add;', 'Sure: !math.add; and !math.add;', 'no calls here', '!math.ad'];

/**
 * `!name;` calls. The honest scanner searches only text it has not searched; with `reread` it
 * reads everything it holds again on every chunk, as a quadratic stream does.
 */
function bangCalls(context: CallScannerContextV2, reread: boolean) {
  let text = '';
  let base = 0;
  let open = -1;
  let searched = 0;
  const report = (end: number): void => {
    const name = text.slice(open + 1, end);
    const call: ParsedFunctionCallV2 = {
      name,
      params: {},
      interface: context.functions.resolve(name) ?? null,
      raw: text.slice(open, end + 1),
      span: { start: base + open, end: base + end + 1 },
      repairs: [],
    };
    context.report(call);
  };
  const scan = (): void => {
    for (;;) {
      if (open === -1) {
        open = text.indexOf('!', searched);
        if (open === -1) {
          base += text.length;
          text = '';
          searched = 0;
          return;
        }
        searched = open + 1;
      }
      const end = text.indexOf(';', searched);
      if (end === -1) {
        searched = text.length;
        return;
      }
      report(end);
      open = -1;
      searched = end + 1;
    }
  };
  return {
    push(chunk: string) {
      text += chunk;
      if (reread) for (let index = 0; index < text.length; index += 1) text.charCodeAt(index);
      scan();
      if (open > 0) {
        text = text.slice(open);
        base += open;
        searched -= open;
        open = 0;
      }
    },
    end() {},
  };
}

function bangTranslator(reread = false) {
  return defineTranslator({
    name: 'bang',
    generateFunctionIfText: (i) => `!${i.domain}.${i.name};`,
    formatFunctionCallResults: (calls) => calls.map((call) => call.result).join('\n'),
    createScanner: (context) => bangCalls(context, reread),
  });
}

describe('checkTranslatorConformance', () => {
  it('finds no problem in a translator that keeps the contract', async () => {
    const problems = await checkTranslatorConformance(bangTranslator(), { interfaces, samples });
    expect(problems).toEqual([]);
  });

  it('finds no problem in the mock translator, which has no stream', async () => {
    const problems = await checkTranslatorConformance(createMockTranslator(), {
      interfaces,
      samples: ['call math.add {"a": 1, "b": 2}', 'call math.add [1', 'call nothing'],
    });
    expect(problems).toEqual([]);
  });

  it('reports a translator that throws on some text', async () => {
    const translator: Translator = {
      ...createMockTranslator(),
      parseFunctionCalls(text) {
        if (text.includes('"')) throw new RangeError('quote');
        return [];
      },
    };
    const problems = await checkTranslatorConformance(translator, { interfaces, samples });
    expect(problems.some((problem) => problem.check === 'never-throws')).toBe(true);
    expect(problems.find((p) => p.check === 'never-throws')?.detail).toBe('RangeError: quote');
  });

  it('reports a stream whose calls differ from parsing the whole text', async () => {
    const honest = bangTranslator();
    const translator: Translator = {
      ...honest,
      createFunctionCallStream(list, root) {
        const stream = honest.createFunctionCallStream(list, root);
        // Drops the calls completed by a push: only those left for the end come back.
        return {
          push: (chunk) => {
            stream.push(chunk);
            return [];
          },
          end: () => stream.end(),
        };
      },
    };
    const problems = await checkTranslatorConformance(translator, { interfaces, samples });
    expect(problems.map((problem) => problem.check)).toContain('stream-equals-parse');
  });

  it('reports a call whose raw text is not the text at its span', async () => {
    const honest = bangTranslator();
    const translator: Translator = {
      ...honest,
      parseFunctionCalls(text, list, root) {
        return honest
          .parseFunctionCalls(text, list, root)
          .map((call) => ({ ...call, span: { start: call.span.start + 1, end: call.span.end } }));
      },
    };
    const problems = await checkTranslatorConformance(translator, { interfaces, samples });
    expect(problems.map((problem) => problem.check)).toContain('spans-match-text');
  });

  it('reports a pipeline record count that differs from the calls found', async () => {
    let calls = 0;
    const honest = bangTranslator();
    const translator: Translator = {
      ...honest,
      parseFunctionCalls(text, list, root) {
        calls += 1;
        const found = honest.parseFunctionCalls(text, list, root);
        return calls % 2 === 0 ? [...found, ...found] : found;
      },
    };
    const problems = await checkTranslatorConformance(translator, {
      interfaces,
      samples: ['!math.add;'],
      randomTexts: 0,
    });
    expect(problems.map((problem) => problem.check)).toContain('one-result-per-call');
  });

  it('reports a stream that rereads what it holds on every chunk', async () => {
    const problems = await checkTranslatorConformance(bangTranslator(true), {
      interfaces,
      samples,
    });
    const linear = problems.filter((problem) => problem.check === 'linear-work');
    expect(linear.length).toBeGreaterThan(0);
    expect(linear[0]?.detail).toMatch(/times the \d+ of 200 chunks/);
  });
});

describe('checkTranslatorConformance on hostile values', () => {
  const jsonSamples = ['call math.add {"a": 1, "b": 2}', 'call math.add {"a": 12, "b": {"c": 3}}'];

  it('reports a translator whose reading writes into Object.prototype, and undoes the write', async () => {
    const honest = createMockTranslator();
    const merge = (target: Record<string, unknown>, source: unknown): void => {
      if (typeof source !== 'object' || source === null) return;
      for (const key in source) {
        const value = (source as Record<string, unknown>)[key];
        if (typeof value === 'object' && value !== null) {
          if (typeof target[key] !== 'object') target[key] = {};
          merge(target[key] as Record<string, unknown>, value);
        } else target[key] = value;
      }
    };
    const translator: Translator = {
      ...honest,
      parseFunctionCalls(text, list, root) {
        const calls = honest.parseFunctionCalls?.(text, list, root) ?? [];
        for (const call of calls) merge({}, call.params);
        return calls;
      },
    };
    const problems = await checkTranslatorConformance(translator, {
      interfaces,
      samples: jsonSamples,
      randomTexts: 0,
      seed: 7,
    });
    const plain = problems.filter((problem) => problem.check === 'plain-data');
    expect(plain.length).toBeGreaterThan(0);
    expect(plain[0]?.detail).toMatch(
      /^proto-key at \d+: reading the text or running its calls wrote 'polluted' into a prototype$/,
    );
    expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false);
  });

  it('finds no problem in the mock translator, whose values reach functions only through the pipeline', async () => {
    const problems = await checkTranslatorConformance(createMockTranslator(), {
      interfaces,
      samples: jsonSamples,
      randomTexts: 0,
      seed: 11,
    });
    expect(problems).toEqual([]);
  });

  it('reports a reader whose work grows faster than a long word in a call', async () => {
    const honest = createMockTranslator();
    const translator: Translator = {
      ...honest,
      parseFunctionCalls(text, list, root) {
        // Copies the rest of the text at every character of a word: quadratic in a long one.
        for (let at = 0; at < text.length; at += 1) {
          if (text.charCodeAt(at) === 120) text.slice(at);
        }
        return honest.parseFunctionCalls?.(text, list, root) ?? [];
      },
    };
    const problems = await checkTranslatorConformance(translator, {
      interfaces,
      samples: jsonSamples,
      randomTexts: 0,
      seed: 3,
    });
    const linear = problems.filter((problem) => problem.check === 'linear-work');
    expect(linear.some((problem) => /^long-name at \d+: /.test(problem.detail))).toBe(true);
    expect(linear[0]?.detail).toMatch(/parsing \d+ characters cost \d+ string operations/);
  });

  it('tries the same texts for the same seed, and tells the seed in every problem', async () => {
    const run = (seed: number) =>
      checkTranslatorConformance(bangTranslator(true), { interfaces, samples, seed });
    const first = await run(42);
    const again = await run(42);
    expect(first.length).toBeGreaterThan(0);
    expect(again).toEqual(first);
    expect(first.every((problem) => problem.seed === 42)).toBe(true);
  });
});

describe('countStringWork', () => {
  it('counts characters read and searched, and restores the string methods', () => {
    const text = 'abcdef'.repeat(10);
    const original = String.prototype.indexOf;
    const work = countStringWork(() => {
      for (let index = 0; index < 10; index += 1) text.charCodeAt(index);
      text.indexOf('z');
    });
    expect(work).toBe(10 + text.length);
    expect(String.prototype.indexOf).toBe(original);
  });

  it('restores the string methods when the work throws', () => {
    const original = String.prototype.slice;
    expect(() =>
      countStringWork(() => {
        throw new Error('stop');
      }),
    ).toThrow('stop');
    expect(String.prototype.slice).toBe(original);
  });
});
