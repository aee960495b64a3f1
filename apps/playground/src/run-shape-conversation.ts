import type { FunctionCallRecord } from '@ai-toolbox/core';
import type { ConversationEvent } from './conversation-event.js';
import type { ShapeCallingMode } from './shape-calling-mode.js';

/** One entry of a provider-shaped conversation: what the model answered or what it was sent. */
export type ShapeEntry =
  | { readonly from: 'application'; readonly value: unknown }
  | { readonly from: 'model'; readonly value: unknown };

/** Something that answers a provider-shaped conversation with its next message, in that shape. */
export interface ShapeModel {
  /** A name to show in the transcript. */
  readonly name: string;
  /** The next answer: `system`, then the question, then answers and the replies to them. */
  complete(conversation: readonly ShapeEntry[], signal?: AbortSignal): Promise<unknown>;
}

/** What {@link runShapeConversation} needs. */
export interface RunShapeConversationOptions {
  readonly model: ShapeModel;
  readonly mode: ShapeCallingMode;
  readonly question: string;
  /** The most model turns before the runner stops (default 8). */
  readonly maxTurns?: number;
  readonly onEvent?: (event: ConversationEvent) => void;
  readonly signal?: AbortSignal;
}

/** What a provider-shaped conversation produced. */
export interface ShapeConversationResult {
  readonly events: readonly ConversationEvent[];
  /** The whole conversation, in the provider's shapes. */
  readonly conversation: readonly ShapeEntry[];
  readonly calls: readonly FunctionCallRecord[];
  /** The text of the model's last answer, the one without calls; `undefined` when turns ran out. */
  readonly finalAnswer: string | undefined;
}

/**
 * Runs a conversation in one provider's message shape: the model's answer (Responses output,
 * Claude message, Gemini response) goes to the schema package as it is, and the package's
 * reply (its `function_call_output` items, `tool_result` message, `functionResponse` content)
 * goes back to the model as it is, until an answer has no calls.
 */
export async function runShapeConversation(
  options: RunShapeConversationOptions,
): Promise<ShapeConversationResult> {
  const { model, mode, question, maxTurns = 8, signal } = options;
  const events: ConversationEvent[] = [];
  const calls: FunctionCallRecord[] = [];
  const emit = (event: ConversationEvent) => {
    events.push(event);
    options.onEvent?.(event);
  };
  const conversation: ShapeEntry[] = [
    { from: 'application', value: mode.systemPrompt },
    { from: 'application', value: question },
  ];
  emit({ type: 'system', text: mode.systemPrompt, toolNames: [...mode.toolNames] });
  emit({ type: 'user', text: question });
  for (let turn = 1; turn <= maxTurns; turn++) {
    signal?.throwIfAborted();
    const answer = await model.complete(conversation, signal);
    conversation.push({ from: 'model', value: answer });
    emit({ type: 'assistant', turn, text: JSON.stringify(answer), toolCalls: [] });
    const outcome = await mode.run(answer);
    if (outcome.calls.length === 0) {
      const text = mode.textOf(answer);
      emit({ type: 'final', turn, text });
      return { events, conversation, calls, finalAnswer: text };
    }
    calls.push(...outcome.calls);
    emit({ type: 'calls', turn, calls: outcome.calls });
    conversation.push({ from: 'application', value: outcome.reply });
    emit({ type: 'feedback', turn, text: JSON.stringify(outcome.reply) });
  }
  return { events, conversation, calls, finalAnswer: undefined };
}
