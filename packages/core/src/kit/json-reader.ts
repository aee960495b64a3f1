import type { Repair } from '../repair.js';
import { BACKSLASH, BYTE_ORDER_MARK, isLineBreak } from './char-codes.js';
import { unescapedCharacter } from './json-chars.js';
import {
  AFTER_COLON,
  AFTER_COMMA,
  AFTER_KEY,
  AFTER_VALUE,
  AFTER_WORD,
  BACKSLASH_READ,
  BACKTICKS,
  BARE,
  BLOCK_COMMENT,
  DOTS,
  FENCE_LANGUAGE,
  LINE_COMMENT,
  NUMBER,
  PAST_LIMIT,
  PAST_LIMIT_STRING,
  QUOTE_AHEAD,
  SLASH_READ,
  STRING,
  STRUCTURE,
  TRAILING,
  WORD,
} from './json-reader-state.js';
import { JsonStructureReader } from './json-reader-structure.js';
import { setOwn } from './set-own.js';

/**
 * Which JSON a reader accepts. `'json'`: JSON as models write it, with the repairs every
 * dialect makes (see {@link createJsonReader}). `'loose'`: also JSON written inline in a call,
 * as the atfunc syntax allows: unquoted words, `=` for `:`, stray commas and brackets.
 */
export type JsonDialect = 'json' | 'loose';

/**
 * How integers beyond ±(2^53 − 1) in a JSON number are returned: `'bigint'` keeps them exact
 * as `BigInt`, `'string'` keeps their digits as a string, `'number'` rounds them as
 * `JSON.parse` does.
 */
export type BigIntegerMode = 'bigint' | 'string' | 'number';

/** Options of {@link createJsonReader}. */
export interface JsonReaderOptions {
  /** Which JSON to accept; default `'json'`. */
  readonly dialect?: JsonDialect;
  /** The deepest nesting of objects and arrays; deeper text fails as `'too-deep'`. Default 100. */
  readonly maxDepth?: number;
  /** How integers beyond ±(2^53 − 1) in a JSON number come back; default `'bigint'`. */
  readonly bigIntegers?: BigIntegerMode;
  /**
   * The most digits an integer may have, in the JSON dialect; a longer one fails as
   * `'too-large'`, so that no value costs a quadratic conversion. Default 4,300, Python's
   * limit for `int()` of a string.
   */
  readonly maxIntegerDigits?: number;
  /** Refuse every repair: read standard JSON only (big integers still as `bigIntegers` says). */
  readonly strict?: boolean;
  /**
   * `'loose'` dialect: the character that ends the construct around the value (`)` after a
   * call's arguments, `]` after a body). There it closes every bracket left open (repair
   * `missing-closing-bracket`) and is left unread; a bare word ends before it.
   */
  readonly endsAt?: number;
  /**
   * Whether the text is the value and nothing else: blanks and comments after the value are
   * read, anything more is unreadable. Without it the reader stops right after the value.
   */
  readonly whole?: boolean;
  /**
   * Keys whose value is declared a string (the kit's `declaredStringKeys`): an unquoted word
   * there, which the JSON dialect otherwise refuses, is read as the string it writes up to the
   * next comma, line break or closing bracket (`{"city": New York}`: repair `unquoted-string`).
   */
  readonly stringKeys?: ReadonlySet<string>;
}

/** Why a JSON text could not be read. */
export interface JsonProblem {
  /** Unreadable text, or a size or depth limit passed. */
  readonly reason: 'unreadable' | 'too-large' | 'too-deep';
  /**
   * The UTF-16 offset in the JSON text where reading stopped; for a size or depth limit, where
   * the limit was passed (the reader reads on to the value's end: see `stoppedAt`).
   */
  readonly position: number;
  /** What was wrong at `position`, in a sentence. */
  readonly detail: string;
  /** A sentence for a person: the detail with where it happened. */
  readonly message: string;
}

/**
 * A resumable reader of one JSON value: fed text chunk by chunk, it keeps only the state it
 * needs (open brackets, the token being read) and never rereads what it consumed, so reading
 * a value costs time linear in its length however it is cut.
 */
