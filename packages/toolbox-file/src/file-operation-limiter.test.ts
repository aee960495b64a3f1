import { describe, expect, it } from 'vitest';
import { createFileOperationLimiter } from './file-operation-limiter.js';

describe('createFileOperationLimiter', () => {
  it('runs at most the limit at once and every task in the end, failures included', async () => {
    const limiter = createFileOperationLimiter(3);
    let running = 0;
    let peak = 0;
    const task = (index: number) =>
      limiter.run(async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 1));
        running--;
        if (index % 5 === 0) throw new Error(`task ${index}`);
        return index;
      });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, index) => task(index)),
    );
    expect(peak).toBe(3);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(32);
    expect(outcomes[7]).toEqual({ status: 'fulfilled', value: 7 });
    expect(running).toBe(0);
  });
});
