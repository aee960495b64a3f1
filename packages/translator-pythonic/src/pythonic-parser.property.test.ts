import type { FunctionInterface, FunctionParam, ParamType } from '@ai-toolbox/core';
import { countStringWork } from '@ai-toolbox/core/test';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANSWER_ROOT, answerInterfaces, pythonicAnswers } from './__fixtures__/model-answers.js';
import { createPythonicTranslator } from './create-pythonic-translator.js';
import { renderPythonicCall } from './render-pythonic-call.js';
import { renderPythonicValue } from './render-pythonic-value.js';

const translator = createPythonicTranslator({ maxDepth: 16 });
// Property runs take seconds on a shared machine; a timing is never what they check.
const propertyTimeout = 120_000;

const someInterfaces: FunctionInterface[] = pythonicAnswers
  .slice(0, 60)
  .flatMap((answer) => answerInterfaces(answer));

/** Pieces that matter to the grammar, so random texts hit its corners often. */
const fragment = fc.oneof(
  fc.constantFrom(
    '[',
    ']',
    '(',
    ')',
    '{',
    '}',
    ',',
    ';',
    '=',
    ':',
    '*',
    '**',
    '-',
    '.',
    "'",
    '"',
    "'''",
    '"""',
    '\\',
    '\\"',
    '\\N{',
    '\\x4',
    '#',
    '\n',
    '\n\n',
    ' ',
    'r"',
    'b"',
    'f"{',
    'get_weather(',
    'get_weather(city=',
    'convert(500, ',
    'math.factorial(',
    'math_factorial(',
    'default_api.',
    'print(',
    'return ',
    'x = ',
    'unknown_fn(',
    'True',
    'None',
    'null',
    '0x1F',
    '1e999',
    '007',
    '12345678901234567890',
    "It's",
    '```tool_code\n',
    '```',
    '<think>',
    '</think>',
    '<|python_tag|>',
    '__proto__',
  ),
  fc.string({ maxLength: 6 }),
);
const grammarText = fc.array(fragment, { maxLength: 40 }).map((parts) => parts.join(''));
const anyText = fc.oneof(grammarText, fc.string({ unit: 'binary', maxLength: 200 }));

function parse(text: string) {
  return translator.parseFunctionCalls(text, someInterfaces, ANSWER_ROOT);
}

function stream(text: string, cuts: readonly number[]) {
  const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
  const calls = [];
  const reader = translator.createFunctionCallStream(someInterfaces, ANSWER_ROOT);
  let at = 0;
  for (const point of [...points, text.length]) {
    calls.push(...reader.push(text.slice(at, point)));
    at = point;
  }
  calls.push(...reader.end());
  return calls;
}

const pythonName = fc.stringMatching(/^[a-z_][a-z0-9_]{0,11}$/).filter((name) => name !== 'print');

/** Values every Python literal form can write: all strings, numbers, nesting. */
const literal = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string({ unit: 'binary', maxLength: 20 }),
    fc.constantFrom("It's", '"""', "'''", '\\', '\n', '\\n', '```', ')]', '__proto__', '\u2028'),
    fc.integer(),
    fc
      .bigInt({ min: -(2n ** 80n), max: 2n ** 80n })
      .filter((value) => !Number.isSafeInteger(Number(value))),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ unit: 'binary', maxLength: 8 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;

const paramType = fc.constantFrom<ParamType>(
  'string',
  'number',
  'integer',
  'boolean',
  'object',
  'array',
);

const anyInterface = fc
  .record({
    domain: pythonName,
    name: pythonName,
    params: fc.uniqueArray(fc.tuple(pythonName, paramType), {
      selector: ([name]) => name,
      minLength: 1,
      maxLength: 5,
    }),
  })
  .map(({ domain, name, params }): FunctionInterface => {
    const declared: Record<string, FunctionParam> = {};
    for (const [param, type] of params) {
      declared[param] = { type, isRequired: false, description: param };
    }
    return {
      domain,
      name,
      type: 'function',
      description: 'Any function',
      params: declared,
      returns: 'string',
    };
  });

describe('pythonic parser properties', () => {
  it(
    'returns without throwing on any text, with spans that match it, in text order',
    () => {
      fc.assert(
        fc.property(anyText, (text) => {
          let last = 0;
          for (const call of parse(text)) {
            expect(call.span.start).toBeGreaterThanOrEqual(last);
            expect(text.slice(call.span.start, call.span.end)).toBe(call.raw);
            last = call.span.end;
          }
        }),
        { numRuns: 3000 },
      );
    },
    propertyTimeout,
  );

  it(
    'gives the same calls for every way of cutting the text into chunks',
    () => {
      fc.assert(
        fc.property(anyText, fc.array(fc.nat(), { maxLength: 12 }), (text, cuts) => {
          expect(stream(text, cuts)).toEqual(parse(text));
        }),
        { numRuns: 2000 },
      );
    },
    propertyTimeout,
  );

  it(
    'reads back any call it renders, for any interface and any literal arguments',
    () => {
      fc.assert(
        fc.property(
          anyInterface,
          fc.array(literal, { minLength: 5, maxLength: 5 }),
          fc.constantFrom('list', 'bare', 'prose', 'fence', 'positional'),
          fc.array(fc.nat(), { maxLength: 6 }),
          (functionInterface, values, form, cuts) => {
            const names = Object.keys(functionInterface.params ?? {});
            const params: Record<string, unknown> = {};
            names.forEach((name, index) => {
              params[name] = values[index];
            });
            const path = `${functionInterface.domain}.${functionInterface.name}`;
            const call =
              form === 'positional'
                ? `${path}(${names.map((name) => renderPythonicValue(params[name])).join(', ')})`
                : renderPythonicCall(path, params);
            const text =
              form === 'list'
                ? `[${call}]`
                : form === 'prose'
                  ? `Sure, here it is: ${call} and that's all.`
                  : form === 'fence'
                    ? `\`\`\`python\n[\n    ${call},\n]\n\`\`\``
                    : call;
            for (const calls of [
              translator.parseFunctionCalls(text, [functionInterface], null),
              (() => {
                const reader = translator.createFunctionCallStream([functionInterface], null);
                const found = [];
                let at = 0;
                for (const cut of [...cuts.map((c) => c % (text.length + 1))].sort(
                  (a, b) => a - b,
                )) {
                  found.push(...reader.push(text.slice(at, cut)));
                  at = Math.max(at, cut);
                }
                found.push(...reader.push(text.slice(at)), ...reader.end());
                return found;
              })(),
            ]) {
              expect(calls).toHaveLength(1);
              const [found] = calls;
              expect(found?.error).toBeUndefined();
              expect(found?.name).toBe(path);
              expect(found?.params).toEqual(params);
            }
          },
        ),
        { numRuns: 500 },
      );
    },
    propertyTimeout,
  );

  it('does work in proportion to the text on hostile shapes, streamed in small chunks', () => {
    const shapes = [
      '[get_weather(',
      "get_weather(city='unclosed ",
      '((((',
      'get_weather(city=[{(',
      "[get_weather(city='It's ",
      'unknown_fn(x=',
    ];
    for (const shape of shapes) {
      const work = (count: number): number =>
        countStringWork(() => {
          const reader = translator.createFunctionCallStream(someInterfaces, ANSWER_ROOT);
          const text = shape.repeat(count);
          for (let at = 0; at < text.length; at += 16) reader.push(text.slice(at, at + 16));
          reader.end();
        });
      const ratio = work(4000) / work(500);
      expect(ratio, shape).toBeLessThan(10);
    }
  });
});
