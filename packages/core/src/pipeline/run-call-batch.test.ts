import { describe, expect, it } from 'vitest';
import { createToolManager } from '../create-tool-manager.js';
import { defineToolbox } from '../define-toolbox.js';
import { InvalidSettingsError } from '../invalid-settings-error.js';
import { createMockTranslator } from '../test.js';
import type { ToolManagerOptions } from '../tool-manager-options.js';
import { ToolTimeoutError } from '../tool-timeout-error.js';

/**
 * A toolbox whose `slow` function waits at a gate the test opens round by round, so that how
 * many calls ran side by side, and in how many rounds the batch ended, is counted, not timed.
 */
function slowToolbox() {
  let running = 0;
  let waiting: (() => void)[] = [];
  const log = { maxRunning: 0, order: [] as number[] };
  const toolbox = defineToolbox({
    name: 'box',
    functions: {
      slow: {
        description: 'Waits at the gate',
        params: { n: { type: 'integer', isRequired: true, description: 'Which call' } },
        run: async ({ n }) => {
          running += 1;
          log.maxRunning = Math.max(log.maxRunning, running);
          await new Promise<void>((resolve) => waiting.push(resolve));
          running -= 1;
          log.order.push(n);
          return n;
        },
      },
      hang: {
        description: 'Never ends',
        params: {},
        run: () => new Promise(() => undefined),
      },
    },
  });
  /**
   * Lets the batch start every call it can, then opens the gate for the calls waiting at it,
   * until none is left: the rounds it took and how many waited in each.
   */
  const rounds = async (batch: Promise<unknown>): Promise<number[]> => {
    const sizes: number[] = [];
    let done = false;
    void batch.then(() => {
      done = true;
    });
    for (;;) {
      await new Promise((resolve) => setImmediate(resolve));
      if (waiting.length === 0) break;
      sizes.push(waiting.length);
      const open = waiting;
      waiting = [];
      for (const resolve of open) resolve();
    }
    await batch;
    expect(done).toBe(true);
    return sizes;
  };
  return { toolbox, log, rounds };
}

function managerWith(log: ReturnType<typeof slowToolbox>, options: ToolManagerOptions = {}) {
  const manager = createToolManager({
    translator: createMockTranslator(),
    controlFunctions: false,
    maxCallsPerResponse: 1000,
    ...options,
  });
  manager.register(log.toolbox);
  return manager;
}

const hundredCalls = Array.from({ length: 100 }, (_, n) => ({ name: 'box.slow', params: { n } }));
const hundredLines = hundredCalls.map(({ params }) => `call box.slow {"n":${params.n}}`).join('\n');

describe('runCallBatch concurrency', () => {
  it('runs 100 slow calls ten at a time in ten rounds, a tenth of the hundred it takes one by one, results in call order', async () => {
    const concurrent = slowToolbox();
    const batch = managerWith(concurrent).executeFunctionCalls(hundredCalls, { concurrency: 10 });
    expect(await concurrent.rounds(batch)).toEqual(Array(10).fill(10));
    expect((await batch).map((record) => record.value)).toEqual(hundredCalls.map((_, n) => n));
    expect(concurrent.log.maxRunning).toBe(10);

    const sequential = slowToolbox();
    const one = managerWith(sequential).executeFunctionCalls(hundredCalls, { concurrency: 1 });
    expect(await sequential.rounds(one)).toEqual(Array(100).fill(1));
    expect((await one).map((record) => record.value)).toEqual(hundredCalls.map((_, n) => n));
    expect(sequential.log.order).toEqual(hundredCalls.map((_, n) => n));
  });

  it('runs a text answer one call at a time by default, and native calls all at once', async () => {
    const text = slowToolbox();
    const answer = managerWith(text).executeResponseFunctions(hundredLines);
    expect(await text.rounds(answer)).toEqual(Array(100).fill(1));
    expect((await answer).calls.map((record) => record.value)).toEqual(
      hundredCalls.map((_, n) => n),
    );
    expect(text.log.order).toEqual(hundredCalls.map((_, n) => n));

    const native = slowToolbox();
    const batch = managerWith(native).executeFunctionCalls(hundredCalls);
    expect(await native.rounds(batch)).toEqual([100]);
  });

  it('takes the manager’s concurrency for both, and a batch’s own over it', async () => {
    const managed = slowToolbox();
    const answer = managerWith(managed, { concurrency: 4 }).executeResponseFunctions(hundredLines);
    expect(await managed.rounds(answer)).toEqual(Array(25).fill(4));
    const overridden = slowToolbox();
    const batch = managerWith(overridden, { concurrency: 4 }).executeFunctionCalls(hundredCalls, {
      concurrency: 25,
    });
    expect(await overridden.rounds(batch)).toEqual([25, 25, 25, 25]);
  });

  it('keeps each call’s timeout and policy while others run', async () => {
    const log = slowToolbox();
    const asked: number[] = [];
    const manager = managerWith(log, {
      policy: (call) => (call.name === 'box.hang' ? 'allow' : call.params.n === 3 ? 'deny' : 'ask'),
      approve: async (call) => {
        asked.push(Number(call.params.n));
        return true;
      },
    });
    const batch = manager.executeFunctionCalls(
      [...hundredCalls.slice(0, 5), { name: 'box.hang', params: {} }, ...hundredCalls.slice(5, 10)],
      { concurrency: 3, timeoutMs: 20 },
    );
    // The hanging call holds one place until its own timeout; the others go on in the rest.
    const sizes = await log.rounds(batch);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(3);
    const records = await batch;
    expect(records.map((record) => record.error?.code ?? record.value)).toEqual([
      0,
      1,
      2,
      'call-denied',
      4,
      'tool-timeout',
      5,
      6,
      7,
      8,
      9,
    ]);
    expect(ToolTimeoutError.isInstance(records[5]?.error)).toBe(true);
    expect(asked.sort((a, b) => a - b)).toEqual([0, 1, 2, 4, 5, 6, 7, 8, 9]);
    expect(log.log.maxRunning).toBeLessThanOrEqual(3);
  });

  it('refuses a concurrency that is not a whole number of 1 or more', async () => {
    const manager = managerWith(slowToolbox());
    for (const concurrency of [0, 1.5, Number.NaN, -1]) {
      await expect(manager.executeFunctionCalls(hundredCalls, { concurrency })).rejects.toThrow(
        InvalidSettingsError,
      );
    }
    expect(() => createToolManager({ concurrency: 0 })).toThrow(InvalidSettingsError);
  });
});
