import { describe, expect, it } from 'vitest';
import { createListeners, type ListenerSettings } from '../create-listeners.js';
import { createToolManager } from '../create-tool-manager.js';
import { createToolStats } from '../create-tool-stats.js';
import type { FunctionCallRecord } from '../function-call-record.js';
import { FunctionRegistry } from '../function-registry.js';
import { createMockToolbox, createMockTranslator } from '../test.js';
import type { ToolPolicy } from '../tool-policy.js';
import type { TranslatorCallResult } from '../translator.js';
import { validateToolbox } from '../validate-toolbox.js';
import { createCallBatch } from './call-batch.js';
import type { CallPipelineContext } from './call-pipeline-context.js';
import { CallRecord } from './call-record.js';
import { runCallPipeline } from './run-call-pipeline.js';

/** A pipeline context with the mock toolbox registered, and what the test chooses. */
function contextWith(
  settings: { policy?: ToolPolicy } & ListenerSettings = {},
): CallPipelineContext {
  const registry = new FunctionRegistry();
  registry.add(validateToolbox(createMockToolbox()));
  return {
    registry,
    translator: null,
    root: null,
    controlFunctions: new Set(),
    policy: settings.policy,
    approve: undefined,
    functionTimeouts: new Map(),
    defaultTimeoutMs: 1000,
    maxCallsPerResponse: 10,
    stats: createToolStats(),
    listeners: createListeners(settings),
  };
}

const batch = createCallBatch(undefined, 'native', 5000);

describe('runCallPipeline', () => {
  it('answers a call to a synchronous function without a policy synchronously', () => {
    const record = runCallPipeline(
      { name: 'mock.add', params: { a: '1', b: 2 } },
      batch,
      contextWith(),
    );
    expect(record).toBeInstanceOf(CallRecord);
    const done = record as CallRecord;
    expect([done.ok, done.value, done.result, done.params]).toEqual([true, 3, '3', { a: 1, b: 2 }]);
    expect(done.repairs.map((repair) => repair.code)).toEqual(['coerce-number']);
  });

  it('waits for the policy, which sees the coerced arguments', async () => {
    const seen: unknown[] = [];
    const pending = runCallPipeline(
      { name: 'mock.add', params: { a: '1', b: 2 } },
      batch,
      contextWith({
        policy: (call) => {
          seen.push(call.params);
          return 'allow';
        },
      }),
    );
    expect(pending).toBeInstanceOf(Promise);
    expect((await pending).result).toBe('3');
    expect(seen).toEqual([{ a: 1, b: 2 }]);
  });

  it('keeps the raw text, span and repairs of the request, and leaves out what is not there', () => {
    const record = runCallPipeline(
      {
        name: 'mock.echo',
        params: { text: 'hi' },
        raw: 'call mock.echo',
        span: { start: 0, end: 14 },
        repairs: [{ code: 'parse-json', message: 'Repaired' }],
      },
      batch,
      contextWith(),
    ) as CallRecord;
    expect([record.raw, record.span, record.repairs.length]).toEqual([
      'call mock.echo',
      { start: 0, end: 14 },
      1,
    ]);
    const plain = runCallPipeline(
      { name: 'mock.echo', params: { text: 'hi' } },
      batch,
      contextWith(),
    );
    expect(Object.keys(plain).sort()).toEqual(
      ['durationMs', 'interface', 'name', 'ok', 'params', 'repairs', 'result', 'value'].sort(),
    );
  });

  it('answers a request whose fields cannot be read with one record, not a throw', () => {
    const hostile = {
      get name(): string {
        throw new Error('name getter');
      },
    };
    const record = runCallPipeline(hostile, batch, contextWith()) as CallRecord;
    expect(record.ok).toBe(false);
    expect(record.error?.code).toBe('internal-error');
    expect(record.result).toBe('Error: The call could not be handled: name getter');
  });
});

describe('the record of a call', () => {
  it('is one object: the one returned, the one the afterCall listeners get and the one the translator formats', async () => {
    const heard: FunctionCallRecord[] = [];
    const formatted: TranslatorCallResult[] = [];
    const mock = createMockTranslator();
    const manager = createToolManager({
      translator: {
        ...mock,
        formatFunctionCallResults: (calls) => {
          formatted.push(...calls);
          return mock.formatFunctionCallResults(calls);
        },
      },
      onAfterCall: (record) => heard.push(record),
    });
    manager.register(createMockToolbox());
    const result = await manager.executeResponseFunctions('call mock.add [1, 2]\ncall mock.fail');
    expect(result.functionsOutput).toBe(
      "mock.add => 3\nmock.fail => Error: Function 'mock.fail' failed: failed",
    );
    expect(heard).toHaveLength(2);
    for (const [index, record] of result.calls.entries()) {
      expect(heard[index]).toBe(record);
      expect(formatted[index]).toBe(record);
    }
    expect(formatted.map((call) => call.isError)).toEqual([false, true]);
  });
});