export interface JsonReader {
  /**
   * Reads `chunk` from `from` on and returns where it stopped: the end of the chunk while
   * the value goes on; otherwise just past the value (at the `endsAt` character that ended it,
   * or at a character that ends a number or word, which is not part of it), or at the
   * character it could not read (past the value, when a size or depth limit refused it).
   */
  write(chunk: string, from?: number): number;
  /** Says the text has ended: what is left open is closed and repaired, or the value fails. */
  end(): void;
  /** `'reading'` until the value is complete (`'done'`) or cannot be read (`'failed'`). */
  readonly status: 'reading' | 'done' | 'failed';
  /** The value, once `done`. Objects are plain; a `__proto__` key is an ordinary own key. */
  readonly value: unknown;
  /** One entry per kind of repair made, in the order first made, once `done`. */
  readonly repairs: Repair[];
  /** Why the value cannot be read, once `failed`. */
  readonly problem: JsonProblem | undefined;
  /** Whether the reader stands inside a string, for saying where a text was cut off. */
  readonly inString: boolean;
  /**
   * The offset in the whole text written where reading stopped: just past the value once
   * `done` (at the character that ended it, when that is not part of it), at the problem once
   * `failed` (past the whole value when a size or depth limit refused it: the reader reads on
   * to its end, so that nothing inside it is read as text after it), else the end of the text
   * read so far. It is the same however the text was cut
   * into chunks, also where a look past a quote showed that a string ended earlier than it
   * seemed, so the value ended in text of an earlier write (which `write` cannot return: it
   * returns an index of its own chunk). A caller that streams and keeps its text goes back to
   * here.
   */
  readonly stoppedAt: number;
  /**
   * Whether a whole value has been read, so that the text could end here with no repair: `false`
   * while a bracket or string is open or a key waits for its value. (A number or word at the top
   * level is whole only once a character or the end of the text ends it.)
   */
  readonly complete: boolean;
}

/** The deepest nesting a reader reads unless told otherwise. */
export const DEFAULT_MAX_DEPTH = 100;
/** The most digits of an integer a reader reads unless told otherwise (Python's limit). */
export const DEFAULT_MAX_INTEGER_DIGITS = 4300;

/** The reader: chunks in, each character handed to the step for the mode the reader is in. */
class StreamingJsonReader extends JsonStructureReader implements JsonReader {
  constructor(options: JsonReaderOptions, whole = options.whole === true) {
    const loose = options.dialect === 'loose';
    super(
      loose,
      options.maxDepth ?? DEFAULT_MAX_DEPTH,
      options.maxIntegerDigits ?? DEFAULT_MAX_INTEGER_DIGITS,
      options.bigIntegers ?? 'bigint',
      options.strict === true,
      loose ? (options.endsAt ?? -1) : -1,
      whole,
      options.stringKeys,
    );
  }

  get inString(): boolean {
    return this.mode === STRING || this.mode === PAST_LIMIT_STRING;
  }

  get complete(): boolean {
    return this.rootDone;
  }

  get stoppedAt(): number {
    if (this.problem !== undefined) return this.failedAt;
    return this.doneAt >= 0 ? this.doneAt : this.offset;
  }

  write(chunk: string, from = 0): number {
    if (this.status !== 'reading') return from;
    if (this.unescaping) return this.writeUnescaped(chunk, from);
    this.base = this.offset - from;
    let index = from;
    if (this.offset === 0 && this.whole && chunk.charCodeAt(index) === BYTE_ORDER_MARK) {
      index += 1;
    }
    index = this.run(chunk, index);
    if (this.problem !== undefined) return this.stopped(chunk, from);
    this.offset = this.base + index;
    if (this.unescapeSwitched) {
      this.unescapeSwitched = false;
      return this.writeUnescaped(chunk, index);
    }
    return this.returned(chunk, from, index);
  }

