import type {
  FunctionCallStream,
  FunctionInterface,
  OutputFilter,
  ParsedFunctionCall,
  Translator,
  TranslatorCall,
  TranslatorCallResult,
} from '@ai-toolbox/core';
import { createMarkersCallStream } from './create-markers-call-stream.js';
import { formatMarkersCallResults } from './format-markers-call-results.js';
import { generateMarkersInterfaceText } from './generate-markers-interface-text.js';
import {
  type MarkersTranslatorSettings,
  resolveMarkersTranslatorSettings,
} from './markers-translator-settings.js';

/**
 * The markers translator: the reference contract plus the v1 extensions. Every member works
 * when detached from the object.
 */
export interface MarkersTranslator extends Translator {
  readonly name: 'markers';
  readonly extensionVersion: 'v1';
  readonly caseSensitive: boolean;
  /** The filter the tool manager applies to each result before the model sees it. */
  readonly outputFilter: OutputFilter | null;
  generateFunctionIfText(functionInterface: FunctionInterface, useSeparator?: boolean): string;
  /**
   * The reference's reader: calls that can run, and calls to unknown names (with
   * `interface: null`). Calls that cannot be read are only in {@link parseFunctionCalls}.
   */
  getFunctionCallsFromText(
    text: string,
    interfaces: readonly FunctionInterface[],
    rootToolBox: string | null,
  ): TranslatorCall[];
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
  const parseFunctionCalls = (
    text: string,
    interfaces: readonly FunctionInterface[],
    rootToolBox: string | null,
  ): ParsedFunctionCall[] => {
    const stream = createMarkersCallStream(interfaces, rootToolBox, resolved);
    const calls = stream.push(typeof text === 'string' ? text : '');
    for (const call of stream.end()) calls.push(call);
    return calls;
  };
  return {
    name: 'markers',
    extensionVersion: 'v1',
    caseSensitive: resolved.caseSensitive,
    outputFilter: resolved.outputFilter,
    generateFunctionIfText: generateMarkersInterfaceText,
    getFunctionCallsFromText: (text, interfaces, rootToolBox) =>
      parseFunctionCalls(text, interfaces, rootToolBox)
        .filter((call) => call.error === undefined)
        .map((call) => ({ name: call.name, params: call.params, interface: call.interface })),
    parseFunctionCalls,
    createFunctionCallStream: (interfaces, rootToolBox) =>
      createMarkersCallStream(interfaces, rootToolBox, resolved),
    formatFunctionCallResults: formatMarkersCallResults,
  };
}

/** The markers translator with default settings, registered as `'markers'`. */
export const markersTranslator: MarkersTranslator = createMarkersTranslator();
