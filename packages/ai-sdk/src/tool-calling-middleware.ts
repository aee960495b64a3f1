import {
  getFunctionPath,
  systemPromptFor,
  type Translator,
  toTranslatorV2,
} from '@ai-toolbox/core';
import { parseSettings, toolNameSeparatorSchema } from '@ai-toolbox/core/kit';
import type { LanguageModelMiddleware } from 'ai';
import * as v from 'valibot';
import type {
  CallOptionsV3,
  ContentV3,
  FunctionToolV3,
  GenerateResultV3,
  ToolChoiceV3,
  WarningV3,
} from './ai-sdk-types.js';
import { renderTextPrompt } from './render-text-prompt.js';
import { isTranslator, resolveTranslator, translatorName } from './resolve-translator.js';
import { createTextCallSplitter, type SplitEvent } from './text-call-splitter.js';
import { createTextCallStream } from './text-call-stream.js';
import { toTextToolCall } from './text-tool-call.js';
import { type ToolInterfaces, toToolInterfaces } from './tool-interfaces.js';

/** What a custom system prompt is made from. */
export interface ToolCallingPromptContext {
  /**
   * The tool part of the system prompt in the translator's own words (core's
   * `systemPromptFor`): how to call, with an example of a call where the family was trained on
   * one, and every tool offered, laid out as the family's chat template lays them out.
   */
  readonly toolPrompt: string;
  /** The translator's rendering of every tool offered, one after another. */
  readonly interfaceText: string;
  /** The translator's name (`'atfunc'`, `'markers'`, ...). */
  readonly translator: string;
  /** The call's tool choice: whether a call is required, and of which function. */
  readonly toolChoice: ToolChoiceV3 | undefined;
  /** The function path the tool choice requires, for `{ type: 'tool' }`. */
  readonly requiredFunction: string | undefined;
}

/** The options of {@link toolCallingMiddleware}. */
export interface ToolCallingMiddlewareOptions {
  /** The translator: a registered one by name (`'atfunc'`, `'markers'`, ...) or an object. */
  readonly translator: string | Translator;
  /**
   * The instructions put in the system prompt; default {@link defaultToolCallingPrompt}. Return
   * `''` to add nothing (when your own system prompt already holds the interface text).
   */
  readonly systemPrompt?: (context: ToolCallingPromptContext) => string;
  /**
   * The toolbox name shown for tools whose name holds no separator (default `'tools'`): such
   * a tool `getWeather` is shown as `tools.getWeather` and may be called as `getWeather`.
   */
  readonly rootToolbox?: string;
  /** What stands for a `.` in tool names (default `'__'`, as `toAiSdkTools` names them). */
  readonly separator?: string;
  /** Whether the interface text has the translator's separator line after each function. */
  readonly useSeparator?: boolean;
}

const optionsSchema = v.object({
  translator: v.union([
    v.pipe(v.string(), v.minLength(1)),
    v.custom<Translator>(isTranslator, 'a translator name or a translator object'),
  ]),
  systemPrompt: v.optional(
    v.custom<(context: ToolCallingPromptContext) => string>(
      (input) => typeof input === 'function',
      'a function',
    ),
  ),
  rootToolbox: v.optional(v.pipe(v.string(), v.minLength(1))),
  separator: v.optional(toolNameSeparatorSchema()),
  useSeparator: v.optional(v.boolean()),
});

/**
 * The default instructions: the translator's own tool prompt (how to call, in the words the
 * family was trained on, and the functions), then what the tool choice asks for.
 */
export function defaultToolCallingPrompt(context: ToolCallingPromptContext): string {
  const must =
    context.requiredFunction !== undefined
      ? `You must call ${context.requiredFunction} now.`
      : context.toolChoice?.type === 'required'
        ? 'You must call at least one of these functions now.'
        : '';
  return must === '' ? context.toolPrompt : `${context.toolPrompt}\n\n${must}`;
}

/** What the middleware decided for one call, kept from the way in for the way out. */
interface CallPlan {
  readonly tools: ToolInterfaces;
  /** Whether calls are read from the answer (not with tool choice `none`). */
  readonly parse: boolean;
  readonly warnings: readonly WarningV3[];
}

/**
 * A language model middleware (`wrapLanguageModel({ model, middleware })`) that gives tool
 * calling to a model without native tools, through a translator.
 *
 * - On the way in, the call's `tools` become the translator's interface text in the system
 *   prompt and are not sent to the model; earlier `tool-call` parts become the text the model
 *   wrote, earlier `tool-result` messages a user message in the translator's result format.
 * - On the way out, the calls the translator finds in the text become `tool-call` parts (and
 *   the finish reason `tool-calls`), their text taken out of the text parts. The SDK then runs
 *   them like native calls, in `generateText`, `streamText` and agents alike.
 * - Streaming: text passes on as soon as the translator's stream says it cannot be part of a
 *   call (`settledLength`); the text of a call is held back, and its `tool-call` part goes out
 *   as soon as the stream completes the call.
 * - A call that cannot run (unreadable, cut off, unknown function) becomes a `tool-call` the SDK
 *   answers as a tool error; on the next step the model reads the translator's reason.
 *
 * @throws {InvalidSettingsError} (core's) for a wrong option.
 * @throws {TranslatorNotFoundError} (core's) for a translator name nothing registered.
 * @example
 * ```ts
 * // With the atfunc translator's package imported, so that 'atfunc' is registered:
 * const model = wrapLanguageModel({
 *   model: openaiCompatible('local-model'),
 *   middleware: toolCallingMiddleware({ translator: 'atfunc' }),
 * });
 * ```
 */
