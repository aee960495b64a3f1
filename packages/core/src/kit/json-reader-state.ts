import type { Repair } from '../repair.js';
import {
  BACKSLASH,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  CLOSE_PAREN,
  DOUBLE_QUOTE,
  OPEN_BRACE,
  OPEN_BRACKET,
  OPEN_PAREN,
  SINGLE_QUOTE,
} from './char-codes.js';
import { END_DOUBLE } from './json-chars.js';
import { type JsonNumberState, NUMBER_START } from './json-number.js';
import type { BigIntegerMode, JsonProblem, JsonReader } from './json-reader.js';
import { problemAt, STOPPED } from './json-reader-problems.js';
import type { RepairCode } from './repair-code.js';
import { type MadeRepair, reportRepairs, tallyRepair } from './repair-tally.js';

// What the reader is in the middle of.
export const STRUCTURE = 0;
export const STRING = 1;
export const NUMBER = 2;
export const WORD = 3;
export const BARE = 4;
export const SLASH_READ = 5;
export const LINE_COMMENT = 6;
export const BLOCK_COMMENT = 7;
export const TRAILING = 8;
/** Right after a quote that may end the string: the blanks after it decide. */
export const QUOTE_AHEAD = 9;
/** After a word that is no JSON value: a `(` after it makes it a call. */
export const AFTER_WORD = 10;
/** Dots where a value belongs: three are an ellipsis. */
export const DOTS = 11;
/** Backticks: one opens a string, three a markdown code fence. */
export const BACKTICKS = 12;
/** The language name after an opening code fence. */
export const FENCE_LANGUAGE = 13;
/** A backslash between tokens: `\"` begins JSON written as a string's contents. */
export const BACKSLASH_READ = 14;
/** Past a limit: the rest of the refused value, read for its brackets only (see `refuse`). */
export const PAST_LIMIT = 15;
/** Inside a string of the refused value. */
export const PAST_LIMIT_STRING = 16;

// Where an open object or array stands.
export const START = 0;
export const AFTER_COMMA = 1;
export const AFTER_KEY = 2;
export const AFTER_COLON = 3;
export const AFTER_VALUE = 4;

/**
 * The innermost array while it has no item: the array itself is made with its first item (or
 * when it closes empty), so that `[` nested 800,000 deep allocates nothing until the values
 * are known, and then one array of one item per level, not an empty array that a push grows
 * to room for 16. Frozen, and never handed out: `JsonContainerReader.pop` replaces it.
 */
export const NO_ITEMS: readonly unknown[] = Object.freeze([]);

/** An object or array being read. */
export type Container = Record<string, unknown> | unknown[] | typeof NO_ITEMS;

/**
 * What a {@link JsonReader} holds between chunks, and the steps every part of it shares:
 * failing, refusing past a limit, counting repairs. The reader is a row of classes, each one
 * job (containers, strings, numbers and words, structure, the driver), so that no file reads
 * everything; they share these fields rather than passing state around, which a scanner run
 * once per character cannot afford.
 */
