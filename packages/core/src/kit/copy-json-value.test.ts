import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copyJsonValue } from './copy-json-value.js';

describe('copyJsonValue', () => {
  it('copies into objects without a prototype, arrays kept as arrays', () => {
    const copied = copyJsonValue(JSON.parse('{"a": {"b": [1, {"c": null}]}}'), 64);
    expect(copied).toEqual({ value: { a: { b: [1, { c: null }] } } });
    const value = (copied as { value: { a: { b: [number, object] } } }).value;
    expect(Object.getPrototypeOf(value)).toBeNull();
    expect(Object.getPrototypeOf(value.a)).toBeNull();
    expect(Object.getPrototypeOf(value.a.b[1])).toBeNull();
    expect(Array.isArray(value.a.b)).toBe(true);
    expect('toString' in value.a).toBe(false);
  });

  it('refuses a __proto__ key at any depth, naming where it is', () => {
    expect(copyJsonValue(JSON.parse('{"a": [{"__proto__": {"x": 1}}]}'), 64)).toEqual({
      problem: 'the key "a[0].__proto__" is not allowed',
    });
  });

  it('refuses nesting deeper than the limit', () => {
    expect(copyJsonValue({ a: { b: { c: 1 } } }, 3)).toEqual({ value: { a: { b: { c: 1 } } } });
    expect(copyJsonValue({ a: { b: { c: {} } } }, 3)).toEqual({
      problem: 'the arguments nest deeper than 3 levels',
    });
  });

  it('gives back an equal value for any JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        const copied = copyJsonValue(value, 64);
        if (JSON.stringify(value).includes('"__proto__"')) return;
        expect(JSON.stringify((copied as { value: unknown }).value)).toBe(JSON.stringify(value));
      }),
    );
  });
});
