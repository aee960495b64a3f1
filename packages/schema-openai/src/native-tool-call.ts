import { getOwn, isRecord } from '@ai-toolbox/core/kit';

/** One native call, read from a Chat Completions message or a Responses API output. */
export interface NativeToolCall {
  /**
   * The id the answer must carry (`tool_call_id` or `call_id`); `undefined` when the model gave
   * none (or one that is not a non-empty string): such a call cannot be answered, since an
   * answer is matched to its call by id, so it is not run (see `toFunctionCallRequests`).
   */
  readonly callId: string | undefined;
  /** The tool name as the model wrote it; `undefined` when it is missing or not a string. */
  readonly name: string | undefined;
  /** The `arguments` as sent (normally JSON text). */
  readonly arguments: unknown;
  /** Set when the entry itself is malformed, so the call is answered with this error. */
  readonly problem?: string;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** An id an answer can carry: a string that is not empty. */
function idOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function listOf(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

/**
 * The tool calls of an assistant message (`message.tool_calls`), or of an array of tool calls,
 * in order. Entries that are not function calls (custom tools) or are malformed are kept,
 * with a `problem`, so that each still gets its answer.
 */
export function readChatToolCalls(source: unknown): NativeToolCall[] {
  const entries = Array.isArray(source)
    ? source
    : isRecord(source)
      ? listOf(getOwn(source, 'tool_calls'))
      : [];
  return entries.map((entry): NativeToolCall => {
    if (!isRecord(entry)) {
      return {
        callId: undefined,
        name: undefined,
        arguments: undefined,
        problem: 'the tool call is not an object',
      };
    }
    const callId = idOf(getOwn(entry, 'id'));
    const type = getOwn(entry, 'type');
    const fn = getOwn(entry, 'function');
    if ((type !== undefined && type !== 'function') || !isRecord(fn)) {
      return {
        callId,
        name: undefined,
        arguments: undefined,
        problem: `only function tool calls can run, this one is of type ${JSON.stringify(text(type) ?? 'unknown')}`,
      };
    }
    return { callId, name: text(getOwn(fn, 'name')), arguments: getOwn(fn, 'arguments') };
  });
}

/**
 * The `function_call` items of a Responses API response (`response.output`), or of an array of
 * output items, in order. Other items (messages, reasoning) are skipped: they need no answer.
 */
export function readResponseFunctionCalls(source: unknown): NativeToolCall[] {
  const items = Array.isArray(source)
    ? source
    : isRecord(source)
      ? listOf(getOwn(source, 'output'))
      : [];
  const calls: NativeToolCall[] = [];
  for (const item of items) {
    if (!isRecord(item) || getOwn(item, 'type') !== 'function_call') continue;
    calls.push({
      callId: idOf(getOwn(item, 'call_id')),
      name: text(getOwn(item, 'name')),
      arguments: getOwn(item, 'arguments'),
    });
  }
  return calls;
}
