import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatCompletionsClient } from './chat-completions-client.js';
import { ChatCompletionsError } from './chat-completions-error.js';
import {
  type ChatCompletionsServer,
  startChatCompletionsServer,
} from './chat-completions-server.js';
import { createScriptedModel } from './scripted-model.js';

let server: ChatCompletionsServer;
beforeAll(async () => {
  server = await startChatCompletionsServer({
    apiKey: 'secret',
    maxRequestBytes: 10_000,
    model: createScriptedModel('local', [
      { expects: ['hello'], reply: { role: 'assistant', content: 'Hi there.' } },
      {
        reply: (request) => ({
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              id: 'call_1',
              type: 'function',
              function: { name: request.tools?.[0]?.function.name ?? 'none', arguments: '{"x":1}' },
            },
          ],
        }),
      },
    ]),
  });
});
afterAll(() => server.close());

async function rawPost(path: string, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.baseUrl.replace('/v1', '')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer secret', ...headers },
    body,
  });
  return {
    status: response.status,
    json: (await response.json()) as { error?: { message: string } },
  };
}

/** A one-shot server answering every request with `status` and `body`. */
async function withFixedServer(
  status: number,
  body: string,
  run: (baseUrl: string) => Promise<void>,
) {
  const fixed = createServer((_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(body);
  });
  await new Promise<void>((resolve) => fixed.listen(0, '127.0.0.1', resolve));
  try {
    await run(`http://127.0.0.1:${(fixed.address() as AddressInfo).port}/v1`);
  } finally {
    fixed.closeAllConnections();
    await new Promise((resolve) => fixed.close(resolve));
  }
}

describe('the local Chat Completions server and the client', () => {
  it('listens on the loopback interface only', () => {
    expect(server.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
  });

  it('carries a conversation: text answers, then native tool calls naming the tools sent', async () => {
    const client = createChatCompletionsClient({
      baseUrl: server.baseUrl,
      apiKey: 'secret',
      model: 'local-model',
    });
    const first = await client.complete({ messages: [{ role: 'user', content: 'hello' }] });
    expect(first).toEqual({ role: 'assistant', content: 'Hi there.' });
    const second = await client.complete({
      messages: [
        { role: 'user', content: 'hello' },
        first,
        { role: 'user', content: 'now a tool' },
      ],
      tools: [{ type: 'function', function: { name: 'weather__get_temp', parameters: {} } }],
    });
    expect(second.tool_calls).toEqual([
      {
        id: 'call_1',
        type: 'function',
        function: { name: 'weather__get_temp', arguments: '{"x":1}' },
      },
    ]);
    expect(server.requests.at(-1)?.model).toBe('local-model');
    expect(server.requests.at(-1)?.tools?.[0]?.function.name).toBe('weather__get_temp');
  });

  it('refuses a request without the API key, and the client reports the status', async () => {
    const client = createChatCompletionsClient({ baseUrl: server.baseUrl, model: 'm' });
    const attempt = client.complete({ messages: [{ role: 'user', content: 'hello' }] });
    await expect(attempt).rejects.toSatisfy(
      (error) => ChatCompletionsError.isInstance(error) && error.status === 401,
    );
  });

  it('answers 400 to a body that is not a Chat Completions request', async () => {
    expect((await rawPost('/v1/chat/completions', '{not json')).status).toBe(400);
    const invalid = await rawPost(
      '/v1/chat/completions',
      JSON.stringify({ model: 'm', messages: [] }),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.json.error?.message).toMatch(/messages/);
  });

  it('answers 404 to other paths and 413 to a body over its limit', async () => {
    expect((await rawPost('/v1/embeddings', '{}')).status).toBe(404);
    const big = JSON.stringify({
      model: 'm',
      messages: [{ role: 'user', content: 'x'.repeat(20_000) }],
    });
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL(`${server.baseUrl}/chat/completions`);
      const outgoing = httpRequest(
        url,
        { method: 'POST', headers: { authorization: 'Bearer secret' } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(big);
    });
    expect(status).toBe(413);
  });

  it('answers 500 with the reason when the model fails, and the client reports it', async () => {
    const client = createChatCompletionsClient({
      baseUrl: server.baseUrl,
      apiKey: 'secret',
      model: 'm',
    });
    const attempt = client.complete({
      messages: [{ role: 'user', content: 'not what the script expects' }],
    });
    await expect(attempt).rejects.toThrow(/500.*expected to be shown \\"hello\\"/);
  });
});

describe('createChatCompletionsClient', () => {
  it('refuses a response that is not a Chat Completions response', async () => {
    await withFixedServer(200, JSON.stringify({ choices: [] }), async (baseUrl) => {
      const client = createChatCompletionsClient({ baseUrl, model: 'm' });
      await expect(
        client.complete({ messages: [{ role: 'user', content: 'x' }] }),
      ).rejects.toSatisfy(
        (error) =>
          ChatCompletionsError.isInstance(error) &&
          error.code === 'chat-invalid-response' &&
          /no choices/.test(error.message),
      );
    });
  });

  it('refuses a tool call without an id instead of inventing one', async () => {
    const body = JSON.stringify({
      choices: [
        {
          message: {
            role: 'assistant',
            content: null,
            tool_calls: [{ type: 'function', function: { name: 'a', arguments: '{}' } }],
          },
        },
      ],
    });
    await withFixedServer(200, body, async (baseUrl) => {
      const client = createChatCompletionsClient({ baseUrl, model: 'm' });
      await expect(client.complete({ messages: [{ role: 'user', content: 'x' }] })).rejects.toThrow(
        /choices\.0\.message\.tool_calls\.0\.id/,
      );
    });
  });

  it('refuses a response larger than its limit', async () => {
    await withFixedServer(200, 'x'.repeat(5_000), async (baseUrl) => {
      const client = createChatCompletionsClient({ baseUrl, model: 'm', maxResponseBytes: 1_000 });
      await expect(
        client.complete({ messages: [{ role: 'user', content: 'x' }] }),
      ).rejects.toSatisfy(
        (error) =>
          ChatCompletionsError.isInstance(error) && error.code === 'chat-response-too-large',
      );
    });
  });

  it('reports a server that cannot be reached as a network error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const client = createChatCompletionsClient({
      baseUrl: `http://127.0.0.1:${port}/v1`,
      model: 'm',
    });
    await expect(client.complete({ messages: [{ role: 'user', content: 'x' }] })).rejects.toSatisfy(
      (error) => ChatCompletionsError.isInstance(error) && error.code === 'chat-network',
    );
  });

  it('rejects settings without a valid base URL at construction', () => {
    expect(() => createChatCompletionsClient({ baseUrl: 'not a url', model: 'm' })).toThrow();
  });
});
