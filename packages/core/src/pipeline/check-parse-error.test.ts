import { describe, expect, it } from 'vitest';
import { createToolManager } from '../create-tool-manager.js';
import { createMockToolbox } from '../test.js';
import type { CallParseError, Translator } from '../translator.js';
import { UnreadableCallError } from '../unreadable-call-error.js';

/** A translator that finds one call to `mock.echo` in any text, unreadable with `error`. */
function translatorReporting(error: CallParseError): Translator {
  return {
    generateFunctionIfText: () => '',
    getFunctionCallsFromText: () => [],
    parseFunctionCalls: (text) => [
      {
        name: 'mock.echo',
        params: {},
        raw: text,
        span: { start: 0, end: text.length },
        repairs: [],
        error,
      },
    ],
    formatFunctionCallResults: (calls) =>
      calls.map((call) => `${call.name} -> ${call.result}`).join('\n'),
  };
}

describe('a parse error a translator reports', () => {
  it.each([
    ['unknown-function', 'Unknown function @mock.ehco. Did you mean @mock.echo?'],
    ['truncated-call', 'The call to @mock.echo was cut off: write the whole call'],
    ['house-style-violation', 'Write calls on a line of their own'],
  ])(
    'keeps its code %s through the pipeline, and its message reaches the model',
    async (code, message) => {
      const toolbox = createMockToolbox();
      const manager = createToolManager({ translator: translatorReporting({ code, message }) });
      manager.register(toolbox);
      const result = await manager.executeResponseFunctions('@mock.echo(');
      const [record] = result.calls;
      expect(record?.ok).toBe(false);
      expect(record?.error?.code).toBe(code);
      const error = record?.error;
      if (!UnreadableCallError.isInstance(error))
        throw new Error('expected an UnreadableCallError');
      expect(error.parseCode).toBe(code);
      expect(record?.result).toBe(`Error: ${message}`);
      expect(result.functionsOutput).toBe(`mock.echo -> Error: ${message}`);
      expect(toolbox.calls).toEqual([]);
    },
  );

  it('keeps the code of a call from any source, and answers calls past the limit with too-many-calls', async () => {
    const manager = createToolManager({ maxCallsPerResponse: 1 });
    manager.register(createMockToolbox());
    const records = await manager.executeFunctionCalls([
      {
        name: 'mock.echo',
        params: {},
        error: { code: 'unreadable-arguments', message: 'Bad JSON' },
      },
      { name: 'mock.echo', params: { text: 'x' } },
    ]);
    expect(records.map((record) => record.error?.code)).toEqual([
      'unreadable-arguments',
      'too-many-calls',
    ]);
  });

  it('is unreadable-call when the translator gives no code that is text', async () => {
    const manager = createToolManager({
      translator: translatorReporting({ code: '', message: 'Cut off' }),
    });
    manager.register(createMockToolbox());
    const { calls } = await manager.executeResponseFunctions('x');
    expect(calls[0]?.error?.code).toBe(UnreadableCallError.defaultCode);
    expect(UnreadableCallError.defaultCode).toBe('unreadable-call');
  });
});
