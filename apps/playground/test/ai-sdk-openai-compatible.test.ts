import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { toAiSdkTools, toolCallingMiddleware } from '@ai-toolbox/ai-sdk';
import '@ai-toolbox/translator-atfunc';
import { generateText, stepCountIs, streamText, wrapLanguageModel } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWeather } from './ai-sdk-weather.js';

// The AI SDK loop against a local HTTP server speaking the OpenAI Chat Completions protocol,
// through @ai-sdk/openai-compatible. The server (127.0.0.1 only, bounded, closed after the
// tests) is the only stand-in: it answers each request with the next scripted message; the
// client, the middleware, the translator, the pipeline and the toolbox are the real ones.

interface ScriptedMessage {
  readonly content?: string;
  readonly toolCalls?: ReadonlyArray<{ id: string; name: string; arguments: string }>;
}

interface ReceivedRequest {
  readonly stream: boolean;
  readonly messages: Array<{ role: string; content?: unknown; tool_call_id?: string }>;
  readonly tools?: unknown[];
}

const maxBody = 1_000_000;
const maxRequests = 50;

async function readBody(request: IncomingMessage): Promise<string> {
  let size = 0;
  const parts: Buffer[] = [];
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxBody) throw new Error('request too large');
    parts.push(chunk as Buffer);
  }
  return Buffer.concat(parts).toString('utf8');
}

/** Chat Completions over HTTP on 127.0.0.1, answering with `script` in order. */
function startServer() {
  const script: ScriptedMessage[] = [];
  const received: ReceivedRequest[] = [];
  const server: Server = createServer((request, response) => {
    readBody(request)
      .then((body) => {
        if (request.url !== '/v1/chat/completions' || received.length >= maxRequests) {
          response.writeHead(404).end();
          return;
        }
        const parsed = JSON.parse(body) as ReceivedRequest;
        received.push(parsed);
        const message = script.shift() ?? { content: 'The script has ended.' };
        const finish = message.toolCalls ? 'tool_calls' : 'stop';
        const usage = { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 };
        const toolCalls = message.toolCalls?.map((call, index) => ({
          index,
          id: call.id,
          type: 'function',
          function: { name: call.name, arguments: call.arguments },
        }));
        if (!parsed.stream) {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify({
              id: 'chatcmpl-local',
              object: 'chat.completion',
              created: 0,
              model: 'local',
              choices: [
                {
                  index: 0,
                  message: {
                    role: 'assistant',
                    content: message.content ?? null,
                    tool_calls: toolCalls,
                  },
                  finish_reason: finish,
                },
              ],
              usage,
            }),
          );
          return;
        }
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        const send = (delta: object, finishReason: string | null = null, extra = {}) =>
          response.write(
            `data: ${JSON.stringify({
              id: 'chatcmpl-local',
              object: 'chat.completion.chunk',
              created: 0,
              model: 'local',
              choices: [{ index: 0, delta, finish_reason: finishReason }],
              ...extra,
            })}\n\n`,
          );
        send({ role: 'assistant', content: '' });
        const text = message.content ?? '';
        // Seven characters a chunk: calls arrive cut at many places.
        for (let at = 0; at < text.length; at += 7) send({ content: text.slice(at, at + 7) });
        if (toolCalls) send({ tool_calls: toolCalls });
        send({}, finish, { usage });
        response.end('data: [DONE]\n\n');
      })
      .catch(() => response.writeHead(400).end());
  });
  server.requestTimeout = 10_000;
  server.maxConnections = 8;
  return {
    script,
    received,
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const local = startServer();
let model: ReturnType<ReturnType<typeof createOpenAICompatible>['chatModel']>;
beforeAll(async () => {
  const baseURL = await local.listen();
  model = createOpenAICompatible({ name: 'local', baseURL, apiKey: 'test-key' }).chatModel('local');
});
afterAll(() => local.close());

describe('the AI SDK against a Chat Completions server', () => {
  it('gives a text-only model tool calling through the middleware, streamed', async () => {
    const { manager, seen } = createWeather();
    local.received.length = 0;
    local.script.push(
      { content: 'Let me check. @weather.get_temp("Paris") Then I answer.' },
      { content: 'It is 21 degrees in Paris.' },
    );
    const result = streamText({
      model: wrapLanguageModel({
        model,
        middleware: toolCallingMiddleware({ translator: 'atfunc' }),
      }),
      tools: toAiSdkTools(manager),
      stopWhen: stepCountIs(3),
      prompt: 'Weather in Paris?',
    });
    expect(await result.text).toBe('It is 21 degrees in Paris.');
    expect(seen).toEqual([{ location: 'Paris', days: undefined }]);
    const [first, second] = local.received;
    expect(first?.stream).toBe(true);
    expect(first?.tools).toBeUndefined();
    expect(String(first?.messages[0]?.content)).toContain(
      '@weather.get_temp( <*location>, <days{integer}> )',
    );
    expect(second?.messages.slice(-2)).toEqual([
      { role: 'assistant', content: 'Let me check. @weather.get_temp("Paris") Then I answer.' },
      {
        role: 'user',
        content: 'Function call: weather.get_temp(location="Paris")\nReturned: 21 degrees in Paris',
      },
    ]);
    expect((await result.steps)[0]?.text).toBe('Let me check.  Then I answer.');
  });

  it('runs native tool calls through the pipeline and answers invalid ones, in generateText', async () => {
    const { manager, seen } = createWeather();
    local.received.length = 0;
    local.script.push(
      {
        toolCalls: [
          { id: 'call_1', name: 'weather__get_temp', arguments: '{"location":"Rome"}' },
          { id: 'call_2', name: 'weather__get_temp', arguments: '{"city":"Rome"}' },
        ],
      },
      { content: 'Rome is at 21 degrees.' },
    );
    const result = await generateText({
      model,
      tools: toAiSdkTools(manager),
      stopWhen: stepCountIs(3),
      prompt: 'Weather in Rome?',
    });
    expect(result.text).toBe('Rome is at 21 degrees.');
    expect(seen).toEqual([{ location: 'Rome', days: undefined }]);
    const first = local.received[0];
    expect(first?.tools).toEqual([
      {
        type: 'function',
        function: {
          name: 'weather__get_temp',
          description: 'Current temperature in a city',
          parameters: {
            type: 'object',
            properties: {
              location: { type: 'string', description: 'City' },
              days: { type: 'integer', description: 'Days ahead' },
            },
            required: ['location'],
          },
        },
      },
    ]);
    const toolMessages = local.received[1]?.messages.filter((message) => message.role === 'tool');
    expect(toolMessages?.map((message) => [message.tool_call_id, message.content])).toEqual([
      ['call_1', '21 degrees in Rome'],
      [
        'call_2',
        expect.stringMatching(/^Error: Missing required parameter for function 'weather.get_temp'/),
      ],
    ]);
  });
});
