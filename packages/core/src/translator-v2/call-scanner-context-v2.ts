import type { FunctionLookupV2 } from './function-lookup-v2.js';
import type { ParsedFunctionCallV2 } from './parsed-function-call-v2.js';

/** What `defineTranslator` hands a scanner it creates (translator contract v2). */
export interface CallScannerContextV2 {
  /** The functions the model may call, looked up with the translator's case sensitivity. */
  readonly functions: FunctionLookupV2;
  /**
   * Reports one call found, in text order. Returns `false` once the scanner should stop
   * reading (the answer holds more calls than the translator allows): later reports are
   * ignored, and the scanner's `push` and `end` are not called again. They are not called
   * again after the scanner throws either.
   */
  report(call: ParsedFunctionCallV2): boolean;
}
