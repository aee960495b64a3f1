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
  readonly name: 'atfunc';
  readonly extensionVersion: 'v1';
  readonly caseSensitive: boolean;
  /** The filter the tool manager applies to each result before the model sees it. */
  readonly outputFilter: OutputFilter | null;
  /** Replaces the output filter; `null` or `undefined` removes it. */
  setOutputFilter(filter: OutputFilter | null | undefined): void;
  generateFunctionIfText(functionInterface: FunctionInterface, useSeparator?: boolean): string;
  getFunctionCallsFromText(
    text: string,
    interfaces: readonly FunctionInterface[],
    rootToolBox: string | null,
  ): ParsedFunctionCall[];
  parseFunctionCalls(
    text: string,
    interfaces: readonly FunctionInterface[],
    rootToolBox: string | null,
  ): ParsedFunctionCall[];
  createFunctionCallStream(
    interfaces: readonly FunctionInterface[],
    rootToolBox: string | null,
  ): FunctionCallStream;
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
