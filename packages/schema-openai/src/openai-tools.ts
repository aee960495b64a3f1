import type { CallOptions, FunctionCallRecord, ToolManager } from '@ai-toolbox/core';
import {
  type NativeCallLimits,
  nativeCallLimitsSchema,
  nativeToolManagerSchema,
  parseSettings,
  resolveNativeCallLimits,
  runNativeCallRequests,
  type ToolNameMap,
  toolNameMapOptionsSchema,
  trackNativeTools,
} from '@ai-toolbox/core/kit';
import * as v from 'valibot';
import {
  chatCompletionToolsOf,
  type InterfaceToolSet,
  responsesToolsOf,
  withParameters,
} from './interface-tools.js';
import { toFunctionCallRequests } from './native-call-requests.js';
import type { ChatToolCallsResult, ResponseFunctionCallsResult } from './native-call-results.js';
import {
  type NativeToolCall,
  readChatToolCalls,
  readResponseFunctionCalls,
} from './native-tool-call.js';
import type { ChatCompletionToolSchema, ResponsesFunctionToolSchema } from './tool-schemas.js';

/**
 * What a call whose function returned nothing (`undefined`, `''`, a symbol, a function) is
 * answered with: some providers refuse an empty tool message, and a model cannot read one.
 */
export const NO_OUTPUT_TEXT = '(no output)';

// runNativeCallRequests gives exactly one record per call, so every index has one.
function resultAt(records: readonly FunctionCallRecord[], index: number): string {
  const result = (records[index] as FunctionCallRecord).result;
  return result === '' ? NO_OUTPUT_TEXT : result;
}

/**
 * The answers of the calls that have an id, in call order, made by `answer`: a call without
 * one cannot be answered (an answer is matched to its call by id, and inventing one would
 * answer nothing); its record carries the `missing-call-id` error instead.
 */
function answersOf<T>(
  calls: readonly NativeToolCall[],
  records: readonly FunctionCallRecord[],
  answer: (callId: string, content: string) => T,
): T[] {
  const answers: T[] = [];
  calls.forEach((call, index) => {
    if (call.callId !== undefined) answers.push(answer(call.callId, resultAt(records, index)));
  });
  return answers;
}

/**
 * The part of core's `ToolManager` this package uses. `getInterfaceSnapshot` is optional: with
 * it (core's managers have it) a cached tool list is checked with one comparison; without it,
 * item by item.
 */
export type OpenAIToolsManager = Pick<
  ToolManager,
  'getInterfaces' | 'getRootToolBox' | 'executeFunctionCalls'
> &
  Partial<Pick<ToolManager, 'getInterfaceSnapshot'>>;

/** Settings of {@link createOpenAITools}. */
export interface OpenAIToolsSettings extends NativeCallLimits {
  /** The tool manager whose functions are offered and whose pipeline runs the calls. */
  readonly manager: OpenAIToolsManager;
  /** Produce strict-mode schemas (see the README). Default `false`. */
  readonly strict?: boolean;
  /** What a `.` in a function path becomes in a tool name. Default `'__'`. */
  readonly separator?: string;
  /**
   * Offer the root toolbox's functions as `toolbox.function` too. Default `false`: they are
   * offered under their bare name, as the pipeline resolves them.
   */
  readonly prefixRootToolbox?: boolean;
}

/**
 * The valibot schema of {@link OpenAIToolsSettings}, checked by `createOpenAITools`, so that a
 * wrong manager, separator or limit fails at setup rather than at the first request.
 */
const openAIToolsSettingsSchema = v.strictObject({
  ...nativeCallLimitsSchema.entries,
  ...toolNameMapOptionsSchema.entries,
  manager: nativeToolManagerSchema,
  strict: v.optional(v.boolean()),
  prefixRootToolbox: v.optional(v.boolean()),
});

