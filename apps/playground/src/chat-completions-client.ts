import * as v from 'valibot';
import { ChatCompletionsError } from './chat-completions-error.js';
import {
  type AssistantMessage,
  assistantMessageSchema,
  type ChatModel,
  type ChatRequest,
} from './chat-message.js';
import { readBoundedText } from './read-bounded-text.js';

/** The settings of {@link createChatCompletionsClient}. */
export const chatCompletionsClientSettingsSchema = v.object({
  /** The API's base URL, up to and including the version, e.g. `https://api.openai.com/v1`. */
  baseUrl: v.pipe(v.string(), v.url()),
  /** The bearer token; some local servers need none. */
  apiKey: v.optional(v.string()),
  /** The model to ask. */
  model: v.pipe(v.string(), v.minLength(1)),
  /** How long one request may take, in milliseconds. */
  timeoutMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 120_000),
  /** The largest response body accepted, in bytes. */
  maxResponseBytes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 4_000_000),
  /** Sampling temperature; 0 keeps a real model as repeatable as it can be. */
  temperature: v.optional(v.number(), 0),
});

/** The settings of {@link createChatCompletionsClient}. */
export type ChatCompletionsClientSettings = v.InferInput<
  typeof chatCompletionsClientSettingsSchema
>;

const responseSchema = v.object({
  choices: v.pipe(
    v.array(v.object({ message: assistantMessageSchema })),
    v.minLength(1, 'the response has no choices'),
  ),
});

/**
 * A {@link ChatModel} that asks an OpenAI-compatible server through `POST /chat/completions`,
 * with plain `fetch`: bounded in time and size, and checked before anything is believed.
 *
 * @example
 * ```ts
 * const model = createChatCompletionsClient({ baseUrl: 'http://127.0.0.1:8080/v1', model: 'local' });
 * const answer = await model.complete({ messages: [{ role: 'user', content: 'Hello' }] });
 * ```
 */
export function createChatCompletionsClient(settings: ChatCompletionsClientSettings): ChatModel {
  const { baseUrl, apiKey, model, timeoutMs, maxResponseBytes, temperature } = v.parse(
    chatCompletionsClientSettingsSchema,
    settings,
  );
  const url = `${baseUrl.replace(/\/+$/, '')}/chat/completions`;

  async function complete(request: ChatRequest, signal?: AbortSignal): Promise<AssistantMessage> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (apiKey) headers.authorization = `Bearer ${apiKey}`;
    const body = {
      model,
      temperature,
      messages: request.messages,
      ...(request.tools && request.tools.length > 0 ? { tools: request.tools } : {}),
    };
    let response: Response;
    let text: string | undefined;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: combined,
      });
      text = await readBoundedText(response.body, maxResponseBytes);
    } catch (error) {
      if (timeout.aborted) {
        throw new ChatCompletionsError({
          code: 'chat-timeout',
          message: `${url} did not answer within ${timeoutMs} ms`,
          cause: error,
        });
      }
      throw new ChatCompletionsError({
        code: 'chat-network',
        message: `${url} could not be reached: ${(error as Error).message}`,
        cause: error,
      });
    }
    if (text === undefined) {
      throw new ChatCompletionsError({
        code: 'chat-response-too-large',
        message: `${url} answered more than ${maxResponseBytes} bytes`,
        status: response.status,
      });
    }
    if (!response.ok) {
      throw new ChatCompletionsError({
        code: 'chat-http-status',
        message: `${url} answered ${response.status}: ${text.slice(0, 500)}`,
        status: response.status,
      });
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new ChatCompletionsError({
        code: 'chat-invalid-response',
        message: `${url} answered something that is not JSON: ${text.slice(0, 200)}`,
        status: response.status,
        cause: error,
      });
    }
    const parsed = v.safeParse(responseSchema, json);
    if (!parsed.success) {
      const issue = parsed.issues[0];
      const where = issue ? v.getDotPath(issue) : null;
      throw new ChatCompletionsError({
        code: 'chat-invalid-response',
        message: `${url} answered something that is not a Chat Completions response: ${where ? `${where}: ` : ''}${issue?.message ?? ''}`,
        status: response.status,
      });
    }
    const [choice] = parsed.output.choices;
    // minLength(1) above guarantees the first choice.
    return (choice as { message: AssistantMessage }).message;
  }

  return { name: model, complete };
}
