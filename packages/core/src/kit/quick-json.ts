import type { Repair } from '../repair.js';
import {
  ASTERISK,
  BACKSLASH,
  BACKTICK,
  BYTE_ORDER_MARK,
  CARRIAGE_RETURN,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  COLON,
  COMMA,
  DIGIT_0,
  DOT,
  DOUBLE_QUOTE,
  hexValue,
  isDigit,
  isIdentifierPart,
  isIdentifierStart,
  isLineBreak,
  isSpace,
  LINE_FEED,
  LOWER_U,
  MINUS,
  OPEN_BRACE,
  OPEN_BRACKET,
  SINGLE_QUOTE,
  SLASH,
  SPACE,
  TAB,
} from './char-codes.js';
import {
  END_DOUBLE_LIKE,
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
  EXACT_DIGITS,
  endJsonNumber,
  type JsonNumberState,
  NUMBER_START,
  stepJsonNumber,
} from './json-number.js';
import type { RepairCode } from './repair-code.js';
import { type MadeRepair, reportRepairs, tallyRepair } from './repair-tally.js';
import { setOwn } from './set-own.js';

/**
 * What a whole JSON text read in one pass gave: its value and the repairs made to read it, in
 * the shape of `safeRepairJson`'s result.
 */
export interface QuickJson {
  readonly ok: true;
  readonly value: unknown;
  readonly repairs: Repair[];
}

/**
 * The deepest nesting read in one pass: each level is a call on the stack, so deeper text is
 * left to the streaming reader, which keeps its own stack.
 */
const MAX_QUICK_DEPTH = 256;

/** What a step returns for text it leaves to the streaming reader. */
const LEFT = Symbol('left to the streaming reader');
/** What {@link QuickJsonReader.skipBlanks} returns at the end of the text. */
const END = -1;
/** What {@link QuickJsonReader.skipBlanks} returns where the streaming reader must decide. */
const LEAVE = -2;

// Where an open object or array stands, as in the streaming reader.
const START = 0;
const AFTER_COMMA = 1;
const AFTER_KEY = 2;
const AFTER_COLON = 3;
const AFTER_VALUE = 4;

/**
 * Reads a whole text as one JSON value in one pass, as `createJsonReader` with `whole: true`
 * reads it in the JSON dialect: standard JSON and the repairs models need most (quotes of every
 * kind, unquoted keys, missing and trailing commas, missing colons, comments, code fences,
 * escapes and control characters in strings, a quote kept inside a string, a string left open
 * and where it is cut, closers of another kind, what the end of the text cut off, Python's
 * constants, JSON written as a string's contents). The value and repairs, codes, counts and
 * first offsets included, are the streaming reader's. What it does not know (a cut inside text
 * read again, an integer past 15 digits, nesting past 256 levels, anything the reader refuses)
 * gives `undefined` at once: the streaming reader reads that text from the start, so nothing is
 * guessed at. Keeping its stack on the call stack and its state in locals, it reads two to
 * three times as fast as the streaming reader.
 *
 * @example
 * ```ts
 * quickReadJson("{a: 'b', c: [1, 2,]}", 100, 4300, false);
 * // { ok: true, value: { a: 'b', c: [1, 2] }, repairs: [unquoted-key ×2, single-quoted-string, trailing-comma] }
 * quickReadJson('{"a": "b, c]', 100, 4300, false); // undefined: the streaming reader cuts the string
 * ```
 */
export function quickReadJson(
  text: string,
  maxDepth: number,
  maxIntegerDigits: number,
  strict: boolean,
): QuickJson | undefined {
  const reader = READER;
  reader.reset(text, Math.min(maxDepth, MAX_QUICK_DEPTH), maxIntegerDigits, strict);
  let value: unknown;
  try {
    value = reader.read();
  } catch (error) {
    // A stack too short for the nesting: the streaming reader needs none.
    if (error instanceof RangeError) return undefined;
    throw error;
  } finally {
    // No text is kept past its read.
    reader.text = '';
  }
  return value === LEFT ? undefined : { ok: true, value, repairs: reportRepairs(reader.made) };
}

/**
 * The characters below 128 that a string's loop looks at twice, by code: quotes, the
 * backslash, control characters and those a string left open may be cut at.
 */
