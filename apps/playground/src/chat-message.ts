import * as v from 'valibot';

/** The most text one message may carry; a model's answer above this is refused, not kept. */
export const MAX_MESSAGE_LENGTH = 200_000;

/** The most native tool calls one assistant message may carry. */
export const MAX_TOOL_CALLS = 64;

/** A native tool call in an assistant message, as the Chat Completions protocol writes it. */
export const toolCallSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
  type: v.literal('function'),
  function: v.object({
    name: v.pipe(v.string(), v.maxLength(256)),
    arguments: v.pipe(v.string(), v.maxLength(MAX_MESSAGE_LENGTH)),
  }),
});

/** A native tool call in an assistant message. */
export type ToolCall = v.InferOutput<typeof toolCallSchema>;

/** An assistant message as the Chat Completions protocol returns it. */
export const assistantMessageSchema = v.object({
  role: v.literal('assistant'),
  content: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(MAX_MESSAGE_LENGTH))), null),
  tool_calls: v.optional(v.pipe(v.array(toolCallSchema), v.maxLength(MAX_TOOL_CALLS))),
});

/** An assistant message: text, native tool calls, or both. */
export type AssistantMessage = v.InferOutput<typeof assistantMessageSchema>;

/** The instructions an application gives the model. */
export interface SystemMessage {
  readonly role: 'system';
  readonly content: string;
}

/** What the person (or the application on their behalf) says. */
export interface UserMessage {
  readonly role: 'user';
  readonly content: string;
}

/** The result of one native tool call, answered to the model. */
export interface ToolMessage {
  readonly role: 'tool';
  readonly tool_call_id: string;
  readonly content: string;
}

/** One message of a Chat Completions conversation. */
export type ChatMessage = SystemMessage | UserMessage | AssistantMessage | ToolMessage;

/** An OpenAI-style tool definition, as sent in the `tools` field of a request. */
export interface ChatTool {
  readonly type: 'function';
  readonly function: {
    readonly name: string;
    readonly description?: string;
    readonly parameters?: unknown;
    readonly strict?: boolean;
  };
}

/** What a model is asked: the conversation so far and, in native mode, the tools. */
export interface ChatRequest {
  readonly messages: readonly ChatMessage[];
  readonly tools?: readonly ChatTool[];
}

/** Something that answers a conversation with its next assistant message. */
export interface ChatModel {
  /** A name to show in the transcript. */
  readonly name: string;
  /** The next assistant message for this conversation. */
  complete(request: ChatRequest, signal?: AbortSignal): Promise<AssistantMessage>;
}
