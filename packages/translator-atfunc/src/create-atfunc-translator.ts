import {
  type FunctionCallStream,
  type FunctionInterface,
  InvalidSettingsError,
  type OutputFilter,
  type ParsedFunctionCall,
  type Translator,
  type TranslatorCallResult,
} from '@ai-toolbox/core';
import {
  type AtfuncTranslatorSettings,
  resolveAtfuncTranslatorSettings,
} from './atfunc-translator-settings.js';
import { createAtfuncCallStream } from './create-atfunc-call-stream.js';
import { formatAtfuncCallResults } from './format-atfunc-call-results.js';
import { generateAtfuncInterfaceText } from './generate-atfunc-interface-text.js';

/**
 * The atfunc translator: the reference contract plus the v1 extensions. Every member works
 * when detached from the object, as the reference's module exports did.
 */
export interface AtfuncTranslator extends Translator {
  /** The name the translator is registered under. */
  readonly name: 'atfunc';
  /** The version of core's translator extensions it implements. */
  readonly extensionVersion: 'v1';
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
  ): ParsedFunctionCall[];
  /** Every call in `text`, in text order, with raw text, span, repairs and any error. */
  parseFunctionCalls(
    text: string,
    interfaces: readonly FunctionInterface[],
    rootToolBox: string | null,
  ): ParsedFunctionCall[];
  /** An incremental parser giving the same calls as `parseFunctionCalls`, chunk by chunk. */
  createFunctionCallStream(
    interfaces: readonly FunctionInterface[],
    rootToolBox: string | null,
  ): FunctionCallStream;
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
  let outputFilter = resolved.outputFilter;
  const parseFunctionCalls = (
    text: string,
    interfaces: readonly FunctionInterface[],
    rootToolBox: string | null,
  ): ParsedFunctionCall[] => {
    const stream = createAtfuncCallStream(interfaces, rootToolBox, resolved);
    const calls = stream.push(typeof text === 'string' ? text : '');
    for (const call of stream.end()) calls.push(call);
    return calls;
  };
  return {
    name: 'atfunc',
    extensionVersion: 'v1',
    caseSensitive: resolved.caseSensitive,
    get outputFilter() {
      return outputFilter;
    },
    setOutputFilter(filter) {
      if (filter !== null && filter !== undefined && typeof filter !== 'function') {
        throw new InvalidSettingsError({
          subject: 'the atfunc translator',
          problems: ['outputFilter: a function, null or undefined'],
        });
      }
      outputFilter = filter ?? null;
    },
    generateFunctionIfText: generateAtfuncInterfaceText,
    getFunctionCallsFromText: parseFunctionCalls,
    parseFunctionCalls,
    createFunctionCallStream: (interfaces, rootToolBox) =>
      createAtfuncCallStream(interfaces, rootToolBox, resolved),
    formatFunctionCallResults: formatAtfuncCallResults,
  };
}
