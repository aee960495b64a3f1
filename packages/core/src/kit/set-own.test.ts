import { describe, expect, it } from 'vitest';
import { setOwn } from './set-own.js';

describe('setOwn', () => {
  it('keeps __proto__ an ordinary own key and leaves the prototype alone', () => {
    const record: Record<string, unknown> = {};
    setOwn(record, '__proto__', { polluted: true });
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
    expect(Object.keys(record)).toEqual(['__proto__']);
    expect(Object.getOwnPropertyDescriptor(record, '__proto__')?.value).toEqual({ polluted: true });
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('sets any other key as assignment does, replacing what was there', () => {
    const record: Record<string, number> = { a: 1 };
    setOwn(record, 'a', 2);
    setOwn(record, 'constructor', 3);
    expect(record).toEqual({ a: 2, constructor: 3 });
  });
});
