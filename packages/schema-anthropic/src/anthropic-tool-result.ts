import type { FunctionCallRecord } from '@ai-toolbox/core';

/**
 * One `tool_result` content block, assignable to `@anthropic-ai/sdk`'s `ToolResultBlockParam`.
 */
export interface AnthropicToolResultBlock {
  readonly type: 'tool_result';
  /** The `id` of the `tool_use` block answered. */
  readonly tool_use_id: string;
  /** The result the model reads, or the pipeline's error text. */
  readonly content: string;
  /** Present, and `true`, when the call did not run or failed. */
  readonly is_error?: true;
}

/**
 * The `user` message that answers an assistant message's tool uses, assignable to
 * `@anthropic-ai/sdk`'s `MessageParam`: exactly one `tool_result` per `tool_use`, in order.
 */
export interface AnthropicToolResultMessage {
  readonly role: 'user';
  readonly content: AnthropicToolResultBlock[];
}

/** What running a message's tool uses gives back. */
export interface AnthropicToolUsesResult {
  /**
   * The message to append to the conversation, or `null` when the message had no `tool_use`
   * block (the API refuses a message with no content, so there is nothing to send).
   */
  readonly message: AnthropicToolResultMessage | null;
  /** What the pipeline did with each call, in the order of the `tool_use` blocks. */
  readonly records: FunctionCallRecord[];
}

/**
 * What the model reads when a function returned an empty text: the API refuses a
 * `tool_result` whose content is empty, so it is said in words. The record keeps `''`.
 */
export const EMPTY_RESULT_TEXT = '(empty result)';

/** The `tool_result` block for one call's record. */
export function toToolResultBlock(
  toolUseId: string,
  record: FunctionCallRecord,
): AnthropicToolResultBlock {
  const content = record.result === '' ? EMPTY_RESULT_TEXT : record.result;
  return record.ok
    ? { type: 'tool_result', tool_use_id: toolUseId, content }
    : { type: 'tool_result', tool_use_id: toolUseId, content, is_error: true };
}
