/** Native calls pasted on the page, by the API shape they come in. */
export type NativeInput =
  | { readonly kind: 'chat'; readonly value: unknown }
  | { readonly kind: 'responses'; readonly value: unknown };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether `item` is a Responses API `function_call` output item. */
function isFunctionCallItem(item: unknown): boolean {
  return isObject(item) && item.type === 'function_call';
}

/** Whether `item` is a Chat Completions tool call (`{ id, type: 'function', function }`). */
function isChatToolCall(item: unknown): boolean {
  return isObject(item) && isObject(item.function);
}

/**
 * The native calls in a pasted text, or `undefined` for text a translator should read: a Chat
 * Completions assistant message (`{ "tool_calls": [...] }`, or a whole completion with
 * `choices`), an array of its tool calls, a Responses API response (`{ "output": [...] }`) or
 * an array of its `function_call` items. Only JSON that parses as one of these counts.
 */
export function readNativeInput(text: string): NativeInput | undefined {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch {
    return undefined;
  }
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every(isFunctionCallItem)) return { kind: 'responses', value };
    if (value.length > 0 && value.every(isChatToolCall)) return { kind: 'chat', value };
    return undefined;
  }
  if (!isObject(value)) return undefined;
  if (Array.isArray(value.tool_calls)) return { kind: 'chat', value };
  const choices = value.choices;
  if (Array.isArray(choices) && isObject(choices[0]) && isObject(choices[0].message)) {
    return { kind: 'chat', value: choices[0].message };
  }
  if (Array.isArray(value.output) && value.output.some(isFunctionCallItem)) {
    return { kind: 'responses', value };
  }
  return undefined;
}
