import type { FunctionInterface } from '../function-interface.js';
import type { OutputFilter, TranslatorCallResult } from '../translator.js';
import type { FunctionCallStreamV2 } from './function-call-stream-v2.js';
import type { ParsedFunctionCallV2 } from './parsed-function-call-v2.js';

/**
 * Translator contract v2: a translator with every member the pipeline, streaming and the
 * playground use, all required, so nothing is feature-detected. It is a superset of the
 * reference contract, so a v2 translator also plugs in wherever a reference translator does.
 * `defineTranslator` in `@ai-toolbox/core/kit` builds one from a resumable scanner.
 *
 * Every member works detached from the object (`const { parseFunctionCalls } = translator`),
 * as the reference's module exports did.
 */
export interface TranslatorV2 {
  /** The contract version: every member below is there, none is feature-detected. */
  readonly specificationVersion: 'v2';
  /** The name the translator is registered under, for example `'atfunc'`. */
  readonly name: string;
  /** Whether function names match case-sensitively. */
  readonly caseSensitive: boolean;
  /** Rewrites each result before the model sees it; `null` when there is none. */
  readonly outputFilter: OutputFilter | null;
  /** Renders one interface as text the model can read; `useSeparator` adds a separator line. */
  generateFunctionIfText(functionInterface: FunctionInterface, useSeparator?: boolean): string;
  /**
   * The words that tell a model how to call functions in this syntax, in the form the model
   * family was trained on; part of {@link systemPromptFor}.
   */
  readonly instructions: string;
  /**
   * The tool part of a system prompt, exactly as applications should send it: the
   * instructions and every interface's text, so applications, command lines and pages all use
   * the same words.
   */
  systemPromptFor(interfaces: readonly FunctionInterface[]): string;
  /**
   * The reference's call finder: the same calls as {@link parseFunctionCalls}, calls that
   * cannot run included (with `error`), so a caller of the reference contract loses none.
   */
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
  /** A stream whose calls equal {@link parseFunctionCalls} of the whole text, for every chunking. */
  createFunctionCallStream(
    interfaces: readonly FunctionInterface[],
    rootToolBox: string | null,
  ): FunctionCallStreamV2;
  /** Renders the calls and their results as text for the model, one result per call. */
  formatFunctionCallResults(calls: readonly TranslatorCallResult[]): string;
}
