// The settings every block translator takes, one schema in the kit.
export { type BlockTranslatorSettings, blockTranslatorSettingsSchema } from '@ai-toolbox/core/kit';
export {
  type AutoTranslator,
  type AutoTranslatorSettings,
  autoTranslatorSettingsSchema,
  createAutoTranslator,
} from './auto-translator.js';
export { createTagsTranslator, type TagsTranslator } from './create-tags-translator.js';
export type { TagsTranslatorName } from './tags-presets.js';
export {
  AUTO_TRANSLATOR,
  TAGS_FAMILIES,
  TAGS_TRANSLATORS,
  type TagsFamily,
} from './tags-translators.js';
