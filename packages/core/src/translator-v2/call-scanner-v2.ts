/**
 * The resumable scanner a translator author writes for `defineTranslator` (translator contract
 * v2). It is fed the text chunk by chunk, reports each call through its context as soon as the
 * call is complete, and keeps only the state it needs to go on: it never rereads text it has
 * consumed, so streaming costs what one-shot parsing costs. One-shot parsing is this scanner
 * fed a single chunk, so the two agree by construction.
 */
export interface CallScannerV2 {
  /**
   * Reads the next chunk; `offset` is where it starts in the whole text (spans are offsets in
   * the whole text). A chunk may end anywhere, inside a name, a string or a surrogate pair.
   */
  push(chunk: string, offset: number): void;
  /** The text has ended: report every call still open, as cut off by the end. */
  end(): void;
  /**
   * Optional: where the settled text ends, as an offset in the whole text. No text before it
   * can become part of a call not reported yet: it is prose or calls already reported. Text
   * from it on may still be the start of a call (an `@` whose name goes on, an open `[[`).
   * It never moves back. A scanner without it is taken to settle text only by reporting
   * calls, so a stream's reader (a streaming UI, the AI SDK middleware) holds back all text
   * after the last call until the next call or the end; with it, prose passes on at once.
   */
  settledLength?(): number;
}