/** A tool manager's functions as OpenAI tools, and the runner for the calls a model makes. */
export interface OpenAITools {
  /**
   * Chat Completions `tools` for every registered function (control functions included). The
   * schemas are rendered once, until a toolbox is registered or unregistered; each call hands
   * out a fresh, mutable copy of the list, so what a caller or the SDK writes into it reaches
   * neither the next request nor the package's own copy.
   */
  chatCompletionTools(): ChatCompletionToolSchema[];
  /** Responses API function tools for every registered function, handed out the same way. */
  responsesTools(): ResponsesFunctionToolSchema[];
  /** The mapping between function names and tool names now in force. */
  names(): ToolNameMap;
  /**
   * Runs the `tool_calls` of an assistant message (or an array of tool calls) through the
   * pipeline: one tool message per call that has an id, in order, and one record per call.
   * Never throws for anything the model wrote.
   */
  runToolCalls(message: unknown, options?: CallOptions): Promise<ChatToolCallsResult>;
  /**
   * Runs the `function_call` items of a Responses API response (or an array of output items):
   * one `function_call_output` item per call that has a `call_id`, in order, and one record per
   * call. Never throws for anything the model wrote.
   */
  runFunctionCalls(response: unknown, options?: CallOptions): Promise<ResponseFunctionCallsResult>;
}

/**
 * Connects a tool manager to the OpenAI APIs: its interfaces become `tools` (dotted names
 * mapped to legal ones, strict mode on request), and the model's native calls run through
 * the manager's pipeline, with validation, policy, timeouts, truncation and stats as for text
 * calls. The tools are rebuilt whenever the manager's functions change.
 *
 * @throws {InvalidSettingsError} (core's) naming each setting that is wrong: a `manager` that
 * is not a tool manager, a bad `separator`, a limit that is not a positive integer.
 * @example
 * ```ts
 * const openaiTools = createOpenAITools({ manager, strict: true });
 * const completion = await client.chat.completions.create({
 *   model, messages, tools: openaiTools.chatCompletionTools(),
 * });
 * const message = completion.choices[0].message;
 * const { messages: toolMessages } = await openaiTools.runToolCalls(message);
 * messages.push(message, ...toolMessages);
 * ```
 */
export function createOpenAITools(settings: OpenAIToolsSettings): OpenAITools {
  parseSettings(openAIToolsSettingsSchema, settings, 'createOpenAITools');
  const { manager } = settings;
  const limits = resolveNativeCallLimits(settings);
  const strict = settings.strict ?? false;
  // Rebuilt only when the manager's functions or root change: with core's snapshot one
  // comparison tells, without it the interfaces are compared item by item. Each tool's
  // parameters are rendered once and copied into every list handed out.
  const currentToolSet = trackNativeTools(
    manager,
    {
      ...(settings.separator === undefined ? {} : { separator: settings.separator }),
      prefixRootToolbox: settings.prefixRootToolbox ?? false,
    },
    (toolSet): InterfaceToolSet => withParameters(toolSet, strict),
  );

  const run = async (calls: readonly NativeToolCall[], options: CallOptions | undefined) => {
    const requests = toFunctionCallRequests(calls, currentToolSet(), limits);
    return runNativeCallRequests(manager, requests, options);
  };

  return {
    chatCompletionTools: () => chatCompletionToolsOf(currentToolSet()),
    responsesTools: () => responsesToolsOf(currentToolSet()),
    names: () => currentToolSet().names,
    async runToolCalls(message, options) {
      const calls = readChatToolCalls(message);
      const records = await run(calls, options);
      const messages = answersOf(calls, records, (callId, content) => ({
        role: 'tool' as const,
        tool_call_id: callId,
        content,
      }));
      return { messages, records };
    },
    async runFunctionCalls(response, options) {
      const calls = readResponseFunctionCalls(response);
      const records = await run(calls, options);
      const items = answersOf(calls, records, (callId, output) => ({
        type: 'function_call_output' as const,
        call_id: callId,
        output,
      }));
      return { items, records };
    },
  };
}
