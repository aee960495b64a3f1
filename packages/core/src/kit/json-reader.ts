import type { Repair } from '../repair.js';
import { readBareWord } from './bare-word.js';
import {
  ASTERISK,
  BACKSLASH,
  BYTE_ORDER_MARK,
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
  LOWER_B,
  LOWER_F,
  LOWER_N,
  LOWER_R,
  LOWER_T,
  LOWER_U,
  MINUS,
  OPEN_BRACE,
  OPEN_BRACKET,
  OPEN_PAREN,
  SINGLE_QUOTE,
  SLASH,
  SPACE,
} from './char-codes.js';
import { createRepair } from './create-repair.js';
import {
  endJsonNumber,
  type JsonNumberState,
  NUMBER_START,
  stepJsonNumber,
} from './json-number.js';
import { REPAIR_CODES, type RepairCode } from './repair-code.js';
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
}

/** Why a JSON text could not be read. */
export interface JsonProblem {
  /** Unreadable text, or a size or depth limit passed. */
  readonly reason: 'unreadable' | 'too-large' | 'too-deep';
  /** The UTF-16 offset in the JSON text where reading stopped. */
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
   * character it could not read.
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
   * Whether a whole value has been read, so that the text could end here with no repair: `false`
   * while a bracket or string is open or a key waits for its value. (A number or word at the top
   * level is whole only once a character or the end of the text ends it.)
   */
  readonly complete: boolean;
}

const DEFAULT_MAX_DEPTH = 100;

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

// Where an open object or array stands.
const START = 0;
const AFTER_COMMA = 1;
const AFTER_KEY = 2;
const AFTER_COLON = 3;
const AFTER_VALUE = 4;

interface Frame {
  readonly isArray: boolean;
  readonly target: Record<string, unknown> | unknown[];
  key: string;
  state: number;
  commaAt: number;
}

/** Ends a write: the reader failed at `position`. Never leaves the reader. */
class ReaderStop {
  constructor(readonly problem: JsonProblem) {}
}

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
  return isLineBreak(code) ? 'a line break' : `'${chunk.charAt(index)}'`;
}

/** The one-line meaning of a code, as the middle of a sentence. */
function repairPhrase(code: RepairCode): string {
  const meaning: string = REPAIR_CODES[code];
  return `${meaning.charAt(0).toLowerCase()}${meaning.slice(1, -1)}`;
}

class StreamingJsonReader implements JsonReader {
  status: 'reading' | 'done' | 'failed' = 'reading';
  value: unknown;
  repairs: Repair[] = [];
  problem: JsonProblem | undefined;

  private readonly loose: boolean;
  private readonly maxDepth: number;
  private readonly bigIntegers: BigIntegerMode;
  private readonly strict: boolean;
  private readonly endsAt: number;
  private readonly whole: boolean;

  private readonly stack: Frame[] = [];
  private readonly made = new Map<RepairCode, { count: number; position: number }>();
  private mode = STRUCTURE;
  /** The offset of the next character to read, in the whole JSON text. */
  private offset = 0;
  /** The offset of index 0 of the chunk being read. */
  private base = 0;
  private rootDone = false;

  // The token being read: its text so far, where it began, whether it is an object key.
  private text = '';
  private tokenAt = 0;
  private tokenIsKey = false;
  private quote = 0;
  /** 0: none; 1: after a backslash; 2: inside `\u`, with `hex` read so far. */
  private escape = 0;
  private escapeAt = 0;
  private hex = '';
  private numberState: JsonNumberState = NUMBER_START;
  private parenDepth = 0;
  private slashAt = 0;
  private starRead = false;

  constructor(options: JsonReaderOptions) {
    this.loose = options.dialect === 'loose';
    this.maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
    this.bigIntegers = options.bigIntegers ?? 'bigint';
    this.strict = options.strict === true;
    this.endsAt = this.loose ? (options.endsAt ?? -1) : -1;
    this.whole = options.whole === true;
  }

