import { describe, expect, it } from 'vitest';
import { RunFailure, runToolFunction } from './run-tool-function.js';
import { ToolTimeoutError } from './tool-timeout-error.js';
import type { ToolboxFunction, ToolCallContext } from './toolbox.js';

const settings = {
  functionName: 'box.run',
  args: { a: 1 },
  truncateLength: 100,
  timeoutMs: 0,
  signal: undefined,
};

function entryOf(f: ToolboxFunction['f']): ToolboxFunction {
  return {
    f,
    interface: {
      domain: 'box',
      name: 'run',
      type: 'function',
      description: 'Runs',
      params: {},
      returns: 'string',
    },
  };
}

describe('runToolFunction', () => {
  it('answers a function that returns without a promise synchronously', () => {
    const outcome = runToolFunction(
      entryOf((args, truncateLength) => `${String(args.a)} ${truncateLength}`),
      settings,
    );
    expect(outcome).toBe('1 100');
  });

  it('hands the function its truncation limit and a signal that is the same on every read', () => {
    let context: ToolCallContext | undefined;
    runToolFunction(
      entryOf((_args, _length, given) => {
        context = given;
      }),
      settings,
    );
    expect(context?.truncateLength).toBe(100);
    expect(context?.signal).toBe(context?.signal);
    expect(context?.signal.aborted).toBe(false);
  });

  it('gives a signal first read after the timeout as already aborted, with the timeout as reason', async () => {
    let context: ToolCallContext | undefined;
    const outcome = await runToolFunction(
      entryOf((_args, _length, given) => {
        context = given;
        return new Promise(() => undefined);
      }),
      { ...settings, timeoutMs: 5 },
    );
    expect(outcome).toBeInstanceOf(RunFailure);
    expect(ToolTimeoutError.isInstance((outcome as RunFailure).error)).toBe(true);
    expect(context?.signal.aborted).toBe(true);
    expect(ToolTimeoutError.isInstance(context?.signal.reason)).toBe(true);
  });

  it('hands the signal to onStart before the function runs', () => {
    const order: string[] = [];
    runToolFunction(
      entryOf((_args, _length, given) => {
        order.push(`run ${given.signal.aborted}`);
      }),
      { ...settings, onStart: (signal) => order.push(`start ${signal.aborted}`) },
    );
    expect(order).toEqual(['start false', 'run false']);
  });
});
