import { AiToolboxError } from '@ai-toolbox/core';

const marker = Symbol.for('ai-toolbox.playground.chat-completions-error');

/** What went wrong talking to a Chat Completions server. */
export type ChatCompletionsErrorCode =
  | 'chat-http-status'
  | 'chat-network'
  | 'chat-timeout'
  | 'chat-response-too-large'
  | 'chat-invalid-response';

/**
 * A Chat Completions request failed: the server could not be reached, timed out, answered
 * with an error status, or answered something that is not a Chat Completions response.
 */
export class ChatCompletionsError extends AiToolboxError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the symbol
  private readonly [marker] = true;
  /** The HTTP status, when the server answered. */
  readonly status: number | undefined;

  constructor(options: {
    code: ChatCompletionsErrorCode;
    message: string;
    status?: number;
    cause?: unknown;
  }) {
    super(options);
    this.name = 'ChatCompletionsError';
    this.status = options.status;
  }

  /** Whether `error` is a {@link ChatCompletionsError}, from any copy of this module. */
  static override isInstance(error: unknown): error is ChatCompletionsError {
    return AiToolboxError.hasMarker(error, marker);
  }
}