export abstract class JsonReaderState {
  status: 'reading' | 'done' | 'failed' = 'reading';
  value: unknown;
  repairs: Repair[] = [];
  problem: JsonProblem | undefined;
  protected readonly loose: boolean;
  protected readonly maxDepth: number;
  protected readonly maxIntegerDigits: number;
  protected readonly bigIntegers: BigIntegerMode;
  protected readonly strict: boolean;
  protected readonly stringKeys: ReadonlySet<string> | undefined;
  protected readonly endsAt: number;
  protected readonly whole: boolean;
  // The innermost open object or array lives in fields of its own and the ones around it in
  // two lists, rather than a frame object per level: `[` nested 800,000 deep then costs the
  // collector one array per level, not an array and a frame, and no token looks up a frame.
  /** The innermost open object or array; `undefined` at the top level. */
  protected container: Container | undefined;
  protected containerIsArray = false;
  /** Where in the innermost object or array the reader stands (`START`, `AFTER_COMMA`, ...). */
  protected containerState = START;
  /** The key read last in the innermost object, which the next value is stored under. */
  protected containerKey = '';
  /** Where the comma read last in the innermost object or array stood. */
  protected containerCommaAt = 0;
  /**
   * The open objects and arrays around the innermost one, outermost first, but for the arrays
   * with no items yet right around it: those are counted in {@link emptyOuter}, so that `[`
   * nested 800,000 deep keeps a count, not a list of 800,000 entries.
   */
  protected readonly outer: Container[] = [];
  /** How many open arrays with no items lie between `outer` and the innermost one. */
  protected emptyOuter = 0;
  /**
   * For each of those that is an object, the key the one inside it is stored under (an array
   * needs none, so `[` nested 800,000 deep keeps no list of keys).
   */
  protected readonly outerKeys: string[] = [];
  /** The kinds of repair made so far (see {@link tallyRepair}); made on the first repair. */
  private made: MadeRepair[] | undefined;
  protected mode = STRUCTURE;
  /** The offset of the next character to read, in the whole JSON text. */
  protected offset = 0;
  /** The offset of index 0 of the chunk being read. */
  protected base = 0;
  protected rootDone = false;
  /** Where the value ended when it ended inside text read again, else -1. */
  protected doneAt = -1;
  // The token being read: its text so far, where it began, whether it is an object key.
  protected text = '';
  protected tokenAt = 0;
  protected tokenIsKey = false;
  protected quote = 0;
  protected endKind = END_DOUBLE;
  /** 0: none; 1: after a backslash; 2: inside `\u`, with `hex` read so far. */
  protected escape = 0;
  protected escapeAt = 0;
  protected hex = '';
  protected numberState: JsonNumberState = NUMBER_START;
  protected parenDepth = 0;
  protected slashAt = 0;
  protected starRead = false;
  protected count = 0;
  // A string whose end is not yet sure (JSON dialect): where it could be cut instead.
  /** Whether the quote that seems to end the string is checked against what follows it. */
  protected lenient = false;
  /** The string's text up to the end of its last escape; what follows is as written. */
  protected escapeEnd = 0;
  /** The last character of that escape as written. */
  protected escapeLast = 0;
  /** The first place a string left open would be cut (its first comma, bracket, ...). */
  protected cutAt = -1;
  protected cutLength = 0;
  protected cutEscapeEnd = 0;
  /** The last comma in the string. */
  protected commaAt = -1;
  protected commaLength = 0;
  protected commaEscapeEnd = 0;
  /** The first quote kept inside the string as one of its characters. */
  protected innerQuoteAt = -1;
  protected innerQuoteLength = 0;
  /** A `/` in the string whose next character says whether a comment starts there. */
  protected slashInString = -1;
  protected slashLength = 0;
  protected slashEscapeEnd = 0;
  protected slashAfterColon = false;
  /** The string as written from `rawAt` on, kept once it may have to be read again. */
  protected raw = '';
  protected rawAt = -1;
  /** The quote that may end the string, and the blanks read after it. */
  protected quoteAt = 0;
  protected quoteCode = 0;
  protected ahead = '';
  /** Nested re-reads of text a string left open had swallowed, and the characters re-read. */
  protected rereadDepth = 0;
  protected rereadTotal = 0;
  /** Whether a line break was read since the last value, so that a word after it starts a key. */
  protected lineBreak = false;
  /** A number cut off before a blank or comma: fine if the text ends there, else this problem. */
  protected cutNumber: JsonProblem | undefined;
  /** Where a comma after the whole value stood: several values follow, or the text ends. */
  protected trailingCommaAt = -1;
  /** JSON written as a string's contents: each chunk is unescaped once before it is read. */
  protected unescaping = false;
  protected unescapeSwitched = false;
  protected pendingBackslash = false;
  // A value refused for a limit, read on to its end (see `refuse`).
  /** The problem the reader fails with once the refused value ends. */
  protected refusal: JsonProblem | undefined;
  /** How many brackets, and parentheses, are open in the refused value. */
  private refusedDepth = 0;
  private refusedParens = 0;
  /** The quote of the string being read past; whether a backslash escapes the next character. */
  private refusedQuote = 0;
  private refusedEscape = false;
  /** Where reading stopped once failed: at the problem, or past a refused value. */
  protected failedAt = 0;

  constructor(
    loose: boolean,
    maxDepth: number,
    maxIntegerDigits: number,
    bigIntegers: BigIntegerMode,
    strict: boolean,
    endsAt: number,
    whole: boolean,
    stringKeys: ReadonlySet<string> | undefined,
  ) {
    this.loose = loose;
    this.maxDepth = maxDepth;
    this.maxIntegerDigits = maxIntegerDigits;
    this.bigIntegers = bigIntegers;
    this.strict = strict;
    this.endsAt = endsAt;
    this.whole = whole;
    this.stringKeys = stringKeys;
  }

  /** Reads on from `chunk[index]` in the mode the reader is in; returns the next index. */
  protected abstract step(chunk: string, index: number): number;

  /** How many objects and arrays are open. */
  protected depth(): number {
    return this.container === undefined ? 0 : this.outer.length + this.emptyOuter + 1;
  }

