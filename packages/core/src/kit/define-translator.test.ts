import { describe, expect, it } from 'vitest';
import type { FunctionInterface } from '../function-interface.js';
import { InvalidSettingsError } from '../invalid-settings-error.js';
import type { CallScannerContextV2 } from '../translator-v2/call-scanner-context-v2.js';
import type { CallScannerV2 } from '../translator-v2/call-scanner-v2.js';
import type { TranslatorDefinitionV2 } from '../translator-v2/translator-definition-v2.js';
import { defineTranslator } from './define-translator.js';

const echo: FunctionInterface = {
  domain: 'tools',
  name: 'echo',
  type: 'function',
  description: 'Echo',
  params: {},
  returns: 'string',
};

/** `#name` calls, one per `#`, ending at a space or the end of the text. */
function hashScanner(context: CallScannerContextV2, log: string[] = []): CallScannerV2 {
  let open = -1;
  let name = '';
  let stopped = false;
  const finish = (end: number): void => {
    if (open < 0) return;
    const call = {
      name: context.functions.callName(name),
      params: {},
      interface: context.functions.resolve(name) ?? null,
      raw: `#${name}`,
      span: { start: open, end },
      repairs: [],
    };
    open = -1;
    name = '';
    if (!context.report(call)) stopped = true;
  };
  return {
    push(chunk, offset) {
      log.push(`push ${offset}`);
      for (let index = 0; index < chunk.length && !stopped; index += 1) {
        const character = chunk.charAt(index);
        if (character === '#') {
          finish(offset + index);
          open = offset + index;
        } else if (character === ' ') {
          finish(offset + index);
        } else if (open >= 0) {
          name += character;
        }
      }
    },
    end() {
      log.push('end');
      if (!stopped) finish(open + 1 + name.length);
    },
  };
}

const parts = {
  name: 'hash',
  generateFunctionIfText: (i: FunctionInterface) => `#${i.domain}.${i.name}`,
  formatFunctionCallResults: (calls: readonly { name: string; result: string }[]) =>
    calls.map((call) => `${call.name}: ${call.result}`).join('\n'),
} satisfies Partial<TranslatorDefinitionV2>;

