import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { type JsonRepairResult, repairJson } from './repair-json.js';

function codes(result: JsonRepairResult): string[] {
  return result.ok ? result.repairs.map((repair) => repair.code) : [];
}

function readValue(result: JsonRepairResult): unknown {
  if (!result.ok) throw new Error(result.problem.message);
  return result.value;
}

describe('repairJson, JSON dialect', () => {
  it('reads anything JSON.stringify writes back to the same value, with no repairs', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        const read = repairJson(text, { maxDepth: 1000, bigIntegers: 'number' });
        expect(read).toEqual({ ok: true, value: JSON.parse(text), repairs: [] });
      }),
    );
  });

  it('reads long JSON, standard or not, as it reads short JSON', () => {
    const items = Array.from({ length: 40 }, (_, index) => ({ id: index, name: `item ${index}` }));
    const text = JSON.stringify(items);
    expect(text.length).toBeGreaterThan(1000);
    expect(repairJson(text)).toEqual({ ok: true, value: items, repairs: [] });
    expect(readValue(repairJson(`${text.slice(0, -1)},]`))).toEqual(items);
    // An integer a number cannot hold stays exact, in a long text as in a short one.
    const big = `[${text}, 123456789012345678901]`;
    expect(readValue(repairJson(big))).toEqual([items, 123456789012345678901n]);
  });

  it.each([
    ["{'a': 'b'}", { a: 'b' }, 'single-quoted-string'],
    ['{a: 1, $b_2: 2}', { a: 1, $b_2: 2 }, 'unquoted-key'],
    ['[1, 2,]', [1, 2], 'trailing-comma'],
    ['{"a": 1 "b": 2}', { a: 1, b: 2 }, 'missing-comma'],
    ['{"a": "line\nbreak"}', { a: 'line\nbreak' }, 'control-character-in-string'],
    ['[True, None]', [true, null], 'python-literal'],
    ['{"a": 1 /* one */} // two', { a: 1 }, 'comment'],
    ['{"a": [1, {"b": 2', { a: [1, { b: 2 }] }, 'missing-closing-bracket'],
    ['{"a": "cut off', { a: 'cut off' }, 'missing-closing-quote'],
    // An unknown escape means the character, as jsonrepair reads it.
    ['["\\d+"]', ['d+'], 'invalid-escape'],
    ['{"a" 1}', { a: 1 }, 'missing-colon'],
    ['{"a": [1}', { a: [1] }, 'missing-closing-bracket'],
    ['{"a": "b, "c": 1}', { a: 'b', c: 1 }, 'missing-closing-quote'],
  ])('repairs %j and says how', (text, expected, code) => {
    const read = repairJson(text);
    expect(readValue(read)).toEqual(expected);
    expect(codes(read)).toContain(code);
  });

  it('words each repair from its code, once per kind, with a count and the first offset', () => {
    const read = repairJson("{'a': 'b', 'c': 'd'}");
    expect(read.ok && read.repairs).toEqual([
      {
        code: 'single-quoted-string',
        message:
          "JSON repaired: a string or key in single quotes ('a') was read as a JSON string (4 times), first at offset 1",
      },
    ]);
  });

  it.each([
    ['{"city": Recife}', "unexpected word 'Recife'"],
    ['{"a" ]', `expected ':' after the key "a", found ']'`],
    ['["\\u12z"]', 'invalid unicode escape'],
    ['{"a": 1} x', "unexpected text after the value: 'x'"],
    ['', 'expected a value, found the end of the text'],
    ['{"a":}', `expected a value for the key "a", found '}'`],
    ['[01]', "unexpected character in a number: '1'"],
    ['[1.]', "expected a digit after '.', found ']'"],
    ['[1 / 2]', "expected ',' or ']', found '/'"],
    ['{"a": [1 :]}', "expected ',' or ']', found ':'"],
  ])('refuses %j rather than guess', (text, detail) => {
    const read = repairJson(text);
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.problem.reason).toBe('unreadable');
      expect(read.problem.detail).toContain(detail);
      expect(read.problem.message).toBe(
        `Unreadable JSON at offset ${read.problem.position}: ${read.problem.detail}`,
      );
    }
  });

  it('bounds size and depth with their own reasons', () => {
    const large = repairJson('[1]', { maxLength: 2 });
    expect(!large.ok && large.problem.reason).toBe('too-large');
    const deep = repairJson('['.repeat(100_000));
    expect(!deep.ok && deep.problem).toMatchObject({ reason: 'too-deep', position: 100 });
    expect(repairJson(`${'['.repeat(100)}${']'.repeat(100)}`).ok).toBe(true);
  });

  it('refuses every repair in strict mode, and keeps big integers exact there too', () => {
    const read = repairJson("{'a': 1}", { strict: true });
    expect(!read.ok && read.problem.detail).toBe('not standard JSON');
    expect(readValue(repairJson('[9007199254740993]', { strict: true }))).toEqual([
      9007199254740993n,
    ]);
    expect(readValue(repairJson('9007199254740993', { bigIntegers: 'string' }))).toBe(
      '9007199254740993',
    );
  });

  it('refuses an integer longer than 4,300 digits, for any bigIntegers mode', () => {
    for (const bigIntegers of ['bigint', 'string', 'number'] as const) {
      const long = repairJson(`{"n": ${'7'.repeat(4301)}}`, { bigIntegers });
      expect(!long.ok && long.problem).toMatchObject({ reason: 'too-large', position: 6 });
      expect(!long.ok && long.problem.detail).toBe(
        'an integer of 4301 digits, more than the limit of 4300',
      );
    }
    const limit = repairJson(`-${'7'.repeat(4300)}`);
    expect(limit.ok && limit.value).toBe(-BigInt('7'.repeat(4300)));
    expect(repairJson('1'.repeat(20), { maxIntegerDigits: 19 }).ok).toBe(false);
  });

  it('names what it refuses and where', () => {
    const detail = (text: string) => {
      const read = repairJson(text);
      return read.ok ? 'read' : `${read.problem.position}: ${read.problem.detail}`;
    };
    expect(detail('callback({"a": 1});')).toBe(
      '0: JSONP: the call callback(...) around the value; send the JSON alone',
    );
    expect(detail('{"id": ObjectId("5f1")}')).toBe(
      '7: a MongoDB wrapper ObjectId(...) where a value belongs; write the value itself',
    );
    expect(detail('{"re": /a+/}')).toMatch(/^7: a regular expression/);
    expect(detail('{"a": "x" + "y"}')).toMatch(/^10: string concatenation with '\+'/);
    expect(detail('[1, 2, ...]')).toMatch(/^7: an ellipsis '\.\.\.'/);
    expect(detail('{"a": 1}\n{"a": 2}')).toMatch(/^9: several top-level values/);
    expect(detail('{"url": https://x.org}')).toBe(
      '8: an unquoted URL (https:...); quote it as a string',
    );
    expect(detail('{"flag": tru')).toBe(
      `9: unexpected word 'tru' (cut off at the end of the text?); quote strings with "`,
    );
    expect(detail('["a\u0001"]')).toMatch(/^3: the control character U\+0001 inside a string/);
  });

  it('ends a string left open where jsonrepair ends it, never swallowing structure', () => {
    expect(readValue(repairJson('{"a": "b}'))).toEqual({ a: 'b' });
    expect(readValue(repairJson('[\n[\n"abc\n]\n]\n'))).toEqual([['abc']]);
    expect(readValue(repairJson('{"a": "x, "b": "y"}'))).toEqual({ a: 'x', b: 'y' });
    expect(readValue(repairJson('{"say": "a 24" screen"}'))).toEqual({ say: 'a 24" screen' });
    expect(repairJson('["hello, world]').ok).toBe(false);
  });

  it('unescapes JSON written as a string once, and refuses it escaped twice', () => {
    expect(readValue(repairJson('{\\"a\\": [\\"b\\", 1,]}'))).toEqual({ a: ['b', 1] });
    // Escaped again inside the unescaped text: refused, not read with the rest dropped.
    const twice = repairJson('[\\"a\\", \\\\\\"b\\\\\\", 1]');
    expect(twice.ok).toBe(false);
  });

  it('completes what the end of the text cut off', () => {
    expect(readValue(repairJson('{"a": 2.'))).toEqual({ a: 2 });
    expect(readValue(repairJson('[2e, '))).toEqual([2]);
    expect(Object.is(readValue(repairJson('-')), -0)).toBe(true);
    expect(readValue(repairJson('{"a": "b\\u26'))).toEqual({ a: 'b' });
    expect(readValue(repairJson('{"key'))).toEqual({ key: null });
    expect(repairJson('[2e, 3]').ok).toBe(false);
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'{}[]"\',:/*\\ \n1aTN-.e') }), (text) => {
        const read = repairJson(text);
        expect(typeof read.ok).toBe('boolean');
      }),
      { numRuns: 2000 },
    );
  });
});

