import { describe, expect, it } from 'vitest';
import { deepFreeze } from './deep-freeze.js';

describe('deepFreeze', () => {
  it('freezes every object and array inside, without the call stack', () => {
    const value = { a: [{ b: 1 }], c: { d: { e: [] as unknown[] } } };
    expect(deepFreeze(value)).toBe(value);
    expect(Object.isFrozen(value.a[0])).toBe(true);
    expect(Object.isFrozen(value.c.d.e)).toBe(true);
    let deep: unknown = [];
    for (let index = 0; index < 100_000; index++) deep = [deep];
    expect(Object.isFrozen(deepFreeze(deep))).toBe(true);
  });
});
