// `@ai-toolbox/core/kit`: the building blocks of translators and schema packages. Applications
// need only the root export; authors of plugins build on these.
export {
  DEFAULT_MAX_CALLS,
  DEFAULT_MAX_TEXT_LENGTH,
  type DefinedTranslatorV2,
  defineTranslator,
} from './kit/define-translator.js';
export { FunctionIndex } from './kit/function-index.js';
// The call types of contract v2 live in the root export; they are here too, so a scanner
// needs one import.
export type { CallParseErrorV2 } from './translator-v2/call-parse-error-v2.js';
export type { CallScannerContextV2 } from './translator-v2/call-scanner-context-v2.js';
export type { CallScannerV2 } from './translator-v2/call-scanner-v2.js';
export type { FunctionCallStreamV2 } from './translator-v2/function-call-stream-v2.js';
export type { ParsedFunctionCallV2 } from './translator-v2/parsed-function-call-v2.js';
export type { TranslatorDefinitionV2 } from './translator-v2/translator-definition-v2.js';
export type { TranslatorV2 } from './translator-v2/translator-v2.js';
