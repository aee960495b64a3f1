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
