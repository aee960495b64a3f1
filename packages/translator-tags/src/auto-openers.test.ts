import { describe, expect, it } from 'vitest';
import { findOpeners } from './auto-openers.js';

describe('findOpeners', () => {
  it('finds the strings that occur, also those sharing a first character', () => {
    const found = findOpeners('a <tool_call> and <function=f> then [x', [
      '<tool_call>',
      '<function=',
      '<seed:tool_call>',
      '[',
      '{',
    ]);
    expect([...found].sort()).toEqual(['<function=', '<tool_call>', '[']);
  });

  it('finds a string at the very end and none in an empty text', () => {
    expect([...findOpeners('prose {', ['{', '}'])]).toEqual(['{']);
    expect(findOpeners('', ['{']).size).toBe(0);
  });

  it('ignores an empty string and a repeated one', () => {
    expect([...findOpeners('<a>', ['', '<a>', '<a>'])]).toEqual(['<a>']);
  });

  it('does work linear in the text when nothing is found', () => {
    const openers = Array.from({ length: 30 }, (_, index) => `<x${index}>`);
    const time = (length: number): number => {
      const text = '<y>'.repeat(length);
      const started = performance.now();
      for (let round = 0; round < 3; round += 1) findOpeners(text, openers);
      return performance.now() - started;
    };
    time(10_000);
    expect(time(400_000) / Math.max(time(50_000), 0.5)).toBeLessThan(20);
  });
});