  /**
   * Whether the open object or array at `level` (0 the outermost, `depth() - 1` the innermost)
   * is an array.
   */
  protected isArrayAt(level: number): boolean {
    if (level < this.outer.length) return Array.isArray(this.outer[level]);
    // Past the list: an array with no items yet, or the innermost.
    return level < this.outer.length + this.emptyOuter || this.containerIsArray;
  }

  /** Whether the reader is done or failed; a method, so that no check of `status` is narrowed. */
  protected halted(): boolean {
    return this.status !== 'reading';
  }

  protected position(index: number): number {
    return this.base + index;
  }

  /** The reader fails at `position`, unless it failed already; returns {@link STOPPED}. */
  protected fail(
    position: number,
    detail: string,
    reason: JsonProblem['reason'] = 'unreadable',
  ): number {
    if (this.strict && reason === 'unreadable') {
      return this.stop(problemAt('unreadable', position, 'not standard JSON'));
    }
    return this.stop(problemAt(reason, position, detail));
  }

  /** The reader fails with `problem`, stopping at `at`, unless it failed already. */
  protected stop(problem: JsonProblem, at = problem.position): number {
    if (this.status === 'reading') {
      this.status = 'failed';
      this.problem = problem;
      this.failedAt = at;
    }
    return STOPPED;
  }

  /**
   * A size or depth limit is passed at `chunk[index]`, with `open` brackets open: the value is
   * refused, but read on to its end first, for its brackets and strings only (nothing is kept),
   * and the reader fails there. A caller that goes on after a failure then goes on after the
   * value, instead of reading what is nested inside it as text of its own, and every chunking
   * stops at the same place.
   */
  protected refuse(problem: JsonProblem, open: number, index: number): number {
    if (open === 0) return this.stop(problem, this.position(index));
    this.refusal = problem;
    this.refusedDepth = open;
    this.mode = PAST_LIMIT;
    return index;
  }

  /** Reads on in a refused value, up to the closer of its outermost bracket. */
  protected readPastLimit(chunk: string, index: number): number {
    let at = index;
    while (at < chunk.length) {
      const code = chunk.charCodeAt(at);
      at += 1;
      if (this.mode === PAST_LIMIT_STRING) {
        if (this.refusedEscape) this.refusedEscape = false;
        else if (code === BACKSLASH) this.refusedEscape = true;
        else if (code === this.refusedQuote) this.mode = PAST_LIMIT;
      } else if (code === DOUBLE_QUOTE || code === SINGLE_QUOTE) {
        this.refusedQuote = code;
        this.mode = PAST_LIMIT_STRING;
      } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
        this.refusedDepth += 1;
      } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
        this.refusedDepth -= 1;
        if (this.refusedDepth === 0)
          return this.stop(this.refusal as JsonProblem, this.position(at));
      } else if (code === OPEN_PAREN) {
        this.refusedParens += 1;
      } else if (code === CLOSE_PAREN) {
        if (this.refusedParens > 0) this.refusedParens -= 1;
        // The character that ends the construct around the value ends it, unread.
        else if (code === this.endsAt)
          return this.stop(this.refusal as JsonProblem, this.position(at - 1));
      }
    }
    return at;
  }

  protected repair(code: RepairCode, position: number): void {
    if (this.strict) {
      this.fail(position, 'not standard JSON');
      return;
    }
    this.made = tallyRepair(this.made, code, position);
  }

  protected finish(): void {
    if (this.status !== 'reading') return;
    this.status = 'done';
    if (this.made !== undefined) this.repairs = reportRepairs(this.made);
  }

  protected resumeMode(): number {
    return this.rootDone ? TRAILING : STRUCTURE;
  }

  /** What was expected where `found` stands, for the state the reader is in. */
  protected unexpected(found: string): string {
    if (this.container === undefined) {
      return this.rootDone
        ? `unexpected text after the value: ${found}`
        : `expected a value, found ${found}`;
    }
    switch (this.containerState) {
      case AFTER_KEY:
        return `expected ':' after the key "${this.containerKey}", found ${found}`;
      case AFTER_COLON:
        return `expected a value for the key "${this.containerKey}", found ${found}`;
      case AFTER_VALUE:
        return `expected ',' or '${this.containerIsArray ? ']' : '}'}', found ${found}`;
      default:
        return this.containerIsArray
          ? `expected a value, found ${found}`
          : `expected a key, found ${found}`;
    }
  }

  /** Whether the next token stands where a value belongs. */
  protected expectsValue(): boolean {
    if (this.container === undefined) return !this.rootDone;
    const state = this.containerState;
    return state === AFTER_COLON || (this.containerIsArray && state !== AFTER_VALUE);
  }
}