const STRING_STOPS = new Uint8Array(128);
for (let code = 0; code < 128; code += 1) {
  const quote = code === DOUBLE_QUOTE || code === SINGLE_QUOTE || code === BACKTICK;
  STRING_STOPS[code] = quote || code === BACKSLASH || code < SPACE || isNotedInString(code) ? 1 : 0;
}

/**
 * Where a string that may have been left open could be cut, as the streaming reader notes it:
 * its first comma, bracket, brace, line break, `+` or comment, and its last comma, each with
 * the length of the string's text before it and the end of its last escape there.
 */
class StringCuts {
  cutAt = -1;
  cutLength = 0;
  cutEscapeEnd = 0;
  commaAt = -1;
  commaLength = 0;
  commaEscapeEnd = 0;
  /** The first quote kept inside the string as one of its characters, and the length before it. */
  innerQuoteAt = -1;
  innerQuoteLength = 0;

  /**
   * Notes `code` at `at` in the string opened at `opening`: a comma always, the rest while no
   * place to cut is known. A `/` is a place to cut where a comment begins (`//` not after `:`).
   */
  note(
    code: number,
    at: number,
    length: number,
    escapeEnd: number,
    text: string,
    opening: number,
  ): void {
    if (code === SLASH) {
      const next = text.charCodeAt(at + 1);
      const afterColon = at > opening + 1 && text.charCodeAt(at - 1) === COLON;
      if (next === ASTERISK || (next === SLASH && !afterColon)) this.markCut(at, length, escapeEnd);
      return;
    }
    if (this.cutAt < 0) this.markCut(at, length, escapeEnd);
    if (code === COMMA) {
      this.commaAt = at;
      this.commaLength = length;
      this.commaEscapeEnd = escapeEnd;
    }
  }

  private markCut(at: number, length: number, escapeEnd: number): void {
    this.cutAt = at;
    this.cutLength = length;
    this.cutEscapeEnd = escapeEnd;
  }
}

/** The first `length` characters of a string's `value` without the spaces written at their end. */
function trimmed(value: string, length: number, escapeEnd: number): string {
  let end = length;
  while (end > escapeEnd && value.charCodeAt(end - 1) === SPACE) end -= 1;
  return value.slice(0, end);
}

/**
 * The reader of one text at a time, used over and over: a read runs to its end before the next
 * begins (nothing it calls reads JSON), so one reader and its notes serve every call.
 */
class QuickJsonReader {
  text = '';
  /** The offset of the next character to read. */
  at = 0;
  /** Whether a line break was read since the last value, as in the streaming reader. */
  lineBreak = false;
  made: MadeRepair[] | undefined;
  /** Where the string being read could be cut. */
  private readonly cuts = new StringCuts();
  /** How many characters were read again after cuts, and the end of the last text read again. */
  private readAgain = 0;
  private readAgainTo = 0;
  /**
   * The offset of `text[0]` in the text given: 0, or, once JSON written as a string's contents
   * was unescaped, where the unescaped text begins (offsets then count unescaped characters,
   * as the streaming reader counts them).
   */
  private base = 0;
  private maxDepth = 0;
  private maxIntegerDigits = 0;
  private strict = false;
  /** Whether each open object or array is an array (1) or an object (0), outermost first. */
  private readonly arrays = new Uint8Array(MAX_QUICK_DEPTH);
  /**
   * A closer of another kind than the innermost bracket closes every level down to this one
   * (0 the outermost), the ones around the innermost closed as it is handed back; else -1.
   */
  private closeTo = -1;
  /**
   * An object closed where `{` or `[` begins the next item of the array around it: the state
   * that array reads on in (`AFTER_VALUE`, or `AFTER_COMMA` where a key was expected); else 0.
   */
  private intoArray = 0;

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
  private closeOuter(depth: number, array: number): boolean {
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
  private closesWith(depth: number): boolean {
    if (this.closeTo < 0) return false;
    if (this.closeTo === depth - 1) {
      this.closeTo = -1;
      this.at += 1;
    }
    return true;
  }

  /** Counts a repair made at `position`; `false` in strict mode, which refuses every repair. */
  private repair(code: RepairCode, position: number): boolean {
    if (this.strict) return false;
    this.made = tallyRepair(this.made, code, this.base + position);
    return true;
  }

  read(): unknown {
    if (this.text.charCodeAt(0) === BYTE_ORDER_MARK) this.at = 1;
    // Before the value: blanks, comments and code fences with their language.
    let code = this.skipBlanks();
    while (code === BACKTICK && this.text.charCodeAt(this.at + 1) === BACKTICK) {
      if (!this.fence()) return LEFT;
      while (isIdentifierPart(this.text.charCodeAt(this.at))) this.at += 1;
      code = this.skipBlanks();
    }
    if (code < 0) return LEFT;
    const value = this.readValue(code, 0);
    if (value === LEFT) return LEFT;
    // After it: blanks, comments, code fences, closers left over and one comma.
    let commaAt = -1;
    for (;;) {
      code = this.skipBlanks();
      if (code === END) {
        return commaAt < 0 || this.repair('trailing-comma', commaAt) ? value : LEFT;
      }
      if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
        if (!this.repair('extra-closing-bracket', this.at)) return LEFT;
        this.at += 1;
      } else if (code === COMMA && commaAt < 0 && !this.strict) {
        commaAt = this.at;
        this.at += 1;
      } else if (code !== BACKTICK || !this.fence()) {
        return LEFT;
      }
    }
  }