  get inString(): boolean {
    return this.mode === STRING;
  }

  get complete(): boolean {
    return this.rootDone;
  }

  write(chunk: string, from = 0): number {
    if (this.status !== 'reading') return from;
    this.base = this.offset - from;
    let index = from;
    if (this.offset === 0 && this.whole && chunk.charCodeAt(index) === BYTE_ORDER_MARK) {
      index += 1;
    }
    try {
      while (index < chunk.length && this.status === 'reading') {
        switch (this.mode) {
          case STRING:
            index = this.readString(chunk, index);
            break;
          case NUMBER:
            index = this.readNumber(chunk, index);
            break;
          case WORD:
            index = this.readWord(chunk, index);
            break;
          case BARE:
            index = this.readBare(chunk, index);
            break;
          case SLASH_READ:
            index = this.readAfterSlash(chunk, index);
            break;
          case LINE_COMMENT:
            while (index < chunk.length && !isLineBreak(chunk.charCodeAt(index))) index += 1;
            if (index < chunk.length) this.mode = this.resumeMode();
            break;
          case BLOCK_COMMENT:
            index = this.readBlockComment(chunk, index);
            break;
          default:
            index = this.readStructure(chunk, index);
        }
      }
    } catch (error) {
      if (!(error instanceof ReaderStop)) throw error;
      this.status = 'failed';
      this.problem = error.problem;
      index = Math.min(chunk.length, Math.max(from, error.problem.position - this.base));
    }
    this.offset = this.base + index;
    return index;
  }

  end(): void {
    if (this.status !== 'reading') return;
    // What `end` finds, it finds at the end of the text.
    this.base = this.offset;
    try {
      this.endToken();
      if (!this.rootDone && this.stack.length === 0) {
        this.fail(this.offset, 'expected a value, found the end of the text');
      }
      while (this.stack.length > 0) {
        const frame = this.stack[this.stack.length - 1] as Frame;
        if (frame.state === AFTER_KEY || frame.state === AFTER_COLON) {
          this.fail(this.offset, this.unexpected('the end of the text'));
        }
        if (frame.state === AFTER_COMMA) this.repair('trailing-comma', frame.commaAt);
        this.repair('missing-closing-bracket', this.offset);
        this.pop();
      }
      this.finish();
    } catch (error) {
      if (!(error instanceof ReaderStop)) throw error;
      this.status = 'failed';
      this.problem = error.problem;
    }
  }

