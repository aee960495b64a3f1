import { repairJson } from '@ai-toolbox/core/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readMarkerArgument, splitMarkerArguments } from './marker-arguments.js';

const options = { bigIntegers: 'bigint', maxJsonDepth: 5 } as const;

describe('readMarkerArgument', () => {
  it('reads standard JSON exactly as the kit reader does, by whichever path', () => {
    const json = fc.oneof(
      fc.json({ maxDepth: 7 }),
      fc.constantFrom(
        '{"a":true,"b":false,"c":null}',
        '{"n":12345678901234567890}',
        '[9007199254740993]',
        '{"e":1e400,"f":-1.5E-3}',
        '{"__proto__":{"x":1}}',
        '{"s":"]]]]","t":[[[[[[1]]]]]]}',
        '{"a":1,"a":2}',
        '[[[[[[[[1]]]]]]]]',
        '{"text":"a \\\\" quote"}',
      ),
    );
    fc.assert(
      fc.property(json, (text) => {
        const trimmed = text.trim();
        const first = trimmed.charAt(0);
        fc.pre(first === '{' || first === '[');
        const read = repairJson(trimmed, { bigIntegers: 'bigint', maxDepth: 5 });
        let argument: ReturnType<typeof readMarkerArgument> | undefined;
        try {
          argument = readMarkerArgument(trimmed, options);
        } catch {
          argument = undefined;
        }
        if (!read.ok) {
          expect(argument).toBeUndefined();
          return;
        }
        expect(argument?.value).toStrictEqual(read.value);
        expect(argument?.repairs).toEqual(read.repairs);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads plain numbers and literals without the reader, as the reader would', () => {
    for (const text of ['10', '-3', '2.5', '0', '-0', 'true', 'false', 'null', '123456789012345']) {
      const read = repairJson(text, { strict: true, bigIntegers: 'bigint', maxDepth: 5 });
      expect(read.ok && readMarkerArgument(text, options).value).toStrictEqual(
        read.ok && read.value,
      );
    }
    expect(readMarkerArgument('1234567890123456789', options).value).toBe(1234567890123456789n);
    expect(readMarkerArgument('007', options)).toMatchObject({ value: '007', kind: 'text' });
  });

  it('reads a word as text without the reader, and every argument as the strict reader would', () => {
    expect(readMarkerArgument('final answer', options)).toMatchObject({ kind: 'text' });
    expect(readMarkerArgument('nullable', options)).toMatchObject({ value: 'nullable' });
    const word = fc.oneof(
      fc.stringMatching(/^[tfn][a-z ]{0,6}$/),
      fc.constantFrom('true', 'false', 'null', 'true x', 'nul', 'falsey', 'n1', 'tru"e'),
      fc.string({ unit: fc.constantFrom(...'truefnl \t"01-.') }),
    );
    fc.assert(
      fc.property(word, (text) => {
        const trimmed = text.trim();
        fc.pre(trimmed !== '' && !'{["\''.includes(trimmed.charAt(0)));
        const read = repairJson(trimmed, { strict: true, bigIntegers: 'bigint', maxDepth: 5 });
        const argument = readMarkerArgument(trimmed, options);
        expect(argument.value).toStrictEqual(read.ok ? read.value : trimmed);
        expect(argument.kind).toBe(read.ok ? 'json' : 'text');
      }),
      { numRuns: 2000 },
    );
  });
});

describe('splitMarkerArguments', () => {
  it('splits plain text at every comma and text with strings or JSON outside them', () => {
    expect(splitMarkerArguments(' a , b,c ')).toEqual(['a', 'b', 'c']);
    expect(splitMarkerArguments('x, {"a": [1, 2]}, "y, z"')).toEqual([
      'x',
      '{"a": [1, 2]}',
      '"y, z"',
    ]);
    expect(splitMarkerArguments('')).toEqual(['']);
  });
});
