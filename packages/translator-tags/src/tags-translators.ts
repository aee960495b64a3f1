import { registerStandardTranslator } from '@ai-toolbox/core';
import { type AutoTranslator, createAutoTranslator } from './auto-translator.js';
import { createTagsTranslator, type TagsTranslator } from './create-tags-translator.js';
import { TAGS_PRESETS, type TagsTranslatorName } from './tags-presets.js';

/** One family this package reads, as people look it up. */
export interface TagsFamily {
  /** The translator's name: vLLM's `--tool-call-parser` name for the same format. */
  readonly name: TagsTranslatorName;
  /** The other names it is registered under. */
  readonly aliases: readonly string[];
  /** The model family. */
  readonly family: string;
  /** The models that write the format. */
  readonly models: string;
}

/** Every family this package reads, with its names, in the order of the README's table. */
export const TAGS_FAMILIES: readonly TagsFamily[] = TAGS_PRESETS.map((preset) => ({
  name: preset.name as TagsTranslatorName,
  aliases: preset.aliases,
  family: preset.family,
  models: preset.models,
}));

/**
 * The standard translator of every family (default settings), by name, registered under its
 * name and its aliases when this package is imported, so `setFunctionTranslator('qwen3_coder')`,
 * `setFunctionTranslator('minimax')` and `getTranslator('harmony')` find them.
 *
 * @example
 * ```ts
 * import { TAGS_TRANSLATORS } from '@ai-toolbox/translator-tags';
 * manager.setFunctionTranslator(TAGS_TRANSLATORS.kimi_k2);
 * ```
 */
export const TAGS_TRANSLATORS: Readonly<Record<TagsTranslatorName, TagsTranslator>> = Object.freeze(
  Object.fromEntries(
    TAGS_PRESETS.map((preset) => [preset.name, createTagsTranslator(preset.name)]),
  ) as Record<TagsTranslatorName, TagsTranslator>,
);

for (const family of TAGS_FAMILIES) {
  const translator = TAGS_TRANSLATORS[family.name];
  registerStandardTranslator(family.name, translator);
  for (const alias of family.aliases) registerStandardTranslator(alias, translator);
}

/**
 * The standard `auto` translator (atfunc's interface text, qwen3_coder's while atfunc is not
 * registered; every registered translator reading), registered as `'auto'` when this package is
 * imported.
 */
export const AUTO_TRANSLATOR: AutoTranslator = createAutoTranslator();

registerStandardTranslator('auto', AUTO_TRANSLATOR);
