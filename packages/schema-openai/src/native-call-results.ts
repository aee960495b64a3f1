import type { FunctionCallRecord } from '@ai-toolbox/core';
import type { NativeCallExecutor } from '@ai-toolbox/core/kit';

/** A Chat Completions tool message, assignable to `openai`'s `ChatCompletionToolMessageParam`. */
export interface ChatToolMessage {
  readonly role: 'tool';
  /** The `id` of the tool call answered. */
  readonly tool_call_id: string;
  /** The result the model reads, `(no output)` for none, or an error starting with `Error: `. */
  readonly content: string;
}

/**
 * A Responses API `function_call_output` input item, assignable to `openai`'s
 * `ResponseInputItem.FunctionCallOutput`.
 */
export interface FunctionCallOutputItem {
  readonly type: 'function_call_output';
  /** The `call_id` of the function call answered. */
  readonly call_id: string;
  /** The result the model reads, `(no output)` for none, or an error starting with `Error: `. */
  readonly output: string;
}

/**
 * What running a message's tool calls gives back: one record per call, and one message per call
 * that has an id (a call without one is refused: its record says so).
 */
export interface ChatToolCallsResult {
  /** The tool messages to append to the conversation, in call order, one per call with an id. */
  readonly messages: ChatToolMessage[];
  /** What the pipeline did with each call, in call order. */
  readonly records: FunctionCallRecord[];
}

/**
 * What running a response's function calls gives back: one record per call, and one item per
 * call that has a `call_id`.
 */
export interface ResponseFunctionCallsResult {
  /** The `function_call_output` items for the next request's `input`, in call order, one per call with a `call_id`. */
  readonly items: FunctionCallOutputItem[];
  /** What the pipeline did with each call, in call order. */
  readonly records: FunctionCallRecord[];
}

/** The part of core's `ToolManager` that running native calls needs. */
export type FunctionCallExecutor = NativeCallExecutor;