  /** Closes the token the text ended in, as if a blank followed it. */
  private endToken(): void {
    switch (this.mode) {
      case STRING:
        if (this.escape === 1) {
          // A backslash as the last character: the string was cut off right there.
          this.repair('missing-closing-quote', this.escapeAt);
          this.text += '\\';
        } else {
          if (this.escape === 2) this.keepShortUnicodeEscape();
          this.repair('missing-closing-quote', this.tokenAt);
        }
        this.endString();
        break;
      case NUMBER:
        this.endNumber('', 0, 0, Number.NaN);
        break;
      case WORD:
        this.endWord();
        break;
      case BARE:
        this.endBare();
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

  private fail(
    position: number,
    detail: string,
    reason: JsonProblem['reason'] = 'unreadable',
  ): never {
    if (this.strict && reason === 'unreadable') {
      throw new ReaderStop(problemAt('unreadable', position, 'not standard JSON'));
    }
    throw new ReaderStop(problemAt(reason, position, detail));
  }

  private repair(code: RepairCode, position: number): void {
    if (this.strict) throw new ReaderStop(problemAt('unreadable', position, 'not standard JSON'));
    const seen = this.made.get(code);
    if (seen === undefined) this.made.set(code, { count: 1, position });
    else seen.count += 1;
  }

  private finish(): void {
    if (this.status !== 'reading') return;
    this.status = 'done';
    for (const [code, { count, position }] of this.made) {
      const times = count === 1 ? '' : ` (${count} times)`;
      this.repairs.push(
        createRepair(
          code,
          `JSON repaired: ${repairPhrase(code)}${times}, first at offset ${position}`,
        ),
      );
    }
  }

  private resumeMode(): number {
    return this.rootDone ? TRAILING : STRUCTURE;
  }

  /** What was expected where `found` stands, for the state the reader is in. */
  private unexpected(found: string): string {
    const frame = this.stack[this.stack.length - 1];
    if (frame === undefined) {
      return this.rootDone
        ? `unexpected text after the value: ${found}`
        : `expected a value, found ${found}`;
    }
    switch (frame.state) {
      case AFTER_KEY:
        return `expected ':' after the key "${frame.key}", found ${found}`;
      case AFTER_COLON:
        return `expected a value for the key "${frame.key}", found ${found}`;
      case AFTER_VALUE:
        return `expected ',' or '${frame.isArray ? ']' : '}'}', found ${found}`;
      default:
        return frame.isArray
          ? `expected a value, found ${found}`
          : `expected a key, found ${found}`;
    }
  }

  /** Between tokens: skips blanks (and comments), then reads one structural character. */
  private readStructure(chunk: string, index: number): number {
    const code = chunk.charCodeAt(index);
    if (isSpace(code)) return index + 1;
    if (code === SLASH && !this.loose) {
      this.slashAt = this.position(index);
      this.mode = SLASH_READ;
      return index + 1;
    }
    if (this.mode === TRAILING) {
      this.fail(this.position(index), this.unexpected(describeAt(chunk, index)));
    }
    const frame = this.stack[this.stack.length - 1];
    if (frame === undefined) return this.startValue(chunk, index, code);
    if (this.loose && (code === CLOSE_BRACE || code === CLOSE_BRACKET || code === CLOSE_PAREN)) {
      return this.closeLoosely(index, code);
    }
    switch (frame.state) {
      case START:
      case AFTER_COMMA: {
        const closer = frame.isArray ? CLOSE_BRACKET : CLOSE_BRACE;
        if (!this.loose && code === closer) {
          if (frame.state === AFTER_COMMA) this.repair('trailing-comma', frame.commaAt);
          this.pop();
          return index + 1;
        }
        if (frame.isArray) return this.startValue(chunk, index, code);
        if (this.loose && code === COMMA) {
          this.repair('extra-comma', this.position(index));
          return index + 1;
        }
        return this.startKey(chunk, index, code);
      }
      case AFTER_KEY:
        if (code === COLON || (this.loose && code === EQUALS)) {
          if (code === EQUALS) this.repair('equals-for-colon', this.position(index));
          frame.state = AFTER_COLON;
          return index + 1;
        }
        return this.fail(this.position(index), this.unexpected(describeAt(chunk, index)));
      case AFTER_COLON:
        return this.startValue(chunk, index, code);
      default:
        if (code === COMMA) {
          frame.state = AFTER_COMMA;
          frame.commaAt = this.position(index);
          return index + 1;
        }
        if (!this.loose && code === (frame.isArray ? CLOSE_BRACKET : CLOSE_BRACE)) {
          this.pop();
          return index + 1;
        }
        if (this.startsEntry(frame, code)) {
          // The entry is read from this character on, in the state after a comma.
          this.repair('missing-comma', this.position(index));
          frame.state = START;
          return index;
        }
        return this.fail(this.position(index), this.unexpected(describeAt(chunk, index)));
    }
  }

  /** Whether `code`, right after a value, begins another entry with its comma left out. */
  private startsEntry(frame: Frame, code: number): boolean {
    if (code === DOUBLE_QUOTE || code === SINGLE_QUOTE) return true;
    if (this.loose) {
      return (
        code === OPEN_BRACE ||
        code === OPEN_BRACKET ||
        code === MINUS ||
        isNameStart(code) ||
        isDigit(code)
      );
    }
    if (!frame.isArray) return isIdentifierPart(code);
    return code === OPEN_BRACE || code === OPEN_BRACKET || code === MINUS || isIdentifierPart(code);
  }

  private startValue(chunk: string, index: number, code: number): number {
    if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (this.stack.length >= this.maxDepth) {
        this.fail(
          this.position(index),
          `objects and arrays are nested deeper than ${this.maxDepth} levels`,
          'too-deep',
        );
      }
      const isArray = code === OPEN_BRACKET;
      this.stack.push({ isArray, target: isArray ? [] : {}, key: '', state: START, commaAt: 0 });
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
        this.fail(this.position(index), this.unexpected(describeAt(chunk, index)));
      }
      return this.startToken(BARE, index, false);
    }
    if (code === MINUS || isDigit(code)) {
      this.numberState = NUMBER_START;
      return this.startToken(NUMBER, index, false);
    }
    if (isIdentifierStart(code)) return this.startToken(WORD, index, false);
    return this.fail(this.position(index), this.unexpected(describeAt(chunk, index)));
  }

