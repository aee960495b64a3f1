import { describe, expect, it } from 'vitest';
import { createToolManager } from '../create-tool-manager.js';
import { type FunctionInterface, getFunctionPath } from '../function-interface.js';
import { DEFAULT_MAX_TEXT_LENGTH, defineTranslator } from '../kit/define-translator.js';
import { systemPromptFor } from '../system-prompt-for.js';
import { createMockToolbox } from '../testing/mock-toolbox.js';
import type { Translator, TranslatorCall } from '../translator.js';
import { TranslatorError } from '../translator-error.js';
import type { ParsedFunctionCallV2 } from './parsed-function-call-v2.js';
import { toTranslatorV2 } from './to-translator-v2.js';
import type { TranslatorV2 } from './translator-v2.js';

/**
 * A translator written against the reference contract only, as a plain object: one call per
 * line, `CALL toolbox.function {json}`, found without spans or raw text.
 */
function referenceTranslator(): Translator & { reads: string[] } {
  const reads: string[] = [];
  return {
    reads,
    generateFunctionIfText: (functionInterface) => `CALL ${getFunctionPath(functionInterface)}`,
    getFunctionCallsFromText(text, interfaces) {
      reads.push(text);
      const calls: TranslatorCall[] = [];
      for (const line of text.split('\n')) {
        const match = /^CALL ([\w.]+) (\{.*\})$/.exec(line);
        if (match === null) continue;
        const name = match[1] as string;
        const found = interfaces.find((candidate) => getFunctionPath(candidate) === name);
        calls.push({ name, params: JSON.parse(match[2] as string), interface: found });
      }
      return calls;
    },
    formatFunctionCallResults: (calls) =>
      calls.map((call) => `${call.name} -> ${call.result}`).join('\n'),
  };
}

const answer = 'Adding.\nCALL mock.add {"a": 1, "b": 2}\nEchoing.\nCALL mock.echo {"text": "hi"}\n';

/** The text cut into pieces of `size` characters. */
function chunksOf(text: string, size: number): string[] {
  const chunks: string[] = [];
  for (let at = 0; at < text.length; at += size) chunks.push(text.slice(at, at + size));
  return chunks;
}

describe('toTranslatorV2 with a reference translator', () => {
  it('runs its calls through createToolManager, one-shot and streamed alike', async () => {
    const translator = referenceTranslator();
    const manager = createToolManager({ translator, toolboxes: [createMockToolbox()] });
    expect(manager.getFunctionTranslator()).toBe(translator);

    const oneShot = await manager.executeResponseFunctions(answer);
    expect(oneShot.functionsOutput).toBe('mock.add -> 3\nmock.echo -> hi');
    expect(oneShot.calls.map((call) => call.result)).toEqual(['3', 'hi']);

    const v2 = toTranslatorV2(translator);
    const stream = v2.createFunctionCallStream(manager.getInterfaces(), null);
    const pushed = chunksOf(answer, 5).flatMap((chunk) => stream.push(chunk));
    // Nothing is settled before the end: any text may still turn out to be part of a call.
    expect(pushed).toEqual([]);
    expect(stream.settledLength?.()).toBe(0);
    const streamed = stream.end();
    expect(stream.settledLength?.()).toBe(answer.length);
    expect(translator.reads.at(-1)).toBe(answer);
    expect(streamed.map((call) => [call.name, call.params])).toEqual([
      ['mock.add', { a: 1, b: 2 }],
      ['mock.echo', { text: 'hi' }],
    ]);
    const records = await manager.executeFunctionCalls(streamed);
    expect(records.map((record) => record.result)).toEqual(['3', 'hi']);
    expect(stream.end()).toEqual([]);
  });

  it('reads through its parseFunctionCalls and its own stream where it has them', async () => {
    const reference = referenceTranslator();
    const streams: unknown[] = [];
    const translator: Translator = {
      ...reference,
      getFunctionCallsFromText: () => {
        throw new Error('read through parseFunctionCalls');
      },
      parseFunctionCalls: (text, interfaces, root) =>
        reference.getFunctionCallsFromText(text, interfaces, root).map((call) => ({
          ...call,
          raw: '',
          span: { start: 0, end: 0 },
          repairs: [],
        })),
      createFunctionCallStream: () => {
        const stream = { push: () => [], end: () => [] };
        streams.push(stream);
        return stream;
      },
    };
    const manager = createToolManager({ translator, toolboxes: [createMockToolbox()] });
    const result = await manager.executeResponseFunctions(answer);
    expect(result.error).toBeUndefined();
    expect(result.calls.map((call) => call.result)).toEqual(['3', 'hi']);
    const stream = toTranslatorV2(translator).createFunctionCallStream([], null);
    expect(streams).toEqual([stream]);
  });

  it('reads the case sensitivity and output filter from the translator whenever they are read', async () => {
    const translator: Translator & { outputFilter?: Translator['outputFilter'] } = {
      ...referenceTranslator(),
    };
    const v2 = toTranslatorV2(translator);
    expect(v2.specificationVersion).toBe('v2');
    expect(v2.caseSensitive).toBe(true);
    expect(v2.outputFilter).toBeNull();
    const manager = createToolManager({ translator, toolboxes: [createMockToolbox()] });
    (translator as { caseSensitive?: boolean }).caseSensitive = false;
    translator.outputFilter = (name, _params, result) => `${name}=${result}`;
    expect(v2.caseSensitive).toBe(false);
    const result = await manager.executeResponseFunctions('CALL MOCK.ADD {"a": 2, "b": 2}');
    expect(result.functionsOutput).toBe('mock.add -> mock.add=4');
  });

  it('says core’s words for how to call, with the translator’s name when it has one', () => {
    const translator = { ...referenceTranslator(), name: 'lines' };
    const add = createMockToolbox().getFunction('add')?.interface as FunctionInterface;
    const prompt = toTranslatorV2(translator).systemPromptFor([add]);
    expect(prompt.startsWith('You can call functions by writing calls in the lines syntax')).toBe(
      true,
    );
    expect(prompt.endsWith('Functions:\n\nCALL mock.add')).toBe(true);
    expect(toTranslatorV2(referenceTranslator()).instructions).toContain('calls in the syntax');
  });

  it('keeps at most the kit’s text limit in the stream of a translator that has none', () => {
    const translator = referenceTranslator();
    const stream = toTranslatorV2(translator).createFunctionCallStream([], null);
    const piece = 'x'.repeat(1024 * 1024);
    for (let index = 0; index < 5; index += 1) stream.push(piece);
    stream.end();
    expect(translator.reads.at(-1)?.length).toBe(DEFAULT_MAX_TEXT_LENGTH);
    expect(stream.settledLength?.()).toBe(5 * piece.length);
  });

  it('refuses an object that lacks a function of the reference contract', () => {
    expect(() => toTranslatorV2({ generateFunctionIfText: () => '' } as never)).toThrow(
      'Not a translator: it must have the functions getFunctionCallsFromText, formatFunctionCallResults',
    );
    expect(() => toTranslatorV2(null as never)).toThrow(TranslatorError);
  });
});

