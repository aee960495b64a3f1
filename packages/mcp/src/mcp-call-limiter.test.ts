import { describe, expect, it } from 'vitest';
import { McpCallLimiter } from './mcp-call-limiter.js';

describe('McpCallLimiter', () => {
  it('gives free slots at once, then a line in arrival order, then busy', async () => {
    const limiter = new McpCallLimiter(2, 1);
    expect([limiter.tryTake(), limiter.tryTake(), limiter.tryTake()]).toEqual([true, true, false]);
    const waiting = limiter.wait();
    expect(await limiter.wait()).toBe('busy');
    expect(limiter.waiting).toBe(1);
    limiter.release();
    expect(await waiting).toBe('ok');
    expect({ running: limiter.running, waiting: limiter.waiting }).toEqual({
      running: 2,
      waiting: 0,
    });
    limiter.release();
    limiter.release();
    expect(limiter.running).toBe(0);
  });

  it('lets a waiting call whose signal aborts leave the line, and refuses one already aborted', async () => {
    const limiter = new McpCallLimiter(1, 5);
    expect(limiter.tryTake()).toBe(true);
    const controller = new AbortController();
    const leaving = limiter.wait(controller.signal);
    const staying = limiter.wait();
    controller.abort();
    expect(await leaving).toBe('aborted');
    expect(limiter.waiting).toBe(1);
    expect(await limiter.wait(controller.signal)).toBe('aborted');
    limiter.release();
    expect(await staying).toBe('ok');
    expect(limiter.running).toBe(1);
  });
});
