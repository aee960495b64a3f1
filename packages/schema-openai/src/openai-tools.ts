import type { FunctionCallRecord, FunctionInterface } from '@ai-toolbox/core';
import {
  chatCompletionToolsOf,
  convertInterfaces,
  type InterfaceToolSet,
  responsesToolsOf,
} from './interface-tools.js';
import { type NativeCallLimits, resolveNativeCallLimits } from './native-call-limits.js';
import { toFunctionCallRequests } from './native-call-requests.js';
import {
  type ChatToolCallsResult,
  executeAll,
  type FunctionCallExecutor,
  type ResponseFunctionCallsResult,
} from './native-call-results.js';
import {
  type NativeToolCall,
  readChatToolCalls,
  readResponseFunctionCalls,
} from './native-tool-call.js';
import type { ToolNameMap } from './tool-name-map.js';
import type { ChatCompletionToolSchema, ResponsesFunctionToolSchema } from './tool-schemas.js';

// executeAll gives exactly one record per call, so every index has one.
function resultAt(records: readonly FunctionCallRecord[], index: number): string {
  return (records[index] as FunctionCallRecord).result;
}

/** The part of core's `ToolManager` this package uses. */
export interface OpenAIToolsManager<Options = never> extends FunctionCallExecutor<Options> {
  getInterfaces(): readonly FunctionInterface[];
  getRootToolBox(): string | null;
}

/** Settings of {@link createOpenAITools}. */
export interface OpenAIToolsSettings<Options = never> extends NativeCallLimits {
  /** The tool manager whose functions are offered and whose pipeline runs the calls. */
  readonly manager: OpenAIToolsManager<Options>;
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

/** A tool manager's functions as OpenAI tools, and the runner for the calls a model makes. */
export interface OpenAITools<Options = never> {
  /** Chat Completions `tools` for every registered function (control functions included). */
  chatCompletionTools(): ChatCompletionToolSchema[];
  /** Responses API function tools for every registered function. */
  responsesTools(): ResponsesFunctionToolSchema[];
  /** The mapping between function names and tool names now in force. */
  names(): ToolNameMap;
  /**
   * Runs the `tool_calls` of an assistant message (or an array of tool calls) through the
   * pipeline: one tool message per call, in order. Never throws for anything the model wrote.
   */
  runToolCalls(message: unknown, options?: Options): Promise<ChatToolCallsResult>;
  /**
   * Runs the `function_call` items of a Responses API response (or an array of output items):
   * one `function_call_output` item per call, in order. Never throws for anything the model wrote.
   */
  runFunctionCalls(response: unknown, options?: Options): Promise<ResponseFunctionCallsResult>;
}

/**
 * Connects a tool manager to the OpenAI APIs: its interfaces become `tools` (dotted names
 * mapped to legal ones, strict mode on request), and the model's native calls run through
 * the manager's pipeline, with validation, policy, timeouts, truncation and stats as for text
 * calls. The tools are rebuilt whenever the manager's functions change.
 *
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
export function createOpenAITools<Options = never>(
  settings: OpenAIToolsSettings<Options>,
): OpenAITools<Options> {
  const { manager } = settings;
  if (
    typeof manager !== 'object' ||
    manager === null ||
    typeof manager.getInterfaces !== 'function' ||
    typeof manager.executeFunctionCalls !== 'function'
  ) {
    throw new TypeError(
      'createOpenAITools needs a tool manager (createToolManager()) as `manager`.',
    );
  }
  const limits = resolveNativeCallLimits(settings);
  const strict = settings.strict ?? false;
  const prefixRoot = settings.prefixRootToolbox ?? false;
  let cached:
    | { interfaces: readonly FunctionInterface[]; root: string | null; toolSet: InterfaceToolSet }
    | undefined;

  const currentToolSet = (): InterfaceToolSet => {
    const interfaces = manager.getInterfaces();
    const root =
      prefixRoot || typeof manager.getRootToolBox !== 'function' ? null : manager.getRootToolBox();
    if (cached === undefined || cached.interfaces !== interfaces || cached.root !== root) {
      const options =
        settings.separator === undefined
          ? { strict, rootToolbox: root }
          : { strict, rootToolbox: root, separator: settings.separator };
      cached = { interfaces, root, toolSet: convertInterfaces(interfaces, options) };
    }
    return cached.toolSet;
  };

  const run = async (calls: readonly NativeToolCall[], options: Options | undefined) => {
    const requests = toFunctionCallRequests(calls, currentToolSet(), limits);
    return executeAll(manager, requests, options);
  };

  return {
    chatCompletionTools: () => chatCompletionToolsOf(currentToolSet()),
    responsesTools: () => responsesToolsOf(currentToolSet()),
    names: () => currentToolSet().names,
    async runToolCalls(message, options) {
      const calls = readChatToolCalls(message);
      const records = await run(calls, options);
      const messages = calls.map((call, index) => ({
        role: 'tool' as const,
        tool_call_id: call.callId,
        content: resultAt(records, index),
      }));
      return { messages, records };
    },
    async runFunctionCalls(response, options) {
      const calls = readResponseFunctionCalls(response);
      const records = await run(calls, options);
      const items = calls.map((call, index) => ({
        type: 'function_call_output' as const,
        call_id: call.callId,
        output: resultAt(records, index),
      }));
      return { items, records };
    },
  };
}
