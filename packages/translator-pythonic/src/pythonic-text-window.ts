import type { TextBehind } from './pythonic-lead-in.js';

/** How much of the text before the current chunk is kept for names and lead-ins. */
export const TAIL_LENGTH = 512;

/**
 * The part of a streamed text the pythonic scanner can still look at: the current chunk, and
 * the last {@link TAIL_LENGTH} characters (at least) of the chunks before it, for a call's name
 * or lead-in that began in an earlier chunk. Offsets are into the whole text.
 */
export class PythonicTextWindow implements TextBehind {
  /** The chunk being read. */
  chunk = '';
  /** Where {@link chunk} starts in the whole text. */
  base = 0;
  private tail = '';
  private tailBase = 0;

  /** Makes `chunk`, which starts at `offset` in the whole text, the chunk being read. */
  read(chunk: string, offset: number): void {
    this.chunk = chunk;
    this.base = offset;
  }

  /** Keeps the end of the chunk just read for the chunks after it. */
  keep(): void {
    const { chunk, base } = this;
    if (chunk.length >= TAIL_LENGTH || this.tailBase + this.tail.length !== base) {
      this.tail = chunk;
      this.tailBase = base;
      return;
    }
    this.tail += chunk;
    if (this.tail.length > 4 * TAIL_LENGTH) {
      const cut = this.tail.length - TAIL_LENGTH;
      this.tail = this.tail.slice(cut);
      this.tailBase += cut;
    }
  }

  /** A character of the text kept so far, by offset; -1 where none is kept. */
  codeAt(offset: number): number {
    if (offset >= this.base) {
      const index = offset - this.base;
      return index < this.chunk.length ? this.chunk.charCodeAt(index) : -1;
    }
    const index = offset - this.tailBase;
    return index >= 0 && index < this.tail.length ? this.tail.charCodeAt(index) : -1;
  }

  /** The text kept from `from` to `to`, offsets into the whole text. */
  slice(from: number, to: number): string {
    if (from >= this.base) return this.chunk.slice(from - this.base, to - this.base);
    const fromTail = this.tail.slice(from - this.tailBase, Math.min(to, this.base) - this.tailBase);
    return to > this.base ? fromTail + this.chunk.slice(0, to - this.base) : fromTail;
  }
}