  private startKey(chunk: string, index: number, code: number): number {
    if (code === DOUBLE_QUOTE || code === SINGLE_QUOTE) return this.startString(index, code, true);
    if (this.loose) {
      if (code === OPEN_BRACE || code === OPEN_BRACKET || code === COLON) {
        this.fail(this.position(index), this.unexpected(describeAt(chunk, index)));
      }
      this.repair('unquoted-key', this.position(index));
      return this.startToken(BARE, index, true);
    }
    if (isIdentifierPart(code)) {
      this.repair('unquoted-key', this.position(index));
      return this.startToken(WORD, index, true);
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
    const frame = this.stack[this.stack.length - 1];
    if (frame === undefined) {
      this.value = value;
      this.rootDone = true;
      if (this.whole) this.mode = TRAILING;
      else this.finish();
      return;
    }
    if (Array.isArray(frame.target)) frame.target.push(value);
    else setOwn(frame.target, frame.key, value);
    frame.state = AFTER_VALUE;
  }

  private storeKey(key: string): void {
    this.mode = STRUCTURE;
    const frame = this.stack[this.stack.length - 1] as Frame;
    frame.key = key;
    frame.state = AFTER_KEY;
  }

  private pop(): void {
    const frame = this.stack.pop() as Frame;
    this.store(frame.target);
  }

  /**
   * A closing character in the loose dialect: it closes the innermost bracket of its kind and
   * those left open inside it; `endsAt` closes everything and is left unread; a closer that
   * matches nothing open is dropped.
   */
  private closeLoosely(index: number, code: number): number {
    const stack = this.stack;
    const wantArray = code === CLOSE_BRACKET;
    let match = code === CLOSE_PAREN ? -1 : stack.length - 1;
    while (match >= 0 && stack[match]?.isArray !== wantArray) match -= 1;
    if (match < 0 && code !== this.endsAt) {
      this.repair('extra-closing-bracket', this.position(index));
      return index + 1;
    }
    const top = stack[stack.length - 1] as Frame;
    if (match >= 0 && top.state === AFTER_COMMA) this.repair('trailing-comma', top.commaAt);
    // Only the innermost bracket can be waiting for a value: the ones around it hold it.
    if (top.state === AFTER_KEY || top.state === AFTER_COLON) {
      this.fail(this.position(index), `the key "${top.key}" has no value`);
    }
    const from = Math.max(match, 0);
    if (from < stack.length - 1 || match < 0) {
      this.repair('missing-closing-bracket', this.position(index));
    }
    while (stack.length > from) this.pop();
    return match < 0 ? index : index + 1;
  }

  private startString(index: number, quote: number, isKey: boolean): number {
    if (quote === SINGLE_QUOTE) this.repair('single-quoted-string', this.position(index));
    this.startToken(STRING, index, isKey);
    this.quote = quote;
    this.escape = 0;
    return index + 1;
  }

  private readString(chunk: string, index: number): number {
    let start = index;
    let at = index;
    while (at < chunk.length) {
      if (this.escape !== 0) {
        at = this.readEscape(chunk, at);
        start = at;
        continue;
      }
      const code = chunk.charCodeAt(at);
      if (code === this.quote) {
        this.text += chunk.slice(start, at);
        this.endString();
        return at + 1;
      }
      if (code === BACKSLASH) {
        this.text += chunk.slice(start, at);
        this.escape = 1;
        this.escapeAt = this.position(at);
        at += 1;
        start = at;
        continue;
      }
      if (code < SPACE) this.repair('control-character-in-string', this.position(at));
      at += 1;
    }
    this.text += chunk.slice(start, at);
    return at;
  }

  /** The character after a backslash, or the next hex digit of `\u`; returns the next index. */
  private readEscape(chunk: string, index: number): number {
    const code = chunk.charCodeAt(index);
    if (this.escape === 2) {
      const digit = hexValue(code);
      if (digit < 0) {
        // Fewer than four hex digits: kept as written, and the character read as text.
        this.keepShortUnicodeEscape();
        return index;
      }
      this.hex += chunk.charAt(index);
      if (this.hex.length === 4) {
        this.text += String.fromCharCode(Number.parseInt(this.hex, 16));
        this.escape = 0;
      }
      return index + 1;
    }
    this.escape = 0;
    switch (code) {
      case DOUBLE_QUOTE:
      case BACKSLASH:
      case SLASH:
        this.text += chunk.charAt(index);
        break;
      case LOWER_B:
        this.text += '\b';
        break;
      case LOWER_F:
        this.text += '\f';
        break;
      case LOWER_N:
        this.text += '\n';
        break;
      case LOWER_R:
        this.text += '\r';
        break;
      case LOWER_T:
        this.text += '\t';
        break;
      case LOWER_U:
        this.escape = 2;
        this.hex = '';
        break;
      case SINGLE_QUOTE:
        // JSON has no `\'`; inside single quotes it is the way to write the quote.
        if (this.quote !== SINGLE_QUOTE) this.repair('invalid-escape', this.escapeAt);
        this.text += "'";
        break;
      default:
        // An unknown escape keeps its backslash, so that `C:\Users` arrives as written.
        this.repair('invalid-escape', this.escapeAt);
        this.text += `\\${chunk.charAt(index)}`;
    }
    return index + 1;
  }

  private keepShortUnicodeEscape(): void {
    this.repair('invalid-escape', this.escapeAt);
    this.text += `\\u${this.hex}`;
    this.escape = 0;
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
      this.fail(this.position(index), `expected ${shape}, found ${describeAt(chunk, index)}`);
    }
    if (isIdentifierPart(code) || code === DOT) {
      this.fail(
        this.position(index),
        `unexpected character in a number: ${describeAt(chunk, index)}`,
      );
    }
    const digits = this.text + chunk.slice(from, index);
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
    if (at < chunk.length) this.endWord();
    return at;
  }

  private endWord(): void {
    const word = this.text;
    if (this.tokenIsKey) {
      this.storeKey(word);
    } else if (word === 'true' || word === 'false' || word === 'null') {
      this.store(word === 'null' ? null : word === 'true');
    } else if (word === 'True' || word === 'False' || word === 'None') {
      this.repair('python-literal', this.tokenAt);
      this.store(word === 'None' ? null : word === 'True');
    } else {
      // A bare word could be meant as a string, a variable or a typo: guessing would hand
      // the function a value nobody wrote, so the JSON dialect refuses it.
      this.fail(this.tokenAt, `unexpected word '${word}'; quote strings with "`);
    }
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
 * on any text and never goes deeper than `maxDepth`, since it keeps its own stack.
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
