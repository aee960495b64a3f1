import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countStringWork } from '../testing/count-string-work.js';
import { CLOSE_PAREN } from './char-codes.js';
import { createJsonReader, type JsonReader, type JsonReaderOptions } from './json-reader.js';

/** Feeds `text` cut at `cuts`, as a stream would; returns the reader and where it stopped. */
function feed(text: string, cuts: number[], options: JsonReaderOptions) {
  const reader = createJsonReader(options);
  const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
  let from = 0;
  let stop = -1;
  for (const point of [...points, text.length]) {
    const chunk = text.slice(from, point);
    const at = reader.write(chunk);
    if (reader.status !== 'reading') {
      stop = from + at;
      break;
    }
    from = point;
  }
  if (reader.status === 'reading') reader.end();
  return { reader, stop };
}

function outcome(reader: JsonReader) {
  return {
    status: reader.status,
    value: reader.value,
    repairs: reader.repairs,
    problem: reader.problem,
  };
}

/** Pieces that matter to the grammar, so random texts hit its corners often. */
const jsonish = fc
  .array(
    fc.oneof(
      fc.constantFrom(...'{}[](),:="\'\\/* \n'.split('')),
      fc.constantFrom('true', 'None', '-1.5e3', '12345678901234567890', '\\u12', 'key', '//'),
      fc.string({ maxLength: 4 }),
    ),
    { maxLength: 30 },
  )
  .map((parts) => parts.join(''));

