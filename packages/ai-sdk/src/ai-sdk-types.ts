import type { LanguageModelMiddleware } from 'ai';

// The language model types of the AI SDK's provider contract (v3), read off the middleware type
// that `ai` exports, so that this package depends on `ai` alone and always sees the very types
// the installed `ai` uses.

type TransformParams = NonNullable<LanguageModelMiddleware['transformParams']>;
type WrapStream = NonNullable<LanguageModelMiddleware['wrapStream']>;
type WrapGenerate = NonNullable<LanguageModelMiddleware['wrapGenerate']>;

/** The options of one language model call (`LanguageModelV3CallOptions`). */
export type CallOptionsV3 = Parameters<TransformParams>[0]['params'];
/** The prompt of a call (`LanguageModelV3Prompt`). */
export type PromptV3 = CallOptionsV3['prompt'];
/** One message of a prompt (`LanguageModelV3Message`). */
export type MessageV3 = PromptV3[number];
/** An assistant message of a prompt. */
export type AssistantMessageV3 = Extract<MessageV3, { role: 'assistant' }>;
/** A tool message of a prompt. */
export type ToolMessageV3 = Extract<MessageV3, { role: 'tool' }>;
/** One part of an assistant message. */
export type AssistantPartV3 = AssistantMessageV3['content'][number];
/** A `tool-call` part of an assistant message (`LanguageModelV3ToolCallPart`). */
export type ToolCallPartV3 = Extract<AssistantPartV3, { type: 'tool-call' }>;
/** A `tool-result` part of a prompt (`LanguageModelV3ToolResultPart`). */
export type ToolResultPartV3 = Extract<ToolMessageV3['content'][number], { type: 'tool-result' }>;
/** What a tool result carries (`LanguageModelV3ToolResultOutput`). */
export type ToolResultOutputV3 = ToolResultPartV3['output'];
/** A tool of a call: a function tool or a provider tool. */
export type CallToolV3 = NonNullable<CallOptionsV3['tools']>[number];
/** A function tool of a call (`LanguageModelV3FunctionTool`). */
export type FunctionToolV3 = Extract<CallToolV3, { type: 'function' }>;
/** The tool choice of a call (`LanguageModelV3ToolChoice`). */
export type ToolChoiceV3 = NonNullable<CallOptionsV3['toolChoice']>;
/** What a generate call returns (`LanguageModelV3GenerateResult`). */
export type GenerateResultV3 = Awaited<ReturnType<WrapGenerate>>;
/** One content part of a generate result (`LanguageModelV3Content`). */
export type ContentV3 = GenerateResultV3['content'][number];
/** A `tool-call` content part (`LanguageModelV3ToolCall`). */
export type ToolCallV3 = Extract<ContentV3, { type: 'tool-call' }>;
/** A warning of a call (`SharedV3Warning`). */
export type WarningV3 = GenerateResultV3['warnings'][number];
/** Provider metadata (`SharedV3ProviderMetadata`). */
export type ProviderMetadataV3 = NonNullable<ToolCallV3['providerMetadata']>;
/** What a stream call returns (`LanguageModelV3StreamResult`). */
export type StreamResultV3 = Awaited<ReturnType<WrapStream>>;
/** One part of a stream (`LanguageModelV3StreamPart`). */
export type StreamPartV3 =
  StreamResultV3['stream'] extends ReadableStream<infer Part> ? Part : never;
