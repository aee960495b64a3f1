import { type OutputFilter, registerStandardTranslator } from '@ai-toolbox/core';
import { type AtfuncTranslator, createAtfuncTranslator } from './create-atfunc-translator.js';

/**
 * The standard atfunc translator (case-insensitive, default limits), registered under the
 * name `'atfunc'` when this package is imported, so `setFunctionTranslator('atfunc')`,
 * `getTranslator('atfunc')` and `getStandardTranslatorList()` know it.
 *
 * @example
 * ```ts
 * import { TRANSLATOR_ATFUNC } from '@ai-toolbox/translator-atfunc';
 * setFunctionTranslator(TRANSLATOR_ATFUNC);
 * ```
 */
export const TRANSLATOR_ATFUNC: AtfuncTranslator = createAtfuncTranslator();

registerStandardTranslator('atfunc', TRANSLATOR_ATFUNC);

/**
 * Sets the output filter of {@link TRANSLATOR_ATFUNC}, as the reference's atfunc module
 * does (kept for compatibility); `null` or `undefined` removes it.
 *
 * @example
 * ```ts
 * setOutputFilter((name, params, result) => (result.length > 0 ? result : 'No output.'));
 * ```
 */
export function setOutputFilter(filter: OutputFilter | null | undefined): void {
  TRANSLATOR_ATFUNC.setOutputFilter(filter);
}
