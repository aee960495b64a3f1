import { describe, expect, it } from 'vitest';
import { watchObject } from './watch-object.js';

describe('watchObject', () => {
  it('counts each operation on the value and forwards it unchanged', () => {
    const watched = watchObject({ a: 1, b: [2] });
    expect(watched.value.a).toBe(1);
    expect(Object.keys(watched.value)).toEqual(['a', 'b']);
    // One read, then the keys listed and each described.
    expect(watched.operations()).toBe(4);
    expect(watched.value.b).toEqual([2]);
    expect(watched.operations()).toBe(5);
  });
});