describe('createJsonReader', () => {
  it.each<JsonReaderOptions>([
    { whole: true },
    { whole: true, dialect: 'loose' },
    { dialect: 'loose', endsAt: CLOSE_PAREN },
  ])('reads every chunking of a text as it reads the text whole (%j)', (options) => {
    fc.assert(
      fc.property(jsonish, fc.array(fc.nat(), { maxLength: 8 }), (text, cuts) => {
        const whole = feed(text, [], options);
        const streamed = feed(text, cuts, options);
        expect(outcome(streamed.reader)).toEqual(outcome(whole.reader));
        // A failure inside a word found at its end lies in a chunk already handed back.
        if (whole.reader.status === 'done') expect(streamed.stop).toBe(whole.stop);
      }),
      { numRuns: 1500 },
    );
  });

  /** Text a model writes with quotes left unescaped or unclosed inside strings, and more after. */
  const quoteHeavy = fc
    .array(
      fc.oneof(
        fc.constantFrom(...'"\'{}[],: \n/ab'.split('')),
        fc.constantFrom(
          '{"a": "',
          '", "b": ',
          '24" screen',
          "O'Brien",
          '"}',
          '"]',
          '} x',
          ': //',
          '/*',
        ),
      ),
      { minLength: 1, maxLength: 24 },
    )
    .map((parts) => `{"k": "${parts.join('')}`);

  it.each<[string, fc.Arbitrary<string>]>([
    ['random text', jsonish],
    ['strings with unescaped and unclosed quotes', quoteHeavy],
  ])(
    'stops at the same place for every chunking where it must look past a quote (%s)',
    (_name, texts) => {
      fc.assert(
        fc.property(texts, fc.array(fc.nat(), { maxLength: 8 }), (text, cuts) => {
          const whole = feed(text, [], {});
          const streamed = feed(text, cuts, {});
          expect(outcome(streamed.reader)).toEqual(outcome(whole.reader));
          expect(streamed.reader.stoppedAt).toBe(whole.reader.stoppedAt);
          if (whole.reader.status === 'done' && whole.stop >= 0) {
            expect(whole.reader.stoppedAt).toBe(whole.stop);
          }
        }),
        { numRuns: 3000 },
      );
    },
  );

  it('says where a value ended in text of an earlier write, read again after a quote', () => {
    const reader = createJsonReader();
    expect(reader.write('{"a": "b}"')).toBe(10);
    expect(reader.write('x"')).toBe(0);
    expect(reader.status).toBe('done');
    expect(reader.value).toEqual({ a: 'b' });
    expect(reader.stoppedAt).toBe(9);
    const whole = createJsonReader();
    expect(whole.write('{"a": "b}"x"')).toBe(9);
    expect(whole.stoppedAt).toBe(9);
  });

  it('stops right after the value and leaves the rest unread', () => {
    const reader = createJsonReader();
    expect(reader.write('xx{"a": [1]} and more', 2)).toBe(12);
    expect(reader.status).toBe('done');
    expect(reader.value).toEqual({ a: [1] });
    expect(reader.write('ignored')).toBe(0);
  });

  it('leaves the character that ends the surrounding construct unread, closing what is open', () => {
    const reader = createJsonReader({ dialect: 'loose', endsAt: CLOSE_PAREN });
    expect(reader.write('{city: Paris, ')).toBe(14);
    expect(reader.status).toBe('reading');
    expect(reader.write('tags: [a, b) rest')).toBe(11);
    expect(reader.value).toEqual({ city: 'Paris', tags: ['a', 'b'] });
    expect(reader.repairs.map((repair) => repair.code)).toEqual([
      'unquoted-key',
      'unquoted-string',
      'missing-closing-bracket',
    ]);
  });

  it('stops at the character it cannot read, so a scanner can go on from there', () => {
    const reader = createJsonReader({ dialect: 'loose' });
    expect(reader.write('{"a" 1}')).toBe(5);
    expect(reader.status).toBe('failed');
    expect(reader.problem?.detail).toBe(`expected ':' after the key "a", found '1'`);
  });

  it('says whether the text was cut inside a string', () => {
    const reader = createJsonReader();
    reader.write('{"a": "b');
    expect(reader.inString).toBe(true);
    reader.write('"');
    expect(reader.inString).toBe(false);
  });

  it('says whether a whole value was read before the text ends', () => {
    const reader = createJsonReader({ whole: true });
    for (const chunk of ['{"a": ', '[1, 2', ']', ' ']) {
      reader.write(chunk);
      expect(reader.complete).toBe(false);
    }
    reader.write('}  ');
    expect(reader.complete).toBe(true);
    expect(reader.status).toBe('reading');
    reader.end();
    expect(reader.status).toBe('done');
    expect(reader.repairs).toEqual([]);
  });

  it('nests as deep as maxDepth allows without using the call stack', () => {
    const reader = createJsonReader({ maxDepth: 200_000 });
    reader.write('['.repeat(150_000));
    reader.end();
    expect(reader.status).toBe('done');
    expect(reader.repairs.map((repair) => repair.code)).toEqual(['missing-closing-bracket']);
  });

  it('keeps arrays nested with no items apart from those around and inside them', () => {
    for (const text of [
      '[[[1, [[2]], [[]]]]]',
      '[[[{"a": [[[3]]], "b": [[], 4]}]], 5]',
      '{"a": [[[[{"b": [[[]]]}]]]]}',
    ]) {
      const reader = createJsonReader({ whole: true });
      reader.write(text);
      reader.end();
      expect(reader.value, text).toEqual(JSON.parse(text));
    }
    // Closed by a brace from deep inside arrays with no items: the object around them.
    const reader = createJsonReader({ whole: true });
    reader.write('{"a": [[[[1}');
    reader.end();
    expect(reader.value).toEqual({ a: [[[[1]]]] });
  });

  it('gives every array, empty or left open, its own array that the caller may change', () => {
    const reader = createJsonReader({ whole: true });
    reader.write('[[], [[]], {"a": [], "b": [1, [}');
    reader.end();
    const value = reader.value as [unknown[], unknown[][], { a: unknown[]; b: unknown[] }];
    expect(value).toEqual([[], [[]], { a: [], b: [1, []] }]);
    const arrays = [value, value[0], value[1], value[1][0], value[2].a, value[2].b, value[2].b[1]];
    expect(new Set(arrays).size).toBe(arrays.length);
    for (const array of arrays) expect(Object.isFrozen(array)).toBe(false);
    value[0].push(1);
    expect(value[1][0]).toEqual([]);
  });

  it('reads integers of every length exactly, cut anywhere, negative zero included', () => {
    const texts = ['-0', '7', '-123456789012345', '999999999999999', '9007199254740993'];
    for (const text of texts) {
      for (let cut = 0; cut <= text.length; cut += 1) {
        const { reader } = feed(`[${text}]`, [cut + 1], {});
        const expected = Number.isSafeInteger(Number(text)) ? Number(text) : BigInt(text);
        expect(Object.is((reader.value as unknown[])[0], expected)).toBe(true);
      }
    }
    const short = createJsonReader({ maxIntegerDigits: 3 });
    short.write('[-1234]');
    expect(short.problem?.reason).toBe('too-large');
  });

  it('keeps a __proto__ key as an own key without touching the prototype', () => {
    const reader = createJsonReader({ dialect: 'loose' });
    reader.write('{__proto__: {polluted: true}, "constructor": 1}');
    const value = reader.value as object;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__', 'constructor']);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});

describe('a value past a limit', () => {
  /** Every way to cut `text` that matters here: whole, in two, and one character at a time. */
  const chunkings = (text: string): number[][] => [
    [],
    [Math.floor(text.length / 2)],
    Array.from(text, (_, index) => index),
  ];

  it('is read to its end and refused there, where every chunking stops', () => {
    // A string in the refused part holds brackets, quotes and a `<`: they nest nothing.
    const deep = `{"a": ${'['.repeat(120)}"]] \\" [<", {"b": 1}${']'.repeat(120)}} rest`;
    for (const cuts of chunkings(deep)) {
      const { reader, stop } = feed(deep, cuts, { maxDepth: 100 });
      expect(reader.status).toBe('failed');
      expect(reader.problem).toMatchObject({ reason: 'too-deep', position: 105 });
      expect(reader.stoppedAt).toBe(deep.indexOf(' rest'));
      expect(stop).toBe(deep.indexOf(' rest'));
    }
    const long = `[{"n": ${'7'.repeat(5000)}}, [2, "]"]] rest`;
    for (const cuts of chunkings(long)) {
      const { reader, stop } = feed(long, cuts, {});
      expect(reader.problem).toMatchObject({ reason: 'too-large', position: 7 });
      expect(stop).toBe(long.indexOf(' rest'));
    }
  });

  it('is refused where the text ends, when the text ends inside it', () => {
    const open = `[{"a": ${'['.repeat(300)}"x`;
    const { reader } = feed(open, [], { maxDepth: 100 });
    expect(reader.problem?.reason).toBe('too-deep');
    expect(reader.stoppedAt).toBe(open.length);
    const top = createJsonReader();
    expect(top.write(`${'7'.repeat(5000)} rest`)).toBe(5000);
    expect(top.problem?.reason).toBe('too-large');
  });

  it('says it stands in a string while it reads past one', () => {
    const reader = createJsonReader({ maxDepth: 2 });
    reader.write('[[[1, "a <');
    expect(reader.status).toBe('reading');
    expect(reader.inString).toBe(true);
    reader.write('"');
    expect(reader.inString).toBe(false);
  });

  it('ends where the construct around it ends, in the loose dialect', () => {
    const reader = createJsonReader({ dialect: 'loose', endsAt: CLOSE_PAREN, maxDepth: 3 });
    const text = '{a: [[[[[1]]], b) rest';
    expect(reader.write(text)).toBe(text.indexOf(')'));
    expect(reader.problem?.reason).toBe('too-deep');
  });

  it('costs work linear in its length, nested or long', () => {
    const work = (text: string): number =>
      countStringWork(() => {
        feed(text, [], { maxDepth: 100 });
      });
    const shapes = [
      (size: number) => `${'['.repeat(size)}${']'.repeat(size)}`,
      (size: number) => `${'[{"a": '.repeat(size)}1${'}]'.repeat(size)}`,
      (size: number) => `${'{"a": ['.repeat(size)}`,
      (size: number) => `[${'7'.repeat(size)}]`,
    ];
    for (const shape of shapes) {
      expect(work(shape(80_000)) / work(shape(10_000))).toBeLessThan(10);
    }
  });
});
