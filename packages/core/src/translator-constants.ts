/**
 * The name of the atfunc translator, for `setFunctionTranslator(TRANSLATOR_ATFUNC)` as in the
 * reference. Core never imports a translator: importing `@ai-toolbox/translator-atfunc`
 * makes the name known.
 */
export const TRANSLATOR_ATFUNC = 'atfunc';
