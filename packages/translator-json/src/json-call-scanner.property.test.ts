import type { FunctionInterface, ParsedFunctionCallV2 } from '@ai-toolbox/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonCallTranslator } from './create-json-call-translator.js';
import type { JsonCallFamilyName } from './json-call-family.js';
import {
  createHermesTranslator,
  TRANSLATOR_GLM4,
  TRANSLATOR_GRANITE,
  TRANSLATOR_HERMES,
  TRANSLATOR_JSON,
  TRANSLATOR_LLAMA3,
  TRANSLATOR_MISTRAL,
} from './json-translators.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const translators: Record<JsonCallFamilyName, JsonCallTranslator> = {
  hermes: TRANSLATOR_HERMES,
  mistral: TRANSLATOR_MISTRAL,
  llama3: TRANSLATOR_LLAMA3,
  json: TRANSLATOR_JSON,
  granite: TRANSLATOR_GRANITE,
  glm4: TRANSLATOR_GLM4,
};
const families = Object.keys(translators) as JsonCallFamilyName[];

/** One call as each family's model writes it, its arguments as JSON. */
const renderers: Record<JsonCallFamilyName, (name: string, args: Json) => string> = {
  hermes: (name, args) => `<tool_call>\n${JSON.stringify({ name, arguments: args })}\n</tool_call>`,
  mistral: (name, args) => `[TOOL_CALLS]${name}[ARGS]${JSON.stringify(args)}`,
  llama3: (name, args) => `<|python_tag|>${JSON.stringify({ name, parameters: args })}<|eom_id|>`,
  json: (name, args) => JSON.stringify([{ name, arguments: args }]),
  granite: (name, args) => `<function_call> ${JSON.stringify({ name, arguments: args })}`,
  glm4: (name, args) => `${name}\n${JSON.stringify(args)}`,
};

const identifier = fc.stringMatching(/^[a-z][a-z0-9_]{0,11}$/);
// Values whose JSON the kit's reader and JSON.parse read alike: no integers beyond 2^53.
const value: fc.Arbitrary<Json> = fc.letrec<{ value: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.string(), tie('value'), { maxKeys: 3 }),
  ),
})).value;

const call = fc.record({
  toolbox: identifier,
  name: identifier,
  args: fc.dictionary(identifier, value, { maxKeys: 4 }),
});

function interfaceOf(toolbox: string, name: string, args: Record<string, Json>): FunctionInterface {
  const params: Record<string, { type: 'string'; isRequired: boolean; description: string }> = {};
  for (const param of Object.keys(args)) {
    params[param] = { type: 'string', isRequired: false, description: param };
  }
  return { domain: toolbox, name, type: 'function', description: 'p', params, returns: 'string' };
}

function streamed(
  translator: JsonCallTranslator,
  text: string,
  cuts: readonly number[],
  interfaces: readonly FunctionInterface[],
): ParsedFunctionCallV2[] {
  const stream = translator.createFunctionCallStream(interfaces, null);
  const calls: ParsedFunctionCallV2[] = [];
  let from = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    calls.push(...stream.push(text.slice(from, Math.max(from, cut))));
    from = Math.max(from, cut);
  }
  calls.push(...stream.push(text.slice(from)));
  calls.push(...stream.end());
  return calls;
}

const pieces = fc.constantFrom(
  '<tool_call>',
  '</tool_call>',
  '[TOOL_CALLS]',
  '[ARGS]',
  '<function_call>',
  '<|python_tag|>',
  '<|eom_id|>',
  '<|im_end|>',
  '<think>',
  '</think>',
  '<function=f.g>',
  '{',
  '}',
  '[',
  ']',
  '"',
  "'",
  ':',
  ',',
  '\n',
  ' ',
  '```',
  'f.g',
  'f_g',
  'True',
  '"name"',
  '"arguments"',
  '{"name": "f.g", "arguments": {"a": 1}}',
  // Quotes a model left unescaped or unclosed, which the reader ends by looking past them.
  '{"name": "f.g", "arguments": {"a": "24" screen"}}',
  '{"name": "f.g", "arguments": {"a": "b}"x"}}',
  '{"name": "f.g", "arguments": {"a": "b, "c": 1}}',
  'prose ',
);
const hostile = fc
  .array(fc.oneof(pieces, fc.string({ maxLength: 4 })), { maxLength: 40 })
  .map((parts) => parts.join(''));
const known = [interfaceOf('f', 'g', { a: 1 })];