  end(): void {
    if (this.status !== 'reading') return;
    // What `end` finds, it finds at the end of the text.
    this.base = this.offset;
    this.pendingBackslash = false;
    // A string cut short hands back text to read again, which may end in a token too; each
    // such text is shorter than the last, so this ends.
    while (this.status === 'reading' && this.mode !== STRUCTURE && this.mode !== TRAILING) {
      this.endToken();
      this.base = this.offset;
    }
    if (this.halted()) return;
    if (!this.rootDone && this.container === undefined) {
      this.fail(this.offset, 'expected a value, found the end of the text');
      return;
    }
    while (this.container !== undefined) {
      if (this.containerState === AFTER_KEY || this.containerState === AFTER_COLON) {
        if (this.loose) {
          this.fail(this.offset, this.unexpected('the end of the text'));
          return;
        }
        // The text was cut off right after a key: the value never came.
        this.repair('missing-value', this.offset);
        setOwn(this.container as Record<string, unknown>, this.containerKey, null);
        this.containerState = AFTER_VALUE;
      }
      if (this.containerState === AFTER_COMMA) {
        this.repair('trailing-comma', this.containerCommaAt);
      }
      this.repair('missing-closing-bracket', this.offset);
      if (this.halted()) return;
      this.pop();
    }
    if (this.trailingCommaAt >= 0) this.repair('trailing-comma', this.trailingCommaAt);
    this.finish();
  }

  private run(chunk: string, from: number): number {
    let index = from;
    while (index < chunk.length && this.status === 'reading' && !this.unescapeSwitched) {
      index = this.step(chunk, index);
    }
    return index;
  }

  protected step(chunk: string, index: number): number {
    switch (this.mode) {
      case STRING:
        return this.readString(chunk, index);
      case QUOTE_AHEAD:
        return this.readQuoteAhead(chunk, index);
      case NUMBER:
        return this.readNumber(chunk, index);
      case WORD:
        return this.readWord(chunk, index);
      case AFTER_WORD:
        return this.readAfterWord(chunk, index);
      case BARE:
        return this.readBare(chunk, index);
      case SLASH_READ:
        return this.readAfterSlash(chunk, index);
      case LINE_COMMENT: {
        let at = index;
        while (at < chunk.length && !isLineBreak(chunk.charCodeAt(at))) at += 1;
        if (at < chunk.length) this.mode = this.resumeMode();
        return at;
      }
      case BLOCK_COMMENT:
        return this.readBlockComment(chunk, index);
      case DOTS:
        return this.readDots(chunk, index);
      case BACKTICKS:
        return this.readBackticks(chunk, index);
      case FENCE_LANGUAGE:
        return this.readFenceLanguage(chunk, index);
      case BACKSLASH_READ:
        return this.readAfterBackslash(chunk, index);
      case PAST_LIMIT:
      case PAST_LIMIT_STRING:
        return this.readPastLimit(chunk, index);
      default:
        return this.readStructure(chunk, index);
    }
  }

  /** Where a write that ended normally stopped, in the chunk it was given. */
  private returned(chunk: string, from: number, index: number): number {
    if (this.status === 'done' && this.doneAt >= 0) {
      // The value ended inside text read again: just past it, not before the chunk.
      return Math.min(chunk.length, Math.max(from, this.doneAt - this.base));
    }
    return index;
  }

  /** Where a write that failed stopped: at the problem, within the chunk it was given. */
  private stopped(chunk: string, from: number): number {
    const index = Math.min(chunk.length, Math.max(from, this.failedAt - this.base));
    this.offset = this.base + index;
    return index;
  }

  /**
   * Reads a chunk of JSON written as a string's contents (`{\"a\": 1}`): unescaped once, then
   * read as JSON. Offsets from here on count the unescaped characters.
   */
  private writeUnescaped(chunk: string, from: number): number {
    let decoded = '';
    let start = from;
    let index = from;
    if (this.pendingBackslash && index < chunk.length) {
      this.pendingBackslash = false;
      decoded += unescapedCharacter(chunk.charCodeAt(index), chunk.charAt(index));
      index += 1;
      start = index;
    }
    while (index < chunk.length) {
      if (chunk.charCodeAt(index) !== BACKSLASH) {
        index += 1;
        continue;
      }
      decoded += chunk.slice(start, index);
      if (index + 1 >= chunk.length) {
        this.pendingBackslash = true;
        index += 1;
        start = index;
        break;
      }
      decoded += unescapedCharacter(chunk.charCodeAt(index + 1), chunk.charAt(index + 1));
      index += 2;
      start = index;
    }
    decoded += chunk.slice(start, index);
    this.base = this.offset;
    const read = this.run(decoded, 0);
    if (this.status === 'failed') {
      this.stopped(decoded, 0);
      return chunk.length;
    }
    this.offset = this.base + read;
    return read >= decoded.length ? chunk.length : from + read;
  }

