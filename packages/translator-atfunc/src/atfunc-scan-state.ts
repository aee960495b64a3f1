import { isDigit, isNameStart, isSpace } from '@ai-toolbox/core/kit';
import { AtfuncScanStop } from './atfunc-scan-stop.js';
import type { AtfuncScannerOptions } from './atfunc-scanner.js';

/** A letter, digit, `_` or `-`: what an argument name is made of. */
export function isIdentifierPart(code: number): boolean {
  return isNameStart(code) || isDigit(code) || code === 0x2d /* - */;
}

/**
 * What the atfunc scanner holds while it reads, and the steps every part of it shares: waiting
 * for the next chunk, skipping space. The scanner is a row of classes, each one job (values,
 * arguments, finding calls), sharing these fields rather than passing state around.
 */
export abstract class AtfuncScanState {
  protected chunk = '';
  protected pos = 0;
  protected base = 0;
  protected ended = false;
  protected stopped = false;

  constructor(protected readonly options: AtfuncScannerOptions) {}

  /** Waits until a character is available at `pos`; `false` at the end of the text. */
  protected *more(): Generator<void, boolean, void> {
    while (this.pos >= this.chunk.length) {
      if (this.ended || this.stopped) return false;
      yield;
    }
    return true;
  }

  /** Skips spaces, tabs and line breaks; `false` at the end of the text. */
  private *skipSpace(): Generator<void, boolean, void> {
    for (;;) {
      if (this.pos >= this.chunk.length && !(yield* this.more())) return false;
      if (!isSpace(this.chunk.charCodeAt(this.pos))) return true;
      this.pos += 1;
    }
  }

  /**
   * Skips space within the current chunk and returns the character after it, or `undefined`
   * when the chunk runs out: the common case, without creating a generator.
   */
  protected peekSignificant(): number | undefined {
    const chunk = this.chunk;
    let i = this.pos;
    while (i < chunk.length) {
      const code = chunk.charCodeAt(i);
      if (!isSpace(code)) {
        this.pos = i;
        return code;
      }
      i += 1;
    }
    this.pos = i;
    return undefined;
  }

  /** The character at `pos` after skipping space; throws a cut-off problem at the end. */
  protected *nextSignificant(what: string): Generator<void, number, void> {
    if (!(yield* this.skipSpace())) throw AtfuncScanStop.endOfText(what);
    return this.chunk.charCodeAt(this.pos);
  }
}
