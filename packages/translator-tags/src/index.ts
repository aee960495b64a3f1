export { createTagsTranslator, type TagsTranslator } from './create-tags-translator.js';
export type { TagsTranslatorName } from './tags-presets.js';
export {
  type TagsTranslatorSettings,
  tagsTranslatorSettingsSchema,
} from './tags-translator-settings.js';
export { TAGS_FAMILIES, TAGS_TRANSLATORS, type TagsFamily } from './tags-translators.js';
