import {
  ASTERISK,
  BACKSLASH,
  BACKTICK,
  CARRIAGE_RETURN,
  COLON,
  COMMA,
  DOUBLE_QUOTE,
  hexValue,
  LOWER_U,
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
  lastSignificant,
  shortEscape,
  unescapedCharacter,
} from './json-chars.js';
import { LEFT, QuickJsonState } from './quick-json-state.js';

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

/** The one-pass reader's strings, read as the streaming reader reads them, cuts included. */
export abstract class QuickJsonStringReader extends QuickJsonState {
  /** Where the string being read could be cut. */
  private readonly cuts = new StringCuts();

  /**
   * A string in typographic quotes or one backtick where a value or key belongs, or, at `\"`,
   * the start of JSON written as a string's contents.
   */
  protected readOtherString(code: number): unknown {
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
  protected readString(quote: number): unknown {
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
}
