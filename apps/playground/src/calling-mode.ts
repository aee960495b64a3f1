import type { FunctionCallRecord } from '@ai-toolbox/core';
import type { ChatTool, ToolCall, ToolMessage } from './chat-message.js';

/** What running one assistant answer's calls produced. */
export interface CallsOutcome {
  /** One record per call found, in order. */
  readonly calls: readonly FunctionCallRecord[];
}

/** The model writes calls as text in a translator's syntax; results go back as text. */
export interface TextCallingMode {
  readonly kind: 'text';
  /** The translator's name, shown in the transcript. */
  readonly label: string;
  /** The system prompt: how to call, and the interfaces rendered by the translator. */
  readonly systemPrompt: string;
  /** Finds and runs the calls in an answer; `output` is the results formatted for the model. */
  run(text: string): Promise<CallsOutcome & { readonly output: string }>;
}

/** The model sees native tool schemas and answers with `tool_calls`; results go back as tool messages. */
export interface NativeCallingMode {
  readonly kind: 'native';
  /** The schema package's name, shown in the transcript. */
  readonly label: string;
  /** The system prompt (the tools travel in the request's `tools` field). */
  readonly systemPrompt: string;
  /** The tool definitions sent with every request. */
  readonly tools: readonly ChatTool[];
  /** Runs the tool calls; exactly one tool message per call. */
  run(
    toolCalls: readonly ToolCall[],
  ): Promise<CallsOutcome & { readonly messages: readonly ToolMessage[] }>;
}

/** How the model is shown the functions and how its calls come back. */
export type CallingMode = TextCallingMode | NativeCallingMode;
