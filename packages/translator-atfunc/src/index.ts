export { ATFUNC_INSTRUCTIONS } from './atfunc-instructions.js';
export { type AtfuncParamSlot, getAtfuncParamSlots } from './atfunc-param-order.js';
export {
  type AtfuncTranslatorSettings,
  atfuncTranslatorSettingsSchema,
} from './atfunc-translator-settings.js';
export { type AtfuncTranslator, createAtfuncTranslator } from './create-atfunc-translator.js';
export { formatAtfuncCallResults } from './format-atfunc-call-results.js';
export {
  ATFUNC_SEPARATOR,
  generateAtfuncInterfaceText,
  getAtfuncSignature,
} from './generate-atfunc-interface-text.js';
export { setOutputFilter, TRANSLATOR_ATFUNC } from './translator-atfunc.js';
