import type { FunctionInterface, FunctionParam, ParamType } from '@ai-toolbox/core';
import { countStringWork } from '@ai-toolbox/core/test';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allInterfaces } from './__fixtures__/interfaces.js';
import { createAtfuncTranslator } from './create-atfunc-translator.js';

const translator = createAtfuncTranslator({ maxDepth: 8 });
// Property runs take seconds on a shared machine; a timing is never what they check.
const propertyTimeout = 120_000;

/** Pieces that matter to the grammar, so random texts hit its corners often. */
const fragment = fc.oneof(
  fc.constantFrom(
    '@',
    '@math.calculate_power(',
    '@tools.get_toolboxes()',
    '@api.create_user(',
    '@weather.get_current_weather',
    ' with_body [[',
    ']]',
    '(',
    ')',
    '{',
    '}',
    '[',
    ']',
    '"',
    "'",
    '\\',
    '\\u12',
    ',',
    ':',
    '=',
    'unit=',
    'location: ',
    '\n',
    ' ',
    'true',
    'None',
    '-1.5e3',
    '12345678901234567890',
    'a@b.com',
    '__proto__',
    '```\n',
  ),
  fc.string({ maxLength: 6 }),
);
const grammarText = fc.array(fragment, { maxLength: 40 }).map((parts) => parts.join(''));
const anyText = fc.oneof(grammarText, fc.string({ unit: 'binary', maxLength: 200 }));

describe('atfunc parser properties', () => {
  it(
    'returns without throwing on any string, with spans that match the text',
    () => {
      fc.assert(
        fc.property(anyText, fc.constantFrom(null, 'weather', 'math'), (text, root) => {
          const calls = translator.parseFunctionCalls(text, allInterfaces, root);
          let last = 0;
          for (const call of calls) {
            expect(call.span.start).toBeGreaterThanOrEqual(last);
            expect(text.slice(call.span.start, call.span.end)).toBe(call.raw);
            last = call.span.end;
          }
        }),
        { numRuns: 2000 },
      );
    },
    propertyTimeout,
  );

  it(
    'gives the same calls for every way of cutting the text into chunks',
    () => {
      fc.assert(
        fc.property(
          anyText,
          fc.array(fc.nat(), { maxLength: 12 }),
          fc.constantFrom(null, 'weather'),
          (text, cuts, root) => {
            const whole = translator.parseFunctionCalls(text, allInterfaces, root);
            const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort(
              (a, b) => a - b,
            );
            const stream = translator.createFunctionCallStream(allInterfaces, root);
            const streamed = [];
            let from = 0;
            for (const point of [...points, text.length]) {
              streamed.push(...stream.push(text.slice(from, point)));
              from = point;
            }
            streamed.push(...stream.end());
            expect(streamed).toEqual(whole);
          },
        ),
        { numRuns: 1500 },
      );
    },
    propertyTimeout,
  );

  it(
    'gives the same calls when fed one character at a time',
    () => {
      fc.assert(
        fc.property(grammarText, (text) => {
          const stream = translator.createFunctionCallStream(allInterfaces, null);
          const streamed = [];
          for (const character of text) streamed.push(...stream.push(character));
          streamed.push(...stream.end());
          expect(streamed).toEqual(translator.parseFunctionCalls(text, allInterfaces, null));
        }),
        { numRuns: 500 },
      );
    },
    propertyTimeout,
  );
});

const identifier = fc.stringMatching(/^[a-z_][a-z0-9_]{0,11}$/);
const jsonValue = fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.parse(JSON.stringify(value)));
const argumentOfType: Record<ParamType, fc.Arbitrary<unknown>> = {
  string: fc.string({ unit: 'binary', maxLength: 20 }),
  number: fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => (n === 0 ? 0 : n)),
  integer: fc.maxSafeInteger(),
  boolean: fc.boolean(),
  object: fc.dictionary(fc.string({ maxLength: 6 }), jsonValue, { maxKeys: 4 }),
  array: fc.array(jsonValue, { maxLength: 4 }),
};
const paramType = fc.constantFrom<ParamType>(
  'string',
  'number',
  'integer',
  'boolean',
  'object',
  'array',
);