describe('defineTranslator', () => {
  it('reports the openers its definition says, as a frozen copy', () => {
    const own = ['#'];
    const translator = defineTranslator({
      ...parts,
      openers: { own, any: ['#', '@'] },
      createScanner: (c) => hashScanner(c),
    });
    own.push('!');
    expect(translator.openers).toEqual({ own: ['#'], any: ['#', '@'] });
    expect(Object.isFrozen(translator.openers?.any)).toBe(true);
    expect(defineTranslator({ ...parts, createScanner: (c) => hashScanner(c) }).openers).toBe(
      undefined,
    );
  });

  it('refuses an empty opener', () => {
    expect(() =>
      defineTranslator({
        ...parts,
        openers: { own: [], any: [''] },
        createScanner: (c) => hashScanner(c),
      }),
    ).toThrow(InvalidSettingsError);
  });

  it('builds a v2 translator whose one-shot parse is its stream fed one chunk', () => {
    const translator = defineTranslator({ ...parts, createScanner: (c) => hashScanner(c) });
    expect(translator.specificationVersion).toBe('v2');
    expect(translator.name).toBe('hash');
    expect(translator.caseSensitive).toBe(true);
    const text = 'say #tools.echo and #nope now';
    const calls = translator.parseFunctionCalls(text, [echo], null);
    expect(
      calls.map((call) => [call.name, call.raw, text.slice(call.span.start, call.span.end)]),
    ).toEqual([
      ['tools.echo', '#tools.echo', '#tools.echo'],
      ['nope', '#nope', '#nope'],
    ]);
    expect(translator.getFunctionCallsFromText(text, [echo], null)).toEqual(calls);
    const stream = translator.createFunctionCallStream([echo], null);
    const streamed = [
      ...stream.push('say #too'),
      ...stream.push('ls.echo and #no'),
      ...stream.end(),
    ];
    expect(streamed.map((call) => call.name)).toEqual(['tools.echo', 'no']);
    expect(translator.generateFunctionIfText(echo)).toBe('#tools.echo');
  });

  it('hands each chunk to the scanner once, with its offset in the whole text', () => {
    const log: string[] = [];
    const translator = defineTranslator({ ...parts, createScanner: (c) => hashScanner(c, log) });
    const stream = translator.createFunctionCallStream([echo], null);
    stream.push('ab');
    stream.push('');
    stream.push('cde');
    stream.end();
    stream.end();
    expect(stream.push('more')).toEqual([]);
    expect(log).toEqual(['push 0', 'push 2', 'end']);
  });

  it('settles text up to the end of the last call when the scanner says nothing more', () => {
    const translator = defineTranslator({ ...parts, createScanner: (c) => hashScanner(c) });
    const stream = translator.createFunctionCallStream([echo], 'tools');
    stream.push('ab #ec');
    expect(stream.settledLength?.()).toBe(0);
    expect(stream.push('ho cd').map((call) => call.span)).toEqual([{ start: 3, end: 8 }]);
    expect(stream.settledLength?.()).toBe(8);
    stream.end();
    expect(stream.settledLength?.()).toBe(11);
  });

  it('takes the scanner’s settled length, bounded by the text read, and never moves it back', () => {
    const told = [2, 50, 1];
    const translator = defineTranslator({
      ...parts,
      createScanner: () => ({ push() {}, end() {}, settledLength: () => told.shift() ?? 0 }),
    });
    const stream = translator.createFunctionCallStream([echo], null);
    stream.push('abcdef');
    expect(stream.settledLength?.()).toBe(2);
    expect(stream.settledLength?.()).toBe(6);
    expect(stream.settledLength?.()).toBe(6);
  });

  it('settles everything pushed once reading stopped, and a failing settledLength stops it', () => {
    const translator = defineTranslator({
      ...parts,
      createScanner: () => ({
        push() {},
        end() {},
        settledLength() {
          throw new Error('broken');
        },
      }),
    });
    const stream = translator.createFunctionCallStream([echo], null);
    stream.push('abc');
    expect(stream.settledLength?.()).toBe(3);
    expect(stream.push('de').map((call) => call.error?.code)).toEqual(['unreadable-call']);
    expect(stream.settledLength?.()).toBe(5);
    expect(stream.end()).toEqual([]);
  });

  it('answers the call after maxCalls with too-many-calls and reads nothing after it', () => {
    const log: string[] = [];
    const translator = defineTranslator({
      ...parts,
      maxCalls: 2,
      createScanner: (c) => hashScanner(c, log),
    });
    const stream = translator.createFunctionCallStream([echo], 'tools');
    const calls = [
      ...stream.push('#echo #echo #echo #echo'),
      ...stream.push(' #echo'),
      ...stream.end(),
    ];
    expect(calls.map((call) => call.error?.code)).toEqual([undefined, undefined, 'too-many-calls']);
    expect(calls[2]?.name).toBe('tools.echo');
    expect(calls[2]?.error?.message).toContain('more than 2 calls');
    expect(log).toEqual(['push 0']);
  });

  it('reads text up to maxTextLength, ends the scanner there and says the rest was not read', () => {
    const translator = defineTranslator({
      ...parts,
      maxTextLength: 8,
      createScanner: (c) => hashScanner(c),
    });
    const stream = translator.createFunctionCallStream([echo], 'tools');
    const first = stream.push('#echo #ec');
    expect(first.map((call) => [call.name, call.error?.code])).toEqual([
      ['tools.echo', undefined],
      ['e', undefined],
      ['', 'text-too-long'],
    ]);
    expect(first[2]?.span).toEqual({ start: 8, end: 8 });
    expect(stream.push('ho')).toEqual([]);
    expect(stream.end()).toEqual([]);
  });

  it('turns a scanner that throws into one unreadable-call entry, never a throw', () => {
    const translator = defineTranslator({
      ...parts,
      createScanner: (context) => ({
        push(chunk, offset) {
          if (chunk.includes('!')) throw new RangeError('deep');
          hashScanner(context).push(chunk, offset);
        },
        end() {},
      }),
    });
    const calls = translator.parseFunctionCalls('fine ! and more', [echo], null);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.error?.code).toBe('unreadable-call');
    expect(calls[0]?.error?.message).toContain('RangeError');
    const failing = defineTranslator({
      ...parts,
      createScanner: () => {
        throw new Error('no scanner');
      },
    });
    expect(failing.parseFunctionCalls('#tools.echo', [echo], null)[0]?.error?.code).toBe(
      'unreadable-call',
    );
  });

  it('checks its settings and its output filter', () => {
    const make = (extra: object) =>
      defineTranslator({ ...parts, createScanner: (c) => hashScanner(c), ...extra });
    expect(() => make({ name: '' })).toThrow(InvalidSettingsError);
    expect(() => make({ maxCalls: 0 })).toThrow(/maxCalls/);
    expect(() => make({ maxTextLength: 1.5 })).toThrow(/maxTextLength/);
    expect(() => make({ outputFilter: 'no' })).toThrow(/outputFilter/);
    const translator = make({});
    expect(translator.outputFilter).toBeNull();
    const filter = () => 'filtered';
    translator.setOutputFilter(filter);
    expect(translator.outputFilter).toBe(filter);
    translator.setOutputFilter(undefined);
    expect(translator.outputFilter).toBeNull();
    expect(() => translator.setOutputFilter(5 as never)).toThrow(InvalidSettingsError);
  });

  it('works with its members detached from the object', () => {
    const { parseFunctionCalls, createFunctionCallStream } = defineTranslator({
      ...parts,
      caseSensitive: false,
      createScanner: (c) => hashScanner(c),
    });
    expect(parseFunctionCalls('#TOOLS.ECHO', [echo], null)[0]?.name).toBe('tools.echo');
    expect(createFunctionCallStream([echo], null).end()).toEqual([]);
  });
});
