import type { CallOptions, FunctionCallRecord } from '@ai-toolbox/core';
import {
  deepFreeze,
  mutableCopy,
  type NativeCallLimits,
  type NativeToolManager,
  type NativeToolSet,
  nativeCallLimitsSchema,
  nativeToolManagerSchema,
  nativeToolNameOf,
  nativeToolSchema,
  parseSettings,
  resolveNativeCallLimits,
  runNativeCallRequests,
  type ToolNameMap,
  toNativeCallRequests,
  toolNameMapOptionsSchema,
  trackNativeTools,
} from '@ai-toolbox/core/kit';
import * as v from 'valibot';
import type {
  AnthropicToolChoiceAuto,
  AnthropicToolChoiceFunction,
  AnthropicToolChoiceNone,
  AnthropicToolChoiceOptions,
  AnthropicToolChoiceTool,
} from './anthropic-tool-choice.js';
import {
  type AnthropicToolResultBlock,
  type AnthropicToolUsesResult,
  toToolResultBlock,
} from './anthropic-tool-result.js';
import type { AnthropicToolSchema } from './anthropic-tool-schema.js';
import { readToolUses } from './read-tool-uses.js';

/** The part of core's `ToolManager` this package uses. */
export type AnthropicToolsManager = NativeToolManager;

/** Settings of {@link createAnthropicTools}. */
export interface AnthropicToolsSettings extends NativeCallLimits {
  /** The tool manager whose functions are offered and whose pipeline runs the calls. */
  readonly manager: AnthropicToolsManager;
  /** What a `.` in a function path becomes in a tool name. Default `'__'`. */
  readonly separator?: string;
  /**
   * Offer the root toolbox's functions as `toolbox__function` too. Default `false`: they are
   * offered under their bare name, as the pipeline resolves them.
   */
  readonly prefixRootToolbox?: boolean;
  /**
   * What to do with a `tool_use` whose streamed input was cut off (see `createToolUseStream`):
   * `'refuse'` (default) answers it with an error that asks the model to call again, `'run'`
   * runs the input as core's JSON repairer closed it.
   */
  readonly cutOffToolUses?: 'refuse' | 'run';
}

const anthropicToolsSettingsSchema = v.strictObject({
  ...nativeCallLimitsSchema.entries,
  ...toolNameMapOptionsSchema.entries,
  manager: nativeToolManagerSchema,
  prefixRootToolbox: v.optional(v.boolean()),
  cutOffToolUses: v.optional(v.picklist(['refuse', 'run'])),
});

/** A tool manager's functions as Claude tools, and the runner for the tool uses it answers. */
export interface AnthropicTools {
  /**
   * The Messages API `tools` for every registered function (control functions and api wrappers
   * included), in interface order. Rendered once until the manager's functions change; each
   * call hands out a fresh, mutable copy, so what a caller or the SDK writes into it reaches
   * neither the next request nor the package's own copy.
   */
  tools(): AnthropicToolSchema[];
  /** The mapping between function names and tool names now in force. */
  names(): ToolNameMap;
  /** `tool_choice: { type: 'none' }`. */
  toolChoice(choice: 'none'): AnthropicToolChoiceNone;
  /** `tool_choice: { type: 'auto' | 'any' }`, with `disable_parallel_tool_use` when asked. */
  toolChoice(choice: 'auto' | 'any', options?: AnthropicToolChoiceOptions): AnthropicToolChoiceAuto;
  /**
   * `tool_choice: { type: 'tool', name }` for one function, named by its path or its root name.
   * Throws core's `ToolNotFoundError` (with suggestions) for a function that is not offered.
   */
  toolChoice(
    choice: AnthropicToolChoiceFunction,
    options?: AnthropicToolChoiceOptions,
  ): AnthropicToolChoiceTool;
  /**
   * Runs every `tool_use` block of an assistant message (or of an array of content blocks, or
   * of a tool use stream's `toolUses()`) through the pipeline and gives the one `user` message
   * that answers them: one `tool_result` per `tool_use`, in order, `is_error: true` with the
   * pipeline's text for every call that did not run or failed. Never throws for anything the
   * model wrote.
   */
  runToolUses(message: unknown, options?: CallOptions): Promise<AnthropicToolUsesResult>;
}

