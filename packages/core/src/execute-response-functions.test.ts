import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createToolManager } from './create-tool-manager.js';
import { createMockToolbox, createMockTranslator } from './test.js';

const names = [
  'mock.echo',
  'mock.add',
  'mock.fail',
  'echo',
  'add',
  'constructor',
  '__proto__',
  'toString',
  'tools.get_functions',
  'tools.set_truncate_length',
  'MOCK.ADD',
  '',
];

/** A line the mock translator reads as a call, with arguments good, bad or hostile. */
const callLine = fc
  .tuple(
    fc.constantFrom(...names),
    fc.oneof(
      fc.constant(''),
      fc.json(),
      fc.string(),
      fc.constantFrom(
        '{"a":"1","b":2}',
        '{"__proto__":{"polluted":1}}',
        '{"constructor":{"prototype":{"polluted":1}}}',
        '["x"]',
        '[1, 2, 3]',
        `{"text":${JSON.stringify('z'.repeat(20_000))}}`,
        '{"length":"-1"}',
      ),
    ),
  )
  .map(([name, args]) => `call ${name} ${args}`);

const answer = fc
  .array(fc.oneof(callLine, fc.string()), { maxLength: 12 })
  .map((lines) => lines.join('\n'));

describe('executeResponseFunctions on any model answer', () => {
  it('never throws, gives each call found exactly one result in text order, and never pollutes a prototype', async () => {
    const translator = createMockTranslator();
    await fc.assert(
      fc.asyncProperty(answer, async (text) => {
        const manager = createToolManager({ translator, maxCallsPerResponse: 8 });
        manager.register(createMockToolbox());
        manager.setRootToolBox('mock');
        const found = translator.parseFunctionCalls?.(text, manager.getInterfaces(), 'mock') ?? [];
        const result = await manager.executeResponseFunctions(text);
        expect(result.calls).toHaveLength(found.length);
        expect(result.functionCalCount).toBe(found.length);
        expect(result.calls.map((call) => call.span?.start)).toEqual(
          found.map((call) => call.span.start),
        );
        for (const call of result.calls) {
          expect(call.ok).toBe(!call.result.startsWith('Error: '));
          expect(call.result.length).toBeLessThanOrEqual(5100);
        }
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        expect(Object.prototype.toString.call([])).toBe('[object Array]');
      }),
      { numRuns: 150 },
    );
  });

  it('survives a translator that returns junk instead of calls', async () => {
    const manager = createToolManager({
      translator: {
        ...createMockTranslator(),
        parseFunctionCalls: () =>
          [null, 5, { name: 7 }, { name: 'mock.echo', params: 'x' }] as never,
      },
    });
    manager.register(createMockToolbox());
    const result = await manager.executeResponseFunctions('anything');
    expect(result.calls.map((call) => call.result)).toEqual([
      'Error: A call without a readable function name',
      'Error: A call without a readable function name',
      'Error: A call without a readable function name',
      `Error: Arguments for function 'mock.echo' must be named parameters (an object), got the string "x"`,
    ]);
  });
});
