import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FunctionInterface } from './function-interface.js';
import { compileFunctionSignature, paramNames } from './function-signature.js';
import { toParamsRecord } from './kit/params-record.js';
import { setOwn } from './kit/set-own.js';
import { normalizeArguments } from './normalize-arguments.js';

const everyType: FunctionInterface = {
  domain: 'box',
  name: 'all',
  type: 'function',
  description: 'Every param type',
  params: {
    text: { type: 'string', isRequired: true, description: 'Text' },
    count: { type: 'integer', isRequired: false, description: 'Count' },
    ratio: { type: 'number', isRequired: false, description: 'Ratio' },
    flag: { type: 'boolean', isRequired: false, description: 'Flag' },
    options: { type: 'object', isRequired: false, description: 'Options' },
    ids: { type: 'array', isRequired: false, description: 'Ids', items: { type: 'integer' } },
    unit: { type: 'string', isRequired: false, description: 'Unit', enum: ['c', 'f'] },
    days: { type: 'integer', isRequired: false, description: 'Days', default: 1 },
  },
  returns: 'string',
};
const signature = compileFunctionSignature(everyType);
const normalize = (args: unknown, caseSensitive = true) =>
  normalizeArguments('box.all', signature, args, caseSensitive);

describe('normalizeArguments', () => {
  it('passes values of the declared types through and fills defaults', () => {
    const result = normalize({ text: 'a', count: 2, flag: false, options: { k: 1 } });
    expect(result.error).toBeUndefined();
    expect(result.repairs).toEqual([]);
    expect({ ...result.params }).toEqual({
      text: 'a',
      count: 2,
      flag: false,
      options: { k: 1 },
      days: 1,
    });
    // It inherits nothing: no member of Object.prototype is reachable through it.
    expect(Object.getPrototypeOf(Object.getPrototypeOf(result.params))).toBeNull();
    expect('toString' in result.params).toBe(false);
  });

  it('coerces text to every declared type and records each coercion', () => {
    const result = normalize({
      text: 42,
      count: ' 7 ',
      ratio: '-1.5e2',
      flag: 'TRUE',
      options: '{"k":1}',
      ids: '["1", 2]',
    });
    expect(result.error).toBeUndefined();
    expect({ ...result.params }).toEqual({
      text: '42',
      count: 7,
      ratio: -150,
      flag: true,
      options: { k: 1 },
      ids: [1, 2],
      days: 1,
    });
    expect(result.repairs.map((repair) => `${repair.code}:${repair.param}`)).toEqual([
      'coerce-string:text',
      'coerce-integer:count',
      'coerce-number:ratio',
      'coerce-boolean:flag',
      'parse-json:options',
      'parse-json:ids',
      'coerce-integer:ids',
    ]);
    expect(result.repairs[1]?.message).toBe(
      `Parameter 'count': read the string " 7 " as the number 7`,
    );
  });

  it('unwraps { value } for params not declared as objects, and only for them', () => {
    const result = normalize({ text: { value: 'a' }, options: { value: 'kept' } });
    expect({ ...result.params }).toMatchObject({ text: 'a', options: { value: 'kept' } });
    expect(result.repairs).toEqual([
      {
        code: 'unwrap-value',
        message: "Parameter 'text': unwrapped { value: ... }",
        param: 'text',
      },
    ]);
  });

  it('never turns an unreadable value into something else', () => {
    const result = normalize({
      text: 'a',
      count: '7.5',
      ratio: '0x10',
      flag: 'yes',
      options: '{broken',
      ids: [1, 'two'],
      unit: 'k',
    });
    expect(result.error?.invalid).toEqual([
      { param: 'count', expected: 'an integer', received: 'the string "7.5"' },
      { param: 'ratio', expected: 'a number', received: 'the string "0x10"' },
      { param: 'flag', expected: 'true or false', received: 'the string "yes"' },
      { param: 'options', expected: 'an object', received: 'the string "{broken"' },
      { param: 'ids', expected: 'an array of integers', received: 'an array' },
      { param: 'unit', expected: "one of 'c', 'f'", received: 'the string "k"' },
    ]);
  });

  it('refuses integers that would lose precision', () => {
    expect(normalize({ text: 'a', count: '9007199254740993' }).error?.invalid[0]?.param).toBe(
      'count',
    );
  });

  it('reports unknown params with a suggestion instead of dropping them', () => {
    const result = normalize({ text: 'a', cuont: 1, constructor: 1, __proto__: 2 });
    expect(result.error?.unknown).toEqual([
      { param: 'cuont', suggestions: ['count'] },
      { param: 'constructor', suggestions: [] },
    ]);
    const withProto = normalize(JSON.parse('{"text":"a","__proto__":{"x":1}}'));
    expect(withProto.error?.unknown.map((entry) => entry.param)).toEqual(['__proto__']);
  });

  it('reads null for an optional param as not given, and as missing for a required one', () => {
    const optional = normalize({ text: 'a', unit: null });
    expect(optional.error).toBeUndefined();
    expect('unit' in optional.params).toBe(false);
    expect(optional.repairs[0]?.code).toBe('drop-null');
    expect(normalize({ text: null }).error?.missing).toEqual(['text']);
  });

  it('matches params in another case only for case-insensitive translators', () => {
    expect(normalize({ TEXT: 'a' }).error?.unknown[0]?.param).toBe('TEXT');
    const insensitive = normalize({ TEXT: 'a' }, false);
    expect(insensitive.params.text).toBe('a');
    expect(insensitive.repairs[0]?.code).toBe('rename-param');
    expect(normalize({ TEXT: 'a', text: 'b' }, false).error?.invalid[0]?.param).toBe('text');
  });

  it('refuses arguments that are not named parameters', () => {
    expect(normalize(['a']).error?.message).toBe(
      "Arguments for function 'box.all' must be named parameters (an object), got an array",
    );
  });

  it('takes an api wrapper’s path, query, params and body fields, and a request_body object', () => {
    const wrapper = compileFunctionSignature({
      domain: 'api',
      name: 'create_user',
      type: 'api-wrapper',
      description: 'Create a user',
      path_params: { org: { type: 'string', isRequired: true, description: 'Org' } },
      query_params: { dry: { type: 'boolean', isRequired: false, description: 'Dry run' } },
      // Declared optional first: the positional order still puts the required field first.
      request_body: {
        age: { type: 'integer', description: 'Age' },
        username: { type: 'string', required: true, description: 'Login' },
      },
      returns: 'object',
    });
    expect(paramNames(wrapper)).toEqual(['org', 'dry', 'username', 'age']);
    const flat = normalizeArguments('api.create_user', wrapper, { org: 'o', username: 'u' }, true);
    expect(flat.error).toBeUndefined();
    const body = normalizeArguments(
      'api.create_user',
      wrapper,
      { org: 'o', request_body: '{"username":"u","age":"30"}' },
      true,
    );
    expect({ ...body.params }).toEqual({ org: 'o', username: 'u', age: 30 });
    expect(body.repairs.map((repair) => repair.code)).toEqual([
      'spread-request-body',
      'coerce-integer',
    ]);
    expect(normalizeArguments('api.create_user', wrapper, { org: 'o' }, true).error?.message).toBe(
      "Missing required parameter for function 'api.create_user': username",
    );
  });

  it('refuses a body field given both as a parameter and inside request_body, keeping neither silently', () => {
    const wrapper = compileFunctionSignature({
      domain: 'api',
      name: 'post',
      type: 'api-wrapper',
      description: 'Post',
      path_params: { id: { type: 'string', isRequired: true, description: 'Id' } },
      request_body: { title: { type: 'string', required: true, description: 'Title' } },
      returns: 'string',
    });
    const result = normalizeArguments(
      'api.post',
      wrapper,
      { id: '1', title: 'top', request_body: { title: 'body' } },
      true,
    );
    expect(result.error?.invalid).toEqual([
      { param: 'title', expected: 'given once', received: 'it both alone and in request_body' },
    ]);
  });

  it('refuses values that carry a __proto__ key or constructor.prototype at any depth', () => {
    const hostile = [
      '{"__proto__":{"polluted":1}}',
      '{"a":[{"b":{"__proto__":{"polluted":1}}}]}',
      '{"constructor":{"prototype":{"polluted":1}}}',
    ];
    for (const text of hostile) {
      const fromText = normalize({ text: 'a', options: text });
      expect(fromText.error?.invalid[0]?.param).toBe('options');
      expect(fromText.error?.message).toContain(
        "options must be plain data without a key '__proto__' or 'constructor.prototype'",
      );
      const parsed = normalize({ text: 'a', options: JSON.parse(text) });
      expect(parsed.error?.invalid[0]?.param).toBe('options');
    }
    const nested = normalize({ text: 'a', ids: JSON.parse('[1, {"__proto__": {}}]') });
    expect(nested.error?.invalid[0]?.param).toBe('ids');
    for (const text of hostile) {
      // Translators build records without Object.prototype behind them; those are walked too.
      const record = normalize({ text: 'a', options: toParamsRecord(JSON.parse(text)) });
      expect(record.error?.invalid[0]?.param).toBe('options');
      const wrapped = normalize({
        text: 'a',
        options: { inner: toParamsRecord(JSON.parse(text)) },
      });
      expect(wrapped.error?.invalid[0]?.param).toBe('options');
    }
    // An object of another kind is not walked, but its own '__proto__' key is refused.
    class Holder {}
    const holder = new Holder();
    setOwn(holder as Record<string, unknown>, '__proto__', { polluted: 1 });
    const instance = normalize({ text: 'a', options: { holder } });
    expect(instance.error?.invalid[0]?.param).toBe('options');
    expect(nested.error?.invalid[0]?.param).toBe('ids');
    const harmless = normalize({ text: 'a', options: { constructor: 'Toyota', prototype: 1 } });
    expect(harmless.error).toBeUndefined();
  });

  it('refuses values nested deeper than 200 levels or holding over a million containers, without exhausting the stack', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const result = normalize({ text: 'a', options: `{"a":${deep}}` });
    expect(result.error?.message).toContain('nested more than 200 levels deep');
    const shallow = normalize({ text: 'a', options: `{"a":${'['.repeat(150)}${']'.repeat(150)}}` });
    expect(shallow.error).toBeUndefined();
    const wide = normalize({
      text: 'a',
      options: { rows: Array.from({ length: 1_000_001 }, () => ({})) },
    });
    expect(wide.error?.message).toContain('got a value with more than 1000000 objects and arrays');
    const shared: unknown[] = [];
    let dag: unknown[] = shared;
    for (let level = 0; level < 60; level += 1) dag = [dag, dag];
    expect(normalize({ text: 'a', options: { dag } }).error).toBeUndefined();
  });

  it('lists at most 20 unknown or invalid params in the message, and counts the rest', () => {
    const many = Object.fromEntries(Array.from({ length: 5000 }, (_, index) => [`k${index}`, 1]));
    const result = normalize({ text: 'a', ...many });
    expect(result.error?.unknown).toHaveLength(5000);
    expect(result.error?.message).toContain('k19 and 4980 more; the function accepts:');
    expect(result.error?.message.length).toBeLessThan(1000);
  });

  it('records the first 20 array elements it coerces one by one and counts the rest in one repair', () => {
    const ids = Array.from({ length: 200_000 }, (_, index) => String(index));
    const result = normalize({ text: 'a', ids });
    expect(result.error).toBeUndefined();
    expect(result.params.ids).toEqual(ids.map(Number));
    expect(result.repairs).toHaveLength(21);
    expect(result.repairs[20]).toEqual({
      code: 'coerce-integer',
      message: "Parameter 'ids': 199980 more elements read the same way",
      param: 'ids',
    });
  });

  it('never throws and never lets a key reach Object.prototype, whatever the arguments', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.jsonValue(), fc.object(), fc.dictionary(fc.string(), fc.anything())),
        fc.boolean(),
        (args, caseSensitive) => {
          const result = normalize(args, caseSensitive);
          expect(result.error === undefined || result.error.message.length > 0).toBe(true);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        },
      ),
      { numRuns: 300 },
    );
  });
});