export function toolCallingMiddleware(
  options: ToolCallingMiddlewareOptions,
): LanguageModelMiddleware {
  const settings = parseSettings(optionsSchema, options, 'toolCallingMiddleware');
  const translator = resolveTranslator(settings.translator);
  // Adapted to contract v2 once: the stream every response is read through.
  const reader = toTranslatorV2(translator);
  const name = translatorName(translator, settings.translator);
  const rootToolbox = settings.rootToolbox ?? 'tools';
  const separator = settings.separator ?? '__';
  const systemPrompt = settings.systemPrompt ?? defaultToolCallingPrompt;
  const plans = new WeakMap<CallOptionsV3, CallPlan>();

  const interfaceText = (tools: ToolInterfaces): string =>
    tools.interfaces
      .map((functionInterface) =>
        translator.generateFunctionIfText(functionInterface, settings.useSeparator === true),
      )
      .join('\n\n');

  const toEvents = (plan: CallPlan, content: readonly ContentV3[]): ContentV3[] => {
    const splitter = createTextCallSplitter(reader, plan.tools.interfaces, plan.tools.rootToolBox);
    const out: ContentV3[] = [];
    const add = (events: readonly SplitEvent[]): void => {
      for (const event of events) {
        if (event.type === 'text') {
          const last = out.at(-1);
          if (last?.type === 'text')
            out[out.length - 1] = { ...last, text: last.text + event.text };
          else out.push({ type: 'text', text: event.text });
        } else {
          out.push(toTextToolCall(event.call, plan.tools, name));
        }
      }
    };
    for (const part of content) {
      if (part.type === 'text') add(splitter.push(part.text));
      else out.push(part);
    }
    add(splitter.end());
    return out;
  };

  return {
    specificationVersion: 'v3',
    async transformParams({ params }) {
      const functionTools = (params.tools ?? []).filter(
        (tool): tool is FunctionToolV3 => tool.type === 'function',
      );
      const providerTools = (params.tools ?? []).length - functionTools.length;
      const hasHistory = params.prompt.some(
        (message) =>
          message.role === 'tool' ||
          (message.role === 'assistant' && message.content.some((p) => p.type === 'tool-call')),
      );
      if (functionTools.length === 0 && !hasHistory) return params;
      const choice = params.toolChoice;
      const offered =
        choice?.type === 'none'
          ? []
          : choice?.type === 'tool'
            ? functionTools.filter((tool) => tool.name === choice.toolName)
            : functionTools;
      const tools = toToolInterfaces(functionTools, rootToolbox, separator);
      const shown = toToolInterfaces(offered, rootToolbox, separator);
      const required = choice?.type === 'tool' ? shown.interfaces[0] : undefined;
      const instructions =
        shown.interfaces.length === 0
          ? undefined
          : systemPrompt({
              toolPrompt: systemPromptFor(translator, shown.interfaces),
              interfaceText: interfaceText(shown),
              translator: name,
              toolChoice: choice,
              requiredFunction: required === undefined ? undefined : getFunctionPath(required),
            });
      const { tools: _tools, toolChoice: _toolChoice, ...rest } = params;
      const transformed: CallOptionsV3 = {
        ...rest,
        prompt: renderTextPrompt(params.prompt, instructions, translator, tools, separator),
      };
      const warnings: WarningV3[] =
        providerTools > 0
          ? [
              {
                type: 'unsupported',
                feature: 'provider-defined tools',
                details: `${providerTools} provider-defined tool(s) cannot be offered as ${name} text and were left out.`,
              },
            ]
          : [];
      plans.set(transformed, { tools: shown, parse: shown.interfaces.length > 0, warnings });
      return transformed;
    },
    async wrapGenerate({ doGenerate, params }) {
      const plan = plans.get(params);
      const result = await doGenerate();
      if (plan === undefined || !plan.parse) return withWarnings(result, plan);
      const content = toEvents(plan, result.content);
      const called = content.some((part) => part.type === 'tool-call');
      return withWarnings(
        {
          ...result,
          content,
          finishReason: called
            ? { unified: 'tool-calls', raw: result.finishReason.raw }
            : result.finishReason,
        },
        plan,
      );
    },
    async wrapStream({ doStream, params }) {
      const plan = plans.get(params);
      const result = await doStream();
      if (plan === undefined) return result;
      return {
        ...result,
        stream: result.stream.pipeThrough(
          createTextCallStream({
            parse: plan.parse,
            warnings: plan.warnings,
            createSplitter: () =>
              createTextCallSplitter(reader, plan.tools.interfaces, plan.tools.rootToolBox),
            toToolCall: (call) => toTextToolCall(call, plan.tools, name),
          }),
        ),
      };
    },
  };
}

function withWarnings(result: GenerateResultV3, plan: CallPlan | undefined): GenerateResultV3 {
  if (plan === undefined || plan.warnings.length === 0) return result;
  return { ...result, warnings: [...result.warnings, ...plan.warnings] };
}
