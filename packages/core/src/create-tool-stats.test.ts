import { describe, expect, it } from 'vitest';
import { createToolStats } from './create-tool-stats.js';

describe('createToolStats', () => {
  it('counts batches, calls, and per function the calls, errors and durations', () => {
    const stats = createToolStats();
    stats.countBatch();
    stats.countCall('box.run', true, 4);
    stats.countCall('box.run', false, 10);
    stats.countCall(undefined, false, 0);
    expect(stats.snapshot()).toEqual({
      toolCalls: 1,
      functionCalls: 3,
      functions: { 'box.run': { calls: 2, errors: 1, totalDurationMs: 14, maxDurationMs: 10 } },
    });
  });

  it('hands out copies, so a snapshot never changes afterwards', () => {
    const stats = createToolStats();
    stats.countCall('box.run', true, 1);
    const before = stats.snapshot();
    stats.countCall('box.run', true, 1);
    expect(before.functions['box.run']?.calls).toBe(1);
    expect(stats.snapshot().functions['box.run']?.calls).toBe(2);
  });

  it('keeps a function named __proto__ as an own entry, without touching a prototype', () => {
    const stats = createToolStats();
    stats.countCall('__proto__', true, 1);
    const { functions } = stats.snapshot();
    expect(Object.keys(functions)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(functions)).toBe(Object.prototype);
  });

  it('starts again from zero after a reset', () => {
    const stats = createToolStats();
    stats.countBatch();
    stats.countCall('box.run', true, 1);
    stats.reset();
    expect(stats.snapshot()).toEqual({ toolCalls: 0, functionCalls: 0, functions: {} });
  });
});
