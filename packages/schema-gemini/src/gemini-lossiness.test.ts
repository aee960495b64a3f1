import { describe, expect, it } from 'vitest';
import { countLossiness } from './gemini-lossiness.js';

describe('countLossiness', () => {
  it('counts entries of one kind together, most frequent first', () => {
    const entry = (
      path: string,
      keyword: string,
      change: 'lowered' | 'dropped',
      detail: string,
    ) => ({
      path,
      keyword,
      change,
      detail,
    });
    expect(
      countLossiness([
        entry('a', 'format', 'lowered', 'moved'),
        entry('b', 'default', 'lowered', 'moved'),
        entry('c', 'default', 'lowered', 'moved'),
        entry('d', 'default', 'dropped', 'gone'),
      ]),
    ).toEqual([
      { keyword: 'default', change: 'lowered', detail: 'moved', count: 2 },
      { keyword: 'default', change: 'dropped', detail: 'gone', count: 1 },
      { keyword: 'format', change: 'lowered', detail: 'moved', count: 1 },
    ]);
  });
});