describe('toTranslatorV2 with a v2 translator', () => {
  /** A v2 translator whose reference members fail, so only its v2 members can serve. */
  function v2Only(): TranslatorV2 & { used: string[] } {
    const used: string[] = [];
    const call = (
      text: string,
      interfaces: readonly FunctionInterface[],
    ): ParsedFunctionCallV2 => ({
      name: 'mock.echo',
      params: { text },
      interface: interfaces.find((found) => getFunctionPath(found) === 'mock.echo'),
      raw: text,
      span: { start: 0, end: text.length },
      repairs: [],
    });
    return {
      used,
      specificationVersion: 'v2',
      name: 'echo-all',
      caseSensitive: true,
      outputFilter: null,
      instructions: 'Write anything.',
      generateFunctionIfText: () => 'anything',
      systemPromptFor: () => 'the v2 prompt',
      getFunctionCallsFromText: () => {
        throw new Error('the reference finder is not used for a v2 translator');
      },
      parseFunctionCalls: (text, interfaces) => {
        used.push('parseFunctionCalls');
        return [call(text, interfaces)];
      },
      createFunctionCallStream: (interfaces) => {
        used.push('createFunctionCallStream');
        let text = '';
        return {
          push(chunk) {
            text += chunk;
            return [];
          },
          end: () => [call(text, interfaces)],
        };
      },
      formatFunctionCallResults: (calls) => calls.map((found) => `v2: ${found.result}`).join('\n'),
    };
  }

  it('is returned as it is, and the tool manager calls its v2 members', async () => {
    const translator = v2Only();
    expect(toTranslatorV2(translator)).toBe(translator);
    const manager = createToolManager({ translator, toolboxes: [createMockToolbox()] });
    const result = await manager.executeResponseFunctions('hello');
    expect(result.error).toBeUndefined();
    expect(result.functionsOutput).toBe('v2: hello');
    expect(translator.used).toEqual(['parseFunctionCalls']);
    expect(systemPromptFor(translator, manager.getInterfaces())).toBe('the v2 prompt');
    const stream = toTranslatorV2(translator).createFunctionCallStream(
      manager.getInterfaces(),
      null,
    );
    stream.push('hel');
    stream.push('lo');
    expect(stream.end().map((call) => call.params)).toEqual([{ text: 'hello' }]);
    expect(translator.used).toEqual(['parseFunctionCalls', 'createFunctionCallStream']);
  });

  it('dispatches on the label: the v2 members of a defined translator serve', async () => {
    const defined = defineTranslator({
      name: 'whole-text',
      generateFunctionIfText: () => '',
      formatFunctionCallResults: (calls) => calls.map((found) => found.result).join('\n'),
      createScanner: (context) => {
        let text = '';
        return {
          push: (chunk) => {
            text += chunk;
          },
          end: () => {
            context.report({
              name: context.functions.callName('mock.echo'),
              params: { text },
              interface: context.functions.resolve('mock.echo'),
              raw: text,
              span: { start: 0, end: text.length },
              repairs: [],
            });
          },
        };
      },
    });
    expect(toTranslatorV2(defined)).toBe(defined);
    const manager = createToolManager({ translator: defined, toolboxes: [createMockToolbox()] });
    expect((await manager.executeResponseFunctions('abc')).functionsOutput).toBe('abc');
  });

  it('refuses an object that says v2 but lacks a v2 function', () => {
    const { createFunctionCallStream: _, ...partial } = v2Only();
    const manager = createToolManager();
    expect(() => manager.setFunctionTranslator(partial as never)).toThrow(
      "Not a v2 translator: it says specificationVersion 'v2' but lacks the functions createFunctionCallStream",
    );
    expect(manager.getFunctionTranslator()).toBeNull();
  });
});
