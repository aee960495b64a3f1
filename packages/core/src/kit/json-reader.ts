import type { Repair } from '../repair.js';
import { readBareWord } from './bare-word.js';
import {
  ASTERISK,
  BACKSLASH,
  BACKTICK,
  BYTE_ORDER_MARK,
  CARRIAGE_RETURN,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  CLOSE_PAREN,
  COLON,
  COMMA,
  DOT,
  DOUBLE_QUOTE,
  EQUALS,
  hexValue,
  isDigit,
  isIdentifierPart,
  isIdentifierStart,
  isLineBreak,
  isNameStart,
  isSpace,
  LINE_FEED,
  LOWER_U,
  MINUS,
  OPEN_BRACE,
  OPEN_BRACKET,
  OPEN_PAREN,
  PLUS,
  SINGLE_QUOTE,
  SLASH,
  SPACE,
  TAB,
} from './char-codes.js';
import {
  END_DOUBLE,
  endKindOf,
  endsString,
  followsStringEnd,
  isEscapableControl,
  isNotedInString,
  isOpeningQuote,
  isStructural,
  isUnicodeSpace,
  lastSignificant,
  shortEscape,
  startsJsonEntry,
  startsJsonValue,
  unescapedCharacter,
} from './json-chars.js';
import {
  endJsonNumber,
  type JsonNumberState,
  NUMBER_START,
  shortInteger,
  stepJsonNumber,
} from './json-number.js';
import type { RepairCode } from './repair-code.js';
import { type MadeRepair, reportRepairs, tallyRepair } from './repair-tally.js';
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

// What the reader is in the middle of.
const STRUCTURE = 0;
const STRING = 1;
const NUMBER = 2;
const WORD = 3;
const BARE = 4;
const SLASH_READ = 5;
const LINE_COMMENT = 6;
const BLOCK_COMMENT = 7;
const TRAILING = 8;
/** Right after a quote that may end the string: the blanks after it decide. */
const QUOTE_AHEAD = 9;
/** After a word that is no JSON value: a `(` after it makes it a call. */
const AFTER_WORD = 10;
/** Dots where a value belongs: three are an ellipsis. */
const DOTS = 11;
/** Backticks: one opens a string, three a markdown code fence. */
const BACKTICKS = 12;
/** The language name after an opening code fence. */
const FENCE_LANGUAGE = 13;
/** A backslash between tokens: `\"` begins JSON written as a string's contents. */
const BACKSLASH_READ = 14;
/** Past a limit: the rest of the refused value, read for its brackets only (see `refuse`). */
const PAST_LIMIT = 15;
/** Inside a string of the refused value. */
const PAST_LIMIT_STRING = 16;

// Where an open object or array stands.
const START = 0;
const AFTER_COMMA = 1;
const AFTER_KEY = 2;
const AFTER_COLON = 3;
const AFTER_VALUE = 4;

/** The calls MongoDB's shell writes around values, named when a model copies them. */
const MONGO_WRAPPERS = new Set([
  'ObjectId',
  'ISODate',
  'Date',
  'NumberLong',
  'NumberInt',
  'NumberDecimal',
  'NumberDouble',
  'Timestamp',
  'BinData',
  'UUID',
  'DBRef',
  'MinKey',
  'MaxKey',
]);

/** URL schemes: `https:` after a word means an unquoted URL. */
const URL_SCHEMES = new Set(['http', 'https', 'ftp', 'mailto', 'file', 'data', 'irc', 'ws', 'wss']);

/**
 * The innermost array while it has no item: the array itself is made with its first item (or
 * when it closes empty), so that `[` nested 800,000 deep allocates nothing until the values
 * are known, and then one array of one item per level, not an empty array that a push grows
 * to room for 16. Frozen, and never handed out: {@link StreamingJsonReader.pop} replaces it.
 */
const NO_ITEMS: readonly unknown[] = Object.freeze([]);

/** An object or array being read. */
type Container = Record<string, unknown> | unknown[] | typeof NO_ITEMS;

/**
 * What a step returns once the reader has failed: past the end of any chunk, so that every
 * loop over a chunk stops. Failing throws nothing: a throw costs more than reading a short
 * value, and a refusal should cost about what a repair does.
 */
const STOPPED = Number.MAX_SAFE_INTEGER;

function problemAt(reason: JsonProblem['reason'], position: number, detail: string): JsonProblem {
  const message =
    reason === 'too-deep'
      ? `JSON too deep: ${detail}`
      : reason === 'too-large'
        ? `JSON too large: ${detail}`
        : `Unreadable JSON at offset ${position}: ${detail}`;
  return { reason, position, detail, message };
}

/**
 * The character at `chunk[index]` in words, for a problem's detail. One character only, so
 * that the detail is the same however the text was cut into chunks.
 */
function describeAt(chunk: string, index: number): string {
  if (index >= chunk.length) return 'the end of the text';
  const code = chunk.charCodeAt(index);
  if (isLineBreak(code)) return 'a line break';
  if (code < SPACE) return `the control character U+${code.toString(16).padStart(4, '0')}`;
  return `'${chunk.charAt(index)}'`;
}

class StreamingJsonReader implements JsonReader {
  status: 'reading' | 'done' | 'failed' = 'reading';
  value: unknown;
  repairs: Repair[] = [];
  problem: JsonProblem | undefined;

  private readonly loose: boolean;
  private readonly maxDepth: number;
  private readonly maxIntegerDigits: number;
  private readonly bigIntegers: BigIntegerMode;
  private readonly strict: boolean;
  private readonly stringKeys: ReadonlySet<string> | undefined;
  private readonly endsAt: number;
  private readonly whole: boolean;

