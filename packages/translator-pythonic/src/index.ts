export { createPythonicTranslator, type PythonicTranslator } from './create-pythonic-translator.js';
export { formatPythonicCallResults } from './format-pythonic-call-results.js';
export {
  generatePythonicInterfaceText,
  getPythonicSignature,
  PYTHONIC_SEPARATOR,
} from './generate-pythonic-interface-text.js';
export { createPythonicSystemPrompt, PYTHONIC_INSTRUCTIONS } from './pythonic-instructions.js';
export {
  type PythonicTranslatorSettings,
  pythonicTranslatorSettingsSchema,
} from './pythonic-translator-settings.js';
export { renderPythonicCall } from './render-pythonic-call.js';
export { renderPythonicValue } from './render-pythonic-value.js';
export { TRANSLATOR_PYTHONIC } from './translator-pythonic.js';
