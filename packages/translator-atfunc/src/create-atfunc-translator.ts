import { type DefinedTranslatorV2, defineTranslator } from '@ai-toolbox/core/kit';
import { createAtfuncCallScanner } from './atfunc-call-scanner.js';
import { ATFUNC_INSTRUCTIONS } from './atfunc-instructions.js';
import {
  type AtfuncTranslatorSettings,
  resolveAtfuncTranslatorSettings,
} from './atfunc-translator-settings.js';
import { formatAtfuncCallResults } from './format-atfunc-call-results.js';
import { generateAtfuncInterfaceText } from './generate-atfunc-interface-text.js';

/**
 * The atfunc translator: translator contract v2, built with the kit's `defineTranslator`, so
 * `parseFunctionCalls`, `getFunctionCallsFromText` and `createFunctionCallStream` give the same
 * calls. Case-insensitive unless the settings say otherwise. Every member works when detached
 * from the object, as the reference's module exports did.
 */
export interface AtfuncTranslator extends DefinedTranslatorV2 {
  /** The name the translator is registered under. */
  readonly name: 'atfunc';
}

/**
 * Creates an atfunc translator. Settings are checked at once; a wrong one throws the
 * `InvalidSettingsError` of `@ai-toolbox/core`.
 *
 * @example
 * ```ts
 * const translator = createAtfuncTranslator({
 *   outputFilter: (name, params, result) => (name === 'feed.read' ? result.slice(0, 200) : null),
 * });
 * manager.setFunctionTranslator(translator);
 * ```
 */
export function createAtfuncTranslator(settings?: AtfuncTranslatorSettings): AtfuncTranslator {
  const resolved = resolveAtfuncTranslatorSettings(settings);
  return defineTranslator({
    name: 'atfunc',
    instructions: ATFUNC_INSTRUCTIONS,
    caseSensitive: resolved.caseSensitive,
    outputFilter: resolved.outputFilter,
    maxCalls: resolved.maxCalls,
    maxTextLength: resolved.maxTextLength,
    generateFunctionIfText: generateAtfuncInterfaceText,
    formatFunctionCallResults: formatAtfuncCallResults,
    createScanner: (context) => createAtfuncCallScanner(context, resolved),
  });
}