  // The innermost open object or array lives in fields of its own and the ones around it in
  // two lists, rather than a frame object per level: `[` nested 800,000 deep then costs the
  // collector one array per level, not an array and a frame, and no token looks up a frame.
  /** The innermost open object or array; `undefined` at the top level. */
  private container: Container | undefined;
  private containerIsArray = false;
  /** Where in the innermost object or array the reader stands (`START`, `AFTER_COMMA`, ...). */
  private containerState = START;
  /** The key read last in the innermost object, which the next value is stored under. */
  private containerKey = '';
  /** Where the comma read last in the innermost object or array stood. */
  private containerCommaAt = 0;
  /**
   * The open objects and arrays around the innermost one, outermost first, but for the arrays
   * with no items yet right around it: those are counted in {@link emptyOuter}, so that `[`
   * nested 800,000 deep keeps a count, not a list of 800,000 entries.
   */
  private readonly outer: Container[] = [];
  /** How many open arrays with no items lie between `outer` and the innermost one. */
  private emptyOuter = 0;
  /**
   * For each of those that is an object, the key the one inside it is stored under (an array
   * needs none, so `[` nested 800,000 deep keeps no list of keys).
   */
  private readonly outerKeys: string[] = [];
  /** The kinds of repair made so far (see {@link tallyRepair}); made on the first repair. */
  private made: MadeRepair[] | undefined;
  private mode = STRUCTURE;
  /** The offset of the next character to read, in the whole JSON text. */
  private offset = 0;
  /** The offset of index 0 of the chunk being read. */
  private base = 0;
  private rootDone = false;
  /** Where the value ended when it ended inside text read again, else -1. */
  private doneAt = -1;

  // The token being read: its text so far, where it began, whether it is an object key.
  private text = '';
  private tokenAt = 0;
  private tokenIsKey = false;
  private quote = 0;
  private endKind = END_DOUBLE;
  /** 0: none; 1: after a backslash; 2: inside `\u`, with `hex` read so far. */
  private escape = 0;
  private escapeAt = 0;
  private hex = '';
  private numberState: JsonNumberState = NUMBER_START;
  private parenDepth = 0;
  private slashAt = 0;
  private starRead = false;
  private count = 0;

  // A string whose end is not yet sure (JSON dialect): where it could be cut instead.
  /** Whether the quote that seems to end the string is checked against what follows it. */
  private lenient = false;
  /** The string's text up to the end of its last escape; what follows is as written. */
  private escapeEnd = 0;
  /** The last character of that escape as written. */
  private escapeLast = 0;
  /** The first place a string left open would be cut (its first comma, bracket, ...). */
  private cutAt = -1;
  private cutLength = 0;
  private cutEscapeEnd = 0;
  /** The last comma in the string. */
  private commaAt = -1;
  private commaLength = 0;
  private commaEscapeEnd = 0;
  /** The first quote kept inside the string as one of its characters. */
  private innerQuoteAt = -1;
  private innerQuoteLength = 0;
  /** A `/` in the string whose next character says whether a comment starts there. */
  private slashInString = -1;
  private slashLength = 0;
  private slashEscapeEnd = 0;
  private slashAfterColon = false;
  /** The string as written from `rawAt` on, kept once it may have to be read again. */
  private raw = '';
  private rawAt = -1;
  /** The quote that may end the string, and the blanks read after it. */
  private quoteAt = 0;
  private quoteCode = 0;
  private ahead = '';
  /** Nested re-reads of text a string left open had swallowed, and the characters re-read. */
  private rereadDepth = 0;
  private rereadTotal = 0;

  /** Whether a line break was read since the last value, so that a word after it starts a key. */
  private lineBreak = false;
  /** A number cut off before a blank or comma: fine if the text ends there, else this problem. */
  private cutNumber: JsonProblem | undefined;
  /** Where a comma after the whole value stood: several values follow, or the text ends. */
  private trailingCommaAt = -1;
  /** JSON written as a string's contents: each chunk is unescaped once before it is read. */
  private unescaping = false;
  private unescapeSwitched = false;
  private pendingBackslash = false;

  // A value refused for a limit, read on to its end (see `refuse`).
  /** The problem the reader fails with once the refused value ends. */
  private refusal: JsonProblem | undefined;
  /** How many brackets, and parentheses, are open in the refused value. */
  private refusedDepth = 0;
  private refusedParens = 0;
  /** The quote of the string being read past; whether a backslash escapes the next character. */
  private refusedQuote = 0;
  private refusedEscape = false;
  /** Where reading stopped once failed: at the problem, or past a refused value. */
  private failedAt = 0;

