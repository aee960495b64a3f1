import { describe, expect, it } from 'vitest';
import { readNativeInput } from './native-input.js';

const toolCall = {
  id: 'call_1',
  type: 'function',
  function: { name: 'weather__get_temp', arguments: '{"location":"Paris"}' },
};
const functionCall = {
  type: 'function_call',
  call_id: 'c1',
  name: 'weather__get_temp',
  arguments: '{}',
};

describe('readNativeInput', () => {
  it('reads a Chat Completions message, a whole completion and an array of tool calls', () => {
    const message = { role: 'assistant', content: null, tool_calls: [toolCall] };
    expect(readNativeInput(JSON.stringify(message))).toEqual({ kind: 'chat', value: message });
    expect(readNativeInput(JSON.stringify({ choices: [{ message }] }))).toEqual({
      kind: 'chat',
      value: message,
    });
    expect(readNativeInput(` ${JSON.stringify([toolCall])}\n`)?.kind).toBe('chat');
  });

  it('reads a Responses API response and an array of its function_call items', () => {
    const response = { output: [{ type: 'message', content: [] }, functionCall] };
    expect(readNativeInput(JSON.stringify(response))).toEqual({
      kind: 'responses',
      value: response,
    });
    expect(readNativeInput(JSON.stringify([functionCall]))?.kind).toBe('responses');
  });

  it('leaves text, broken JSON and other JSON to the translator', () => {
    for (const text of [
      '@weather.get_temp("Paris")',
      '{"tool_calls": [',
      '{"name": "weather.get_temp", "arguments": {}}',
      '[1, 2]',
      '[]',
      'null',
    ]) {
      expect(readNativeInput(text), text).toBeUndefined();
    }
  });
});