interface Offered {
  readonly toolSet: NativeToolSet;
  readonly tools: readonly AnthropicToolSchema[];
}

function renderTools(toolSet: NativeToolSet): Offered {
  const tools = [...toolSet.byProviderName.values()].map((tool) => ({
    name: tool.providerName,
    description: tool.interface.description,
    input_schema: nativeToolSchema(tool),
  }));
  // Kept frozen here; callers get copies they may change.
  return { toolSet, tools: deepFreeze(tools) };
}

// runNativeCallRequests gives exactly one record per request, so every index has one.
function recordAt(records: readonly FunctionCallRecord[], index: number): FunctionCallRecord {
  return records[index] as FunctionCallRecord;
}

/**
 * Connects a tool manager to Claude's Messages API: its interfaces become `tools` (core's
 * provider-neutral JSON Schema as `input_schema`, dotted names mapped reversibly to
 * `^[a-zA-Z0-9_-]{1,64}$`), and the model's `tool_use` blocks run through the manager's
 * pipeline, with validation, policy, timeouts, truncation and stats as for text calls.
 *
 * @throws {InvalidSettingsError} (core's) naming each setting that is wrong.
 * @example
 * ```ts
 * const anthropicTools = createAnthropicTools({ manager });
 * const response = await client.messages.create({
 *   model, max_tokens: 1024, messages, tools: anthropicTools.tools(),
 * });
 * messages.push({ role: 'assistant', content: response.content });
 * const { message } = await anthropicTools.runToolUses(response);
 * if (message !== null) messages.push(message);
 * ```
 */
export function createAnthropicTools(settings: AnthropicToolsSettings): AnthropicTools {
  parseSettings(anthropicToolsSettingsSchema, settings, 'createAnthropicTools');
  const { manager } = settings;
  const limits = resolveNativeCallLimits(settings);
  const cutOffToolUses = settings.cutOffToolUses ?? 'refuse';
  const current = trackNativeTools(
    manager,
    {
      ...(settings.separator === undefined ? {} : { separator: settings.separator }),
      prefixRootToolbox: settings.prefixRootToolbox ?? false,
    },
    renderTools,
  );

  function toolChoice(
    choice: 'auto' | 'any' | 'none' | AnthropicToolChoiceFunction,
    options: AnthropicToolChoiceOptions = {},
  ): AnthropicToolChoiceAuto | AnthropicToolChoiceNone | AnthropicToolChoiceTool {
    const parallel =
      options.disableParallelToolUse === undefined
        ? {}
        : { disable_parallel_tool_use: options.disableParallelToolUse };
    if (choice === 'none') return { type: 'none' };
    if (choice === 'auto' || choice === 'any') return { type: choice, ...parallel };
    return {
      type: 'tool',
      name: nativeToolNameOf(current().toolSet, choice.function),
      ...parallel,
    };
  }

  return {
    tools: () => mutableCopy(current().tools) as AnthropicToolSchema[],
    names: () => current().toolSet.names,
    toolChoice: toolChoice as AnthropicTools['toolChoice'],
    async runToolUses(message, options) {
      const calls = readToolUses(message, { cutOffToolUses });
      if (calls.length === 0) return { message: null, records: [] };
      const requests = toNativeCallRequests(calls, current().toolSet, limits);
      const records = await runNativeCallRequests(manager, requests, options);
      const content: AnthropicToolResultBlock[] = calls.map((call, index) =>
        toToolResultBlock(call.callId, recordAt(records, index)),
      );
      return { message: { role: 'user', content }, records };
    },
  };
}
