import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { repairCorpus } from '../../bench/repair-corpus.js';
import { jsonrepairSuite } from './__fixtures__/jsonrepair-suite.js';
import { createJsonReader, DEFAULT_MAX_DEPTH, type JsonReaderOptions } from './json-reader.js';
import { quickReadJson } from './quick-json.js';

interface Settings {
  readonly maxDepth?: number;
  readonly maxIntegerDigits?: number;
  readonly strict?: boolean;
}

/** What the streaming reader makes of the whole `text`: its value and repairs, or `undefined`. */
function streamed(text: string, settings: Settings) {
  const options: JsonReaderOptions = { ...settings, whole: true };
  const reader = createJsonReader(options);
  reader.write(text);
  reader.end();
  return reader.status === 'done'
    ? { ok: true, value: reader.value, repairs: reader.repairs }
    : undefined;
}

function quick(text: string, settings: Settings) {
  return quickReadJson(
    text,
    settings.maxDepth ?? DEFAULT_MAX_DEPTH,
    settings.maxIntegerDigits ?? 4300,
    settings.strict === true,
  );
}

/**
 * Whether the one-pass read of `text` agrees with the streaming reader: it reads nothing, or
 * exactly what the reader reads (`-0` told from `0`, repairs' codes, counts and offsets too).
 */
function agrees(text: string, settings: Settings = {}): boolean {
  const read = quick(text, settings);
  return read === undefined || isDeepStrictEqual(read, streamed(text, settings));
}

/** Pieces that matter to the grammar it reads, so random texts hit its corners often. */
const piece = fc.oneof(
  fc.constantFrom(
    ...'{}[]():,"\'`\\/* \n\t\r+-.0eE'.split(''),
    '\u201c',
    '\u201d',
    '\u2018',
    '\u2019',
    '\u00b4',
    '\u00a0',
    '\ufeff',
    '```',
    '```json\n',
    '//',
    '/*',
    '*/',
  ),
  fc.constantFrom('true', 'True', 'None', 'undefined', 'null', 'key', '"k":', "'v'", 'a"'),
  fc.constantFrom('-1.5e3', '12', '-0', '2.', '1e', '123456789012345', '1234567890123456'),
  fc.constantFrom('\\n', '\\"', '\\u00e9', '\\u12', "\\'", '\\a', '\\\n'),
  fc.string({ maxLength: 3 }),
);
const jsonish = fc.array(piece, { maxLength: 30 }).map((parts) => parts.join(''));

/** Brackets, keys, values and commas at random: nesting, closers and commas gone wrong. */
const structure = fc
  .array(
    fc.constantFrom('{', '}', '[', ']', '"k":', 'k:', '"k"', '1', '"v"', '"v', ',', ' ', '\n', ':'),
    { maxLength: 24 },
  )
  .map((parts) => parts.join(''));

/** Standard JSON with pieces put in, taken out, or cut off: JSON as models break it. */
const damaged = fc
  .tuple(
    fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value, null, 1)),
    fc.array(fc.tuple(fc.nat(), fc.nat({ max: 3 }), piece), { maxLength: 4 }),
    fc.option(fc.nat()),
  )
  .map(([text, edits, cut]) => {
    let damagedText = text;
    for (const [at, remove, inserted] of edits) {
      const index = at % (damagedText.length + 1);
      damagedText = damagedText.slice(0, index) + inserted + damagedText.slice(index + remove);
    }
    return cut === null ? damagedText : damagedText.slice(0, cut % (damagedText.length + 1));
  });

