import type {
  FunctionCallStreamV2,
  FunctionInterface,
  OutputFilter,
  ParsedFunctionCallV2,
  TranslatorCallResult,
} from '@ai-toolbox/core';
import { type DefinedTranslatorV2, defineTranslator } from '@ai-toolbox/core/kit';
import { createAtfuncCallScanner } from './atfunc-call-scanner.js';
import {
  type AtfuncTranslatorSettings,
  resolveAtfuncTranslatorSettings,
} from './atfunc-translator-settings.js';
import { formatAtfuncCallResults } from './format-atfunc-call-results.js';
import { generateAtfuncInterfaceText } from './generate-atfunc-interface-text.js';

/**
 * The atfunc translator: translator contract v2, built with the kit's `defineTranslator`.
 * Every member works when detached from the object, as the reference's module exports did.
 */
export interface AtfuncTranslator extends DefinedTranslatorV2 {
  /** The name the translator is registered under. */
  readonly name: 'atfunc';
  /** Whether names match case-sensitively (`false` unless the settings say otherwise). */
  readonly caseSensitive: boolean;
  /** The filter the tool manager applies to each result before the model sees it. */
  readonly outputFilter: OutputFilter | null;
  /** Replaces the output filter; `null` or `undefined` removes it. */
  setOutputFilter(filter: OutputFilter | null | undefined): void;
  /** Renders one interface as atfunc text; see `generateAtfuncInterfaceText`. */
  generateFunctionIfText(functionInterface: FunctionInterface, useSeparator?: boolean): string;
  /** The reference's call finder: the same calls as `parseFunctionCalls`. */
  getFunctionCallsFromText(
    text: string,
    interfaces: readonly FunctionInterface[],
    rootToolBox: string | null,
  ): ParsedFunctionCallV2[];
  /** Every call in `text`, in text order, with raw text, span, repairs and any error. */
  parseFunctionCalls(
    text: string,
    interfaces: readonly FunctionInterface[],
    rootToolBox: string | null,
  ): ParsedFunctionCallV2[];
  /** An incremental parser giving the same calls as `parseFunctionCalls`, chunk by chunk. */
  createFunctionCallStream(
    interfaces: readonly FunctionInterface[],
    rootToolBox: string | null,
  ): FunctionCallStreamV2;
  /** Renders calls and their results; see `formatAtfuncCallResults`. */
  formatFunctionCallResults(calls: readonly TranslatorCallResult[]): string;
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
    caseSensitive: resolved.caseSensitive,
    outputFilter: resolved.outputFilter,
    maxCalls: resolved.maxCalls,
    maxTextLength: resolved.maxTextLength,
    generateFunctionIfText: generateAtfuncInterfaceText,
    formatFunctionCallResults: formatAtfuncCallResults,
    createScanner: (context) => createAtfuncCallScanner(context, resolved),
  }) as AtfuncTranslator;
}