  /** Backticks at the top level: three or more are a code fence; fewer are the reader's. */
  private fence(): boolean {
    const from = this.at;
    let at = from;
    while (this.text.charCodeAt(at) === BACKTICK) at += 1;
    if (at - from < 3 || !this.repair('code-fence', from)) return false;
    this.at = at;
    return true;
  }

  /** The character at the next token: {@link skipBlanks}, with no call where no blank is. */
  private next(): number {
    const code = this.text.charCodeAt(this.at);
    return code > SPACE && code < 0xa0 && code !== SLASH ? code : this.skipBlanks();
  }

  /**
   * Skips blanks, comments and spaces JSON does not know; returns the character after them,
   * {@link END} at the end of the text, or {@link LEAVE} at a `/` that begins no comment.
   */
  private skipBlanks(): number {
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

  /** The value that begins with `code`, inside `depth` open objects and arrays. */
  private readValue(code: number, depth: number): unknown {
    if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (depth >= this.maxDepth) return LEFT;
      return code === OPEN_BRACE ? this.readObject(depth + 1) : this.readArray(depth + 1);
    }
    if (code === DOUBLE_QUOTE || code === SINGLE_QUOTE) return this.readString(code);
    if (code === MINUS || isDigit(code)) return this.readNumber();
    if (isIdentifierStart(code)) return this.readWord();
    return this.readOtherString(code);
  }

  /**
   * A string in typographic quotes or one backtick where a value or key belongs, or, at `\"`,
   * the start of JSON written as a string's contents.
   */
  private readOtherString(code: number): unknown {
    const next = this.text.charCodeAt(this.at + 1);
    if (code === BACKSLASH && next === DOUBLE_QUOTE) {
      return this.unescape() ? this.readString(DOUBLE_QUOTE) : LEFT;
    }
    const quoted = isOpeningQuote(code) || (code === BACKTICK && next !== BACKTICK);
    return quoted ? this.readString(code) : LEFT;
  }

  /**
   * Reads on in the text from the quote after the backslash at `at` unescaped once, as the
   * streaming reader reads JSON written as a string's contents (`{\"a\": 1}`): once, and not
   * inside text read again.
   */
  private unescape(): boolean {
    const text = this.text;
    const at = this.at;
    if (this.base > 0 || at < this.readAgainTo || !this.repair('escaped-json', at)) return false;
    let decoded = '';
    let start = at + 1;
    for (let index = start; index < text.length; index += 1) {
      if (text.charCodeAt(index) !== BACKSLASH) continue;
      decoded += text.slice(start, index);
      index += 1;
      // A backslash at the very end stands for nothing.
      if (index < text.length) {
        decoded += unescapedCharacter(text.charCodeAt(index), text.charAt(index));
      }
      start = index + 1;
    }
    decoded += text.slice(start);
    this.text = decoded;
    this.base = at + 1;
    this.at = 0;
    return true;
  }

