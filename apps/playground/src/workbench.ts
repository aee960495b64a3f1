import {
  type CallParseError,
  createToolManager,
  type FunctionCallRecord,
  listStandardTranslators,
  type Repair,
  systemPromptFor,
  type ToolManager,
  type Translator,
  type TranslatorCallResult,
} from '@ai-toolbox/core';
import { createAnthropicTools } from '@ai-toolbox/schema-anthropic';
import { createGeminiTools } from '@ai-toolbox/schema-gemini';
import { createOpenAITools } from '@ai-toolbox/schema-openai';
import { registerDemoToolboxes } from './demo-setup.js';
import { createMemoryFileToolbox } from './memory-file-toolbox.js';
import { type NativeInputKind, readNativeInput } from './native-input.js';

/** A call as the translator found it, before anything runs. */
export interface ParsedCallView {
  readonly name: string;
  readonly params: Record<string, unknown>;
  readonly raw: string | undefined;
  readonly repairs: readonly Repair[];
  readonly error: CallParseError | undefined;
}

/** Streamed text in, each call's record out as soon as the call is complete. */
export interface WorkbenchStream {
  /** Whether the translator parses incrementally; otherwise every call comes at `end()`. */
  readonly incremental: boolean;
  /** Feeds a chunk; resolves to the records of the calls it completed. */
  push(chunk: string): Promise<FunctionCallRecord[]>;
  /** Ends the text; resolves to the records of the calls left. */
  end(): Promise<FunctionCallRecord[]>;
  /** The records formatted by the translator, as the model would read them. */
  format(records: readonly FunctionCallRecord[]): string;
}

/** The page's model of the world: a tool manager with in-browser toolboxes. */
export interface Workbench {
  /** The manager everything runs through. */
  readonly manager: ToolManager;
  /** The active translator's name. */
  readonly translatorName: string;
  /** The names of the translators that can be picked. */
  translatorNames(): string[];
  /** Makes another translator active. */
  setTranslator(name: string): void;
  /** The system prompt's tool part a model is sent with the active translator. */
  promptText(): string;
  /** The native tool schemas of every function, in one provider's shape. */
  toolSchemas(kind?: SchemaKind): unknown[];
  /** The calls the active translator finds in `text`, without running them. */
  parse(text: string): ParsedCallView[];
  /**
   * Finds and runs the calls in `text`; `output` is what the model would read back. A pasted
   * native message (Chat Completions `tool_calls`, a Responses API `output`, Claude `tool_use`
   * blocks, Gemini `functionCall` parts) runs as native calls through its schema package, and
   * `source` says which.
   */
  run(text: string): Promise<WorkbenchRun>;
  /** Starts a streamed run of a text with the active translator. */
  createStream(): WorkbenchStream;
  /** Empties the in-memory file sandbox. */
  resetFiles(): void;
}

/** The native schema shapes the page shows, by the name it lists them under. */
export const SCHEMA_KINDS = {
  chat: 'OpenAI Chat Completions',
  responses: 'OpenAI Responses',
  strict: 'OpenAI Chat Completions, strict mode',
  anthropic: 'Claude Messages API tools',
  gemini: 'Gemini function declarations (OpenAPI subset)',
  'gemini-json-schema': 'Gemini function declarations (JSON Schema)',
} as const;

/** One of {@link SCHEMA_KINDS}. */
export type SchemaKind = keyof typeof SCHEMA_KINDS;

/** What running a text gave: a record per call, what the model reads back, and from what. */
export interface WorkbenchRun {
  readonly calls: FunctionCallRecord[];
  readonly output: string;
  /** `'text'` for the translator's reading, else the native API shape that was pasted. */
  readonly source: 'text' | NativeInputKind;
}

/** The settings of {@link createWorkbench}. */
export interface WorkbenchOptions {
  /** The translator active at start (default: the first standard translator). */
  readonly translator?: string;
}

function toResult(record: FunctionCallRecord): TranslatorCallResult {
  return {
    name: record.name,
    params: record.params,
    interface: record.interface ?? null,
    result: record.result,
    isError: !record.ok,
  };
}

