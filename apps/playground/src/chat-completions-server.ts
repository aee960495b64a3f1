import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import {
  type ChatMessage,
  type ChatModel,
  type ChatRequest,
  type ChatTool,
  MAX_MESSAGE_LENGTH,
  toolCallSchema,
} from './chat-message.js';
import { readBoundedText } from './read-bounded-text.js';

const messageSchema = v.variant('role', [
  v.object({ role: v.literal('system'), content: v.string() }),
  v.object({ role: v.literal('user'), content: v.string() }),
  v.object({
    role: v.literal('assistant'),
    content: v.optional(v.nullable(v.string()), null),
    tool_calls: v.optional(v.array(toolCallSchema)),
  }),
  v.object({ role: v.literal('tool'), tool_call_id: v.string(), content: v.string() }),
]);

const toolSchema = v.object({
  type: v.literal('function'),
  function: v.looseObject({ name: v.string() }),
});

const requestSchema = v.object({
  model: v.string(),
  messages: v.pipe(v.array(messageSchema), v.minLength(1), v.maxLength(1000)),
  tools: v.optional(v.array(toolSchema)),
  temperature: v.optional(v.number()),
});

/** The settings of {@link startChatCompletionsServer}. */
export interface ChatCompletionsServerSettings {
  /** Answers every request. */
  readonly model: ChatModel;
  /** When set, requests must carry `Authorization: Bearer <apiKey>`. */
  readonly apiKey?: string;
  /** The largest request body accepted, in bytes (default 2 MB). */
  readonly maxRequestBytes?: number;
  /** How long one request may take, in milliseconds (default 30 s). */
  readonly requestTimeoutMs?: number;
}

/** A running local Chat Completions server. */
export interface ChatCompletionsServer {
  /** The base URL to give a client, ending in `/v1`. */
  readonly baseUrl: string;
  /** Every request the server answered, in order, as received. */
  readonly requests: readonly (ChatRequest & { readonly model: string })[];
  /** Stops the server and closes its connections. */
  close(): Promise<void>;
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

function sendError(response: ServerResponse, status: number, message: string): void {
  sendJson(response, status, { error: { message, type: 'invalid_request_error' } });
}

/**
 * Starts an HTTP server on 127.0.0.1 (a free port) that speaks the Chat Completions protocol
 * (`POST /v1/chat/completions`) and answers with `settings.model`. It lets the real client,
 * pipeline and toolboxes run end to end without a hosted model; it listens on the loopback
 * interface only and bounds every request in size and time.
 */
export async function startChatCompletionsServer(
  settings: ChatCompletionsServerSettings,
): Promise<ChatCompletionsServer> {
  const maxRequestBytes = settings.maxRequestBytes ?? 2_000_000;
  const requests: (ChatRequest & { model: string })[] = [];
  let counter = 0;

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/v1/chat/completions') {
      sendError(response, 404, `no route for ${request.method} ${path}`);
      return;
    }
    if (request.method !== 'POST') {
      sendError(response, 405, 'use POST');
      return;
    }
    if (
      settings.apiKey !== undefined &&
      request.headers.authorization !== `Bearer ${settings.apiKey}`
    ) {
      sendError(response, 401, 'missing or wrong API key');
      return;
    }
    const text = await readBoundedText(request, maxRequestBytes);
    if (text === undefined) {
      sendError(response, 413, `the request is larger than ${maxRequestBytes} bytes`);
      request.destroy();
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      sendError(response, 400, 'the body is not JSON');
      return;
    }
    const parsed = v.safeParse(requestSchema, json);
    if (!parsed.success) {
      const issue = parsed.issues[0];
      sendError(
        response,
        400,
        `invalid request: ${issue ? v.getDotPath(issue) : ''} ${issue?.message ?? ''}`,
      );
      return;
    }
    const chatRequest = {
      model: parsed.output.model,
      messages: parsed.output.messages as ChatMessage[],
      ...(parsed.output.tools ? { tools: parsed.output.tools as ChatTool[] } : {}),
    };
    requests.push(chatRequest);
    let message: Awaited<ReturnType<ChatModel['complete']>>;
    try {
      message = await settings.model.complete(chatRequest);
    } catch (error) {
      sendJson(response, 500, {
        error: {
          message: (error as Error).message.slice(0, MAX_MESSAGE_LENGTH),
          type: 'server_error',
        },
      });
      return;
    }
    counter += 1;
    sendJson(response, 200, {
      id: `chatcmpl-local-${counter}`,
      object: 'chat.completion',
      created: 0,
      model: chatRequest.model,
      choices: [
        {
          index: 0,
          message,
          finish_reason:
            message.tool_calls && message.tool_calls.length > 0 ? 'tool_calls' : 'stop',
        },
      ],
    });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) sendError(response, 500, (error as Error).message);
      else response.destroy();
    });
  });
  server.requestTimeout = settings.requestTimeoutMs ?? 30_000;
  server.headersTimeout = Math.min(server.requestTimeout, 10_000);
  server.maxConnections = 16;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
