import { describe, expect, it } from 'vitest';
import { readChatToolCalls, readResponseFunctionCalls } from './native-tool-call.js';

describe('readChatToolCalls', () => {
  it('reads the tool calls of an assistant message in order', () => {
    const message = {
      role: 'assistant',
      content: null,
      tool_calls: [
        { id: 'call_1', type: 'function', function: { name: 'a', arguments: '{}' } },
        { id: 'call_2', type: 'function', function: { name: 'b', arguments: '' } },
      ],
    };
    expect(readChatToolCalls(message)).toEqual([
      { callId: 'call_1', name: 'a', arguments: '{}' },
      { callId: 'call_2', name: 'b', arguments: '' },
    ]);
    expect(readChatToolCalls(message.tool_calls)).toEqual(readChatToolCalls(message));
  });

  it('keeps malformed and custom-tool entries, each with a problem', () => {
    const calls = readChatToolCalls({
      tool_calls: [
        null,
        { id: 'c2', type: 'custom', custom: { name: 'x', input: '' } },
        { id: 7, function: { name: 5, arguments: '{}' } },
      ],
    });
    expect(calls).toHaveLength(3);
    expect(calls[0]).toMatchObject({
      callId: undefined,
      problem: 'the tool call is not an object',
    });
    expect(calls[1]?.problem).toContain('"custom"');
    expect(calls[2]).toEqual({ callId: undefined, name: undefined, arguments: '{}' });
  });

  it('reads nothing from a message without tool calls or from inherited fields', () => {
    expect(readChatToolCalls({ role: 'assistant', content: 'hi' })).toEqual([]);
    expect(readChatToolCalls(Object.create({ tool_calls: [{ id: 'x' }] }))).toEqual([]);
    expect(readChatToolCalls('text')).toEqual([]);
  });
});

describe('readResponseFunctionCalls', () => {
  it('reads the function_call items of a response in order and skips other items', () => {
    const response = {
      output: [
        { type: 'reasoning', id: 'r1', summary: [] },
        { type: 'function_call', call_id: 'call_1', name: 'a', arguments: '{"x":1}' },
        { type: 'message', role: 'assistant', content: [] },
        { type: 'function_call', call_id: 'call_2', name: 'b', arguments: '' },
      ],
    };
    expect(readResponseFunctionCalls(response)).toEqual([
      { callId: 'call_1', name: 'a', arguments: '{"x":1}' },
      { callId: 'call_2', name: 'b', arguments: '' },
    ]);
    expect(readResponseFunctionCalls(response.output)).toHaveLength(2);
  });
});
