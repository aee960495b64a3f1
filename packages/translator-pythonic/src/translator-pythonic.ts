import { registerStandardTranslator } from '@ai-toolbox/core';
import { createPythonicTranslator, type PythonicTranslator } from './create-pythonic-translator.js';

/**
 * The standard pythonic translator (case-sensitive, default limits), registered under the
 * name `'pythonic'` when this package is imported, so `setFunctionTranslator('pythonic')`,
 * `getTranslator('pythonic')` and `getStandardTranslatorList()` know it.
 *
 * @example
 * ```ts
 * import '@ai-toolbox/translator-pythonic';
 * manager.setFunctionTranslator('pythonic');
 * ```
 */
export const TRANSLATOR_PYTHONIC: PythonicTranslator = createPythonicTranslator();

registerStandardTranslator('pythonic', TRANSLATOR_PYTHONIC);
