import { createToolManager, defineToolbox } from '@ai-toolbox/core';
import Anthropic from '@anthropic-ai/sdk';
import { describe, expect, it } from 'vitest';
import { createAnthropicTools } from './anthropic-tools.js';

// The tools and tool choice go through the real `@anthropic-ai/sdk` client; only `fetch` is
// replaced, by one that keeps each request body and answers with a `tool_use`.

const weather = defineToolbox({
  name: 'weather',
  functions: {
    get_temp: {
      description: 'Current temperature in a city',
      params: {
        city: { type: 'string', isRequired: true, description: 'City name' },
        unit: { type: 'string', isRequired: false, description: 'Unit', enum: ['c', 'f'] },
      },
      run: (args) => `21 ${args.unit ?? 'c'} in ${args.city}`,
    },
  },
});

const MESSAGE = {
  id: 'msg_1',
  type: 'message',
  role: 'assistant',
  model: 'claude-sonnet-4-6',
  content: [
    {
      type: 'tool_use',
      id: 'toolu_1',
      name: 'weather__get_temp',
      input: { city: 'Paris', unit: 'f' },
    },
  ],
  stop_reason: 'tool_use',
  stop_sequence: null,
  usage: { input_tokens: 10, output_tokens: 10 },
};

interface SentRequest {
  readonly tools?: unknown[];
  readonly tool_choice?: unknown;
}

function fakeAnthropic() {
  const sent: SentRequest[] = [];
  const fetch = async (_input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    sent.push(JSON.parse(String(init?.body)) as SentRequest);
    return new Response(JSON.stringify(MESSAGE), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { sent, client: new Anthropic({ apiKey: 'test-key', fetch, maxRetries: 0 }) };
}

describe('createAnthropicTools with the @anthropic-ai/sdk client', () => {
  it('sends the tools and tool choice on every request and runs the tool uses it gets back', async () => {
    const manager = createToolManager({ toolboxes: [weather], controlFunctions: false });
    const anthropicTools = createAnthropicTools({ manager });
    const offered = structuredClone(anthropicTools.tools());
    const { sent, client } = fakeAnthropic();
    const request = () =>
      client.messages.create({
        model: 'claude-sonnet-4-6',
        max_tokens: 1024,
        messages: [{ role: 'user', content: 'How warm is Paris?' }],
        tools: anthropicTools.tools(),
        tool_choice: anthropicTools.toolChoice(
          { function: 'weather.get_temp' },
          { disableParallelToolUse: true },
        ),
      });

    const response = await request();
    await request();

    expect(sent).toHaveLength(2);
    for (const body of sent) {
      expect(body.tools).toEqual(offered);
      expect(body.tool_choice).toEqual({
        type: 'tool',
        name: 'weather__get_temp',
        disable_parallel_tool_use: true,
      });
    }
    expect(anthropicTools.tools()).toEqual(offered);
    const { message } = await anthropicTools.runToolUses(response);
    expect(message).toEqual({
      role: 'user',
      content: [{ type: 'tool_result', tool_use_id: 'toolu_1', content: '21 f in Paris' }],
    });
  });
});
