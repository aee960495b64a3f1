import {
  type CallOptions,
  type FunctionCallRecord,
  type FunctionInterface,
  getFunctionPath,
  type ToolManager,
} from '@ai-toolbox/core';
import {
  createToolNameMap,
  interfaceToJsonSchema,
  parseSettings,
  toolNameSeparatorSchema,
} from '@ai-toolbox/core/kit';
import { jsonSchema, type Tool, type ToolSet } from 'ai';
import * as v from 'valibot';
import { type AiSdkToolResult, toAiSdkToolResult } from './ai-sdk-tool-result.js';
import { METADATA_KEY } from './metadata-key.js';

/** Which functions {@link toAiSdkTools} offers. */
export type AiSdkFunctionSelection =
  | readonly string[]
  | ((functionInterface: FunctionInterface) => boolean);

/** The options of {@link toAiSdkTools}. */
export interface AiSdkToolsOptions {
  /**
   * Which functions to offer: toolbox names and `toolbox.function` paths (`['weather',
   * 'files.readfile']`), or a predicate over each interface. Default: every registered function,
   * the `tools.*` control functions included.
   */
  readonly functions?: AiSdkFunctionSelection;
  /** What a `.` of a function path becomes in a tool name (default `'__'`). */
  readonly separator?: string;
  /**
   * Whether the root toolbox's functions are offered as `box__fn` too, besides their bare name
   * (default `false`: `fn` alone, the name the pipeline resolves in the root toolbox).
   */
  readonly prefixRootToolbox?: boolean;
  /**
   * The text the model reads for a call; `undefined` keeps the pipeline's (the shaped and
   * truncated result, or `Error: ...`). It sees the whole record: name, arguments as the
   * function received them, repairs, value, error.
   */
  readonly resultText?: (record: FunctionCallRecord) => string | undefined;
  /** The timeout of each call in milliseconds (0 for none); default the manager's. */
  readonly timeoutMs?: number;
  /** The result length limit of each call; default the manager's current limit. */
  readonly truncateLength?: number;
}

const optionsSchema = v.object({
  functions: v.optional(
    v.union([
      v.array(v.string()),
      v.custom<(functionInterface: FunctionInterface) => boolean>(
        (input) => typeof input === 'function',
        'a list of toolbox names and function paths, or a function',
      ),
    ]),
  ),
  separator: v.optional(toolNameSeparatorSchema()),
  prefixRootToolbox: v.optional(v.boolean()),
  resultText: v.optional(
    v.custom<(record: FunctionCallRecord) => string | undefined>(
      (input) => typeof input === 'function',
      'a function',
    ),
  ),
  timeoutMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  truncateLength: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});

/** The AI SDK tool of one function: its tool name and the function path it runs. */
type OfferedFunction = { readonly toolName: string; readonly path: string };

function selector(selection: AiSdkFunctionSelection | undefined) {
  if (selection === undefined) return () => true;
  if (typeof selection === 'function') return selection;
  const wanted = new Set(selection);
  return (functionInterface: FunctionInterface) =>
    wanted.has(functionInterface.domain) || wanted.has(getFunctionPath(functionInterface));
}

/**
 * The functions of a tool manager as an AI SDK `ToolSet`, for `generateText`, `streamText` or
 * an agent. Each tool's `inputSchema` is core's provider-neutral JSON Schema of the function
 * (`interfaceToJsonSchema`) through the SDK's `jsonSchema()`; its key is the reversible
 * provider-safe name (`weather.get_temp` → `weather__get_temp`, core's `createToolNameMap`);
 * its `execute` runs the call through the manager's pipeline: coercion, validation, repairs,
 * policy, timeout (with the SDK's `abortSignal`), truncation and stats.
 *
 * Whatever the model sent, `execute` resolves: invalid arguments, a denied, failing or
 * timed-out function come back as a result whose text says what was wrong (`Error: ...`),
 * which the model reads as an error (`error-text`) on the next step. The tools are a snapshot
 * of the functions registered now; call it again after registering more.
 *
 * @throws {InvalidSettingsError} (core's) for a wrong option.
 * @throws {ToolNameCollisionError} (core's) when two functions would share a tool name.
 * @example
 * ```ts
 * const result = await generateText({
 *   model,
 *   tools: toAiSdkTools(manager),
 *   stopWhen: stepCountIs(5),
 *   prompt: 'What is the weather in Paris?',
 * });
 * ```
 */
export function toAiSdkTools(manager: ToolManager, options: AiSdkToolsOptions = {}): ToolSet {
  const settings = parseSettings(optionsSchema, options, 'toAiSdkTools');
  const offer = selector(settings.functions);
  const root = manager.getRootToolBox();
  const interfaces = manager
    .getInterfaces()
    .filter((functionInterface) => offer(functionInterface));
  const entries: Array<{ name: string; functionInterface: FunctionInterface }> = [];
  for (const functionInterface of interfaces) {
    const path = getFunctionPath(functionInterface);
    if (functionInterface.domain === root) {
      entries.push({ name: functionInterface.name, functionInterface });
      if (settings.prefixRootToolbox === true) entries.push({ name: path, functionInterface });
    } else {
      entries.push({ name: path, functionInterface });
    }
  }
  const names = createToolNameMap(
    entries.map((entry) => entry.name),
    settings.separator === undefined ? {} : { separator: settings.separator },
  );
  const callOptions: CallOptions = {
    source: 'native',
    ...(settings.timeoutMs === undefined ? {} : { timeoutMs: settings.timeoutMs }),
    ...(settings.truncateLength === undefined ? {} : { truncateLength: settings.truncateLength }),
  };
  const tools: ToolSet = {};
  for (const entry of entries) {
    const toolName = names.toProvider(entry.name) as string;
    const offered: OfferedFunction = { toolName, path: entry.name };
    Object.defineProperty(tools, toolName, {
      value: createTool(
        manager,
        entry.functionInterface,
        offered,
        callOptions,
        settings.resultText,
      ),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return tools;
}

function createTool(
  manager: ToolManager,
  functionInterface: FunctionInterface,
  offered: OfferedFunction,
  callOptions: CallOptions,
  resultText: ((record: FunctionCallRecord) => string | undefined) | undefined,
): Tool<Record<string, unknown>, AiSdkToolResult> {
  return {
    description: functionInterface.description,
    // The function's path travels with the tool, so that the text tool calling middleware shows
    // the model the same name whatever the tool is called; providers ignore the key.
    providerOptions: { [METADATA_KEY]: { path: getFunctionPath(functionInterface) } },
    inputSchema: jsonSchema<Record<string, unknown>>(
      interfaceToJsonSchema(functionInterface) as Parameters<typeof jsonSchema>[0],
    ),
    async execute(input, { abortSignal }) {
      const [record] = await manager.executeFunctionCalls(
        [{ name: offered.path, params: input as Record<string, unknown> }],
        abortSignal === undefined ? callOptions : { ...callOptions, signal: abortSignal },
      );
      // One request gives one record; the pipeline never answers with none.
      const done = record as FunctionCallRecord;
      return toAiSdkToolResult(done, textOf(done, resultText));
    },
    toModelOutput: ({ output }) =>
      output.ok
        ? { type: 'text', value: output.result }
        : { type: 'error-text', value: output.result },
  };
}

function textOf(
  record: FunctionCallRecord,
  resultText: ((record: FunctionCallRecord) => string | undefined) | undefined,
): string {
  if (resultText === undefined) return record.result;
  try {
    const text = resultText(record);
    return typeof text === 'string' ? text : record.result;
  } catch {
    // The application's formatter failing must not lose the call's result.
    return record.result;
  }
}
