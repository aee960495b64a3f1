export type { JsonCallTranslator } from './create-json-call-translator.js';
export { glm4SystemPrompt } from './glm4-family.js';
export { graniteSystemPrompt } from './granite-family.js';
export { hermesSystemPrompt } from './hermes-family.js';
export type { JsonCallFamilyName } from './json-call-family.js';
export { jsonSystemPrompt } from './json-family.js';
export {
  type JsonTranslatorSettings,
  jsonTranslatorSettingsSchema,
} from './json-translator-settings.js';
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
export { llama3SystemPrompt } from './llama3-family.js';
export { mistralSystemPrompt } from './mistral-family.js';
