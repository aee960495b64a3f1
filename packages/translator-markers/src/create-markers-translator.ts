import { type DefinedTranslatorV2, defineTranslator } from '@ai-toolbox/core/kit';
import { formatMarkersCallResults } from './format-markers-call-results.js';
import { generateMarkersInterfaceText } from './generate-markers-interface-text.js';
import { createMarkersCallScanner } from './markers-call-scanner.js';
import { MARKERS_INSTRUCTIONS } from './markers-instructions.js';
import {
  type MarkersTranslatorSettings,
  resolveMarkersTranslatorSettings,
} from './markers-translator-settings.js';

/**
 * The markers translator: translator contract v2, built with the kit's `defineTranslator`, so
 * `parseFunctionCalls`, `getFunctionCallsFromText` (calls that cannot run included, with their
 * error; unknown names with `interface: null`) and `createFunctionCallStream` give the same
 * calls. Every member works when detached from the object.
 */
export interface MarkersTranslator extends DefinedTranslatorV2 {
  /** The name the translator is registered under. */
  readonly name: 'markers';
}

/**
 * Creates a markers translator: the model calls `[[box.fn:a,b]]` (or `[[fn:a]]` in the
 * root toolbox); arguments are positional, in the interface's parameter order. Settings
 * are checked at once; a wrong one throws a valibot error naming it.
 *
 * @example
 * ```ts
 * manager.setFunctionTranslator(createMarkersTranslator({ caseSensitive: false }));
 * await manager.executeResponseFunctions('It is [[weather.get_temp:Paris]] now.');
 * ```
 */
export function createMarkersTranslator(settings?: MarkersTranslatorSettings): MarkersTranslator {
  const resolved = resolveMarkersTranslatorSettings(settings);
  return defineTranslator({
    name: 'markers',
    instructions: MARKERS_INSTRUCTIONS,
    caseSensitive: resolved.caseSensitive,
    outputFilter: resolved.outputFilter,
    maxCalls: resolved.maxCalls,
    maxTextLength: resolved.maxTextLength,
    generateFunctionIfText: generateMarkersInterfaceText,
    formatFunctionCallResults: formatMarkersCallResults,
    createScanner: (context) => createMarkersCallScanner(context, resolved),
  });
}

/** The markers translator with default settings, registered as `'markers'`. */
export const markersTranslator: MarkersTranslator = createMarkersTranslator();
