import type { FunctionCallRecord } from '@ai-toolbox/core';
import type { ToolCall } from './chat-message.js';

/** One step of a conversation, in the order it happened. */
export type ConversationEvent =
  | { readonly type: 'system'; readonly text: string; readonly toolNames: readonly string[] }
  | { readonly type: 'user'; readonly text: string }
  | {
      readonly type: 'assistant';
      readonly turn: number;
      readonly text: string;
      readonly toolCalls: readonly ToolCall[];
    }
  | { readonly type: 'calls'; readonly turn: number; readonly calls: readonly FunctionCallRecord[] }
  | { readonly type: 'feedback'; readonly turn: number; readonly text: string }
  | { readonly type: 'final'; readonly turn: number; readonly text: string };