/**
 * Creates the page's workbench. It imports nothing that needs Node: the file toolbox is the
 * in-memory one.
 */
export function createWorkbench(options: WorkbenchOptions = {}): Workbench {
  let translatorName = options.translator ?? listStandardTranslators()[0] ?? '';
  const build = () => {
    const created = createToolManager({ translator: translatorName });
    registerDemoToolboxes(created, createMemoryFileToolbox());
    return created;
  };
  let manager = build();
  const translator = (): Translator => manager.getTranslator(translatorName);

  return {
    get manager() {
      return manager;
    },
    get translatorName() {
      return translatorName;
    },
    translatorNames: () => listStandardTranslators(),
    setTranslator(name) {
      manager.setFunctionTranslator(name);
      translatorName = name;
    },
    promptText: () => systemPromptFor(translator(), manager.getInterfaces()),
    toolSchemas(kind = 'chat') {
      if (kind === 'responses') return createOpenAITools({ manager }).responsesTools();
      if (kind === 'anthropic') return createAnthropicTools({ manager }).tools();
      if (kind === 'gemini' || kind === 'gemini-json-schema') {
        const schema = kind === 'gemini' ? 'openapi' : 'json-schema';
        return createGeminiTools({ manager, schema }).functionDeclarations();
      }
      return createOpenAITools({ manager, strict: kind === 'strict' }).chatCompletionTools();
    },
    parse(text) {
      const active = translator();
      const interfaces = manager.getInterfaces();
      if (active.parseFunctionCalls) {
        return active.parseFunctionCalls(text, interfaces, null).map((call) => ({
          name: call.name,
          params: call.params,
          raw: call.raw,
          repairs: call.repairs,
          error: call.error,
        }));
      }
      return active.getFunctionCallsFromText(text, interfaces, null).map((call) => ({
        name: call.name,
        params: call.params,
        raw: undefined,
        repairs: [],
        error: undefined,
      }));
    },
    async run(text) {
      const native = readNativeInput(text);
      if (native !== undefined) {
        const json = (value: unknown) => JSON.stringify(value, null, 2);
        const { kind, value } = native;
        if (kind === 'chat') {
          const ran = await createOpenAITools({ manager }).runToolCalls(value);
          return { calls: [...ran.records], output: json(ran.messages), source: kind };
        }
        if (kind === 'responses') {
          const ran = await createOpenAITools({ manager }).runFunctionCalls(value);
          return { calls: [...ran.records], output: json(ran.items), source: kind };
        }
        if (kind === 'anthropic') {
          const ran = await createAnthropicTools({ manager }).runToolUses(value);
          return { calls: [...ran.records], output: json(ran.message), source: kind };
        }
        const ran = await createGeminiTools({ manager }).runFunctionCalls(value);
        return { calls: [...ran.records], output: json(ran.content), source: kind };
      }
      const outcome = await manager.executeResponseFunctions(text);
      return { calls: [...outcome.calls], output: outcome.functionsOutput, source: 'text' };
    },
    createStream() {
      const active = translator();
      const interfaces = manager.getInterfaces();
      const format = (records: readonly FunctionCallRecord[]) =>
        records.length === 0 ? '' : active.formatFunctionCallResults(records.map(toResult));
      if (active.createFunctionCallStream) {
        const parser = active.createFunctionCallStream(interfaces, null);
        const runParsed = async (calls: ReturnType<typeof parser.push>) =>
          calls.length === 0 ? [] : manager.executeFunctionCalls(calls);
        return {
          incremental: true,
          push: (chunk) => runParsed(parser.push(chunk)),
          end: () => runParsed(parser.end()),
          format,
        };
      }
      let text = '';
      return {
        incremental: false,
        push: async (chunk) => {
          text += chunk;
          return [];
        },
        end: async () => (await manager.executeResponseFunctions(text)).calls.slice(),
        format,
      };
    },
    resetFiles() {
      manager = build();
    },
  };
}
