// The settings every block translator takes, one schema in the kit.
export { type BlockTranslatorSettings, blockTranslatorSettingsSchema } from '@ai-toolbox/core/kit';
export type { JsonCallTranslator } from './create-json-call-translator.js';
export { GLM4_INSTRUCTIONS } from './glm4-family.js';
export { GRANITE_INSTRUCTIONS } from './granite-family.js';
export { HERMES_INSTRUCTIONS } from './hermes-family.js';
export type { JsonCallFamilyName } from './json-call-family.js';
export { JSON_INSTRUCTIONS } from './json-family.js';
export {
  createGlm4Translator,
  createGraniteTranslator,
  createHermesTranslator,
  createJsonTranslator,
  createLlama3Translator,
  createMistralTranslator,
  TRANSLATOR_GLM4,
  TRANSLATOR_GRANITE,
  TRANSLATOR_HERMES,
  TRANSLATOR_JSON,
  TRANSLATOR_LLAMA3,
  TRANSLATOR_MISTRAL,
} from './json-translators.js';
export { LLAMA3_INSTRUCTIONS } from './llama3-family.js';
export { MISTRAL_INSTRUCTIONS } from './mistral-family.js';