/** An interface with unique lowercase param names, and for each param a value of its type. */
const interfaceWithArguments = fc
  .record({
    domain: identifier,
    name: identifier,
    params: fc.uniqueArray(fc.tuple(identifier, paramType, fc.boolean()), {
      selector: ([name]) => name,
      maxLength: 5,
    }),
  })
  .chain(({ domain, name, params }) =>
    fc.record({
      functionInterface: fc.constant<FunctionInterface>({
        domain,
        name,
        type: 'function',
        description: 'generated',
        params: Object.fromEntries(
          params.map(([param, type, isRequired]): [string, FunctionParam] => [
            param,
            { type, isRequired, description: param },
          ]),
        ),
        returns: 'string',
      }),
      values: fc.tuple(...params.map(([, type]) => argumentOfType[type])),
      styles: fc.array(fc.constantFrom('positional', 'equals', 'colon', 'single'), {
        minLength: params.length,
        maxLength: params.length,
      }),
      prose: fc.tuple(
        fc.string({ unit: 'binary', maxLength: 20 }),
        fc.string({ unit: 'binary', maxLength: 20 }),
      ),
    }),
  );

function renderValue(value: unknown, singleQuotes: boolean): string {
  if (typeof value !== 'string' || !singleQuotes) return JSON.stringify(value);
  return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
}

describe('atfunc render → parse round trip', () => {
  it(
    'reads back the call and the arguments it rendered',
    () => {
      fc.assert(
        fc.property(interfaceWithArguments, ({ functionInterface, values, styles, prose }) => {
          const names = Object.keys(functionInterface.params ?? {});
          let positionalAllowed = true;
          const rendered = names.map((name, index) => {
            const style = styles[index] ?? 'equals';
            const value = values[index];
            if (style === 'positional' && positionalAllowed) return renderValue(value, false);
            positionalAllowed = false;
            if (style === 'colon') return `${name}: ${renderValue(value, false)}`;
            return `${name}=${renderValue(value, style === 'single')}`;
          });
          const call = `@${functionInterface.domain}.${functionInterface.name}(${rendered.join(', ')})`;
          const clean = (text: string): string => text.replaceAll('@', ' ');
          const text = `${clean(prose[0])} ${call} ${clean(prose[1])}`;
          const calls = translator.parseFunctionCalls(text, [functionInterface], null);
          expect(calls).toHaveLength(1);
          const [found] = calls;
          expect(found?.error).toBeUndefined();
          expect(found?.name).toBe(`${functionInterface.domain}.${functionInterface.name}`);
          expect(found?.interface).toBe(functionInterface);
          expect(found?.raw).toBe(call);
          expect({ ...found?.params }).toEqual(
            Object.fromEntries(names.map((name, i) => [name, values[i]])),
          );
        }),
        { numRuns: 1500 },
      );
    },
    propertyTimeout,
  );
});

describe('atfunc parser work', () => {
  const echo: FunctionInterface = {
    domain: 'w',
    name: 'echo',
    type: 'function',
    description: 'Echo',
    params: { text: { type: 'string', isRequired: true, description: 'Text' } },
    returns: 'string',
  };
  const workTranslator = createAtfuncTranslator({ maxTextLength: 16 * 1024 * 1024 });
  /** The string work of parsing `text` in one piece, or streamed in chunks of `chunk`. */
  const workOf = (text: string, chunk: number): number =>
    countStringWork(() => {
      if (chunk === 0) {
        workTranslator.parseFunctionCalls(text, [echo], null);
        return;
      }
      const stream = workTranslator.createFunctionCallStream([echo], null);
      for (let at = 0; at < text.length; at += chunk) stream.push(text.slice(at, at + chunk));
      stream.end();
    });

  it.each([
    ['backslashes', (size: number) => `@w.echo("${'\\'.repeat(size)}")`],
    ['escapes and text', (size: number) => `@w.echo("${'ab\\n'.repeat(size / 4)}")`],
    ['blanks before =', (size: number) => `@w.echo(text${' '.repeat(size)}="x")`],
  ])('reads %s in work linear in the text, in one piece and streamed', (_name, make) => {
    for (const chunk of [0, 16]) {
      const small = workOf(make(32 * 1024), chunk);
      const large = workOf(make(256 * 1024), chunk);
      expect(large / small).toBeLessThan(9);
    }
  });

  it('decodes a string of a million backslashes to half as many', () => {
    const [call] = workTranslator.parseFunctionCalls(
      `@w.echo("${'\\'.repeat(1_000_000)}")`,
      [echo],
      null,
    );
    expect(call?.params.text).toBe('\\'.repeat(500_000));
  });
});
