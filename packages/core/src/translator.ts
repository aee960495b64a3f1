import type { FunctionInterface } from './function-interface.js';
import type { Repair } from './repair.js';

/**
 * A call found in model text, as the reference's `getFunctionCallsFromText` returns it.
 */
export interface TranslatorCall {
  /** The function's name as found, normally `domain.function`. */
  readonly name: string;
  /** The arguments by parameter name. */
  readonly params: Record<string, unknown>;
  /** The matching interface; missing when the name matched nothing. */
  readonly interface?: FunctionInterface | null | undefined;
}

/** A call together with the text the model will read as its result. */
export interface TranslatorCallResult extends TranslatorCall {
  /** The shaped result, or an error message starting with `Error: `. */
  readonly result: string;
  /** Whether `result` reports an error. */
  readonly isError?: boolean;
}

/**
 * Why a call that a translator found cannot run. The pipeline answers the call with this error
 * and keeps its `code`, so the application and the model see the translator's own words.
 * Contract v2 names the same type `CallParseErrorV2`.
 */
export interface CallParseError {
  /**
   * A stable identifier. The kit's translators use `'unknown-function'`, `'truncated-call'`,
   * `'unreadable-arguments'`, `'too-many-arguments'`, `'too-many-calls'` and
   * `'text-too-long'`; a translator may add its own.
   */
  readonly code: string;
  /** A short message for the model: what was wrong and what is expected instead. */
  readonly message: string;
}

/** Where a call sits in the text, as UTF-16 offsets (`end` exclusive). */
export interface TextSpan {
  readonly start: number;
  readonly end: number;
}

/**
 * A call found in model text with everything a translator knows about it
 * (translator contract extension v1).
 */
export interface ParsedFunctionCall extends TranslatorCall {
  /** The exact text of the call. */
  readonly raw: string;
  /** Where the call sits in the text. */
  readonly span: TextSpan;
  /** What the translator repaired to read the call. */
  readonly repairs: readonly Repair[];
  /** Set when the call was found but cannot run; the pipeline answers it with this error. */
  readonly error?: CallParseError;
}

/**
 * Reads streamed model text (translator contract extension v1; contract v2 names it
 * `FunctionCallStreamV2`, whose calls are `ParsedFunctionCallV2`). Fed chunk by chunk, it hands
 * back each call as soon as the text settles it; the calls of all `push` and the final `end`
 * together equal the one-shot parse of the whole text, however the text was cut.
 */
export interface FunctionCallStream<Call extends TranslatorCall = ParsedFunctionCall> {
  /** Feeds the next chunk and returns the calls it completed, in text order. */
  push(chunk: string): Call[];
  /** Ends the text and returns the rest, calls cut off by the end included. Later pushes read nothing. */
  end(): Call[];
  /**
   * Optional: how much of the text pushed so far is settled, in UTF-16 code units from its
   * start. No text before this offset can become part of a call not returned yet; the text
   * from it on may still turn out to be a call, so a reader that shows the text as it streams
   * holds that part back. It never moves back, is at least the end of the last call returned,
   * and is the whole text once the stream has ended or stopped reading. Streams made by
   * `defineTranslator` always have it (from the scanner's own `settledLength`, or the end of
   * the last call when the scanner has none).
   */
  settledLength?(): number;
}

/**
 * Rewrites a result before the model sees it; `null` or `undefined` keeps the result.
 */
export type OutputFilter = (
  functionName: string,
  params: Record<string, unknown>,
  result: string,
) => string | null | undefined;

/**
 * The reference's translator contract: any module or object with these members plugs in
 * unchanged (`import * as myTranslator from './my-translator.mjs'`).
 */
export interface TranslatorContract {
  /** Whether names match case-sensitively; `true` when absent. */
  readonly caseSensitive?: boolean;
  /** Renders one interface as text the model can read. */
  generateFunctionIfText(functionInterface: FunctionInterface, useSeparator?: boolean): string;
  /** Finds the calls in model text. */
  getFunctionCallsFromText(
    text: string,
    interfaces: readonly FunctionInterface[],
    rootToolBox: string | null,
  ): TranslatorCall[];
  /** Renders the calls and their results as text for the model. */
  formatFunctionCallResults(calls: readonly TranslatorCallResult[]): string;
}

/**
 * Optional members a translator may add. The pipeline uses each one it finds and
 * falls back to the reference contract otherwise.
 */
export interface TranslatorExtensionsV1 {
  /** Which version of the extensions the translator implements. */
  readonly extensionVersion?: 'v1';
  /** The name the translator is known by, for example `'atfunc'`. */
  readonly name?: string;
  /** Like `getFunctionCallsFromText`, with spans, raw text, repairs and parse errors. */
  parseFunctionCalls?(
    text: string,
    interfaces: readonly FunctionInterface[],
    rootToolBox: string | null,
  ): ParsedFunctionCall[];
  /** An incremental parser for streamed text. */
  createFunctionCallStream?(
    interfaces: readonly FunctionInterface[],
    rootToolBox: string | null,
  ): FunctionCallStream;
  /** Rewrites results before the model sees them. */
  readonly outputFilter?: OutputFilter | null | undefined;
}

/**
 * A translator: the reference contract plus any of the versioned extensions.
 *
 * @example
 * ```ts
 * const translator: Translator = {
 *   caseSensitive: false,
 *   generateFunctionIfText: (i) => `${i.domain}.${i.name}`,
 *   getFunctionCallsFromText: () => [],
 *   formatFunctionCallResults: (calls) => calls.map((c) => c.result).join('\n'),
 * };
 * ```
 */
export type Translator = TranslatorContract & TranslatorExtensionsV1;
