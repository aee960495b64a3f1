import { createToolManager, defineToolbox } from '@ai-toolbox/core';
import OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { createOpenAITools } from './openai-tools.js';
import { createToolRegistry } from './tool-registry.js';

// The tools go through the real `openai` client; only `fetch` is replaced, by one that keeps
// each request body and answers with a call of `weather__get_temp`.

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

const ARGUMENTS = '{"city":"Paris","unit":"f"}';

const CHAT_COMPLETION = {
  id: 'chatcmpl-1',
  object: 'chat.completion',
  created: 0,
  model: 'gpt-4.1',
  choices: [
    {
      index: 0,
      finish_reason: 'tool_calls',
      logprobs: null,
      message: {
        role: 'assistant',
        content: null,
        refusal: null,
        tool_calls: [
          {
            id: 'call_1',
            type: 'function',
            function: { name: 'weather__get_temp', arguments: ARGUMENTS },
          },
        ],
      },
    },
  ],
};

const RESPONSE = {
  id: 'resp_1',
  object: 'response',
  created_at: 0,
  model: 'gpt-4.1',
  status: 'completed',
  output: [
    {
      type: 'function_call',
      id: 'fc_1',
      call_id: 'call_1',
      name: 'weather__get_temp',
      arguments: ARGUMENTS,
      status: 'completed',
    },
  ],
};

interface SentRequest {
  readonly tools?: unknown[];
}

function fakeOpenAI() {
  const sent: SentRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    sent.push(JSON.parse(String(init?.body)) as SentRequest);
    const answer = String(input).endsWith('/responses') ? RESPONSE : CHAT_COMPLETION;
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { sent, client: new OpenAI({ apiKey: 'test-key', fetch, maxRetries: 0 }) };
}

function setup(strict: boolean) {
  const manager = createToolManager({ toolboxes: [weather], controlFunctions: false });
  return createOpenAITools({ manager, strict });
}

describe('createOpenAITools with the openai client', () => {
  for (const strict of [false, true]) {
    it(`sends the Chat Completions tools (strict ${strict}) on every request and runs the tool calls`, async () => {
      const openaiTools = setup(strict);
      const offered = structuredClone(openaiTools.chatCompletionTools());
      const { sent, client } = fakeOpenAI();
      const request = () =>
        client.chat.completions.create({
          model: 'gpt-4.1',
          messages: [{ role: 'user', content: 'How warm is Paris?' }],
          tools: openaiTools.chatCompletionTools(),
        });

      const completion = await request();
      await request();

      expect(sent).toHaveLength(2);
      expect(sent[0]?.tools).toEqual(offered);
      expect(sent[1]?.tools).toEqual(offered);
      expect(openaiTools.chatCompletionTools()).toEqual(offered);
      const { messages } = await openaiTools.runToolCalls(completion.choices[0]?.message);
      expect(messages).toEqual([
        { role: 'tool', tool_call_id: 'call_1', content: '21 f in Paris' },
      ]);
    });

    it(`sends the Responses API tools (strict ${strict}) on every request and runs the function calls`, async () => {
      const openaiTools = setup(strict);
      const offered = structuredClone(openaiTools.responsesTools());
      const { sent, client } = fakeOpenAI();
      const request = () =>
        client.responses.create({
          model: 'gpt-4.1',
          input: 'How warm is Paris?',
          tools: openaiTools.responsesTools(),
        });

      const response = await request();
      await request();

      expect(sent).toHaveLength(2);
      expect(sent[0]?.tools).toEqual(offered);
      expect(sent[1]?.tools).toEqual(offered);
      expect(openaiTools.responsesTools()).toEqual(offered);
      const { items } = await openaiTools.runFunctionCalls(response);
      expect(items).toEqual([
        { type: 'function_call_output', call_id: 'call_1', output: '21 f in Paris' },
      ]);
    });
  }
});

describe('createToolRegistry with the openai client', () => {
  it('sends the built tools on every request, in both APIs', async () => {
    const registry = createToolRegistry({ strict: true });
    registry.add('get_temp', 'Temperature', { city: 'str', unit: 'str?' }, () => 21);
    const chat = structuredClone(registry.build());
    const responses = structuredClone(registry.buildResponsesTools());
    const { sent, client } = fakeOpenAI();

    await client.chat.completions.create({
      model: 'gpt-4.1',
      messages: [{ role: 'user', content: 'How warm is Paris?' }],
      tools: registry.build(),
    });
    await client.responses.create({
      model: 'gpt-4.1',
      input: 'How warm is Paris?',
      tools: registry.buildResponsesTools(),
    });

    expect(sent.map((request) => request.tools)).toEqual([chat, responses]);
    expect(registry.build()).toEqual(chat);
    expect(registry.buildResponsesTools()).toEqual(responses);
  });
});