describe('repairJson, loose dialect', () => {
  const loose = (text: string) => repairJson(text, { dialect: 'loose' });

  it.each([
    ['{city: New York, days: 3}', { city: 'New York', days: 3 }, 'unquoted-string'],
    ['{"a" = 1}', { a: 1 }, 'equals-for-colon'],
    ['{, "a": 1}', { a: 1 }, 'extra-comma'],
    ['{"a": [1, 2}', { a: [1, 2] }, 'missing-closing-bracket'],
    ['{"a": 1]}', { a: 1 }, 'extra-closing-bracket'],
    ['[12345678901234567890]', ['12345678901234567890'], 'unsafe-integer'],
    ['["a" "b"]', ['a', 'b'], 'missing-comma'],
  ])('reads %j and says how', (text, expected, code) => {
    const read = loose(text);
    expect(readValue(read)).toEqual(expected);
    expect(codes(read)).toContain(code);
  });

  it('keeps URLs, parentheses and 007 as words, with no comments in the way', () => {
    expect(readValue(loose('{url: https://x.org/a, f: max(1, 2), id: 007}'))).toEqual({
      url: 'https://x.org/a',
      f: 'max(1, 2)',
      id: '007',
    });
  });

  it('refuses a key without a value and a value missing before a comma', () => {
    const noValue = loose('{"a": }');
    expect(!noValue.ok && noValue.problem.detail).toBe('the key "a" has no value');
    expect(loose('[1,,2]').ok).toBe(false);
  });
});

describe('repairJson, refusals', () => {
  const RealError = globalThis.Error;
  afterEach(() => {
    globalThis.Error = RealError;
  });

  it('makes no Error on the way to a refusal', () => {
    let made = 0;
    // Every `new Error(...)` the reader could make looks the global up when it runs.
    globalThis.Error = new Proxy(RealError, {
      construct(target, args) {
        made += 1;
        return Reflect.construct(target, args);
      },
    });
    const texts = ['{"a": Recife}', 'callback({})', '[1, ...]', '"\\u12z"', '', '['.repeat(200)];
    for (const text of texts) expect(repairJson(text).ok).toBe(false);
    expect(made).toBe(0);
  });
});
