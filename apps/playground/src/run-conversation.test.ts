import '@ai-toolbox/translator-atfunc';
import { createToolManager } from '@ai-toolbox/core';
import { describe, expect, it } from 'vitest';
import type { ConversationEvent } from './conversation-event.js';
import { registerDemoToolboxes } from './demo-setup.js';
import { createMemoryFileToolbox } from './memory-file-toolbox.js';
import { createNativeCallingMode } from './native-calling-mode.js';
import { RESULTS_HEADER, runConversation } from './run-conversation.js';
import { createScriptedModel } from './scripted-model.js';
import { createTextCallingMode } from './text-calling-mode.js';

function demoManager() {
  const manager = createToolManager();
  registerDemoToolboxes(manager, createMemoryFileToolbox());
  return manager;
}

describe('runConversation', () => {
  it('in text mode runs the calls, feeds the formatted results back and stops at an answer without calls', async () => {
    const events: ConversationEvent[] = [];
    const result = await runConversation({
      model: createScriptedModel('m', [
        {
          expects: ['@weather.get_temp'],
          reply: { role: 'assistant', content: '@weather.get_temp("Tokyo")' },
        },
        { expects: ['Returned: 26'], reply: { role: 'assistant', content: 'Tokyo: 26 °C.' } },
      ]),
      mode: createTextCallingMode(demoManager(), 'atfunc'),
      question: 'Tokyo?',
      onEvent: (event) => events.push(event),
    });
    expect(events.map((event) => event.type)).toEqual([
      'system',
      'user',
      'assistant',
      'calls',
      'feedback',
      'assistant',
      'final',
    ]);
    expect(result.finalAnswer).toBe('Tokyo: 26 °C.');
    expect(result.calls.map((call) => [call.name, call.result])).toEqual([
      ['weather.get_temp', '26'],
    ]);
    expect(result.messages[3]).toEqual({
      role: 'user',
      content: `${RESULTS_HEADER}\n\nFunction call: weather.get_temp(location="Tokyo")\nReturned: 26`,
    });
  });

  it('stops after maxTurns when the model never stops calling, with no final answer', async () => {
    const loop = { role: 'assistant' as const, content: '@tools.get_toolboxes()' };
    const result = await runConversation({
      model: createScriptedModel('loop', [{ reply: loop }, { reply: loop }, { reply: loop }]),
      mode: createTextCallingMode(demoManager(), 'atfunc'),
      question: 'Go on forever.',
      maxTurns: 2,
    });
    expect(result.finalAnswer).toBeUndefined();
    expect(result.calls).toHaveLength(2);
  });

  it('in native mode sends the tools and answers every tool call with one tool message', async () => {
    const mode = createNativeCallingMode(demoManager());
    const toolName = mode.toolNameOf('math.calculate_power');
    const result = await runConversation({
      model: createScriptedModel('native', [
        {
          reply: {
            role: 'assistant',
            content: null,
            tool_calls: [
              {
                id: 'a',
                type: 'function',
                function: { name: toolName, arguments: '{"base":2,"exponent":5}' },
              },
              { id: 'b', type: 'function', function: { name: 'no_such_tool', arguments: '{}' } },
            ],
          },
        },
        { expects: ['32', 'Error'], reply: { role: 'assistant', content: '2^5 is 32.' } },
      ]),
      mode,
      question: '2^5?',
    });
    expect(result.messages.filter((message) => message.role === 'tool')).toEqual([
      { role: 'tool', tool_call_id: 'a', content: '32' },
      { role: 'tool', tool_call_id: 'b', content: expect.stringMatching(/^Error: /) },
    ]);
    expect(result.finalAnswer).toBe('2^5 is 32.');
  });
});
