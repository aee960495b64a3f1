import {
  ASTERISK,
  CARRIAGE_RETURN,
  isLineBreak,
  LINE_FEED,
  SLASH,
  SPACE,
  TAB,
} from './char-codes.js';
import { isUnicodeSpace } from './json-chars.js';
import type { RepairCode } from './repair-code.js';
import { type MadeRepair, tallyRepair } from './repair-tally.js';

/**
 * The deepest nesting read in one pass: each level is a call on the stack, so deeper text is
 * left to the streaming reader, which keeps its own stack.
 */
export const MAX_QUICK_DEPTH = 256;

/** What a step returns for text it leaves to the streaming reader. */
export const LEFT = Symbol('left to the streaming reader');
/** What {@link QuickJsonState.skipBlanks} returns at the end of the text. */
export const END = -1;
/** What {@link QuickJsonState.skipBlanks} returns where the streaming reader must decide. */
export const LEAVE = -2;

// Where an open object or array stands, as in the streaming reader.
export const START = 0;
export const AFTER_COMMA = 1;
export const AFTER_KEY = 2;
export const AFTER_COLON = 3;
export const AFTER_VALUE = 4;

/**
 * What the one-pass reader holds while it reads a text, and the steps every part of it shares:
 * counting repairs, skipping blanks and comments, closers of another kind. The reader is a row
 * of classes, each one job (strings, numbers and words, objects and arrays), sharing these
 * fields rather than passing state around.
 */
export abstract class QuickJsonState {
  text = '';
  /** The offset of the next character to read. */
  at = 0;
  /** Whether a line break was read since the last value, as in the streaming reader. */
  lineBreak = false;
  made: MadeRepair[] | undefined;
  /** How many characters were read again after cuts, and the end of the last text read again. */
  protected readAgain = 0;
  protected readAgainTo = 0;
  /**
   * The offset of `text[0]` in the text given: 0, or, once JSON written as a string's contents
   * was unescaped, where the unescaped text begins (offsets then count unescaped characters,
   * as the streaming reader counts them).
   */
  protected base = 0;
  protected maxDepth = 0;
  protected maxIntegerDigits = 0;
  protected strict = false;
  /** Whether each open object or array is an array (1) or an object (0), outermost first. */
  protected readonly arrays = new Uint8Array(MAX_QUICK_DEPTH);
  /**
   * A closer of another kind than the innermost bracket closes every level down to this one
   * (0 the outermost), the ones around the innermost closed as it is handed back; else -1.
   */
  private closeTo = -1;
  /**
   * An object closed where `{` or `[` begins the next item of the array around it: the state
   * that array reads on in (`AFTER_VALUE`, or `AFTER_COMMA` where a key was expected); else 0.
   */
  protected intoArray = 0;

  reset(text: string, maxDepth: number, maxIntegerDigits: number, strict: boolean): void {
    this.text = text;
    this.at = 0;
    this.lineBreak = false;
    this.made = undefined;
    this.readAgain = 0;
    this.readAgainTo = 0;
    this.base = 0;
    this.maxDepth = maxDepth;
    this.maxIntegerDigits = maxIntegerDigits;
    this.strict = strict;
    this.closeTo = -1;
    this.intoArray = 0;
  }

  /**
   * A closer of the other kind than the innermost bracket (at `depth`), as the reader takes
   * it: it closes the innermost bracket of its kind and those inside it. Returns whether one
   * is open; the closer is read by that bracket, as it is handed back.
   */
  protected closeOuter(depth: number, array: number): boolean {
    let level = depth - 2;
    while (level >= 0 && this.arrays[level] !== array) level -= 1;
    if (level < 0 || !this.repair('missing-closing-bracket', this.at)) return false;
    this.closeTo = level;
    return true;
  }

  /**
   * Whether the object or array at `depth` closes now that its latest value is stored, as a
   * closer of another kind closes the levels down to its own; the closer is read by the last.
   */
  protected closesWith(depth: number): boolean {
    if (this.closeTo < 0) return false;
    if (this.closeTo === depth - 1) {
      this.closeTo = -1;
      this.at += 1;
    }
    return true;
  }

  /** Counts a repair made at `position`; `false` in strict mode, which refuses every repair. */
  protected repair(code: RepairCode, position: number): boolean {
    if (this.strict) return false;
    this.made = tallyRepair(this.made, code, this.base + position);
    return true;
  }

  /** The character at the next token: {@link skipBlanks}, with no call where no blank is. */
  protected next(): number {
    const code = this.text.charCodeAt(this.at);
    return code > SPACE && code < 0xa0 && code !== SLASH ? code : this.skipBlanks();
  }

  /**
   * Skips blanks, comments and spaces JSON does not know; returns the character after them,
   * {@link END} at the end of the text, or {@link LEAVE} at a `/` that begins no comment.
   */
  protected skipBlanks(): number {
    const text = this.text;
    let at = this.at;
    for (;;) {
      const code = text.charCodeAt(at);
      if (code === SPACE || code === TAB || code === CARRIAGE_RETURN) {
        at += 1;
      } else if (code === LINE_FEED) {
        this.lineBreak = true;
        at += 1;
      } else if (code === SLASH) {
        const next = text.charCodeAt(at + 1);
        if ((next !== SLASH && next !== ASTERISK) || !this.repair('comment', at)) return LEAVE;
        if (next === SLASH) {
          at += 2;
          while (at < text.length && !isLineBreak(text.charCodeAt(at))) at += 1;
        } else {
          const close = text.indexOf('*/', at + 2);
          at = close < 0 ? text.length : close + 2;
        }
      } else if (isUnicodeSpace(code)) {
        if (!this.repair('unicode-space', at)) return LEAVE;
        at += 1;
      } else {
        this.at = at;
        return at < text.length ? code : END;
      }
    }
  }
}
