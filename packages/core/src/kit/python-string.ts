import {
  BACKSLASH,
  CARRIAGE_RETURN,
  DOUBLE_QUOTE,
  hexValue,
  isDigit,
  isLineBreak,
  LINE_FEED,
  LOWER_B,
  LOWER_F,
  LOWER_N,
  LOWER_R,
  LOWER_T,
  LOWER_U,
  SINGLE_QUOTE,
} from './char-codes.js';
import type { PythonRepairs } from './python-repairs.js';
import { isWordCharacter } from './word-character.js';

/** Where a string literal receives what the string reader reads. */
export interface PythonStringSink {
  /** The repairs of the call being read. */
  readonly repairs: PythonRepairs;
  /** A complete string value. */
  onString(text: string): void;
  /** Why the string is no value a function takes. */
  fail(detail: string): void;
}

/** Where the string reader stands between two characters. */
enum At {
  /** No string is open. */
  Closed = 0,
  /** After an opening quote: an empty string, a triple quote or the first character. */
  Open1 = 1,
  Open2 = 2,
  Content = 3,
  /** After `\`. */
  Escape = 4,
  /** Inside `\x..`, `\u....`, `\U........` or an octal escape. */
  EscapeDigits = 5,
  /** After a quote inside a one-line string: the end, or an apostrophe (`It's`). */
  Quote = 6,
  /** After one or more quotes inside a triple-quoted string. */
  QuoteRun = 7,
  /** After `\` inside a raw string, where both characters are kept. */
  RawEscape = 8,
}

const LOWER_X = 0x78;
const UPPER_N = 0x4e;
const UPPER_U = 0x55;
const DIGIT_7 = 0x37;

/** The prefixes a Python string literal may carry, in lower case. */
export const PYTHON_STRING_PREFIXES: ReadonlySet<string> = new Set([
  'r',
  'u',
  'b',
  'f',
  'br',
  'rb',
  'fr',
  'rf',
]);

/** `\a`, `\b`, `\f`, `\n`, `\r`, `\t`, `\v` and the characters that escape themselves. */
function simpleEscape(code: number): string | undefined {
  switch (code) {
    case LOWER_N:
      return '\n';
    case LOWER_T:
      return '\t';
    case LOWER_R:
      return '\r';
    case LOWER_B:
      return '\b';
    case LOWER_F:
      return '\f';
    case 0x61: // a
      return '\u0007';
    case 0x76: // v
      return '\u000b';
    case BACKSLASH:
      return '\\';
    case SINGLE_QUOTE:
      return "'";
    case DOUBLE_QUOTE:
      return '"';
    default:
      return undefined;
  }
}

/**
 * Reads one Python string literal, from just after its opening quote, pushed in chunks and
 * never going back: one-line and triple quotes, the `r`, `u`, `b` and `f` prefixes, every
 * escape Python writes but `\N{...}`. It reads what models get wrong generously and says so:
 * a quote between two letters is an apostrophe (`'It's'`), a line break in a one-line string
 * is kept, an unknown escape is kept as written, and a string opened by `\"` (a call written
 * inside a string) is closed by `\"`. A bytes literal and an f-string with a placeholder are
 * refused: they have no plain value.
 */
export class PythonStringReader {
  private at = At.Closed;
  private text = '';
  private quote = 0;
  private triple = false;
  private raw = false;
  private bytes = false;
  private formatted = false;
  /** The string was opened by `\"` (a call inside a string): `\"` closes it. */
  private escapedQuote = false;
  private lastContent = -1;
  private quoteRun = 0;
  /** Digits an escape takes: 2 (`\x`), 4 (`\u`), 8 (`\U`) or up to 3 (octal, negative). */
  private escapeLength = 0;
  private escapeDigits = 0;
  private escapeValue = 0;
  private escapeWritten = '';

  constructor(private readonly sink: PythonStringSink) {}

  /** Whether a string is open. */
  get open(): boolean {
    return this.at !== At.Closed;
  }

  /** Forgets a string left open by the call before. */
  reset(): void {
    this.at = At.Closed;
    this.text = '';
  }

