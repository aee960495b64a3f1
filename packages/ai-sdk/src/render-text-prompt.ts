import type { FunctionInterface, Translator, TranslatorCallResult } from '@ai-toolbox/core';
import { isRecord } from '@ai-toolbox/core/kit';
import type {
  AssistantMessageV3,
  AssistantPartV3,
  MessageV3,
  PromptV3,
  ToolCallPartV3,
  ToolMessageV3,
} from './ai-sdk-types.js';
import { METADATA_KEY } from './metadata-key.js';
import type { ToolInterfaces } from './tool-interfaces.js';
import { toolResultText } from './tool-result-text.js';

/** What is known of an earlier tool call when its result is written back. */
interface EarlierCall {
  readonly toolName: string;
  readonly input: unknown;
  readonly metadata: Record<string, unknown> | undefined;
}

function metadataOf(part: { providerOptions?: unknown }): Record<string, unknown> | undefined {
  const options = part.providerOptions;
  if (!isRecord(options)) return undefined;
  const entry = options[METADATA_KEY];
  return isRecord(entry) ? entry : undefined;
}

/** `weather__get_temp` as the function path the model saw (`weather.get_temp`). */
function pathOf(toolName: string, tools: ToolInterfaces, separator: string): string {
  const functionInterface = tools.interfaceOf.get(toolName);
  if (functionInterface !== undefined) {
    return `${functionInterface.domain}.${functionInterface.name}`;
  }
  const cut = toolName.indexOf(separator);
  return cut > 0 && cut + separator.length < toolName.length
    ? `${toolName.slice(0, cut)}.${toolName.slice(cut + separator.length)}`
    : `${tools.rootToolBox}.${toolName}`;
}

/**
 * An assistant message with its tool calls written back as text: a call made from text gets
 * the model's own words back (kept in its metadata, `raw`), so the model sees exactly what it
 * wrote; a call from elsewhere (a native model earlier in the conversation) is left out here,
 * since its result block names it.
 */
function assistantAsText(message: AssistantMessageV3): AssistantMessageV3 {
  const content: AssistantPartV3[] = [];
  let text = '';
  const flush = (): void => {
    if (text.length > 0) content.push({ type: 'text', text });
    text = '';
  };
  for (const part of message.content) {
    if (part.type === 'text') text += part.text;
    else if (part.type === 'tool-call') {
      const raw = metadataOf(part)?.raw;
      if (typeof raw === 'string') text += raw;
    } else {
      flush();
      content.push(part);
    }
  }
  flush();
  return { ...message, content };
}

function formatResults(translator: Translator, results: readonly TranslatorCallResult[]): string {
  try {
    const text = translator.formatFunctionCallResults(results);
    if (typeof text === 'string') return text;
  } catch {
    // A translator that cannot write its results still lets the model read them.
  }
  return results.map((result) => `${result.name}: ${result.result}`).join('\n');
}

/** A tool message's results as a user message in the translator's result format. */
function resultsAsText(
  message: ToolMessageV3,
  calls: ReadonlyMap<string, EarlierCall>,
  translator: Translator,
  tools: ToolInterfaces,
  separator: string,
): MessageV3 | undefined {
  const results: TranslatorCallResult[] = [];
  for (const part of message.content) {
    if (part.type !== 'tool-result') continue;
    const call = calls.get(part.toolCallId);
    const toolName = call?.toolName ?? part.toolName;
    const functionInterface: FunctionInterface | undefined = tools.interfaceOf.get(toolName);
    const metadata = call?.metadata;
    const writtenName = typeof metadata?.name === 'string' ? metadata.name : undefined;
    const name = writtenName ?? pathOf(toolName, tools, separator);
    const input = call?.input;
    const params = isRecord(input) ? input : {};
    // The translator's reason for a call it could not read says more than the SDK's answer.
    const reason = isRecord(metadata?.error) ? metadata.error.message : undefined;
    const { text, isError } =
      typeof reason === 'string'
        ? { text: `Error: ${reason}`, isError: true }
        : toolResultText(part.output);
    results.push({ name, params, interface: functionInterface, result: text, isError });
  }
  if (results.length === 0) return undefined;
  return { role: 'user', content: [{ type: 'text', text: formatResults(translator, results) }] };
}

/**
 * The prompt for a model without tools: the instructions with the interface text joined to the
 * system message (or put first), every assistant message's tool calls written back as the text
 * the model wrote, and every tool message's results as a user message in the translator's
 * result format.
 */
export function renderTextPrompt(
  prompt: PromptV3,
  instructions: string | undefined,
  translator: Translator,
  tools: ToolInterfaces,
  separator: string,
): PromptV3 {
  const calls = new Map<string, EarlierCall>();
  const rendered: MessageV3[] = [];
  for (const message of prompt) {
    if (message.role === 'assistant') {
      for (const part of message.content) {
        if (part.type !== 'tool-call') continue;
        const call = part as ToolCallPartV3;
        calls.set(call.toolCallId, {
          toolName: call.toolName,
          input: call.input,
          metadata: metadataOf(call),
        });
      }
      rendered.push(assistantAsText(message));
    } else if (message.role === 'tool') {
      const results = resultsAsText(message, calls, translator, tools, separator);
      if (results !== undefined) rendered.push(results);
    } else {
      rendered.push(message);
    }
  }
  if (instructions === undefined || instructions === '') return rendered;
  const first = rendered[0];
  if (first?.role === 'system') {
    rendered[0] = { ...first, content: `${first.content}\n\n${instructions}` };
  } else {
    rendered.unshift({ role: 'system', content: instructions });
  }
  return rendered;
}
