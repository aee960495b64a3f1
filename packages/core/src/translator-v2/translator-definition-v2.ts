import type { FunctionInterface } from '../function-interface.js';
import type { OutputFilter, TranslatorCallResult } from '../translator.js';
import type { CallScannerContextV2 } from './call-scanner-context-v2.js';
import type { CallScannerV2 } from './call-scanner-v2.js';
import type { TranslatorOpenersV2 } from './translator-openers-v2.js';

/**
 * What a translator author gives `defineTranslator` (translator contract v2): the syntax's own
 * parts. Everything else, from one-shot parsing to streaming, limits and name lookup, is
 * derived.
 */
export interface TranslatorDefinitionV2 {
  /** The name the translator is known by, for example `'atfunc'`. */
  readonly name: string;
  /** Whether function names match case-sensitively (default `true`). */
  readonly caseSensitive?: boolean;
  /** The filter applied to each result before the model sees it (default none). */
  readonly outputFilter?: OutputFilter | null;
  /**
   * The most calls read from one text (default 1000). The next call found is answered with a
   * `'too-many-calls'` error and nothing after it is read.
   */
  readonly maxCalls?: number;
  /**
   * The longest text read, in UTF-16 code units (default 4 MiB). Text past it is not read: the
   * scanner is ended there, as at the end of the text (so a call spanning the limit is cut off),
   * and one `'text-too-long'` entry says so.
   */
  readonly maxTextLength?: number;
  /** Renders one interface as text the model can read. */
  generateFunctionIfText(functionInterface: FunctionInterface, useSeparator?: boolean): string;
  /**
   * How to call functions in this syntax, for the system prompt (default: a sentence naming the
   * translator and saying to stop after the calls).
   */
  readonly instructions?: string;
  /**
   * The tool part of a system prompt for these interfaces, where a family wraps them in a form
   * of its own (a `<tools>` block, say). Default: the instructions, a blank line, `Functions:`
   * and each interface's text, separated by blank lines.
   */
  systemPromptFor?(interfaces: readonly FunctionInterface[], instructions: string): string;
  /**
   * Renders the calls and their results as text for the model, one result per call. The
   * stream's own entries (`'too-many-calls'` keeps the call's name; `'text-too-long'` and a
   * failed scanner's `'unreadable-call'` have the name `''` and empty `raw`) come here too.
   */
  formatFunctionCallResults(calls: readonly TranslatorCallResult[]): string;
  /**
   * The strings its calls open with (default: not said, so a reader of many syntaxes always
   * runs it).
   */
  readonly openers?: TranslatorOpenersV2;
  /** Creates the scanner for one text; called once per parse and per stream. */
  createScanner(context: CallScannerContextV2): CallScannerV2;
}
