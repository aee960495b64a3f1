// The settings every block translator takes, one schema in the kit.
export { type BlockTranslatorSettings, blockTranslatorSettingsSchema } from '@ai-toolbox/core/kit';
export { createPythonicTranslator, type PythonicTranslator } from './create-pythonic-translator.js';
export { formatPythonicCallResults } from './format-pythonic-call-results.js';
export {
  generatePythonicInterfaceText,
  getPythonicSignature,
  PYTHONIC_SEPARATOR,
} from './generate-pythonic-interface-text.js';
export { createPythonicSystemPrompt, PYTHONIC_INSTRUCTIONS } from './pythonic-instructions.js';
export { renderPythonicCall } from './render-pythonic-call.js';
export { renderPythonicValue } from './render-pythonic-value.js';
export { TRANSLATOR_PYTHONIC } from './translator-pythonic.js';
