export {
  type AutoTranslator,
  type AutoTranslatorSettings,
  autoTranslatorSettingsSchema,
  createAutoTranslator,
} from './auto-translator.js';
export { createTagsTranslator, type TagsTranslator } from './create-tags-translator.js';
export type { TagsTranslatorName } from './tags-presets.js';
export {
  type TagsTranslatorSettings,
  tagsTranslatorSettingsSchema,
} from './tags-translator-settings.js';
export {
  AUTO_TRANSLATOR,
  TAGS_FAMILIES,
  TAGS_TRANSLATORS,
  type TagsFamily,
} from './tags-translators.js';
