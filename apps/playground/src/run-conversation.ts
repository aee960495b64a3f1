import type { FunctionCallRecord } from '@ai-toolbox/core';
import type { CallingMode } from './calling-mode.js';
import type { ChatMessage, ChatModel } from './chat-message.js';
import type { ConversationEvent } from './conversation-event.js';

/** What {@link runConversation} needs. */
export interface RunConversationOptions {
  /** Who answers: the scripted model or a real server's client. */
  readonly model: ChatModel;
  /** How functions are shown and calls come back. */
  readonly mode: CallingMode;
  /** The question that opens the conversation. */
  readonly question: string;
  /** The most assistant turns before the runner stops (default 8). */
  readonly maxTurns?: number;
  /** Called with every step as it happens, for printing. */
  readonly onEvent?: (event: ConversationEvent) => void;
  /** Cancels the conversation. */
  readonly signal?: AbortSignal;
}

/** What a conversation produced. */
export interface ConversationResult {
  /** Every step, in order. */
  readonly events: readonly ConversationEvent[];
  /** The whole conversation as sent to the model. */
  readonly messages: readonly ChatMessage[];
  /** Every call run, in order. */
  readonly calls: readonly FunctionCallRecord[];
  /** The model's last answer, the one without calls; `undefined` when turns ran out. */
  readonly finalAnswer: string | undefined;
}

/** The line that introduces results fed back to a text-mode model. */
export const RESULTS_HEADER = 'Results of your function calls:';

/**
 * Runs a conversation: asks the model, runs the calls in its answer through the pipeline,
 * feeds the results back, and repeats until the model answers without calls.
 */
export async function runConversation(
  options: RunConversationOptions,
): Promise<ConversationResult> {
  const { model, mode, question, maxTurns = 8, signal } = options;
  const events: ConversationEvent[] = [];
  const calls: FunctionCallRecord[] = [];
  const emit = (event: ConversationEvent) => {
    events.push(event);
    options.onEvent?.(event);
  };
  const messages: ChatMessage[] = [
    { role: 'system', content: mode.systemPrompt },
    { role: 'user', content: question },
  ];
  const tools = mode.kind === 'native' ? mode.tools : [];
  emit({
    type: 'system',
    text: mode.systemPrompt,
    toolNames: tools.map((tool) => tool.function.name),
  });
  emit({ type: 'user', text: question });

  for (let turn = 1; turn <= maxTurns; turn++) {
    signal?.throwIfAborted();
    const answer = await model.complete(
      mode.kind === 'native' ? { messages, tools } : { messages },
      signal,
    );
    messages.push(answer);
    const text = answer.content ?? '';
    const toolCalls = answer.tool_calls ?? [];
    emit({ type: 'assistant', turn, text, toolCalls });

    if (mode.kind === 'native') {
      if (toolCalls.length === 0) {
        emit({ type: 'final', turn, text });
        return { events, messages, calls, finalAnswer: text };
      }
      const outcome = await mode.run(toolCalls);
      calls.push(...outcome.calls);
      emit({ type: 'calls', turn, calls: outcome.calls });
      messages.push(...outcome.messages);
      emit({
        type: 'feedback',
        turn,
        text: outcome.messages
          .map((message) => `[${message.tool_call_id}] ${message.content}`)
          .join('\n'),
      });
    } else {
      const outcome = await mode.run(text);
      if (outcome.calls.length === 0) {
        emit({ type: 'final', turn, text });
        return { events, messages, calls, finalAnswer: text };
      }
      calls.push(...outcome.calls);
      emit({ type: 'calls', turn, calls: outcome.calls });
      const feedback = `${RESULTS_HEADER}\n\n${outcome.output}`;
      messages.push({ role: 'user', content: feedback });
      emit({ type: 'feedback', turn, text: feedback });
    }
  }
  return { events, messages, calls, finalAnswer: undefined };
}
