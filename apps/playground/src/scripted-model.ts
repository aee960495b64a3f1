import type { AssistantMessage, ChatMessage, ChatModel, ChatRequest } from './chat-message.js';
import type { ShapeEntry, ShapeModel } from './run-shape-conversation.js';

/** One turn of a {@link createScriptedModel} script. */
export interface ScriptedTurn {
  /**
   * Text the model must have been shown since its previous turn (the prompt on its first turn,
   * the results fed back afterwards). A turn whose expectation is not met throws, so a script
   * can never run on past something that went wrong.
   */
  readonly expects?: readonly string[];
  /** The answer, or a function of the request that computes it (for native tool names). */
  readonly reply: AssistantMessage | ((request: ChatRequest) => AssistantMessage);
}

/** Thrown when a scripted model was not shown what its script expects. */
export class ScriptMismatchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScriptMismatchError';
  }
}

function contentOf(message: ChatMessage): string {
  return typeof message.content === 'string' ? message.content : '';
}

/**
 * The text the model reads before its next turn: everything after its last answer,
 * or the whole opening (system prompt and question) on the first turn.
 */
function newlyShown(messages: readonly ChatMessage[]): string {
  let start = 0;
  for (let index = messages.length - 1; index >= 0; index--) {
    if (messages[index]?.role === 'assistant') {
      start = index + 1;
      break;
    }
  }
  return messages
    .slice(start)
    .map((message) => contentOf(message))
    .join('\n');
}

function stepAt<Step>(name: string, steps: readonly Step[], turn: number): Step {
  const step = steps[turn];
  if (!step) {
    throw new ScriptMismatchError(
      `${name} has no turn ${turn + 1}: its script has ${steps.length}`,
    );
  }
  return step;
}

function checkShown(name: string, turn: number, expects: readonly string[], shown: string): void {
  for (const expected of expects) {
    if (!shown.includes(expected)) {
      throw new ScriptMismatchError(
        `${name}, turn ${turn + 1}, expected to be shown ${JSON.stringify(expected)} but was shown:\n${shown}`,
      );
    }
  }
}

/**
 * A deterministic model that answers from a script. It is stateless: the turn is the number
 * of assistant messages already in the conversation, so the same request always gets the same
 * answer, also when it is served over HTTP.
 *
 * @example
 * ```ts
 * const model = createScriptedModel('demo', [
 *   { expects: ['@weather.get_temp'], reply: { role: 'assistant', content: '@weather.get_temp("Paris")' } },
 *   { expects: ['Returned: 21'], reply: { role: 'assistant', content: 'It is 21 °C in Paris.' } },
 * ]);
 * ```
 */
export function createScriptedModel(name: string, turns: readonly ScriptedTurn[]): ChatModel {
  return {
    name,
    async complete(request) {
      const turn = request.messages.filter((message) => message.role === 'assistant').length;
      const step = stepAt(name, turns, turn);
      checkShown(name, turn, step.expects ?? [], newlyShown(request.messages));
      return typeof step.reply === 'function' ? step.reply(request) : step.reply;
    },
  };
}

/** One turn of a {@link createScriptedShapeModel} script: an answer in a provider's shape. */
export interface ScriptedShapeTurn {
  /** Text the model must have been shown since its previous turn, as for {@link ScriptedTurn}. */
  readonly expects?: readonly string[];
  /** The answer: a Responses output, a Claude message, a Gemini response. */
  readonly reply: unknown;
}

/**
 * A deterministic model that answers a provider-shaped conversation from a script; stateless
 * like {@link createScriptedModel}: the turn is the number of answers already given. What it
 * is shown is the conversation's entries since its last answer, JSON for those that are not text.
 */
export function createScriptedShapeModel(
  name: string,
  turns: readonly ScriptedShapeTurn[],
): ShapeModel {
  return {
    name,
    async complete(conversation: readonly ShapeEntry[]) {
      const turn = conversation.filter((entry) => entry.from === 'model').length;
      const step = stepAt(name, turns, turn);
      let start = 0;
      for (let index = conversation.length - 1; index >= 0; index--) {
        if (conversation[index]?.from === 'model') {
          start = index + 1;
          break;
        }
      }
      const shown = conversation
        .slice(start)
        .map(({ value }) => (typeof value === 'string' ? value : JSON.stringify(value)))
        .join('\n');
      checkShown(name, turn, step.expects ?? [], shown);
      return step.reply;
    },
  };
}