  private readObject(depth: number): unknown {
    const object: Record<string, unknown> = {};
    this.arrays[depth - 1] = 0;
    this.at += 1;
    let state = START;
    let key = '';
    let commaAt = 0;
    for (;;) {
      const code = this.next();
      if (code === LEAVE) return LEFT;
      if (code === END) {
        // Cut off: the value of a key is null, then the object is closed.
        if (state === AFTER_KEY || state === AFTER_COLON) {
          if (!this.repair('missing-value', this.text.length)) return LEFT;
          setOwn(object, key, null);
        } else if (state === AFTER_COMMA && !this.repair('trailing-comma', commaAt)) {
          return LEFT;
        }
        return this.repair('missing-closing-bracket', this.text.length) ? object : LEFT;
      }
      if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
        if (state === AFTER_KEY || state === AFTER_COLON) return LEFT;
        if (state === AFTER_COMMA && !this.repair('trailing-comma', commaAt)) return LEFT;
        if (code === CLOSE_BRACE) this.at += 1;
        else if (!this.closeOuter(depth, 1)) return LEFT;
        return object;
      }
      if (state === AFTER_VALUE) {
        if (code === COMMA) {
          state = AFTER_COMMA;
          commaAt = this.at;
          this.at += 1;
        } else if (
          startsJsonEntry(code, false, this.lineBreak) &&
          this.repair('missing-comma', this.at)
        ) {
          state = START;
        } else {
          return this.closeIntoArray(code, depth, AFTER_VALUE) ? object : LEFT;
        }
      } else if (state === AFTER_KEY) {
        if (code === COLON) this.at += 1;
        else if (!startsJsonValue(code) || !this.repair('missing-colon', this.at)) return LEFT;
        state = AFTER_COLON;
      } else if (state === AFTER_COLON) {
        const value = this.readValue(code, depth);
        if (value === LEFT) return LEFT;
        setOwn(object, key, value);
        state = AFTER_VALUE;
        this.lineBreak = false;
        if (this.closesWith(depth)) return object;
      } else if (code === COMMA && state === START) {
        if (!this.repair('extra-comma', this.at)) return LEFT;
        this.at += 1;
      } else if (this.closeIntoArray(code, depth, AFTER_COMMA)) {
        return object;
      } else {
        const read =
          code === DOUBLE_QUOTE || code === SINGLE_QUOTE
            ? this.readString(code)
            : isIdentifierPart(code)
              ? this.repair('unquoted-key', this.at)
                ? this.readKeyWord()
                : LEFT
              : this.readOtherString(code);
        if (read === LEFT) return LEFT;
        key = read as string;
        state = AFTER_KEY;
      }
    }
  }

  /**
   * Whether the object at `depth` closes where `{` or `[` (`code`) begins the next item of the
   * array around it (`[{"a": 1 {"a": 2}]`); the array reads on in `state`.
   */
  private closeIntoArray(code: number, depth: number, state: number): boolean {
    if ((code !== OPEN_BRACE && code !== OPEN_BRACKET) || depth < 2) return false;
    if (this.arrays[depth - 2] !== 1 || !this.repair('missing-closing-bracket', this.at)) {
      return false;
    }
    this.intoArray = state;
    return true;
  }

  private readArray(depth: number): unknown {
    // Made with its first item, as the streaming reader makes it.
    let array: unknown[] | undefined;
    this.arrays[depth - 1] = 1;
    this.at += 1;
    let state = START;
    let commaAt = 0;
    for (;;) {
      const code = this.next();
      if (code === LEAVE) return LEFT;
      if (code === END) {
        if (state === AFTER_COMMA && !this.repair('trailing-comma', commaAt)) return LEFT;
        return this.repair('missing-closing-bracket', this.text.length) ? (array ?? []) : LEFT;
      }
      if (code === CLOSE_BRACKET || code === CLOSE_BRACE) {
        if (state === AFTER_COMMA && !this.repair('trailing-comma', commaAt)) return LEFT;
        if (code === CLOSE_BRACKET) this.at += 1;
        else if (!this.closeOuter(depth, 0)) return LEFT;
        return array ?? [];
      }
      if (state === AFTER_VALUE) {
        if (code === COMMA) {
          state = AFTER_COMMA;
          commaAt = this.at;
          this.at += 1;
        } else if (
          startsJsonEntry(code, true, this.lineBreak) &&
          this.repair('missing-comma', this.at)
        ) {
          state = START;
        } else {
          return LEFT;
        }
      } else if (code === COMMA && state === START) {
        if (!this.repair('extra-comma', this.at)) return LEFT;
        this.at += 1;
      } else {
        const value = this.readValue(code, depth);
        if (value === LEFT) return LEFT;
        if (array === undefined) array = [value];
        else array.push(value);
        state = AFTER_VALUE;
        this.lineBreak = false;
        if (this.closesWith(depth)) return array;
        if (this.intoArray !== 0) {
          state = this.intoArray;
          this.intoArray = 0;
        }
      }
    }
  }

  /**
   * The string whose opening quote (`quote`) is at `at`, read as the streaming reader reads it.
   * A quote that may end it is decided by what follows: structure, a quote or a digit after
   * blanks, or the end of the text, ends the string there. Otherwise what stands before the
   * quote decides: after a comma the string was left open at its last comma; after other
   * structure it was left open at its first quote kept or first place to cut (a comma, a
   * bracket, a line break, ...), or ends at the quote; after anything else the quote is one of
   * its characters (`"a 24" screen"`). Where the text ends inside it, it was left open at its
   * first quote kept or place to cut when it ends in structure, else it ends at the end. A cut
   * inside text read again after a cut is the streaming reader's.
   */
  private readString(quote: number): unknown {
    const text = this.text;
    const opening = this.at;
    if (quote === SINGLE_QUOTE) {
      if (!this.repair('single-quoted-string', opening)) return LEFT;
    } else if (quote !== DOUBLE_QUOTE && !this.repair('typographic-quote', opening)) {
      return LEFT;
    }
    const kind = endKindOf(quote);
    const cuts = this.cuts;
    cuts.cutAt = -1;
    cuts.commaAt = -1;
    cuts.innerQuoteAt = -1;
    let value = '';
    /** The length of `value` up to the end of its last escape. */
    let escapeEnd = 0;
    /** The last character of that escape as written. */
    let escapeLast = 0;
    let start = opening + 1;
    let at = start;
    for (;;) {
      if (at >= text.length) {
        value += text.slice(start, at);
        break;
      }
      const code = text.charCodeAt(at);
      // Most characters of most strings are plain: out after one look-up.
      if (code < 128 ? STRING_STOPS[code] === 0 : kind < END_DOUBLE_LIKE) {
        at += 1;
        continue;
      }
      if (endsString(kind, code)) {
        value += text.slice(start, at);
        let next = at + 1;
        let after = text.charCodeAt(next);
        while (after === SPACE || after === TAB || after === CARRIAGE_RETURN) {
          next += 1;
          after = text.charCodeAt(next);
        }
        if (next >= text.length || followsStringEnd(after)) {
          this.at = at + 1;
          return value;
        }
        const before = lastSignificant(value, escapeEnd, escapeLast);
        if (before === COMMA) {
          if (cuts.commaAt < 0) return LEFT;
          return this.cut(
            value,
            opening,
            cuts.commaAt,
            cuts.commaLength,
            cuts.commaEscapeEnd,
            next,
          );
        }
        if (isStructural(before)) {
          return cuts.innerQuoteAt >= 0 || cuts.cutAt >= 0
            ? this.leftOpen(value, opening, next)
            : this.endAt(at + 1, value);
        }
        // A quote inside the string, as in `"a 24" screen"`: kept, with the blanks after it.
        if (!this.repair('unescaped-quote', at)) return LEFT;
        if (cuts.innerQuoteAt < 0) {
          cuts.innerQuoteAt = at;
          cuts.innerQuoteLength = value.length;
        }
        for (let blank = at + 1; blank < next; blank += 1) {
          if (
            text.charCodeAt(blank) !== SPACE &&
            !this.repair('control-character-in-string', blank)
          ) {
            return LEFT;
          }
        }
        value += text.slice(at, next);
        at = next;
        start = next;
        continue;
      }
      if (code === BACKSLASH) {
        value += text.slice(start, at);
        // An escape cut off by the end of the text is left out.
        if (this.escapeCutOff(at)) break;
        const escaped = this.readEscape(at, quote);
        if (escaped === undefined) return LEFT;
        value += escaped;
        escapeEnd = value.length;
        const length = text.charCodeAt(at + 1) === LOWER_U ? 6 : 2;
        escapeLast = text.charCodeAt(at + length - 1);
        at += length;
        start = at;
        continue;
      }
      if (code < SPACE && !this.controlCharacter(code, at)) return LEFT;
      if (code === COMMA || (cuts.cutAt < 0 && isNotedInString(code))) {
        cuts.note(code, at, value.length + (at - start), escapeEnd, text, opening);
      }
      at += 1;
    }
    // The text ended inside the string.
    if (
      (cuts.innerQuoteAt >= 0 || cuts.cutAt >= 0) &&
      isStructural(lastSignificant(value, escapeEnd, escapeLast))
    ) {
      return this.leftOpen(value, opening, text.length);
    }
    if (!this.repair('missing-closing-quote', opening)) return LEFT;
    return this.endAt(text.length, trimmed(value, value.length, escapeEnd));
  }

  /**
   * A string found at `decidedAt` to have been left open: it ends at its first quote kept
   * when that comes before its first place to cut, else at that place.
   */
  private leftOpen(value: string, opening: number, decidedAt: number): unknown {
    const cuts = this.cuts;
    if (cuts.innerQuoteAt >= 0 && (cuts.cutAt < 0 || cuts.innerQuoteAt < cuts.cutAt)) {
      const at = cuts.innerQuoteAt + 1;
      return this.readAgainFrom(at, decidedAt)
        ? this.endAt(at, value.slice(0, cuts.innerQuoteLength))
        : LEFT;
    }
    return this.cut(value, opening, cuts.cutAt, cuts.cutLength, cuts.cutEscapeEnd, decidedAt);
  }

  /**
   * Ends a string left open at offset `at`, its text the first `length` characters of `value`
   * without the spaces after its last escape, and reads on from `at`.
   */
  private cut(
    value: string,
    opening: number,
    at: number,
    length: number,
    escapeEnd: number,
    decidedAt: number,
  ): unknown {
    if (!this.readAgainFrom(at, decidedAt) || !this.repair('missing-closing-quote', opening)) {
      return LEFT;
    }
    return this.endAt(at, trimmed(value, length, escapeEnd));
  }

  /**
   * Whether the text from `at` to `decidedAt`, where a string was found to have been left
   * open, may be read again as structure, within the reader's bound on how much is read again.
   * A cut inside text read again is the reader's to nest. Without nesting, no text is read
   * again more than about twice, so the bound is not reached here in any text tried; it is
   * kept as the reader's, so that the two stay alike and linear if that ever changes.
   */
  private readAgainFrom(at: number, decidedAt: number): boolean {
    const decided = this.base + decidedAt;
    if (decided < this.readAgainTo) return false;
    this.readAgain += decidedAt - at;
    if (this.readAgain > 2 * decided + 1024) return false;
    this.readAgainTo = decided;
    return true;
  }

  /** A string that ends at offset `at`, where reading goes on. */
  private endAt(at: number, value: string): string {
    this.at = at;
    return value;
  }

  /** Whether the escape at `at` (a backslash) is cut off by the end of the text. */
  private escapeCutOff(at: number): boolean {
    const text = this.text;
    if (at + 1 >= text.length) return true;
    if (text.charCodeAt(at + 1) !== LOWER_U) return false;
    for (let digit = at + 2; digit < at + 6; digit += 1) {
      if (digit >= text.length) return true;
      if (hexValue(text.charCodeAt(digit)) < 0) return false;
    }
    return false;
  }

  /** What the escape at `at` (a backslash) stands for, or `undefined` where it is the reader's. */
  private readEscape(at: number, quote: number): string | undefined {
    const text = this.text;
    const code = text.charCodeAt(at + 1);
    const short = shortEscape(code);
    if (short !== undefined) return short;
    switch (code) {
      case LOWER_U: {
        let unit = 0;
        for (let digit = at + 2; digit < at + 6; digit += 1) {
          const value = hexValue(text.charCodeAt(digit));
          if (value < 0) return undefined;
          unit = unit * 16 + value;
        }
        return String.fromCharCode(unit);
      }
      case SINGLE_QUOTE:
        // JSON has no `\'`; inside single quotes it is the way to write the quote.
        return quote === SINGLE_QUOTE || this.repair('invalid-escape', at) ? "'" : undefined;
      default:
        // A backslash before a line break means the line break; `\a` means `a`.
        if (at + 1 >= text.length || !this.repair('invalid-escape', at)) return undefined;
        return text.charAt(at + 1);
    }
  }

  /** A raw control character in a string: kept, repaired, where JSON has a short escape for it. */
  private controlCharacter(code: number, at: number): boolean {
    return isEscapableControl(code) && this.repair('control-character-in-string', at);
  }

  private readNumber(): unknown {
    const text = this.text;
    const start = this.at;
    // A short integer or plain fraction, the most common numbers, is read at once.
    let at = text.charCodeAt(start) === MINUS ? start + 1 : start;
    const first = at;
    let code = text.charCodeAt(at);
    let integer = 0;
    if (code === DIGIT_0) code = text.charCodeAt(++at);
    else {
      while (isDigit(code)) {
        integer = integer * 10 + (code - DIGIT_0);
        code = text.charCodeAt(++at);
      }
    }
    const digits = at - first;
    if (digits > 0 && code === DOT && isDigit(text.charCodeAt(at + 1))) {
      at += 1;
      do code = text.charCodeAt(++at);
      while (isDigit(code));
      if (code !== DOT && !isIdentifierPart(code)) {
        this.at = at;
        return Number(text.slice(start, at));
      }
    } else if (digits > 0 && code !== DOT && !isIdentifierPart(code)) {
      // Integers beyond 15 digits are kept exact, or refused, by the reader.
      if (digits > EXACT_DIGITS || digits > this.maxIntegerDigits) return LEFT;
      this.at = at;
      // `-0` stays negative zero, as `JSON.parse('-0')` gives it.
      return first > start ? -integer : integer;
    }
    let state: JsonNumberState = NUMBER_START;
    at = start;
    for (;;) {
      const next = stepJsonNumber(state, text.charCodeAt(at));
      if (next === -1) break;
      state = next;
      at += 1;
    }
    this.at = at;
    const shape = endJsonNumber(state);
    if (shape !== 'integer' && shape !== 'fraction') {
      // Cut off at the end of the text (`2.`, `-`, and no more than blanks and commas after
      // it): completed with 0.
      for (let rest = at; rest < text.length; rest += 1) {
        const after = text.charCodeAt(rest);
        if (!isSpace(after) && after !== COMMA) return LEFT;
      }
      if (!this.repair('truncated-number', start)) return LEFT;
      return Number(`${text.slice(start, at)}0`);
    }
    code = text.charCodeAt(at);
    if (isIdentifierPart(code) || code === DOT || shape === 'integer') return LEFT;
    return Number(text.slice(start, at));
  }

  /** A word where a value belongs: a JSON, Python or JavaScript constant; else the reader's. */
  private readWord(): unknown {
    const text = this.text;
    const start = this.at;
    let at = start + 1;
    while (isIdentifierPart(text.charCodeAt(at))) at += 1;
    if (text.charCodeAt(at) === DOUBLE_QUOTE) return this.missingOpeningQuote(start, at);
    this.at = at;
    switch (at - start) {
      case 4:
        if (text.startsWith('true', start)) return true;
        if (text.startsWith('null', start)) return null;
        if (text.startsWith('True', start)) return this.pythonLiteral(start, true);
        if (text.startsWith('None', start)) return this.pythonLiteral(start, null);
        return LEFT;
      case 5:
        if (text.startsWith('false', start)) return false;
        if (text.startsWith('False', start)) return this.pythonLiteral(start, false);
        return LEFT;
      case 9:
        if (!text.startsWith('undefined', start)) return LEFT;
        return this.repair('undefined-literal', start) ? null : LEFT;
      default:
        return LEFT;
    }
  }

  private pythonLiteral(start: number, value: boolean | null): unknown {
    return this.repair('python-literal', start) ? value : LEFT;
  }

  /** An unquoted key: the word up to the first character that is no part of one. */
  private readKeyWord(): unknown {
    const text = this.text;
    const start = this.at;
    let at = start + 1;
    while (isIdentifierPart(text.charCodeAt(at))) at += 1;
    if (text.charCodeAt(at) === DOUBLE_QUOTE) return this.missingOpeningQuote(start, at);
    this.at = at;
    return text.slice(start, at);
  }

  /** `abc"`: a string whose opening quote was left out, the word up to the quote at `quoteAt`. */
  private missingOpeningQuote(start: number, quoteAt: number): unknown {
    if (!this.repair('missing-opening-quote', start)) return LEFT;
    this.at = quoteAt + 1;
    return this.text.slice(start, quoteAt);
  }
}

const READER = new QuickJsonReader();
