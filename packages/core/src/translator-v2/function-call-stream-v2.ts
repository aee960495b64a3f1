import type { ParsedFunctionCallV2 } from './parsed-function-call-v2.js';

/**
 * Reads streamed model text (translator contract v2). Fed chunk by chunk, it hands back each
 * call as soon as the text settles it; the calls of all `push` and the final `end` together
 * equal the one-shot parse of the whole text, however the text was cut.
 */
export interface FunctionCallStreamV2 {
  /** Feeds the next chunk and returns the calls it completed, in text order. */
  push(chunk: string): ParsedFunctionCallV2[];
  /** Ends the text and returns the rest, calls cut off by the end included. Later pushes read nothing. */
  end(): ParsedFunctionCallV2[];
}
