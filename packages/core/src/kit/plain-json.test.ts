import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createJsonReader } from './json-reader.js';
import { isPlainJson } from './plain-json.js';

const plain = (text: string, maxDepth = 100) => isPlainJson(text, 0, text.length, maxDepth);

/** What the kit's reader gives for the whole text. */
function readWhole(text: string) {
  const reader = createJsonReader({ whole: true });
  reader.write(text);
  reader.end();
  return { status: reader.status, value: reader.value, repairs: reader.repairs };
}

describe('isPlainJson', () => {
  it('accepts standard JSON with blanks around and inside it', () => {
    for (const text of [
      '{"a":2.3e100,"b":"str","c":null,"d":false,"e":[1,2,3]}',
      '  { \n } \t ',
      '[]',
      '-0',
      '0.5e-3',
      '"\\"\\\\\\/\\b\\f\\n\\r\\t\\u260E"',
      '{"__proto__": {"x": 1}}',
      '[1, "hi", true, false, null, {}, []]',
    ]) {
      expect(plain(text), text).toBe(true);
    }
  });

  it('refuses what the reader repairs or reads otherwise', () => {
    for (const text of [
      "{'a': 1}",
      '{a: 1}',
      '[1, 2,]',
      '{"a": 1',
      '"abc',
      '01',
      '1.',
      '.5',
      '1e',
      '+1',
      'True',
      'tru',
      'truex',
      '"\\a"',
      '"\\u12"',
      '"a\tb"',
      '[1 2]',
      '{"a" 1}',
      '1 2',
      '\uFEFF[]',
      '[1] // c',
      '{"a": 1}}',
      '',
      '   ',
    ]) {
      expect(plain(text), text).toBe(false);
    }
  });

  it('leaves integers that may pass 2^53, and nesting past the limit, to the reader', () => {
    expect(plain('[123456789012345]')).toBe(true);
    expect(plain('[1234567890123456]')).toBe(false);
    expect(plain('[1234567890123456.5]')).toBe(true);
    expect(plain('[[1]]', 2)).toBe(true);
    expect(plain('[[[1]]]', 2)).toBe(false);
    expect(plain(`${'['.repeat(300)}${']'.repeat(300)}`, 1000)).toBe(false);
    expect(isPlainJson('[123456]', 0, 8, 100, 5)).toBe(false);
  });

  it('checks only the range it is given', () => {
    expect(isPlainJson('x[1, 2]y', 1, 7, 100)).toBe(true);
    expect(isPlainJson('[1, 2]', 0, 5, 100)).toBe(false);
    expect(isPlainJson('"ab"', 0, 3, 100)).toBe(false);
    expect(isPlainJson('-1', 0, 1, 100)).toBe(false);
  });

  it('says yes only where JSON.parse gives what the reader gives, with no repair', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.json().map((text) => text),
          fc.string({
            unit: fc.constantFrom(
              '{',
              '}',
              '[',
              ']',
              '"',
              ':',
              ',',
              '1',
              'e',
              '-',
              ' ',
              '\\',
              'u',
              'n',
            ),
          }),
        ),
        (text) => {
          if (!plain(text)) return;
          const read = readWhole(text);
          expect(read.status).toBe('done');
          expect(read.repairs).toEqual([]);
          expect(read.value).toStrictEqual(JSON.parse(text));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('says yes to JSON.stringify of any value without large integers', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        if (/\d{16}/.test(text.replace(/"(?:[^"\\]|\\.)*"/g, '""'))) return;
        expect(plain(text)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
