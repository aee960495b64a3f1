import {
  type BlockTranslatorSettings,
  type DefinedTranslatorV2,
  defineTranslator,
  REASONING_BLOCKS,
  resolveBlockTranslatorSettings,
} from '@ai-toolbox/core/kit';
import { TagBlockScanner, type TagScannerLimits, TagScannerPlan } from './tags-block-scanner.js';
import type { TagFormat } from './tags-format.js';
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
  const format = withReasoningBlocks(preset.createFormat(limits));
  const plan = new TagScannerPlan(format);
  // Every call stands in a block, so the blocks' openers are the family's own markers and all a
  // text needs to hold a call for it; a format whose text may start inside a block (Functionary
  // v3.2's first message, `name` then its JSON) needs only the `{` of that JSON.
  const openers = [...new Set(format.blocks.flatMap((kind) => kind.open))];
  const any = format.startsIn === undefined ? openers : [...openers, '{'];
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
    openers: { own: openers, any },
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

/**
 * The format with the reasoning blocks every text translator drops drafts in, besides the
 * family's own: a model trained on one family's template still thinks in another's `<think>`.
 */
function withReasoningBlocks(format: TagFormat): TagFormat {
  const open = new Set(format.thinking?.open);
  const close = new Set(format.thinking?.close);
  for (const block of REASONING_BLOCKS) {
    open.add(block.open);
    close.add(block.close);
  }
  return { ...format, thinking: { open: [...open], close: [...close] } };
}
