import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MarkerJSONError } from './marker-json-error.js';
import { repairJson } from './repair-json.js';

function codes(text: string): string[] {
  return repairJson(text).repairs.map((repair) => repair.code);
}

describe('repairJson', () => {
  it('reads standard JSON as JSON.parse does, with no repairs', () => {
    const text = '{"a":[1,-2.5e3,true,false,null,"x\\n\\u00e9"],"b":{"c":""},"d":-0}';
    const { value, repairs } = repairJson(text);
    expect(value).toEqual(JSON.parse(text));
    expect(Object.is((value as { d: number }).d, -0)).toBe(true);
    expect(repairs).toEqual([]);
  });

  it.each([
    ["{'a': 'b'}", { a: 'b' }, 'single-quoted-string'],
    ['{a: 1, $b_2: 2}', { a: 1, $b_2: 2 }, 'unquoted-key'],
    ['[1, 2,]', [1, 2], 'trailing-comma'],
    ['{"a": 1,}', { a: 1 }, 'trailing-comma'],
    ['{"a": 1 "b": 2}', { a: 1, b: 2 }, 'missing-comma'],
    ['{"a": "line\nbreak"}', { a: 'line\nbreak' }, 'control-character-in-string'],
    ['{"a": "tab\there"}', { a: 'tab\there' }, 'control-character-in-string'],
    ['[True, False, None]', [true, false, null], 'python-literal'],
    ['{"a": 1 // one\n}', { a: 1 }, 'comment'],
    ['{"a": /* one */ 1}', { a: 1 }, 'comment'],
    ['{"a": [1, {"b": 2', { a: [1, { b: 2 }] }, 'missing-closing-bracket'],
    ['{"a": "cut off', { a: 'cut off' }, 'missing-closing-quote'],
    // An unknown escape means the character, as jsonrepair reads it (issue 13).
    ['["\\d+"]', ['d+'], 'invalid-escape'],
    ['{"a" 1}', { a: 1 }, 'missing-colon'],
    ["{'name': 'O'Brien'}", { name: "O'Brien" }, 'unescaped-quote'],
  ])('repairs %j', (text, expected, code) => {
    const { value, repairs } = repairJson(text);
    expect(value).toEqual(expected);
    expect(repairs.map((repair) => repair.code)).toContain(code);
    for (const repair of repairs) expect(repair.message).toMatch(/^JSON repaired: /);
  });

  it('never changes what is inside a string', () => {
    const { value } = repairJson(
      `{"a":"x,}", b:1, 'c': "it's // not a comment, True", d: '{"e": 1,}'}`,
    );
    expect(value).toEqual({ a: 'x,}', b: 1, c: "it's // not a comment, True", d: '{"e": 1,}' });
  });

  it('reports one entry per kind of repair, counting repeats', () => {
    const { repairs } = repairJson("{'a': 'b', 'c': 'd'}");
    expect(repairs).toHaveLength(1);
    expect(repairs[0]?.message).toContain('(4 times)');
  });

  it('keeps integers beyond 2^53 exact as BigInt, or as digits on request', () => {
    expect(repairJson('[9007199254740993, -12345678901234567890, 9007199254740991]').value).toEqual(
      [9007199254740993n, -12345678901234567890n, 9007199254740991],
    );
    expect(repairJson('9007199254740993', { bigIntegers: 'string' }).value).toBe(
      '9007199254740993',
    );
    expect(repairJson('9007199254740993', { bigIntegers: 'number' }).value).toBe(9007199254740992);
    expect(repairJson('1.5e300').value).toBe(1.5e300);
  });

  it('keeps a __proto__ key as an own key without touching the prototype', () => {
    const value = repairJson('{"__proto__": {"polluted": true}, constructor: 1}').value as object;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__', 'constructor']);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it.each([
    ['{"city": Recife}', /unexpected word 'Recife'/],
    ['{"a" ]', /expected ':'/],
    ['[1 2', /./],
    ['{"a": 1} trailing', /unexpected text after the value/],
    ['', /expected a value/],
    ['{"a":}', /expected a value for the key "a"/],
    ["{'name': 'O'Brien' x}", /./],
    ['[01]', /./],
    ['[1.]', /expected a digit after '.'/],
  ])('refuses %j rather than guess', (text, message) => {
    if (text === '[1 2') {
      // Two numbers with a missing comma is unambiguous.
      expect(repairJson(text).value).toEqual([1, 2]);
      return;
    }
    expect(() => repairJson(text)).toThrow(message);
    try {
      repairJson(text);
    } catch (error) {
      expect(MarkerJSONError.isInstance(error)).toBe(true);
      expect((error as MarkerJSONError).reason).toBe('unreadable');
    }
  });

  it('bounds input size and nesting depth with a clear error', () => {
    expect(() => repairJson('[1]', { maxLength: 2 })).toThrow(/JSON too large: the text is 3/);
    const deep = `${'['.repeat(101)}${']'.repeat(101)}`;
    expect(() => repairJson(deep)).toThrow(/JSON too deep: .* 100 levels/);
    expect(repairJson(deep, { maxDepth: 200 }).repairs).toEqual([]);
    try {
      repairJson('['.repeat(100_000));
    } catch (error) {
      expect((error as MarkerJSONError).reason).toBe('too-deep');
    }
  });

  it('refuses every repair in strict mode', () => {
    expect(() => repairJson("{'a': 1}", { strict: true })).toThrow(MarkerJSONError);
    expect(repairJson('{"a": 1}', { strict: true }).value).toEqual({ a: 1 });
  });

  it('reads anything JSON.stringify writes back to the same value, with no repairs', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        const read = repairJson(text, { maxDepth: 1000, bigIntegers: 'number' });
        expect(read.value).toEqual(JSON.parse(text));
        expect(read.repairs).toEqual([]);
      }),
    );
  });

  it('keeps string contents when a model writes single quotes and unquoted keys', () => {
    const key = fc.stringMatching(/^[a-z_][a-z0-9_]{0,8}$/);
    const content = fc.string().filter((text) => !text.includes("'") && !text.includes('\\'));
    fc.assert(
      fc.property(fc.dictionary(key, content), (record) => {
        const text = `{${Object.entries(record)
          .map(([name, inner]) => `${name}: '${inner}'`)
          .join(', ')}${Object.keys(record).length > 0 ? ',' : ''}}`;
        expect(repairJson(text).value).toEqual(record);
      }),
    );
  });

  it('never throws anything but MarkerJSONError, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'{}[]"\',:/*\\ \n1aTN-.e') }), (text) => {
        try {
          repairJson(text);
        } catch (error) {
          expect(MarkerJSONError.isInstance(error)).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('lists each repair code it can make', () => {
    expect(codes("{a: 'x', b: [True,], /* c */}")).toEqual([
      'unquoted-key',
      'single-quoted-string',
      'python-literal',
      'trailing-comma',
      'comment',
    ]);
  });
});