describe('quickReadJson', () => {
  it("reads jsonrepair's suite and the damage corpus as the streaming reader does, most of it", () => {
    const texts = [
      ...jsonrepairSuite.map((entry) => entry.input),
      ...repairCorpus.map((entry) => entry.text),
    ];
    expect(texts.filter((text) => !agrees(text))).toEqual([]);
    const read = texts.filter((text) => quick(text, {}) !== undefined);
    // It reads most of what the streaming reader reads; the rest goes there.
    const readable = texts.filter((text) => streamed(text, {}) !== undefined);
    expect(read.length).toBeGreaterThan(readable.length * 0.7);
  });

  it.each<[string, fc.Arbitrary<string>]>([
    ['random pieces', jsonish],
    ['damaged JSON', damaged],
    ['random structure', structure],
  ])('never reads %s otherwise than the streaming reader', (_, texts) => {
    fc.assert(
      fc.property(texts, (text) => agrees(text)),
      { numRuns: 20_000 },
    );
  });

  it('agrees under strict mode and tight limits', () => {
    const settings = fc.record({
      maxDepth: fc.integer({ min: 1, max: 4 }),
      maxIntegerDigits: fc.integer({ min: 1, max: 20 }),
      strict: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.oneof(jsonish, damaged), settings, (text, chosen) => agrees(text, chosen)),
      { numRuns: 10_000 },
    );
  });

  it('makes each repair it knows, on texts generated at random', () => {
    const made = new Set<string>();
    fc.assert(
      fc.property(fc.oneof(jsonish, damaged), (text) => {
        for (const repair of quick(text, {})?.repairs ?? []) made.add(repair.code);
      }),
      { numRuns: 5_000, seed: 1 },
    );
    expect([...made].sort()).toEqual(
      [
        'code-fence',
        'comment',
        'control-character-in-string',
        'escaped-json',
        'extra-closing-bracket',
        'extra-comma',
        'invalid-escape',
        'missing-closing-bracket',
        'missing-closing-quote',
        'missing-colon',
        'missing-comma',
        'missing-opening-quote',
        'missing-value',
        'python-literal',
        'single-quoted-string',
        'trailing-comma',
        'truncated-number',
        'typographic-quote',
        'undefined-literal',
        'unescaped-quote',
        'unicode-space',
        'unquoted-key',
      ].sort(),
    );
  });

  it('reads common repairs itself, with the reader’s offsets', () => {
    expect(quick("{a: 'b', c: [1, 2,]} // done", {})).toEqual({
      ok: true,
      value: { a: 'b', c: [1, 2] },
      repairs: [
        expect.objectContaining({
          code: 'unquoted-key',
          message: expect.stringContaining('(2 times), first at offset 1'),
        }),
        expect.objectContaining({ code: 'single-quoted-string' }),
        expect.objectContaining({
          code: 'trailing-comma',
          message: expect.stringContaining('offset 17'),
        }),
        expect.objectContaining({ code: 'comment' }),
      ],
    });
  });

  it('reads an unquoted key on a new line as the next entry', () => {
    expect(quick('{"a": 1\nb: 2}', {})?.repairs.map((repair) => repair.code)).toEqual([
      'missing-comma',
      'unquoted-key',
    ]);
    expect(quick('{"a": 1 b: 2}', {})).toBeUndefined();
  });

  it('closes the brackets a closer of another kind closes, as the reader does', () => {
    for (const text of [
      '[{"b": 2]',
      '[{"a": {"b": 1]',
      '{"a": [{"b": [1}, 2',
      '{"a": {"b": [1, {"c": 2}',
      '[{"i": 1 {"i": 2}]',
      '[{"i": 1, {"i": 2}]',
      '[{"i": 1, [2]]',
    ]) {
      expect(quick(text, {}), text).toBeDefined();
      expect(agrees(text), text).toBe(true);
    }
    // One repair for the closer, however many brackets it closes.
    expect(quick('[{"a": {"b": 1]', {})?.repairs.map((repair) => repair.message)).toEqual([
      'JSON repaired: brackets left open before an outer closer or the end of the text were closed, first at offset 14',
    ]);
  });

  it('keeps a quote inside a string, or ends the string at it, as the reader does', () => {
    for (const text of [
      '"The TV has a 24" screen"',
      '{"key": "apple "bee" carrot"}',
      '{"a" null}',
      '["a" b, "c"]',
      '{"a": "x" y, "b": 1}',
    ]) {
      expect(quick(text, {}), text).toBeDefined();
      expect(agrees(text), text).toBe(true);
    }
  });

  it('leaves to the streaming reader what needs it', () => {
    for (const text of [
      '{"a": "b, c]',
      '["hello, world]',
      '[1, 2}',
      '[{"a": {"b": 1 {"c": 2}]',
      '{"a": 1} {"b": 2}',
      'callback({})',
      '12345678901234567890',
      '[\\"a\\", \\\\\\"b\\\\\\", 1]',
      '['.repeat(300),
    ]) {
      expect(quick(text, {}), text).toBeUndefined();
    }
  });

  it('keeps a __proto__ key as an own key', () => {
    const read = quick('{"__proto__": {"polluted": true}}', {});
    expect(Object.getPrototypeOf(read?.value)).toBe(Object.prototype);
    expect(Object.keys(read?.value as object)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
