import {
  type BlockTranslatorSettings,
  type DefinedTranslatorV2,
  defineTranslator,
  resolveBlockTranslatorSettings,
} from '@ai-toolbox/core/kit';
import { TagBlockScanner, type TagScannerLimits, TagScannerPlan } from './tags-block-scanner.js';
import type { TagsPreset } from './tags-preset.js';
import { findTagsPreset, type TagsTranslatorName } from './tags-presets.js';

/**
 * A tags translator: translator contract v2 (built with the kit's `defineTranslator`, so
 * `parseFunctionCalls`, `getFunctionCallsFromText` and `createFunctionCallStream` give the same
 * calls). Its `instructions` are the template's words on how to call, and `systemPromptFor`
 * the whole tool section of a system prompt as the family's chat template renders it.
 */
export interface TagsTranslator extends DefinedTranslatorV2 {
  /** The name vLLM's `--tool-call-parser` gives the format, for example `'qwen3_coder'`. */
  readonly name: TagsTranslatorName;
  /** The model family, for example `'Qwen3-Coder'`. */
  readonly family: string;
  /**
   * One call as the family's chat template writes an assistant's call in the history: for a
   * conversation sent back to a raw completion endpoint, or a few-shot example in a prompt.
   * `parseFunctionCalls` reads it back as the same call.
   */
  renderCall(name: string, args: Readonly<Record<string, unknown>>): string;
}

/**
 * Creates the translator of one family, by vLLM's parser name or one of its aliases
 * (`'qwen3_coder'`, `'qwen3-coder'`, `'glm45'`, `'minimax'`, `'kimi-k2'`, `'deepseek'`,
 * `'harmony'`, ...). Settings are checked at once; a wrong one throws core's
 * `InvalidSettingsError`, an unknown name a `TypeError` that lists the known ones.
 *
 * @example
 * ```ts
 * const translator = createTagsTranslator('qwen3_coder', { maxCalls: 20 });
 * manager.setFunctionTranslator(translator);
 * const system = translator.systemPromptFor(manager.getInterfaces());
 * ```
 */
export function createTagsTranslator(
  name: TagsTranslatorName | (string & {}),
  settings?: BlockTranslatorSettings,
): TagsTranslator {
  const preset = findTagsPreset(name);
  if (preset === undefined) {
    throw new TypeError(`No tags translator is named ${JSON.stringify(name)}`);
  }
  return buildTagsTranslator(preset, settings);
}

function buildTagsTranslator(
  preset: TagsPreset,
  settings: BlockTranslatorSettings | undefined,
): TagsTranslator {
  const resolved = resolveBlockTranslatorSettings(settings, `the ${preset.name} translator`);
  // A call's text is its block, markers included.
  const limits: TagScannerLimits = {
    maxBlockLength: resolved.maxCallLength,
    maxDepth: resolved.maxDepth,
  };
  const plan = new TagScannerPlan(preset.createFormat(limits));
  const translator = defineTranslator({
    name: preset.name,
    caseSensitive: resolved.caseSensitive,
    outputFilter: resolved.outputFilter,
    maxCalls: resolved.maxCalls,
    maxTextLength: resolved.maxTextLength,
    instructions: preset.instructions,
    systemPromptFor: (interfaces, instructions) => preset.systemPromptFor(interfaces, instructions),
    generateFunctionIfText: (functionInterface, useSeparator) =>
      preset.generateFunctionIfText(functionInterface, useSeparator),
    formatFunctionCallResults: (calls) => preset.formatFunctionCallResults(calls),
    createScanner: (context) => new TagBlockScanner(context, plan, limits),
  });
  return Object.defineProperties(translator, {
    family: { value: preset.family, enumerable: true },
    renderCall: {
      value: (name: string, args: Readonly<Record<string, unknown>>) =>
        preset.renderCall(name, args),
      enumerable: true,
    },
  }) as TagsTranslator;
}