describe.each(families)('the %s reader', (family) => {
  const translator = translators[family];

  it('never throws, and every call it finds is the text at its span', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), hostile), (text) => {
        const calls = translator.parseFunctionCalls(text, known, 'f');
        for (const found of calls)
          expect(text.slice(found.span.start, found.span.end)).toBe(found.raw);
        expect(
          typeof translator.formatFunctionCallResults(
            calls.map((found) => ({ ...found, result: 'r' })),
          ),
        ).toBe('string');
      }),
      { numRuns: 300 },
    );
  });

  it('reads back any call rendered in its format, for any interface and arguments', () => {
    fc.assert(
      fc.property(call, fc.string(), ({ toolbox, name, args }, prose) => {
        const path = `${toolbox}.${name}`;
        const functionInterface = interfaceOf(toolbox, name, args);
        // Prose on its own line before the call, as models write it.
        const before =
          family === 'glm4' || family === 'json' || family === 'llama3'
            ? ''
            : prose.replace(/[<[{`]/g, '');
        const text = `${before}${before === '' ? '' : '\n'}${renderers[family](path, args)}`;
        const calls = translator.parseFunctionCalls(text, [functionInterface], null);
        expect(calls).toHaveLength(1);
        const found = calls[0] as ParsedFunctionCallV2;
        expect(found.error).toBeUndefined();
        expect(found.name).toBe(path);
        expect(found.interface).toBe(functionInterface);
        expect(found.params).toEqual(JSON.parse(JSON.stringify(args)));
      }),
      { numRuns: 200 },
    );
  });

  it('reads a call with a quote left unescaped in a string the same for any chunking', () => {
    const text = `${renderers[family]('f.g', { a: 'x' }).replace('"x"', '"24" screen"')} after`;
    const oneShot = translator.parseFunctionCalls(text, known, null);
    fc.assert(
      fc.property(fc.array(fc.nat(text.length), { maxLength: 12 }), (cuts) => {
        expect(streamed(translator, text, cuts, known)).toEqual(oneShot);
      }),
      { numRuns: 100 },
    );
  });

  it('gives the one-shot calls for any chunking', () => {
    const text = fc.oneof(
      hostile,
      fc.array(call, { minLength: 1, maxLength: 3 }).map((calls) => ({
        text: calls
          .map(({ toolbox, name, args }) => renderers[family](`${toolbox}.${name}`, args))
          .join('\n'),
        interfaces: calls.map(({ toolbox, name, args }) => interfaceOf(toolbox, name, args)),
      })),
    );
    fc.assert(
      fc.property(text, fc.array(fc.nat(400), { maxLength: 12 }), (input, cuts) => {
        const { text: whole, interfaces } =
          typeof input === 'string' ? { text: input, interfaces: known } : input;
        const oneShot = translator.parseFunctionCalls(whole, interfaces, null);
        expect(streamed(translator, whole, cuts, interfaces)).toEqual(oneShot);
      }),
      { numRuns: 200 },
    );
  });
});

describe('a closed <tool_call> block', () => {
  // Read whole with JSON.parse, while a stream, cut before the closing tag, reads it with the
  // kit's reader: both must give the same calls, also where the two could read a number apart.
  const block = (args: string): string =>
    `<tool_call>{"name": "f.g", "arguments": {"a": ${args}}}</tool_call>`;
  const everyCharacter = (text: string): number[] => Array.from(text, (_, index) => index);
  const readBothWays = (translator: JsonCallTranslator, text: string): ParsedFunctionCallV2[] => {
    const oneShot = translator.parseFunctionCalls(text, known, null);
    expect(streamed(translator, text, everyCharacter(text), known)).toEqual(oneShot);
    return oneShot;
  };
  const onlyParams = (calls: ParsedFunctionCallV2[]): unknown => {
    expect(calls).toHaveLength(1);
    expect(calls[0]?.error).toBeUndefined();
    return calls[0]?.params.a;
  };

  it('reads long numbers as a stream does: safe ones as numbers, big integers exact', () => {
    const read = (args: string): unknown =>
      onlyParams(readBothWays(TRANSLATOR_HERMES, block(args)));
    expect(read('1234567890123456')).toBe(1234567890123456);
    expect(read('0.12345678901234567890')).toBe(0.12345678901234568);
    expect(read('12345678901234567890')).toBe(12345678901234567890n);
    expect(read('-9007199254740993')).toBe(-9007199254740993n);
    expect(read('1e400')).toBe(Number.POSITIVE_INFINITY);
    expect(read('[1e2, 2.5, 3]')).toEqual([100, 2.5, 3]);
  });

  it('refuses an integer of thousands of digits as a stream does', () => {
    const calls = readBothWays(TRANSLATOR_HERMES, block('9'.repeat(5000)));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.error).toBeDefined();
  });

  it('reads nesting to the depth limit and refuses it past the limit, as a stream does', () => {
    const nested = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    // `{"name": ..., "arguments": {"a": ...}}` holds two levels before the value.
    expect(onlyParams(readBothWays(TRANSLATOR_HERMES, block(nested(62))))).toHaveLength(1);
    const tooDeep = readBothWays(TRANSLATOR_HERMES, block(nested(63)));
    expect(tooDeep[0]?.error).toBeDefined();
    // Past the 256 levels a value is walked to, the text decides.
    const deep = createHermesTranslator({ maxDepth: 300 });
    expect(onlyParams(readBothWays(deep, block(nested(298))))).toHaveLength(1);
    expect(readBothWays(deep, block(nested(299)))[0]?.error).toBeDefined();
  });
});
