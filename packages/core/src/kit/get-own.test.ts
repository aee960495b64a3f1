import { describe, expect, it } from 'vitest';
import { getOwn } from './get-own.js';

describe('getOwn', () => {
  it('reads own keys only, never the prototype’s', () => {
    const parsed = JSON.parse('{"name": "f", "__proto__": {"x": 1}}') as Record<string, unknown>;
    expect(getOwn(parsed, 'name')).toBe('f');
    expect(getOwn(parsed, '__proto__')).toEqual({ x: 1 });
    expect(getOwn(parsed, 'constructor')).toBeUndefined();
    expect(getOwn(parsed, 'toString')).toBeUndefined();
  });
});
