import type { ToolManager } from '@ai-toolbox/core';
import type { ToolNameMap } from '@ai-toolbox/core/kit';
import { createAnthropicTools } from '@ai-toolbox/schema-anthropic';
import { createGeminiTools } from '@ai-toolbox/schema-gemini';
import { createOpenAITools } from '@ai-toolbox/schema-openai';
import type { CallsOutcome } from './calling-mode.js';
import { NATIVE_SYSTEM_PROMPT } from './native-system-prompt.js';

/** The provider message shapes a {@link ShapeCallingMode} speaks. */
export type MessageShape = 'responses' | 'anthropic' | 'gemini';

/**
 * The model sees one provider's own tool definitions and answers in that provider's message
 * shape (Responses `function_call` items, Claude `tool_use` blocks, Gemini `functionCall`
 * parts); the results go back in that shape too, as the provider's API expects them.
 */
export interface ShapeCallingMode {
  readonly kind: 'shape';
  readonly shape: MessageShape;
  /** The schema package's name, shown in the transcript. */
  readonly label: string;
  /** The system prompt (the tools travel beside it, in the provider's shape). */
  readonly systemPrompt: string;
  /** The tool definitions, in the provider's shape, read from the manager on every request. */
  readonly tools: readonly unknown[];
  /** The tool names the model sees, in the order of `tools`. */
  readonly toolNames: readonly string[];
  /** The tool name of a function path, as the provider is shown it. */
  toolNameOf(functionPath: string): string;
  /** The text of an answer, its calls left out. */
  textOf(answer: unknown): string;
  /** Runs the calls of an answer; `reply` answers them in the provider's shape (`null`: none). */
  run(answer: unknown): Promise<CallsOutcome & { readonly reply: unknown }>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function listOf(value: unknown, key: string): unknown[] {
  const list = isRecord(value) ? value[key] : undefined;
  return Array.isArray(list) ? list : [];
}

function texts(items: readonly unknown[], read: (item: Record<string, unknown>) => unknown) {
  return items
    .filter(isRecord)
    .map(read)
    .filter((text): text is string => typeof text === 'string')
    .join('\n');
}

function nameOf(names: ToolNameMap, functionPath: string): string {
  const name = names.toProvider(functionPath);
  if (name === undefined) throw new Error(`no tool is offered for ${functionPath}`);
  return name;
}

/** Responses API: `function_call` output items in, `function_call_output` items back. */
function responsesMode(manager: ToolManager): ShapeCallingMode {
  const openai = createOpenAITools({ manager });
  return {
    kind: 'shape',
    shape: 'responses',
    label: 'schema-openai (Responses API)',
    systemPrompt: NATIVE_SYSTEM_PROMPT,
    get tools() {
      return openai.responsesTools();
    },
    get toolNames() {
      return openai.responsesTools().map((tool) => tool.name);
    },
    toolNameOf: (path) => nameOf(openai.names(), path),
    textOf: (answer) =>
      texts(listOf(answer, 'output'), (item) =>
        item.type === 'message' ? texts(listOf(item, 'content'), (part) => part.text) : undefined,
      ),
    async run(answer) {
      const ran = await openai.runFunctionCalls(answer);
      return { calls: ran.records, reply: ran.records.length === 0 ? null : ran.items };
    },
  };
}

/** Claude Messages API: `tool_use` blocks in, one `user` message of `tool_result` blocks back. */
function anthropicMode(manager: ToolManager): ShapeCallingMode {
  const anthropic = createAnthropicTools({ manager });
  return {
    kind: 'shape',
    shape: 'anthropic',
    label: 'schema-anthropic (Claude Messages API)',
    systemPrompt: NATIVE_SYSTEM_PROMPT,
    get tools() {
      return anthropic.tools();
    },
    get toolNames() {
      return anthropic.tools().map((tool) => tool.name);
    },
    toolNameOf: (path) => nameOf(anthropic.names(), path),
    textOf: (answer) =>
      texts(listOf(answer, 'content'), (block) => (block.type === 'text' ? block.text : undefined)),
    async run(answer) {
      const ran = await anthropic.runToolUses(answer);
      return { calls: ran.records, reply: ran.message };
    },
  };
}

/** Gemini `generateContent`: `functionCall` parts in, a `user` content of `functionResponse` parts back. */
function geminiMode(manager: ToolManager): ShapeCallingMode {
  const gemini = createGeminiTools({ manager });
  return {
    kind: 'shape',
    shape: 'gemini',
    label: 'schema-gemini (Gemini generateContent)',
    systemPrompt: NATIVE_SYSTEM_PROMPT,
    get tools() {
      return [gemini.tool()];
    },
    get toolNames() {
      return gemini.functionDeclarations().map((declaration) => declaration.name);
    },
    toolNameOf: (path) => nameOf(gemini.names(), path),
    textOf: (answer) => {
      const candidate = listOf(answer, 'candidates')[0];
      return texts(
        listOf(isRecord(candidate) ? candidate.content : undefined, 'parts'),
        (part) => part.text,
      );
    },
    async run(answer) {
      const ran = await gemini.runFunctionCalls(answer);
      return { calls: ran.records, reply: ran.content };
    },
  };
}

/** The calling mode of one provider's message shape, over the manager's functions. */
export function createShapeCallingMode(
  manager: ToolManager,
  shape: MessageShape,
): ShapeCallingMode {
  if (shape === 'responses') return responsesMode(manager);
  if (shape === 'anthropic') return anthropicMode(manager);
  return geminiMode(manager);
}
