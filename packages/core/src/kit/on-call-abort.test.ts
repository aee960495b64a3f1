import { describe, expect, it } from 'vitest';
import { createToolManager } from '../create-tool-manager.js';
import { defineToolbox } from '../define-toolbox.js';
import { ToolTimeoutError } from '../tool-timeout-error.js';
import { onCallAbort } from './on-call-abort.js';

function waitingToolbox(seen: unknown[]) {
  return defineToolbox({
    name: 'box',
    functions: {
      wait: {
        description: 'Waits until aborted',
        params: {},
        run: (_args, context) =>
          new Promise((_resolve, reject) => {
            const listening = onCallAbort(context, (reason) => {
              seen.push(reason);
              reject(new Error('stopped'));
            });
            seen.push(
              listening,
              onCallAbort(context, () => seen.push('second')),
            );
          }),
      },
    },
  });
}

describe('onCallAbort', () => {
  it('hears the timeout of a call once, a second listener refused', async () => {
    const seen: unknown[] = [];
    const manager = createToolManager({ toolboxes: [waitingToolbox(seen)], timeoutMs: 20 });
    await expect(manager.call('box.wait', {})).rejects.toBeInstanceOf(ToolTimeoutError);
    expect(seen.slice(0, 2)).toEqual([true, false]);
    expect(seen[2]).toBeInstanceOf(ToolTimeoutError);
    expect(seen).toHaveLength(3);
  });

  it('hears the application’s cancellation', async () => {
    const seen: unknown[] = [];
    const manager = createToolManager({ toolboxes: [waitingToolbox(seen)] });
    const controller = new AbortController();
    const pending = manager.call('box.wait', {}, undefined, { signal: controller.signal });
    controller.abort(new Error('stop'));
    await expect(pending).rejects.toThrow();
    expect(seen).toHaveLength(3);
    expect(String((seen[2] as Error).message)).toMatch(/abort|cancel/i);
  });

  it('refuses a context made by hand, whose signal is read instead', () => {
    const context = { signal: new AbortController().signal, truncateLength: 10 };
    expect(onCallAbort(context, () => {})).toBe(false);
  });
});
