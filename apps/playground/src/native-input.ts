/** Native calls pasted on the page, by the API shape they come in. */
export type NativeInput =
  | { readonly kind: 'chat'; readonly value: unknown }
  | { readonly kind: 'responses'; readonly value: unknown }
  | { readonly kind: 'anthropic'; readonly value: unknown }
  | { readonly kind: 'gemini'; readonly value: unknown };

/** The API shapes {@link readNativeInput} recognises. */
export type NativeInputKind = NativeInput['kind'];

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
 * Whether `item` is a call as xLAM and other JSON-calling models write it in their own
 * `{"tool_calls": [{"name", "arguments"}]}` text: a name, and no `function` object.
 */
function isTextJsonCall(item: unknown): boolean {
  return isObject(item) && typeof item.name === 'string' && !('function' in item);
}

/** Whether `item` is a Claude Messages API `tool_use` content block. */
function isToolUseBlock(item: unknown): boolean {
  return isObject(item) && item.type === 'tool_use';
}

/** Whether `item` is a Claude content block of any type (`text`, `thinking`, `tool_use`…). */
function isContentBlock(item: unknown): boolean {
  return isObject(item) && typeof item.type === 'string';
}

/** Whether `item` is a Gemini `functionCall` part. */
function isFunctionCallPart(item: unknown): boolean {
  return isObject(item) && isObject(item.functionCall);
}

/** Whether `item` is a Gemini part: an object without a `type` (Claude's blocks have one). */
function isPart(item: unknown): boolean {
  return isObject(item) && !('type' in item);
}

/** Claude content blocks: all blocks, at least one of them a `tool_use`. */
function isAnthropicContent(value: unknown): boolean {
  return Array.isArray(value) && value.every(isContentBlock) && value.some(isToolUseBlock);
}

/** Gemini parts: all parts, at least one of them a `functionCall`. */
function isGeminiParts(value: unknown): boolean {
  return Array.isArray(value) && value.every(isPart) && value.some(isFunctionCallPart);
}

/** The first candidate's content of a Gemini `generateContent` response. */
function firstCandidateContent(value: Record<string, unknown>): unknown {
  const candidates = value.candidates;
  return Array.isArray(candidates) && isObject(candidates[0]) ? candidates[0].content : undefined;
}

/**
 * The native calls in a pasted text, or `undefined` for text a translator should read: a Chat
 * Completions assistant message (`{ "tool_calls": [...] }`, or a whole completion with
 * `choices`), an array of its tool calls, a Responses API response (`{ "output": [...] }`) or
 * an array of its `function_call` items, a Claude message (`{ "content": [...] }` with a
 * `tool_use` block) or an array of its content blocks, a Gemini response (`{ "candidates":
 * [...] }`), content (`{ "parts": [...] }`) or array of parts with a `functionCall`. Only JSON
 * that parses as one of these counts; the shape decides, never a field's text. The
 * `{"tool_calls": [{"name", "arguments"}]}` that xLAM-style models write as text (calls with a
 * name and no `function` object) is left to the translator.
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
    if (isAnthropicContent(value)) return { kind: 'anthropic', value };
    if (isGeminiParts(value)) return { kind: 'gemini', value };
    return undefined;
  }
  if (!isObject(value)) return undefined;
  const toolCalls = value.tool_calls;
  if (Array.isArray(toolCalls)) {
    // `{"tool_calls": [{"name": ..., "arguments": {...}}]}` is a JSON-calling model's text.
    if (toolCalls.length > 0 && toolCalls.every(isTextJsonCall)) return undefined;
    return { kind: 'chat', value };
  }
  const choices = value.choices;
  if (Array.isArray(choices) && isObject(choices[0]) && isObject(choices[0].message)) {
    return { kind: 'chat', value: choices[0].message };
  }
  if (Array.isArray(value.output) && value.output.some(isFunctionCallItem)) {
    return { kind: 'responses', value };
  }
  if (isAnthropicContent(value.content)) return { kind: 'anthropic', value };
  const candidate = firstCandidateContent(value);
  if (isObject(candidate) && isGeminiParts(candidate.parts)) return { kind: 'gemini', value };
  if (isGeminiParts(value.parts)) return { kind: 'gemini', value };
  return undefined;
}
