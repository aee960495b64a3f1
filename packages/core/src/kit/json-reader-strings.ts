import {
  ASTERISK,
  BACKSLASH,
  CARRIAGE_RETURN,
  COLON,
  COMMA,
  DOUBLE_QUOTE,
  hexValue,
  LINE_FEED,
  LOWER_U,
  SINGLE_QUOTE,
  SLASH,
  SPACE,
  TAB,
} from './char-codes.js';
import {
  endKindOf,
  endsString,
  followsStringEnd,
  isEscapableControl,
  isNotedInString,
  isStructural,
  lastSignificant,
  shortEscape,
} from './json-chars.js';
import { JsonContainerReader } from './json-reader-containers.js';
import { describeAt, STOPPED } from './json-reader-problems.js';
import { QUOTE_AHEAD, STRING } from './json-reader-state.js';

/**
 * The reader's strings: quotes, escapes, and where a string left open in the JSON dialect
 * really ends (a quote checked against what follows it, a cut at a comma or bracket, the text
 * after the cut read again).
 */
export abstract class JsonStringReader extends JsonContainerReader {
  protected startString(index: number, quote: number, isKey: boolean): number {
    this.beginString(this.position(index), quote, isKey);
    return index + 1;
  }

  /** Begins a string whose opening quote stands at offset `at`. */
  protected beginString(at: number, quote: number, isKey: boolean): void {
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

  protected readString(chunk: string, index: number): number {
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
  protected readQuoteAhead(chunk: string, index: number): number {
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
  protected decideQuote(code: number): void {
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
  protected endOpenString(): void {
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

  protected endString(): void {
    if (this.tokenIsKey) this.storeKey(this.text);
    else this.store(this.text);
  }
}
