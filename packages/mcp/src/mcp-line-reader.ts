import { type McpEnvelope, McpEnvelopeScanner } from './mcp-envelope-scanner.js';

const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** What a {@link McpLineReader} hands on. */
export interface McpLineReaderOptions {
  /** The longest line kept, in bytes (the newline not counted); longer ones are skipped. */
  readonly maxLineBytes: number;
  /** A whole line, decoded from UTF-8; blank lines are not handed on. */
  readonly onLine: (line: string) => void;
  /** A line longer than `maxLineBytes` was skipped: how many bytes it had, and its envelope. */
  readonly onOversizedLine: (bytes: number, envelope: McpEnvelope) => void;
}

/**
 * Splits a byte stream into newline-delimited lines (MCP's stdio framing) in linear time: each
 * chunk is searched for newlines once, and a line that spans chunks is joined once, when its
 * newline arrives, rather than at every chunk. A line past `maxLineBytes` is not kept: its
 * bytes are counted, scanned for the message's envelope (its `id`, so that the call it answers
 * can be told) and dropped as they come, so memory stays bounded whatever the stream sends.
 */
export class McpLineReader {
  readonly #options: McpLineReaderOptions;
  /** The pieces of the line begun in earlier chunks. */
  #pieces: Buffer[] = [];
  /** The bytes of the line begun in earlier chunks, kept or not. */
  #bytes = 0;
  /** Set while the line begun is past the limit. */
  #oversized: McpEnvelopeScanner | undefined;

  constructor(options: McpLineReaderOptions) {
    this.#options = options;
  }

  /** Reads the next chunk of the stream. */
  push(chunk: Buffer): void {
    let start = 0;
    for (;;) {
      const newline = chunk.indexOf(NEWLINE, start);
      if (newline === -1) {
        if (start < chunk.length) this.#keep(chunk.subarray(start));
        return;
      }
      if (this.#bytes === 0) {
        // The line is whole in this chunk: decoded from it, with no copy of its bytes.
        const bytes = newline - start;
        if (bytes > this.#options.maxLineBytes) {
          const scanner = new McpEnvelopeScanner();
          scanner.scan(chunk, start, newline);
          this.#options.onOversizedLine(bytes, scanner.envelope);
        } else {
          this.#emit(chunk, start, newline);
        }
      } else {
        this.#keep(chunk.subarray(start, newline));
        this.#finish();
      }
      start = newline + 1;
    }
  }

  /** Drops a line left unfinished (the stream ended in the middle of it). */
  clear(): void {
    this.#pieces = [];
    this.#bytes = 0;
    this.#oversized = undefined;
  }

  #keep(piece: Buffer): void {
    this.#bytes += piece.length;
    if (this.#oversized !== undefined) {
      this.#oversized.scan(piece);
      return;
    }
    if (this.#bytes > this.#options.maxLineBytes) {
      const scanner = new McpEnvelopeScanner();
      for (const kept of this.#pieces) scanner.scan(kept);
      scanner.scan(piece);
      this.#oversized = scanner;
      this.#pieces = [];
      return;
    }
    this.#pieces.push(piece);
  }

  #finish(): void {
    const pieces = this.#pieces;
    const bytes = this.#bytes;
    const oversized = this.#oversized;
    this.clear();
    if (oversized !== undefined) {
      this.#options.onOversizedLine(bytes, oversized.envelope);
      return;
    }
    const line = pieces.length === 1 ? (pieces[0] as Buffer) : Buffer.concat(pieces, bytes);
    this.#emit(line, 0, line.length);
  }

  #emit(buffer: Buffer, start: number, end: number): void {
    // A line ended by CRLF: the CR is whitespace to JSON, but alone it makes a blank line.
    const last = end - 1;
    if (end === start || (last === start && buffer[last] === CARRIAGE_RETURN)) return;
    this.#options.onLine(buffer.toString('utf8', start, end));
  }
}
