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

  it('reads a Claude message, a whole response and an array of its content blocks', () => {
    const toolUse = { type: 'tool_use', id: 'toolu_1', name: 'weather__get_temp', input: {} };
    const message = { role: 'assistant', content: [{ type: 'text', text: 'Checking.' }, toolUse] };
    expect(readNativeInput(JSON.stringify(message))).toEqual({ kind: 'anthropic', value: message });
    const response = { id: 'msg_1', type: 'message', stop_reason: 'tool_use', ...message };
    expect(readNativeInput(JSON.stringify(response))?.kind).toBe('anthropic');
    expect(readNativeInput(JSON.stringify([toolUse]))?.kind).toBe('anthropic');
  });

  it('reads a Gemini response, a content and an array of its parts', () => {
    const part = { functionCall: { name: 'weather.get_temp', args: { location: 'Paris' } } };
    const content = { role: 'model', parts: [{ text: 'Checking.' }, part] };
    expect(readNativeInput(JSON.stringify({ candidates: [{ content }] }))).toEqual({
      kind: 'gemini',
      value: { candidates: [{ content }] },
    });
    expect(readNativeInput(JSON.stringify(content))?.kind).toBe('gemini');
    expect(readNativeInput(JSON.stringify([part]))?.kind).toBe('gemini');
  });

  it('leaves text, broken JSON and other JSON to the translator', () => {
    for (const text of [
      '@weather.get_temp("Paris")',
      '{"tool_calls": [',
      '{"name": "weather.get_temp", "arguments": {}}',
      '[1, 2]',
      '[]',
      'null',
      '{"content": [{"type": "text", "text": "no call"}]}',
      '{"parts": [{"text": "no call"}]}',
      '{"tool_calls": [{"name": "weather.get_temp", "arguments": {"location": "Paris"}}]}',
      '[{"type": "text", "text": "x"}, {"functionCall": {"name": "x"}}]',
    ]) {
      expect(readNativeInput(text), text).toBeUndefined();
    }
  });
});