  /**
   * Closes the token the text ended in, as if a blank followed it. A string may hand back
   * text to read again instead, which may leave another token open.
   */
  private endToken(): void {
    switch (this.mode) {
      case STRING:
        this.endOpenString();
        break;
      case QUOTE_AHEAD:
        this.decideQuote(Number.NaN);
        break;
      case NUMBER:
        this.endNumber('', 0, 0, Number.NaN);
        break;
      case WORD:
        this.endWord(Number.NaN);
        break;
      case AFTER_WORD:
        this.failWord(Number.NaN);
        break;
      case BARE:
        this.endBare();
        break;
      case DOTS:
        this.failDots();
        break;
      case BACKTICKS:
        this.endBackticks(false);
        break;
      case FENCE_LANGUAGE:
        this.mode = this.resumeMode();
        break;
      case BACKSLASH_READ:
        this.fail(this.slashAt, this.unexpected("'\\'"));
        break;
      case PAST_LIMIT:
      case PAST_LIMIT_STRING:
        // The refused value ends with the text.
        this.stop(this.refusal as JsonProblem, this.offset);
        break;
      case SLASH_READ:
        this.fail(this.slashAt, this.unexpected("'/'"));
        break;
      case LINE_COMMENT:
      case BLOCK_COMMENT:
        this.mode = this.resumeMode();
        break;
    }
  }
}

/**
 * Makes a reader of one JSON value as models write it. It repairs on tokens, never inside a
 * string's contents, and reports every repair it makes (one entry per kind, counted):
 * single-quoted strings and keys, unquoted keys, missing and trailing commas, literal line
 * breaks and tabs inside strings, unknown escapes (kept as written), Python's
 * `True`/`False`/`None`, `//` and `/* *\/` comments, and, at the end of the text, a string or
 * brackets left open. Anything else it cannot read is a {@link JsonProblem}; it never throws
 * on any text and never goes deeper than `maxDepth`, since it keeps its own stack. A value
 * deeper than `maxDepth`, or with an integer longer than `maxIntegerDigits`, is read on to its
 * end, for its brackets only, and refused there: `stoppedAt` is past it, the problem where the
 * limit was passed.
 *
 * The `'loose'` dialect reads JSON written inline in a call as well: an unquoted word is a
 * number, `true`/`false`/`null` or a string (`unquoted-string`; an integer a number cannot
 * hold stays its digits, `unsafe-integer`), a key runs to `:` or `=` (`equals-for-colon`), a
 * comma where a key belongs is dropped (`extra-comma`), a closer that matches an outer bracket
 * closes the inner ones (`missing-closing-bracket`) and one that matches nothing is dropped
 * (`extra-closing-bracket`). Comments are not read there: `//` is part of a URL.
 *
 * @example
 * ```ts
 * const reader = createJsonReader({ dialect: 'loose', endsAt: CLOSE_PAREN });
 * reader.write('{city: Paris, ');
 * const stop = reader.write('days: 3) and more'); // 7, at ')'
 * reader.value; // { city: 'Paris', days: 3 }
 * ```
 */
export function createJsonReader(options: JsonReaderOptions = {}): JsonReader {
  return new StreamingJsonReader(options);
}

/**
 * A reader of a whole text with `options`, as {@link createJsonReader} with `whole: true`,
 * without copying the options (which costs more than reading a short value).
 */
export function createWholeJsonReader(options: JsonReaderOptions): JsonReader {
  return new StreamingJsonReader(options, true);
}
