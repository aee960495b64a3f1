import { describe, expect, it } from 'vitest';
import { deepFreeze } from './deep-freeze.js';
import { mutableCopy } from './mutable-copy.js';

describe('mutableCopy', () => {
  it('copies frozen data into objects and arrays that can be written, leaving the original alone', () => {
    const kept = deepFreeze({
      type: 'object',
      properties: { tags: { type: 'array', items: { type: 'string' }, enum: [['a'], ['b']] } },
      required: ['tags'],
    });
    const copy = mutableCopy(kept);
    expect(copy).toEqual(kept);
    expect(copy).not.toBe(kept);
    expect(Object.isFrozen(copy)).toBe(false);
    expect(Object.isFrozen(copy.properties.tags.items)).toBe(false);
    expect(Object.isFrozen(copy.properties.tags.enum[0])).toBe(false);
    expect(Array.isArray(copy.required)).toBe(true);
    copy.properties.tags.items.type = 'number';
    copy.required.push('more');
    expect(kept.properties.tags.items.type).toBe('string');
    expect(kept.required).toEqual(['tags']);
  });

  it('keeps an own __proto__ key an own key, and prototypes as they were', () => {
    const properties: Record<string, unknown> = Object.create(null);
    Object.defineProperty(properties, '__proto__', {
      value: { type: 'string' },
      enumerable: true,
      writable: true,
    });
    const copy = mutableCopy(deepFreeze({ properties }));
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(copy.properties)).toBeNull();
    expect(Object.keys(copy.properties)).toEqual(['__proto__']);
    expect(Object.getOwnPropertyDescriptor(copy.properties, '__proto__')?.value).toEqual({
      type: 'string',
    });
  });

  it('copies an object reached twice once, cycles and deep nesting included, without the call stack', () => {
    const shared = { type: 'string' };
    const cyclic: Record<string, unknown> = { a: shared, b: shared };
    cyclic.self = cyclic;
    const copy = mutableCopy(cyclic);
    expect(copy.a).toBe(copy.b);
    expect(copy.a).not.toBe(shared);
    expect(copy.self).toBe(copy);
    let deep: unknown = [];
    for (let index = 0; index < 100_000; index++) deep = [deep];
    expect(Array.isArray(mutableCopy(deep))).toBe(true);
  });

  it('gives primitives back as they are', () => {
    expect(mutableCopy('text')).toBe('text');
    expect(mutableCopy(null)).toBeNull();
    expect(mutableCopy(undefined)).toBeUndefined();
  });
});