  /**
   * Opens a string after its quote `quote`, with its `prefix` in lower case (`''` for none);
   * `escaped` when the quote was written `\"`, inside a string around the call.
   */
  begin(quote: number, prefix: string, escaped: boolean): void {
    this.quote = quote;
    this.triple = false;
    this.raw = prefix.includes('r');
    this.bytes = prefix.includes('b');
    this.formatted = prefix.includes('f');
    this.escapedQuote = escaped;
    this.text = '';
    this.lastContent = -1;
    this.at = escaped ? At.Content : At.Open1;
    if (escaped) this.sink.repairs.escapedQuotes();
  }

  /**
   * Reads `chunk` from `from` while the string is open; returns where it stopped: just after
   * the closing quote, at the character after an empty string or a one-line string's quote
   * (which the caller reads next), or at the end of the chunk.
   */
  read(chunk: string, from: number): number {
    let index = from;
    const length = chunk.length;
    while (index < length && this.at !== At.Closed) {
      switch (this.at) {
        case At.Open1:
          if (chunk.charCodeAt(index) === this.quote) {
            index += 1;
            this.at = At.Open2;
          } else {
            this.at = At.Content;
          }
          break;
        case At.Open2:
          if (chunk.charCodeAt(index) === this.quote) {
            index += 1;
            this.triple = true;
            this.at = At.Content;
          } else {
            // `''` is the empty string; the character after it is read again.
            this.finish();
          }
          break;
        case At.Content:
          index = this.readContent(chunk, index);
          break;
        case At.Escape:
          index = this.readEscape(chunk, index);
          break;
        case At.EscapeDigits:
          index = this.readEscapeDigits(chunk, index);
          break;
        case At.RawEscape:
          this.text += `\\${chunk[index] ?? ''}`;
          this.lastContent = chunk.charCodeAt(index);
          index += 1;
          this.at = At.Content;
          break;
        case At.Quote: {
          const code = chunk.charCodeAt(index);
          if (isWordCharacter(this.lastContent) && isWordCharacter(code) && !isDigit(code)) {
            // A quote between two letters is an apostrophe: 'It's fresh'.
            this.text += String.fromCharCode(this.quote);
            this.lastContent = this.quote;
            this.sink.repairs.apostrophe();
            this.at = At.Content;
          } else {
            this.finish();
          }
          break;
        }
        case At.QuoteRun:
          index = this.readQuoteRun(chunk, index);
          break;
      }
    }
    return index;
  }

  /**
   * The text has ended: a string that the end completes (after `''`, a closing quote, or a
   * triple quote's last three) is finished; any other stays {@link open}.
   */
  end(): void {
    if (this.at === At.Open2 || this.at === At.Quote) this.finish();
    else if (this.at === At.QuoteRun && this.quoteRun >= 3) {
      this.text += String.fromCharCode(this.quote).repeat(this.quoteRun - 3);
      this.finish();
    }
  }

  private readQuoteRun(chunk: string, index: number): number {
    if (chunk.charCodeAt(index) === this.quote) {
      this.quoteRun += 1;
      return index + 1;
    }
    if (this.quoteRun >= 3) {
      // The last three quotes of a run close the string: """say "hi"""" ends in "hi".
      this.text += String.fromCharCode(this.quote).repeat(this.quoteRun - 3);
      this.finish();
    } else {
      this.text += String.fromCharCode(this.quote).repeat(this.quoteRun);
      this.lastContent = this.quote;
      this.at = At.Content;
    }
    return index;
  }

