import { describe, expect, it } from 'vitest';
import { stringifyValue } from './stringify-value.js';

describe('stringifyValue', () => {
  it('writes JSON for plain values', () => {
    expect(stringifyValue({ a: [1, 'x', null, true] })).toBe('{"a":[1,"x",null,true]}');
    expect(stringifyValue(3)).toBe('3');
    expect(stringifyValue(Number.NaN)).toBe('null');
    expect(stringifyValue('text')).toBe('"text"');
  });

  it('never throws on bigints, cycles, errors, maps and sets', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    expect(stringifyValue(cyclic)).toBe('{"name":"loop","self":"[Circular]"}');
    expect(stringifyValue({ n: 2n ** 64n })).toBe('{"n":"18446744073709551616"}');
    expect(stringifyValue(new TypeError('bad'))).toBe('{"name":"TypeError","message":"bad"}');
    expect(stringifyValue(new Map([['k', new Set([1, 2])]]))).toBe('{"k":[1,2]}');
    expect(stringifyValue(undefined)).toBe('');
  });

  it('bounds the work on a value that shares its parts, writing what is past the bound as "[Too large]"', () => {
    let shared: unknown = [];
    for (let level = 0; level < 22; level += 1) shared = [shared, shared];
    const text = stringifyValue({ shared });
    expect(text).toContain('"[Too large]"');
    expect(text.length).toBeLessThan(8_000_000);
    expect(stringifyValue(Array.from({ length: 10_000 }, (_, index) => ({ index })))).not.toContain(
      'Too large',
    );
  });

  it('bounds the depth and survives getters and toJSON that throw', () => {
    let deep: unknown = 'bottom';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(stringifyValue(deep)).toBe(`${'['.repeat(200)}"[Too deep]"${']'.repeat(200)}`);
    const hostile = {
      get broken() {
        throw new Error('getter');
      },
      nested: {
        toJSON() {
          throw new Error('toJSON');
        },
      },
    };
    expect(stringifyValue(hostile)).toBe('{"broken":"[Unreadable]","nested":"[Unreadable]"}');
  });

  it('writes a shared object twice when it is not a cycle', () => {
    const shared = { x: 1 };
    expect(stringifyValue([shared, shared])).toBe('[{"x":1},{"x":1}]');
  });

  it('sorts keys at every depth when asked', () => {
    expect(stringifyValue({ b: 1, a: { d: 2, c: 3 } }, { sortKeys: true })).toBe(
      '{"a":{"c":3,"d":2},"b":1}',
    );
  });

  it('keeps a key named __proto__ as an ordinary key', () => {
    const value = JSON.parse('{"__proto__":{"polluted":true},"a":1}');
    expect(stringifyValue(value, { sortKeys: true })).toBe('{"__proto__":{"polluted":true},"a":1}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