  constructor(options: JsonReaderOptions, whole = options.whole === true) {
    this.loose = options.dialect === 'loose';
    this.maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
    this.maxIntegerDigits = options.maxIntegerDigits ?? DEFAULT_MAX_INTEGER_DIGITS;
    this.bigIntegers = options.bigIntegers ?? 'bigint';
    this.strict = options.strict === true;
    this.stringKeys = options.stringKeys;
    this.endsAt = this.loose ? (options.endsAt ?? -1) : -1;
    this.whole = whole;
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

  /** How many objects and arrays are open. */
  private depth(): number {
    return this.container === undefined ? 0 : this.outer.length + this.emptyOuter + 1;
  }

  /**
   * Whether the open object or array at `level` (0 the outermost, `depth() - 1` the innermost)
   * is an array.
   */
  private isArrayAt(level: number): boolean {
    if (level < this.outer.length) return Array.isArray(this.outer[level]);
    // Past the list: an array with no items yet, or the innermost.
    return level < this.outer.length + this.emptyOuter || this.containerIsArray;
  }

  /** Whether the reader is done or failed; a method, so that no check of `status` is narrowed. */
  private halted(): boolean {
    return this.status !== 'reading';
  }

  private run(chunk: string, from: number): number {
    let index = from;
    while (index < chunk.length && this.status === 'reading' && !this.unescapeSwitched) {
      index = this.step(chunk, index);
    }
    return index;
  }

  private step(chunk: string, index: number): number {
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

  private position(index: number): number {
    return this.base + index;
  }

  /** The reader fails at `position`, unless it failed already; returns {@link STOPPED}. */
  private fail(
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
  private stop(problem: JsonProblem, at = problem.position): number {
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
  private refuse(problem: JsonProblem, open: number, index: number): number {
    if (open === 0) return this.stop(problem, this.position(index));
    this.refusal = problem;
    this.refusedDepth = open;
    this.mode = PAST_LIMIT;
    return index;
  }

  /** Reads on in a refused value, up to the closer of its outermost bracket. */
  private readPastLimit(chunk: string, index: number): number {
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

  private repair(code: RepairCode, position: number): void {
    if (this.strict) {
      this.fail(position, 'not standard JSON');
      return;
    }
    this.made = tallyRepair(this.made, code, position);
  }

  private finish(): void {
    if (this.status !== 'reading') return;
    this.status = 'done';
    if (this.made !== undefined) this.repairs = reportRepairs(this.made);
  }

  private resumeMode(): number {
    return this.rootDone ? TRAILING : STRUCTURE;
  }

  /** What was expected where `found` stands, for the state the reader is in. */
  private unexpected(found: string): string {
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
  private expectsValue(): boolean {
    if (this.container === undefined) return !this.rootDone;
    const state = this.containerState;
    return state === AFTER_COLON || (this.containerIsArray && state !== AFTER_VALUE);
  }

  /** Between tokens: skips blanks (and comments), then reads one structural character. */
  private readStructure(chunk: string, index: number): number {
    const code = chunk.charCodeAt(index);
    if (isSpace(code)) {
      // The whole run of blanks in one step.
      let at = index;
      let blank = code;
      do {
        if (blank === LINE_FEED) this.lineBreak = true;
        at += 1;
        blank = chunk.charCodeAt(at);
      } while (isSpace(blank));
      return at;
    }
    if (this.cutNumber !== undefined && code !== COMMA) {
      // A number cut off is read only at the very end of the text.
      return this.stop(this.cutNumber);
    }
    if (code === SLASH && !this.loose) {
      this.slashAt = this.position(index);
      this.mode = SLASH_READ;
      return index + 1;
    }
    if (!this.loose && !this.strict && isUnicodeSpace(code)) {
      this.repair('unicode-space', this.position(index));
      return index + 1;
    }
    if (this.mode === TRAILING) return this.readTrailing(chunk, index, code);
    if (this.container === undefined) return this.startValue(chunk, index, code);
    if (code === CLOSE_BRACE || code === CLOSE_BRACKET || code === CLOSE_PAREN) {
      if (this.loose) return this.closeLoosely(index, code);
      if (code !== CLOSE_PAREN) return this.close(chunk, index, code);
    }
    switch (this.containerState) {
      case START:
      case AFTER_COMMA: {
        if (
          code === COMMA &&
          (this.loose ? !this.containerIsArray : this.containerState === START)
        ) {
          this.repair('extra-comma', this.position(index));
          return index + 1;
        }
        if (this.containerIsArray) return this.startValue(chunk, index, code);
        return this.startKey(chunk, index, code);
      }
      case AFTER_KEY:
        if (code === COLON || (this.loose && code === EQUALS)) {
          if (code === EQUALS) this.repair('equals-for-colon', this.position(index));
          this.containerState = AFTER_COLON;
          return index + 1;
        }
        if (!this.loose && startsJsonValue(code)) {
          this.repair('missing-colon', this.position(index));
          this.containerState = AFTER_COLON;
          return index;
        }
        return this.fail(this.position(index), this.unexpected(describeAt(chunk, index)));
      case AFTER_COLON:
        return this.startValue(chunk, index, code);
      default:
        if (code === COMMA) {
          this.containerState = AFTER_COMMA;
          this.containerCommaAt = this.position(index);
          return index + 1;
        }
        if (code === PLUS && !this.loose) {
          return this.fail(
            this.position(index),
            "string concatenation with '+' is not JSON; send the whole string as one",
          );
        }
        if (this.startsEntry(code)) {
          // The entry is read from this character on, in the state after a comma.
          this.repair('missing-comma', this.position(index));
          this.containerState = START;
          return index;
        }
        if (this.closesIntoArray(code)) return this.closeIntoArray(index, false);
        return this.fail(this.position(index), this.unexpected(describeAt(chunk, index)));
    }
  }

  /** After the whole value: blanks, comments, a code fence, closers and a comma that end it. */
  private readTrailing(chunk: string, index: number, code: number): number {
    if (!this.loose && !this.strict) {
      if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
        this.repair('extra-closing-bracket', this.position(index));
        return index + 1;
      }
      if (code === BACKTICK) {
        this.startBackticks(index);
        return index + 1;
      }
      if (code === COMMA && this.trailingCommaAt < 0) {
        this.trailingCommaAt = this.position(index);
        return index + 1;
      }
      if (code === PLUS) {
        return this.fail(
          this.position(index),
          "string concatenation with '+' is not JSON; send the whole string as one",
        );
      }
      const letter = isIdentifierStart(code) && this.trailingCommaAt < 0;
      if ((startsJsonValue(code) && !letter) || code === COMMA) {
        return this.fail(
          this.position(index),
          `several top-level values: another value begins at ${describeAt(chunk, index)} after the first; send one value, or an array`,
        );
      }
    }
    return this.fail(this.position(index), this.unexpected(describeAt(chunk, index)));
  }

  /** Whether `code`, right after a value, begins another entry with its comma left out. */
  private startsEntry(code: number): boolean {
    if (!this.loose) return startsJsonEntry(code, this.containerIsArray, this.lineBreak);
    return (
      code === DOUBLE_QUOTE ||
      code === SINGLE_QUOTE ||
      code === OPEN_BRACE ||
      code === OPEN_BRACKET ||
      code === MINUS ||
      isNameStart(code) ||
      isDigit(code)
    );
  }

  /**
   * Whether an object inside an array is left open where `{` or `[` begins the array's next
   * value (`[{"a": 1 {"a": 2}]`).
   */
  private closesIntoArray(code: number): boolean {
    if (this.loose || this.containerIsArray || (code !== OPEN_BRACE && code !== OPEN_BRACKET)) {
      return false;
    }
    const outer = this.outer;
    return this.emptyOuter > 0 || (outer.length > 0 && Array.isArray(outer[outer.length - 1]));
  }

  private closeIntoArray(index: number, afterComma: boolean): number {
    this.repair('missing-closing-bracket', this.position(index));
    this.pop();
    if (afterComma) {
      this.containerState = AFTER_COMMA;
      this.containerCommaAt = this.position(index);
    }
    return index;
  }

  /**
   * A closer in the JSON dialect: it closes the innermost bracket of its kind and those left
   * open inside it; when none is of its kind, the innermost one.
   */
  private close(chunk: string, index: number, code: number): number {
    const state = this.containerState;
    if (state === AFTER_KEY || state === AFTER_COLON) {
      return this.fail(this.position(index), this.unexpected(describeAt(chunk, index)));
    }
    if (state === AFTER_COMMA) this.repair('trailing-comma', this.containerCommaAt);
    const wantArray = code === CLOSE_BRACKET;
    const innermost = this.outer.length + this.emptyOuter;
    let match = innermost;
    while (match >= 0 && this.isArrayAt(match) !== wantArray) match -= 1;
    if (match < 0) {
      // `[1, 2}`: which bracket was meant is a guess.
      return this.fail(
        this.position(index),
        `${describeAt(chunk, index)} closes no open ${wantArray ? 'array' : 'object'}; ${this.unexpected(describeAt(chunk, index))}`,
      );
    }
    if (match < innermost) this.repair('missing-closing-bracket', this.position(index));
    while (this.depth() > match) this.pop();
    return index + 1;
  }

  private startValue(chunk: string, index: number, code: number): number {
    if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (this.depth() >= this.maxDepth) {
        const problem = problemAt(
          'too-deep',
          this.position(index),
          `objects and arrays are nested deeper than ${this.maxDepth} levels`,
        );
        return this.refuse(problem, this.depth() + 1, index + 1);
      }
      this.openContainer(code === OPEN_BRACKET);
      return index + 1;
    }
    if (code === DOUBLE_QUOTE || code === SINGLE_QUOTE) return this.startString(index, code, false);
    if (this.loose) {
      if (
        code === COMMA ||
        code === CLOSE_BRACE ||
        code === CLOSE_BRACKET ||
        code === CLOSE_PAREN
      ) {
        return this.fail(this.position(index), this.unexpected(describeAt(chunk, index)));
      }
      return this.startToken(BARE, index, false);
    }
    if (code === MINUS || isDigit(code)) {
      this.numberState = NUMBER_START;
      return this.startToken(NUMBER, index, false);
    }
    if (isIdentifierStart(code)) return this.startToken(WORD, index, false);
    return this.startOther(chunk, index, code, false);
  }

  private startKey(chunk: string, index: number, code: number): number {
    if (code === DOUBLE_QUOTE || code === SINGLE_QUOTE) return this.startString(index, code, true);
    if (this.loose) {
      if (code === OPEN_BRACE || code === OPEN_BRACKET || code === COLON) {
        return this.fail(this.position(index), this.unexpected(describeAt(chunk, index)));
      }
      this.repair('unquoted-key', this.position(index));
      return this.startToken(BARE, index, true);
    }
    if (isIdentifierPart(code)) {
      this.repair('unquoted-key', this.position(index));
      return this.startToken(WORD, index, true);
    }
    if (this.closesIntoArray(code)) {
      return this.closeIntoArray(index, true);
    }
    return this.startOther(chunk, index, code, true);
  }

  /** The JSON dialect's rarer token starts: typographic quotes, backticks, dots, backslashes. */
  private startOther(chunk: string, index: number, code: number, isKey: boolean): number {
    if (!this.strict) {
      if (isOpeningQuote(code)) return this.startString(index, code, isKey);
      if (code === BACKTICK) {
        this.tokenIsKey = isKey;
        this.startBackticks(index);
        return index + 1;
      }
      if (code === DOT) {
        this.tokenAt = this.position(index);
        this.count = 0;
        this.mode = DOTS;
        return index;
      }
      if (code === BACKSLASH && this.whole) {
        this.tokenIsKey = isKey;
        this.slashAt = this.position(index);
        this.mode = BACKSLASH_READ;
        return index + 1;
      }
    }
    return this.fail(this.position(index), this.unexpected(describeAt(chunk, index)));
  }

  /** Starts reading a number or word at `index`; its first character is read as part of it. */
  private startToken(mode: number, index: number, isKey: boolean): number {
    this.mode = mode;
    this.text = '';
    this.tokenAt = this.position(index);
    this.tokenIsKey = isKey;
    this.parenDepth = 0;
    return index;
  }

  /** Stores a complete value in the innermost open object or array, or as the value. */
  private store(value: unknown): void {
    this.mode = STRUCTURE;
    const container = this.container;
    if (container === undefined) {
      this.value = value;
      this.rootDone = true;
      if (this.whole) this.mode = TRAILING;
      else this.finish();
      return;
    }
    if (this.containerIsArray) {
      if (container === NO_ITEMS) this.container = [value];
      else (container as unknown[]).push(value);
    } else setOwn(container as Record<string, unknown>, this.containerKey, value);
    this.containerState = AFTER_VALUE;
    this.lineBreak = false;
  }

  private storeKey(key: string): void {
    this.mode = STRUCTURE;
    this.containerKey = key;
    this.containerState = AFTER_KEY;
  }

  /** Opens an object or array inside the innermost one (or as the value). */
  private openContainer(isArray: boolean): void {
    const container = this.container;
    if (container === NO_ITEMS) {
      this.emptyOuter += 1;
    } else if (container !== undefined) {
      // The arrays with no items go into the list below the one that has some.
      for (; this.emptyOuter > 0; this.emptyOuter -= 1) this.outer.push(NO_ITEMS);
      this.outer.push(container);
      if (!this.containerIsArray) this.outerKeys.push(this.containerKey);
    }
    this.container = isArray ? NO_ITEMS : {};
    this.containerIsArray = isArray;
    this.containerState = START;
    this.containerKey = '';
  }

  /** Closes the innermost object or array and stores it in the one around it, or as the value. */
  private pop(): void {
    const closed = this.container === NO_ITEMS ? [] : this.container;
    let parent: Container | undefined;
    if (this.emptyOuter > 0) {
      this.emptyOuter -= 1;
      parent = NO_ITEMS;
    } else parent = this.outer.pop();
    this.container = parent;
    if (parent !== undefined) {
      this.containerIsArray = Array.isArray(parent);
      this.containerKey = this.containerIsArray ? '' : (this.outerKeys.pop() as string);
    }
    // The state the parent was in is not kept: storing the closed one puts it after a value.
    this.store(closed);
  }

  /**
   * A closing character in the loose dialect: it closes the innermost bracket of its kind and
   * those left open inside it; `endsAt` closes everything and is left unread; a closer that
   * matches nothing open is dropped.
   */
  private closeLoosely(index: number, code: number): number {
    const wantArray = code === CLOSE_BRACKET;
    const innermost = this.outer.length + this.emptyOuter;
    let match = code === CLOSE_PAREN ? -1 : innermost;
    while (match >= 0 && this.isArrayAt(match) !== wantArray) match -= 1;
    if (match < 0 && code !== this.endsAt) {
      this.repair('extra-closing-bracket', this.position(index));
      return index + 1;
    }
    const state = this.containerState;
    if (match >= 0 && state === AFTER_COMMA) this.repair('trailing-comma', this.containerCommaAt);
    // Only the innermost bracket can be waiting for a value: the ones around it hold it.
    if (state === AFTER_KEY || state === AFTER_COLON) {
      return this.fail(this.position(index), `the key "${this.containerKey}" has no value`);
    }
    const from = Math.max(match, 0);
    if (from < innermost || match < 0) {
      this.repair('missing-closing-bracket', this.position(index));
    }
    while (this.depth() > from) this.pop();
    return match < 0 ? index : index + 1;
  }

  private startString(index: number, quote: number, isKey: boolean): number {
    this.beginString(this.position(index), quote, isKey);
    return index + 1;
  }

  /** Begins a string whose opening quote stands at offset `at`. */
  private beginString(at: number, quote: number, isKey: boolean): void {
    if (quote === SINGLE_QUOTE) this.repair('single-quoted-string', at);
    else if (quote !== DOUBLE_QUOTE) this.repair('typographic-quote', at);
    this.mode = STRING;
    this.text = '';
    this.tokenAt = at;
    this.tokenIsKey = isKey;
    this.quote = quote;
    this.endKind = endKindOf(quote);
    this.escape = 0;
    this.lenient = !this.loose && !this.strict && (this.whole || this.container !== undefined);
    this.escapeEnd = 0;
    this.cutAt = -1;
    this.commaAt = -1;
    this.innerQuoteAt = -1;
    this.slashInString = -1;
    this.raw = '';
    this.rawAt = -1;
  }

  private readString(chunk: string, index: number): number {
    let start = index;
    let at = index;
    let rawFrom = this.rawAt >= 0 ? index : -1;
    const lenient = this.lenient;
    while (at < chunk.length) {
      if (this.escape !== 0) {
        this.text += chunk.slice(start, at);
        at = this.readEscape(chunk, at);
        start = at;
        continue;
      }
      const code = chunk.charCodeAt(at);
      if (endsString(this.endKind, code)) {
        this.text += chunk.slice(start, at);
        if (!lenient) {
          this.endString();
          return at + 1;
        }
        if (rawFrom >= 0) this.raw += chunk.slice(rawFrom, at + 1);
        this.quoteAt = this.position(at);
        this.quoteCode = code;
        this.slashInString = -1;
        this.ahead = '';
        this.mode = QUOTE_AHEAD;
        return at + 1;
      }
      if (code === BACKSLASH) {
        this.text += chunk.slice(start, at);
        this.escape = 1;
        this.slashInString = -1;
        this.escapeAt = this.position(at);
        at += 1;
        start = at;
        continue;
      }
      if (code < SPACE && !this.controlCharacter(chunk, at, code)) return STOPPED;
      if (lenient) {
        if (this.slashInString >= 0) this.resolveSlash(code);
        // A comma always, the others while the string has no place to cut yet.
        if (isNotedInString(code) && (code === COMMA || this.cutAt < 0)) {
          const length = this.text.length + (at - start);
          if (code === SLASH) {
            this.slashInString = this.position(at);
            this.slashLength = length;
            this.slashEscapeEnd = this.escapeEnd;
            // The character written right before the slash, in this chunk or an earlier one.
            const previous = at > index ? chunk.charCodeAt(at - 1) : this.lastWritten();
            this.slashAfterColon = previous === COLON;
          } else {
            if (this.cutAt < 0) this.markCut(this.position(at), length);
            if (code === COMMA) {
              this.commaAt = this.position(at);
              this.commaLength = length;
              this.commaEscapeEnd = this.escapeEnd;
            }
          }
          if (rawFrom < 0 && this.rawAt < 0) {
            this.rawAt = this.position(at);
            rawFrom = at;
          }
        }
      }
      at += 1;
    }
    this.text += chunk.slice(start, at);
    if (rawFrom >= 0) this.raw += chunk.slice(rawFrom, at);
    return at;
  }

  private markCut(position: number, length: number): void {
    this.cutAt = position;
    this.cutLength = length;
    this.cutEscapeEnd = this.escapeEnd;
  }

  /** The character after a `/` in a string: a comment starting there is a place to cut. */
  private resolveSlash(code: number): void {
    if (this.cutAt < 0 && (code === ASTERISK || (code === SLASH && !this.slashAfterColon))) {
      this.cutAt = this.slashInString;
      this.cutLength = this.slashLength;
      this.cutEscapeEnd = this.slashEscapeEnd;
    }
    this.slashInString = -1;
  }

  /**
   * A raw control character inside a string: those JSON has a short escape for are kept.
   * Returns whether reading goes on.
   */
  private controlCharacter(chunk: string, at: number, code: number): boolean {
    if (isEscapableControl(code)) {
      this.repair('control-character-in-string', this.position(at));
      return !this.halted();
    }
    this.fail(
      this.position(at),
      `${describeAt(chunk, at)} inside a string; write it as an escape (\\u${code.toString(16).padStart(4, '0')})`,
    );
    return false;
  }

  /** The last character of the string as written so far, or -1 when there is none. */
  private lastWritten(): number {
    const length = this.text.length;
    if (length === 0) return -1;
    return length === this.escapeEnd ? this.escapeLast : this.text.charCodeAt(length - 1);
  }

  /** The string's first `length` characters without the spaces written at their end. */
  private trimmed(length: number, escapeEnd: number): string {
    let end = length;
    while (end > escapeEnd && this.text.charCodeAt(end - 1) === SPACE) end -= 1;
    return this.text.slice(0, end);
  }

  /**
   * Blanks after a quote that may end the string, then the character that decides. A line
   * break decides too: it ends the string, as a line ends what a model wrote.
   */
  private readQuoteAhead(chunk: string, index: number): number {
    let at = index;
    while (at < chunk.length) {
      const code = chunk.charCodeAt(at);
      if (code !== SPACE && code !== TAB && code !== CARRIAGE_RETURN) break;
      at += 1;
    }
    const blanks = chunk.slice(index, at);
    this.ahead += blanks;
    if (this.rawAt >= 0) this.raw += blanks;
    if (at < chunk.length) this.decideQuote(chunk.charCodeAt(at));
    return at;
  }

  /**
   * Whether the quote read last ends the string, seen from `code` after it (`NaN` at the end
   * of the text; `chunk[index]`): structure after it ends the string there; otherwise a
   * comma or bracket before it shows the string was left open and is cut there, and the text
   * after the cut is read again; otherwise the quote is part of the string.
   */
  private decideQuote(code: number): void {
    if (Number.isNaN(code) || followsStringEnd(code)) {
      this.endString();
      return;
    }
    const before = lastSignificant(this.text, this.escapeEnd, this.escapeLast);
    if (before === COMMA) {
      this.cutString(this.commaAt, this.commaLength, this.commaEscapeEnd);
      return;
    }
    if (isStructural(before)) {
      if (this.innerQuoteAt >= 0 && (this.cutAt < 0 || this.innerQuoteAt < this.cutAt)) {
        this.endAtInnerQuote();
      } else if (this.cutAt >= 0) {
        this.cutString(this.cutAt, this.cutLength, this.cutEscapeEnd);
      } else {
        this.endString();
      }
      return;
    }
    // A quote inside the string, as in `"a 24" screen"`: kept, with the blanks after it.
    this.repair('unescaped-quote', this.quoteAt);
    const quote = String.fromCharCode(this.quoteCode);
    if (this.innerQuoteAt < 0) {
      this.innerQuoteAt = this.quoteAt;
      this.innerQuoteLength = this.text.length;
    }
    if (this.rawAt < 0) {
      this.rawAt = this.quoteAt;
      this.raw = quote + this.ahead;
    }
    const aheadAt = this.text.length + 1;
    this.text += quote + this.ahead;
    for (let at = 0; at < this.ahead.length; at += 1) {
      const blank = this.ahead.charCodeAt(at);
      if (blank === SPACE) continue;
      this.repair('control-character-in-string', this.quoteAt + 1 + at);
      if (blank === LINE_FEED && this.cutAt < 0) this.markCut(this.quoteAt + 1 + at, aheadAt + at);
    }
    this.mode = STRING;
  }

  /**
   * Ends a string left open at `at` (a comma or bracket that was read as part of it) and
   * reads the text from there on again, as structure.
   */
  private cutString(at: number, length: number, escapeEnd: number): void {
    this.repair('missing-closing-quote', this.tokenAt);
    const tail = this.raw.slice(at - this.rawAt);
    this.text = this.trimmed(length, escapeEnd);
    this.endString();
    this.reread(tail, at);
  }

  /** Ends a string left open at the first quote it kept, and reads what follows it again. */
  private endAtInnerQuote(): void {
    const at = this.innerQuoteAt + 1;
    const tail = this.raw.slice(at - this.rawAt);
    this.text = this.text.slice(0, this.innerQuoteLength);
    this.endString();
    this.reread(tail, at);
  }

  /**
   * Reads `text`, which starts at offset `at` of the JSON text, again: it was read as part of
   * a string that turned out to end before it. Each re-read text lies inside a string already
   * read once; a bound on how much is re-read keeps hostile text linear.
   */
  private reread(text: string, at: number): void {
    this.rereadTotal += text.length;
    if (this.rereadDepth > 8 || this.rereadTotal > 2 * (at + text.length) + 1024) {
      this.fail(at, 'strings left open too often to tell where each one ends');
      return;
    }
    const base = this.base;
    const offset = this.offset;
    this.rereadDepth += 1;
    this.base = at;
    this.offset = at;
    try {
      let index = 0;
      while (index < text.length && this.status === 'reading') index = this.step(text, index);
      if (this.status === 'done' && this.doneAt < 0) this.doneAt = at + index;
    } finally {
      this.rereadDepth -= 1;
      this.base = base;
      this.offset = offset;
    }
  }

  /** The text ended inside a string. */
  private endOpenString(): void {
    if (this.escape === 1) {
      // A backslash as the last character: the string was cut off right there.
      if (this.loose) this.text += '\\';
      this.escape = 0;
    } else if (this.escape === 2) {
      if (this.loose) this.keepShortUnicodeEscape();
      // An escape cut off at the end of the text is left out, as if it was never begun.
      this.escape = 0;
    }
    if (!this.loose) {
      if (this.slashInString >= 0) this.resolveSlash(Number.NaN);
      if (
        this.lenient &&
        isStructural(lastSignificant(this.text, this.escapeEnd, this.escapeLast))
      ) {
        if (this.innerQuoteAt >= 0 && (this.cutAt < 0 || this.innerQuoteAt < this.cutAt)) {
          this.endAtInnerQuote();
          return;
        }
        if (this.cutAt >= 0) {
          this.cutString(this.cutAt, this.cutLength, this.cutEscapeEnd);
          return;
        }
      }
      this.text = this.trimmed(this.text.length, this.escapeEnd);
    }
    this.repair('missing-closing-quote', this.tokenAt);
    this.endString();
  }

  /** The character after a backslash, or the next hex digit of `\u`; returns the next index. */
  private readEscape(chunk: string, index: number): number {
    const code = chunk.charCodeAt(index);
    if (this.escape === 2) {
      const digit = hexValue(code);
      if (digit < 0) {
        if (!this.loose) {
          return this.fail(
            this.escapeAt,
            `invalid unicode escape \\u${this.hex}${describeAt(chunk, index)}: four hex digits must follow \\u`,
          );
        }
        // Fewer than four hex digits: kept as written, and the character read as text.
        this.keepShortUnicodeEscape();
        return index;
      }
      this.hex += chunk.charAt(index);
      if (this.hex.length === 4) {
        this.text += String.fromCharCode(Number.parseInt(this.hex, 16));
        this.escaped(code);
      }
      return index + 1;
    }
    this.escape = 0;
    const short = shortEscape(code);
    if (short !== undefined) {
      this.text += short;
      this.escaped(code);
      return index + 1;
    }
    switch (code) {
      case LOWER_U:
        this.escape = 2;
        this.hex = '';
        return index + 1;
      case SINGLE_QUOTE:
        // JSON has no `\'`; inside single quotes it is the way to write the quote.
        if (this.quote !== SINGLE_QUOTE) this.repair('invalid-escape', this.escapeAt);
        this.text += "'";
        break;
      case LINE_FEED:
        // A backslash before a line break: the line break itself was meant.
        this.repair('invalid-escape', this.escapeAt);
        this.text += '\n';
        break;
      default:
        this.repair('invalid-escape', this.escapeAt);
        // The loose dialect keeps the backslash, so that `C:\Users` arrives as written; JSON
        // as models write it means the character (`\a` is `a`), as jsonrepair reads it.
        this.text += this.loose ? `\\${chunk.charAt(index)}` : chunk.charAt(index);
    }
    this.escaped(code);
    return index + 1;
  }

  private escaped(last: number): void {
    this.escape = 0;
    this.escapeEnd = this.text.length;
    this.escapeLast = last;
  }

  private keepShortUnicodeEscape(): void {
    this.repair('invalid-escape', this.escapeAt);
    this.text += `\\u${this.hex}`;
    this.escaped(LOWER_U);
  }

  private endString(): void {
    if (this.tokenIsKey) this.storeKey(this.text);
    else this.store(this.text);
  }

  private readNumber(chunk: string, index: number): number {
    let at = index;
    while (at < chunk.length) {
      const code = chunk.charCodeAt(at);
      const next = stepJsonNumber(this.numberState, code);
      if (next === -1) return this.endNumber(chunk, index, at, code);
      this.numberState = next;
      at += 1;
    }
    this.text += chunk.slice(index, at);
    return at;
  }

  /**
   * The number ends before `chunk[index]` (`code`, `NaN` at the end of the text); this chunk
   * holds its characters from `from` on.
   */
  private endNumber(chunk: string, from: number, index: number, code: number): number {
    const shape = endJsonNumber(this.numberState);
    if (shape !== 'integer' && shape !== 'fraction') {
      const problem = problemAt(
        'unreadable',
        this.position(index),
        `expected ${shape}, found ${describeAt(chunk, index)}`,
      );
      const atEnd = Number.isNaN(code);
      // A number the text was cut off in (`2.`, `2e`, `-`) is completed with 0.
      if (this.strict || (!atEnd && !isSpace(code) && code !== COMMA)) return this.stop(problem);
      if (!atEnd) this.cutNumber = problem;
      this.repair('truncated-number', this.tokenAt);
      this.store(Number(`${this.text}${chunk.slice(from, index)}0`));
      return index;
    }
    if (isIdentifierPart(code) || code === DOT) {
      return this.fail(
        this.position(index),
        `unexpected character in a number: ${describeAt(chunk, index)}`,
      );
    }
    if (shape === 'integer' && this.text === '') {
      const value = shortInteger(chunk, from, index, this.maxIntegerDigits);
      if (value !== undefined) {
        this.store(value);
        return index;
      }
    }
    const digits = this.text + chunk.slice(from, index);
    if (
      shape === 'integer' &&
      digits.length - (digits.charCodeAt(0) === MINUS ? 1 : 0) > this.maxIntegerDigits
    ) {
      const problem = problemAt(
        'too-large',
        this.tokenAt,
        `an integer of ${digits.length} digits, more than the limit of ${this.maxIntegerDigits}`,
      );
      return this.refuse(problem, this.depth(), index);
    }
    const value = Number(digits);
    if (shape === 'integer' && !Number.isSafeInteger(value) && this.bigIntegers !== 'number') {
      this.store(this.bigIntegers === 'bigint' ? BigInt(digits) : digits);
    } else {
      this.store(value);
    }
    return index;
  }

  private readWord(chunk: string, index: number): number {
    let at = index;
    while (at < chunk.length && isIdentifierPart(chunk.charCodeAt(at))) at += 1;
    this.text += chunk.slice(index, at);
    if (at < chunk.length) return this.endWord(chunk.charCodeAt(at)) ? at + 1 : at;
    return at;
  }

  /** The word ends before `code` (`NaN` at the end of the text); returns whether `code` is used. */
  private endWord(code: number): boolean {
    const word = this.text;
    if (code === DOUBLE_QUOTE && !this.strict) {
      // `abc"`: a string whose opening quote was left out.
      this.repair('missing-opening-quote', this.tokenAt);
      this.endString();
      return true;
    }
    if (this.tokenIsKey) {
      this.storeKey(word);
    } else if (word === 'true' || word === 'false' || word === 'null') {
      this.store(word === 'null' ? null : word === 'true');
    } else if (word === 'True' || word === 'False' || word === 'None') {
      this.repair('python-literal', this.tokenAt);
      this.store(word === 'None' ? null : word === 'True');
    } else if (word === 'undefined' && !this.strict) {
      this.repair('undefined-literal', this.tokenAt);
      this.store(null);
    } else if (this.isStringWord()) {
      this.readWordAsString(code);
    } else if (Number.isNaN(code)) {
      this.failWord(code);
    } else {
      // A bare word could be meant as a string, a variable or a typo: guessing would hand
      // the function a value nobody wrote, so the JSON dialect refuses it, naming it.
      this.mode = AFTER_WORD;
      return false;
    }
    return false;
  }

  /** Whether the word being read is the value of a key declared a string (`stringKeys`). */
  private isStringWord(): boolean {
    const keys = this.stringKeys;
    return (
      keys !== undefined &&
      !this.strict &&
      this.container !== undefined &&
      !this.containerIsArray &&
      keys.has(this.containerKey)
    );
  }

  /**
   * A word where a string is declared: it goes on, as a loose-dialect word does, to the next
   * comma, line break or closing bracket (`New York`), and is read as that string.
   */
  private readWordAsString(next: number): void {
    this.mode = BARE;
    if (Number.isNaN(next)) this.endBare();
  }

  /** Blanks after a word that is no value: what follows names what the word was. */
  private readAfterWord(chunk: string, index: number): number {
    let at = index;
    while (at < chunk.length && isSpace(chunk.charCodeAt(at))) at += 1;
    if (at < chunk.length) this.failWord(chunk.charCodeAt(at));
    return at;
  }

  private failWord(next: number): number {
    const word = this.text;
    if (next === OPEN_PAREN) {
      if (MONGO_WRAPPERS.has(word)) {
        return this.fail(
          this.tokenAt,
          `a MongoDB wrapper ${word}(...) where a value belongs; write the value itself`,
        );
      }
      return this.fail(
        this.tokenAt,
        this.container === undefined
          ? `JSONP: the call ${word}(...) around the value; send the JSON alone`
          : `a function call ${word}(...) where a value belongs; JSON has no calls`,
      );
    }
    if (next === COLON && URL_SCHEMES.has(word.toLowerCase())) {
      return this.fail(this.tokenAt, `an unquoted URL (${word}:...); quote it as a string`);
    }
    const cut = Number.isNaN(next) ? ' (cut off at the end of the text?)' : '';
    return this.fail(this.tokenAt, `unexpected word '${word}'${cut}; quote strings with "`);
  }

  /** Dots where a value belongs: `...` is an ellipsis, a lone `.` a number without digits. */
  private readDots(chunk: string, index: number): number {
    let at = index;
    while (at < chunk.length && chunk.charCodeAt(at) === DOT) {
      this.count += 1;
      at += 1;
    }
    if (at < chunk.length) this.failDots();
    return at;
  }

  private failDots(): number {
    if (this.count >= 3) {
      return this.fail(
        this.tokenAt,
        "an ellipsis '...' where items were left out; JSON has no ellipsis, send every item",
      );
    }
    return this.fail(this.tokenAt, `${this.unexpected("'.'")}; a number begins with a digit`);
  }

  private startBackticks(index: number): void {
    this.tokenAt = this.position(index);
    this.count = 1;
    this.mode = BACKTICKS;
  }

  /** Backticks: one opens a string (`` `a´ ``), three a markdown code fence around the value. */
  private readBackticks(chunk: string, index: number): number {
    let at = index;
    while (at < chunk.length && chunk.charCodeAt(at) === BACKTICK) {
      this.count += 1;
      at += 1;
    }
    if (at < chunk.length) this.endBackticks(true);
    return at;
  }

  /** The backticks end (before more text, or at the end of it). */
  private endBackticks(more: boolean): void {
    const fence = this.count >= 3;
    if (fence && this.container === undefined) {
      this.repair('code-fence', this.tokenAt);
      this.mode = this.rootDone ? TRAILING : FENCE_LANGUAGE;
      return;
    }
    if (this.count === 1 && !this.rootDone) {
      // `` `a´ ``: a string in typographic quotes; what follows the backtick is its text.
      this.beginString(this.tokenAt, BACKTICK, this.tokenIsKey);
      if (!more) this.endOpenString();
      return;
    }
    this.fail(
      this.tokenAt,
      fence
        ? 'a markdown code fence (```) inside an object or array; send the JSON alone'
        : this.unexpected("'`'"),
    );
  }

  /** The language name after an opening fence (```json), up to the value. */
  private readFenceLanguage(chunk: string, index: number): number {
    let at = index;
    while (at < chunk.length && isIdentifierPart(chunk.charCodeAt(at))) at += 1;
    if (at < chunk.length) this.mode = STRUCTURE;
    return at;
  }

  /** A backslash between tokens: `\"` begins JSON written as the contents of a string. */
  private readAfterBackslash(chunk: string, index: number): number {
    // Once unescaped, the text holds no more JSON written as a string: `\"` there is refused.
    if (chunk.charCodeAt(index) !== DOUBLE_QUOTE || this.rereadDepth > 0 || this.unescaping) {
      this.mode = STRUCTURE;
      return this.fail(this.slashAt, this.unexpected("'\\'"));
    }
    this.repair('escaped-json', this.slashAt);
    this.mode = STRUCTURE;
    this.unescaping = true;
    this.unescapeSwitched = true;
    // The quote is read again, unescaped, as the start of the string it begins.
    return index;
  }

  /**
   * A loose-dialect word: it runs to a comma, a line break, `}` or `]` (and `:` or `=` for a
   * key, `endsAt` outside its own parentheses), so `max(1, 2)` is one word.
   */
  private readBare(chunk: string, index: number): number {
    let at = index;
    let done = false;
    for (; at < chunk.length; at += 1) {
      const code = chunk.charCodeAt(at);
      if (code === COMMA) done = this.parenDepth === 0;
      else if (code === OPEN_PAREN) this.parenDepth += 1;
      else if (code === CLOSE_PAREN) {
        if (this.parenDepth > 0) this.parenDepth -= 1;
        else done = this.endsAt === CLOSE_PAREN;
      } else {
        done =
          isLineBreak(code) ||
          code === CLOSE_BRACE ||
          code === CLOSE_BRACKET ||
          (this.tokenIsKey && (code === COLON || code === EQUALS));
      }
      if (done) break;
    }
    this.text += chunk.slice(index, at);
    if (done) this.endBare();
    return at;
  }

  private endBare(): void {
    const text = this.text.trim();
    if (this.tokenIsKey) {
      this.storeKey(text);
      return;
    }
    const word = readBareWord(text);
    if (word.repair !== undefined) this.repair(word.repair, this.tokenAt);
    this.store(word.value);
  }

  private readAfterSlash(chunk: string, index: number): number {
    const code = chunk.charCodeAt(index);
    if (code === SLASH || code === ASTERISK) {
      this.repair('comment', this.slashAt);
      this.mode = code === SLASH ? LINE_COMMENT : BLOCK_COMMENT;
      this.starRead = false;
      return index + 1;
    }
    // A lone `/` is no comment, and nothing in JSON begins with one.
    this.mode = this.resumeMode();
    if (this.mode === STRUCTURE && this.expectsValue()) {
      return this.fail(
        this.slashAt,
        'a regular expression (/.../) where a value belongs; JSON has none, quote it as a string',
      );
    }
    return this.fail(this.slashAt, this.unexpected("'/'"));
  }

  private readBlockComment(chunk: string, index: number): number {
    let at = index;
    while (at < chunk.length) {
      const code = chunk.charCodeAt(at);
      at += 1;
      if (this.starRead && code === SLASH) {
        this.mode = this.resumeMode();
        return at;
      }
      this.starRead = code === ASTERISK;
    }
    return at;
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
