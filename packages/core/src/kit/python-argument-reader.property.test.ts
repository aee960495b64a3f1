import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countStringWork } from '../testing/count-string-work.js';
import { createPythonArgumentReader } from './python-argument-reader.js';

// Property runs take seconds on a shared machine; a timing is never what they check.
const propertyTimeout = 120_000;

/** Reads `text` (what follows a call's `(`) cut at `cuts`, as a stream would bring it. */
function read(text: string, cuts: readonly number[] = []) {
  const reader = createPythonArgumentReader({ maxDepth: 6 });
  reader.reset();
  const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
  let at = 0;
  let stop = text.length;
  for (const point of [...points, text.length]) {
    const end = reader.write(text.slice(at, point), 0);
    if (reader.done) {
      stop = at + end;
      break;
    }
    at = point;
  }
  if (!reader.done) reader.end();
  return {
    args: reader.args,
    problem: reader.problem,
    repairs: reader.repairs.map((repair) => repair.code),
    stop,
  };
}

/** Whether `value` is plain data: no prototype reaches `Object.prototype`, no function. */
function isPlainData(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return typeof value !== 'function';
  if (Array.isArray(value)) return value.every(isPlainData);
  const prototype = Object.getPrototypeOf(value) as object | null;
  if (prototype === Object.prototype) return false;
  if (prototype !== null && Object.getPrototypeOf(prototype) !== null) return false;
  return Object.keys(value).every((key) => isPlainData((value as Record<string, unknown>)[key]));
}

/** Pieces that matter to the grammar, so random texts hit its corners often. */
const fragment = fc.oneof(
  fc.constantFrom(
    '(',
    ')',
    '[',
    ']',
    '{',
    '}',
    ',',
    '=',
    ':',
    '*',
    '**',
    '-',
    '+',
    '.',
    ';',
    "'",
    '"',
    "'''",
    '"""',
    '\\',
    '\\"',
    '\\x4',
    '\\u00e',
    '\\U0011FFFF',
    '\\N{',
    '\\7',
    '#',
    '\n',
    '\n\n',
    ' ',
    'r"',
    'b"',
    'f"{',
    "rb'",
    'city=',
    'True',
    'None',
    'null',
    'true',
    '0x1F',
    '0b',
    '1e999',
    '1e-3',
    '.5',
    '007',
    '1j',
    '12345678901234567890',
    "It's",
    '__proto__',
    'constructor',
  ),
  fc.string({ maxLength: 6 }),
);
const grammarText = fc.array(fragment, { maxLength: 40 }).map((parts) => parts.join(''));
const anyText = fc.oneof(grammarText, fc.string({ unit: 'binary', maxLength: 200 }));

describe('createPythonArgumentReader, on any text', () => {
  it(
    'never throws, stops inside the text, and builds only plain data',
    () => {
      fc.assert(
        fc.property(anyText, (text) => {
          const result = read(text);
          expect(result.stop).toBeGreaterThanOrEqual(0);
          expect(result.stop).toBeLessThanOrEqual(text.length);
          expect(result.args.every((argument) => isPlainData(argument.value))).toBe(true);
          // Arguments are only worth reading when nothing went wrong.
          if (result.problem !== undefined) expect(result.problem.detail.length).toBeGreaterThan(0);
        }),
        { numRuns: 3000 },
      );
    },
    propertyTimeout,
  );

  it(
    'reads the same arguments, repairs, problem and end however the text is cut',
    () => {
      fc.assert(
        fc.property(anyText, fc.array(fc.nat(), { maxLength: 12 }), (text, cuts) => {
          expect(read(text, cuts)).toEqual(read(text));
        }),
        { numRuns: 3000 },
      );
    },
    propertyTimeout,
  );

  it(
    'reads its own kind of text back in every chunking: keyword literals of any depth',
    () => {
      const literal = fc.letrec((tie) => ({
        value: fc.oneof(
          { depthSize: 'small' },
          fc.string({ maxLength: 8 }).map((text) => JSON.stringify(text)),
          fc.integer().map(String),
          fc.constantFrom('True', 'False', 'None', "'It''s'", 'r"C:\\new"', '0x1F', '-2.5'),
          fc.array(tie('value'), { maxLength: 3 }).map((items) => `[${items.join(', ')}]`),
          fc
            .array(fc.tuple(fc.string({ maxLength: 4 }), tie('value')), { maxLength: 3 })
            .map((pairs) => `{${pairs.map(([k, v]) => `${JSON.stringify(k)}: ${v}`).join(', ')}}`),
        ),
      })).value;
      fc.assert(
        fc.property(
          fc.array(literal, { minLength: 1, maxLength: 4 }),
          fc.array(fc.nat(), { maxLength: 8 }),
          (values, cuts) => {
            const text = `${values.map((value, index) => `p${index}=${value}`).join(', ')}) tail`;
            const whole = read(text);
            expect(whole.problem).toBeUndefined();
            expect(whole.args.map((argument) => argument.key)).toEqual(
              values.map((_, index) => `p${index}`),
            );
            expect(whole.stop).toBe(text.length - ' tail'.length);
            expect(read(text, cuts)).toEqual(whole);
          },
        ),
        { numRuns: 500 },
      );
    },
    propertyTimeout,
  );
});

describe('createPythonArgumentReader, on hostile shapes', () => {
  it('does work in proportion to the text, streamed in small chunks', () => {
    const shapes = [
      '[',
      '((((',
      "'unclosed ",
      "x='It's ",
      '"""say "hi""',
      "'a' ",
      'x=[{(',
      '\\x4',
      'x=oops ',
      '# comment\n',
      '1_0_0',
      'name',
    ];
    for (const shape of shapes) {
      const work = (count: number): number =>
        countStringWork(() => {
          const reader = createPythonArgumentReader({ maxDepth: 64 });
          reader.reset();
          const text = shape.repeat(count);
          for (let at = 0; at < text.length && !reader.done; at += 16) {
            reader.write(text.slice(at, at + 16), 0);
          }
          reader.end();
        });
      expect(work(8000) / work(1000), shape).toBeLessThan(10);
    }
  });

  it('bounds nesting, tokens and numbers, each with a problem and no throw', () => {
    expect(read(`x=${'['.repeat(100_000)}`).problem?.detail).toMatch(/nested more than 6/);
    expect(read(`x=${'a'.repeat(5000)})`).problem?.detail).toMatch(/name of more than 4096/);
    expect(read(`x=${'1'.repeat(5000)})`).problem?.detail).toMatch(/number of more than 4096/);
    expect(read(`x=${'1'.repeat(401)})`).problem?.detail).toMatch(/longer than any argument/);
    // Past the depth followed while skipping, brackets are only counted, and the call still ends.
    const deep = `x=oops, y=${'('.repeat(10_000)}${')'.repeat(10_000)}) tail`;
    expect(read(deep).stop).toBe(deep.length - ' tail'.length);
  });
});