  /** String content up to the next quote, backslash or line break. */
  private readContent(chunk: string, from: number): number {
    const quote = this.quote;
    const length = chunk.length;
    let index = from;
    while (index < length) {
      const code = chunk.charCodeAt(index);
      if (code === quote || code === BACKSLASH || code === LINE_FEED || code === CARRIAGE_RETURN) {
        break;
      }
      index += 1;
    }
    if (index > from) {
      this.text += chunk.slice(from, index);
      this.lastContent = chunk.charCodeAt(index - 1);
    }
    if (index >= length) return index;
    const code = chunk.charCodeAt(index);
    if (code === BACKSLASH) {
      this.at = this.raw ? At.RawEscape : At.Escape;
      return index + 1;
    }
    if (code === quote) {
      if (this.escapedQuote) {
        // Inside `\"...\"` a bare quote is content.
        this.text += chunk[index];
        this.lastContent = code;
        return index + 1;
      }
      if (this.triple) {
        this.quoteRun = 1;
        this.at = At.QuoteRun;
      } else {
        this.at = At.Quote;
      }
      return index + 1;
    }
    // A line break.
    if (!this.triple) this.sink.repairs.lineBreakInString();
    this.text += chunk[index];
    this.lastContent = code;
    return index + 1;
  }

  private readEscape(chunk: string, index: number): number {
    const code = chunk.charCodeAt(index);
    this.at = At.Content;
    if (this.escapedQuote && code === this.quote) {
      this.finish();
      return index + 1;
    }
    const simple = simpleEscape(code);
    if (simple !== undefined) {
      this.text += simple;
      this.lastContent = simple.charCodeAt(0);
      return index + 1;
    }
    if (isLineBreak(code)) {
      // A backslash before a line break continues the string on the next line.
      return index + 1;
    }
    const octal = code >= 0x30 && code <= DIGIT_7;
    if (code === LOWER_X || code === LOWER_U || code === UPPER_U || octal) {
      this.escapeLength = code === LOWER_X ? 2 : code === LOWER_U ? 4 : code === UPPER_U ? 8 : -3;
      this.escapeValue = octal ? code - 0x30 : 0;
      this.escapeDigits = octal ? 1 : 0;
      this.escapeWritten = `\\${chunk[index]}`;
      this.at = At.EscapeDigits;
      return index + 1;
    }
    const written = `\\${chunk[index] ?? ''}`;
    if (code === UPPER_N) {
      // \N{NAME}: reading it would need Unicode's whole table of names.
      this.sink.fail(
        'a \\N{...} escape, which is not read: write the character itself or its \\u escape',
      );
    } else {
      this.sink.repairs.invalidEscape(written, false);
    }
    this.text += written;
    this.lastContent = code;
    return index + 1;
  }

  private readEscapeDigits(chunk: string, from: number): number {
    let index = from;
    const octal = this.escapeLength < 0;
    const wanted = octal ? -this.escapeLength : this.escapeLength;
    while (index < chunk.length) {
      const code = chunk.charCodeAt(index);
      const digit = octal ? (code >= 0x30 && code <= DIGIT_7 ? code - 0x30 : -1) : hexValue(code);
      if (digit < 0 || this.escapeDigits >= wanted) break;
      this.escapeValue = this.escapeValue * (octal ? 8 : 16) + digit;
      this.escapeWritten += chunk[index];
      this.escapeDigits += 1;
      index += 1;
    }
    if (index >= chunk.length && this.escapeDigits < wanted) return index;
    this.finishEscape();
    return index;
  }

  private finishEscape(): void {
    this.at = At.Content;
    const octal = this.escapeLength < 0;
    const wanted = octal ? -this.escapeLength : this.escapeLength;
    if (!octal && this.escapeDigits < wanted) {
      this.sink.repairs.invalidEscape(this.escapeWritten, true);
      this.text += this.escapeWritten;
      return;
    }
    const value = this.escapeValue;
    if (value > 0x10ffff) {
      this.sink.fail(`the escape ${this.escapeWritten} names no character`);
      return;
    }
    const character = String.fromCodePoint(value);
    this.text += character;
    this.lastContent = character.charCodeAt(0);
  }

  private finish(): void {
    this.at = At.Closed;
    const text = this.text;
    this.text = '';
    if (this.bytes) {
      this.sink.fail('a bytes literal (b"..."), which has no JSON form: write a plain string');
      return;
    }
    if (this.formatted && (text.includes('{') || text.includes('}'))) {
      this.sink.fail('an f-string with a placeholder: write the text itself in quotes');
      return;
    }
    this.sink.onString(text);
  }
}
