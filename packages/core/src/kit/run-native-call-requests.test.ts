import { describe, expect, it } from 'vitest';
import { createToolManager } from '../create-tool-manager.js';
import { createMockToolbox } from '../test.js';
import { runNativeCallRequests } from './run-native-call-requests.js';

describe('runNativeCallRequests', () => {
  it('runs the requests through the pipeline, one record per request, in order', async () => {
    const manager = createToolManager({ toolboxes: [createMockToolbox()] });
    const records = await runNativeCallRequests(manager, [
      { name: 'mock.echo', params: { text: 'one' } },
      { name: 'mock.nope', params: {} },
      { name: 'mock.echo', params: {}, error: { code: 'truncated-call', message: 'Cut off.' } },
    ]);
    expect(records.map((record) => [record.ok, record.result])).toEqual([
      [true, 'one'],
      [false, expect.stringContaining("Unknown function 'mock.nope'")],
      [false, expect.stringContaining('Cut off.')],
    ]);
  });

  it('answers every request even when the pipeline throws or gives too few records', async () => {
    const throwing = { executeFunctionCalls: () => Promise.reject(new Error('down')) };
    const requests = [
      { name: 'a', params: {} },
      { name: 'b', params: {} },
    ];
    const failed = await runNativeCallRequests(throwing, requests);
    expect(failed.map((record) => record.result)).toEqual([
      'Error: the call could not run (down)',
      'Error: the call could not run (down)',
    ]);
    const short = { executeFunctionCalls: async () => [] };
    expect((await runNativeCallRequests(short, requests)).map((record) => record.ok)).toEqual([
      false,
      false,
    ]);
    expect(await runNativeCallRequests(throwing, [])).toEqual([]);
  });

  it('passes the call options on', async () => {
    const manager = createToolManager({ toolboxes: [createMockToolbox()] });
    const controller = new AbortController();
    controller.abort();
    const [record] = await runNativeCallRequests(
      manager,
      [{ name: 'mock.wait', params: { ms: 1000 } }],
      { signal: controller.signal },
    );
    expect(record?.ok).toBe(false);
  });
});
