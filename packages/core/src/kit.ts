// `@ai-toolbox/core/kit`: the building blocks of translators and schema packages. Applications
// need only the root export; authors of plugins build on these.
export {
  DEFAULT_MAX_CALLS,
  DEFAULT_MAX_TEXT_LENGTH,
  type DefinedTranslatorV2,
  defineTranslator,
} from './kit/define-translator.js';
export { FunctionIndex } from './kit/function-index.js';
export type { CallScannerContextV2 } from './translator-v2/call-scanner-context-v2.js';
export type { CallScannerV2 } from './translator-v2/call-scanner-v2.js';
export type { TranslatorDefinitionV2 } from './translator-v2/translator-definition-v2.js';
