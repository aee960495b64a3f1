import type { Repair } from '@ai-toolbox/core';
import {
  ASTERISK,
  BACKSLASH,
  CARRIAGE_RETURN,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  CLOSE_PAREN,
  COLON,
  COMMA,
  createParamsRecord,
  createRepair,
  DOT,
  DOUBLE_QUOTE,
  EQUALS,
  HASH,
  hexValue,
  isDigit,
  isLineBreak,
  isNamePart,
  isNameStart,
  LINE_FEED,
  LOWER_B,
  LOWER_E,
  LOWER_F,
  LOWER_N,
  LOWER_R,
  LOWER_T,
  LOWER_U,
  MINUS,
  OPEN_BRACE,
  OPEN_BRACKET,
  OPEN_PAREN,
  PLUS,
  SEMICOLON,
  SINGLE_QUOTE,
  SPACE,
  setOwn,
  TAB,
} from '@ai-toolbox/core/kit';
import { readPythonNumber } from './pythonic-number.js';
import { isWordCharacter } from './pythonic-word-character.js';

/** One argument as written: `key` is set for a keyword argument. */
export interface PythonicArgument {
  /** The name before `=`, for a keyword argument. */
  readonly key: string | undefined;
  /** The value as read: a string, number, bigint, boolean, null, array or record. */
  readonly value: unknown;
}

/** Why the arguments of a call could not be read. */
export interface PythonicArgumentProblem {
  /** `truncated-call` when the text ended inside the call, else `unreadable-arguments`. */
  readonly code: 'truncated-call' | 'unreadable-arguments';
  /** What was wrong, for the model: a clause such as "the text ends inside a string". */
  readonly detail: string;
}

/** Where the tokenizer stands between two characters. */
enum Lex {
  Between = 0,
  Word = 1,
  Number = 2,
  /** After `.` between tokens: a number (`.5`) or a dot. */
  Dot = 3,
  Comment = 4,
  /** After `\` between tokens: a line continuation, or `\"` opening a string. */
  Backslash = 5,
  /** After an opening quote: an empty string, a triple quote or the first character. */
  Open1 = 6,
  Open2 = 7,
  Content = 8,
  /** After `\` inside a string. */
  Escape = 9,
  /** Inside `\x..`, `\u....`, `\U........` or an octal escape. */
  EscapeDigits = 10,
  /** After a quote inside a one-line string: the end, or an apostrophe (`It's`). */
  Quote = 11,
  /** After one or more quotes inside a triple-quoted string. */
  QuoteRun = 12,
  /** After `\` inside a raw string, where both characters are kept. */
  RawEscape = 13,
}

/** What a frame of the value stack is. */
enum Frame {
  Call = 0,
  List = 1,
  Tuple = 2,
  Dict = 3,
}

/** Where a frame stands. */
enum Slot {
  /** Expects a value (an argument, an element, a dict key) or the closer. */
  Value = 0,
  /** After a value: expects `,` or the closer. */
  After = 1,
  /** Call: after `name=`. Dict: after `key:`. Expects the value. */
  Assigned = 2,
  /** Dict: after a key, expects `:`. */
  Colon = 3,
  /** Call: after `*`, a list to spread (or a second `*`). */
  Star = 4,
  /** Call: after `**`, a dict to spread. */
  DoubleStar = 5,
}

interface StackFrame {
  readonly kind: Frame;
  slot: Slot;
  readonly items: unknown[];
  readonly record: Record<string, unknown> | undefined;
  /** The keyword (call) or key (dict) waiting for its value. */
  key: string | undefined;
  /** Tuple: whether a comma was written, which tells `(1,)` from `(1)`. */
  comma: boolean;
}

const noRepairs: readonly Repair[] = Object.freeze([]);

/** The repairs the reader makes, each with the bit that says it was made. */
const notedRepairBits = {
  'apostrophe-in-string': 1,
  'call-in-string': 2,
  'control-character-in-string': 4,
  'invalid-escape': 8,
  'json-literal': 16,
} as const;
type NotedRepair = keyof typeof notedRepairBits;

const closerOf: Record<number, number> = {
  [OPEN_PAREN]: CLOSE_PAREN,
  [OPEN_BRACKET]: CLOSE_BRACKET,
  [OPEN_BRACE]: CLOSE_BRACE,
};

const openerOfFrame = [OPEN_PAREN, OPEN_BRACKET, OPEN_PAREN, OPEN_BRACE] as const;

/** How deep the kinds of brackets are followed while skipping a call that cannot be read. */
const maxSkipDepth = 4096;
/** The longest word or number token kept; longer ones are an error. */
const maxTokenLength = 4096;

const literalNames = new Map<string, boolean | null>([
  ['True', true],
  ['False', false],
  ['None', null],
]);
const jsonLiteralNames = new Map<string, boolean | null>([
  ['true', true],
  ['false', false],
  ['null', null],
]);

const STRING_PREFIXES = new Set(['r', 'u', 'b', 'f', 'br', 'rb', 'fr', 'rf']);

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

function describeCharacter(code: number): string {
  if (code === LINE_FEED || code === CARRIAGE_RETURN) return 'a line break';
  return `'${String.fromCharCode(code)}'`;
}

/**
 * Reads the arguments of one Python-style call, from just after its `(` to its `)`, pushed in
 * chunks and never going back: a tokenizer of Python's literal syntax (strings in every quote
 * and prefix, escapes, numbers, names, comments) that keeps its place between characters,
 * feeding a parser of literal values with an explicit stack. Only literals are values; a name,
 * a nested call or an expression is a problem, never evaluated. After a problem the reader
 * only follows brackets and strings to the call's own `)`, so nothing inside a broken call is
 * read as a call of its own.
 */
export class PythonicArgumentReader {
  /** Whether the call's `)` (or the end of a call that cannot be read) was reached. */
  done = false;
  /** The arguments in the order written. */
  args: PythonicArgument[] = [];
  /** Repairs made while reading, each kind once; the same empty array while there are none. */
  repairs: readonly Repair[] = noRepairs;
  /** Why the arguments cannot be used, once something went wrong. */
  problem: PythonicArgumentProblem | undefined;

  private lex = Lex.Between;
  private readonly stack: StackFrame[] = [];
  /** Bracket openers followed while skipping after a problem, innermost last. */
  private skipStack: number[] = [];
  /** Openers beyond {@link maxSkipDepth}, counted only. */
  private skipDeeper = 0;
  private keywordSeen = false;

  // The token being read.
  private word = '';
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
  /** Line breaks between tokens since the last token, to find a blank line while skipping. */
  private breaks = 0;

  // The value being completed.
  /** A string that a next string would continue (`'New ' 'York'`). */
  private pendingString: string | undefined;
  /** A name waiting for what follows: `=`, `(`, `.` or anything else. */
  private pendingName: string | undefined;
  /** A sign waiting for its number. */
  private pendingSign = 0;

  /** The repair kinds made so far, one bit each. */
  private reported = 0;
  /** Set when the call ended before a closer it never opened, which is left unread. */
  private leaveCloser = false;

  constructor(private readonly maxDepth: number) {
    this.stack.push(newFrame(Frame.Call));
  }

  /**
   * Makes the reader ready for the next call, so that one reader serves every call of a text.
   * The arguments of the call before are dropped: read them before the next reset.
   */
  reset(): void {
    this.done = false;
    this.args = [];
    this.repairs = noRepairs;
    this.problem = undefined;
    this.lex = Lex.Between;
    if (this.stack.length > 1) this.stack.length = 1;
    const call = this.stack[0] as StackFrame;
    call.slot = Slot.Value;
    call.key = undefined;
    if (this.skipStack.length > 0) this.skipStack = [];
    this.skipDeeper = 0;
    this.keywordSeen = false;
    this.word = '';
    this.text = '';
    this.breaks = 0;
    this.pendingString = undefined;
    this.pendingName = undefined;
    this.pendingSign = 0;
    this.reported = 0;
    this.leaveCloser = false;
  }

  /**
   * Reads `chunk` from `from` and returns where reading stopped: just after the call's `)`, at
   * the character that ended a call that cannot be read (left for the caller), or at the end
   * of the chunk when the call goes on.
   */
  write(chunk: string, from: number): number {
    let index = from;
    const length = chunk.length;
    while (index < length && !this.done) {
      switch (this.lex) {
        case Lex.Between: {
          const code = chunk.charCodeAt(index);
          if (code === SPACE || code === TAB) {
            index += 1;
            continue;
          }
          if (code === LINE_FEED) {
            this.breaks += 1;
            if (this.breaks >= 2 && this.problem !== undefined) {
              // A blank line ends a call that cannot be read: what follows is prose again.
              this.done = true;
              return index;
            }
            index += 1;
            continue;
          }
          if (code === CARRIAGE_RETURN) {
            index += 1;
            continue;
          }
          this.breaks = 0;
          index = this.startToken(index, code);
          break;
        }
        case Lex.Word: {
          let end = index;
          while (end < length && isNamePart(chunk.charCodeAt(end))) end += 1;
          this.word += chunk.slice(index, end);
          index = end;
          if (this.word.length > maxTokenLength) {
            this.fail(`a name of more than ${maxTokenLength} characters`);
            this.word = '';
            this.lex = Lex.Between;
            continue;
          }
          if (end < length) index = this.endWord(chunk.charCodeAt(end), index);
          break;
        }
        case Lex.Number: {
          let end = index;
          let previous = this.text.length > 0 ? this.text.charCodeAt(this.text.length - 1) : -1;
          while (end < length) {
            const code = chunk.charCodeAt(end);
            const sign = code === PLUS || code === MINUS;
            // A sign continues a number only in its exponent: 1e-3, never 0xe-3 or 1-3.
            if (!(isNamePart(code) || code === DOT || (sign && (previous | 0x20) === LOWER_E)))
              break;
            if (sign && this.isBasedNumber(chunk, index, end)) break;
            previous = code;
            end += 1;
          }
          this.text += chunk.slice(index, end);
          index = end;
          if (this.text.length > maxTokenLength) {
            this.fail(`a number of more than ${maxTokenLength} characters`);
            this.text = '';
            this.lex = Lex.Between;
            continue;
          }
          if (end < length) {
            this.lex = Lex.Between;
            const text = this.text;
            this.text = '';
            this.onNumber(text);
          }
          break;
        }
        case Lex.Dot: {
          const code = chunk.charCodeAt(index);
          if (isDigit(code)) {
            this.text = '.';
            this.lex = Lex.Number;
          } else {
            this.lex = Lex.Between;
            this.onPunctuation(DOT);
          }
          break;
        }
        case Lex.Comment: {
          let end = index;
          while (end < length && !isLineBreak(chunk.charCodeAt(end))) end += 1;
          index = end;
          if (end < length) this.lex = Lex.Between;
          break;
        }
        case Lex.Backslash: {
          const code = chunk.charCodeAt(index);
          if (code === DOUBLE_QUOTE || code === SINGLE_QUOTE) {
            // `\"`: the call sits inside a string and its own strings are escaped.
            index += 1;
            this.openString(code, '');
            this.escapedQuote = true;
            this.note(
              'call-in-string',
              'Read a call written inside a string, with its quotes escaped (\\").',
            );
            this.lex = Lex.Content;
          } else if (isLineBreak(code)) {
            this.lex = Lex.Between;
          } else {
            this.lex = Lex.Between;
            this.fail(`a stray backslash before ${describeCharacter(code)}`);
          }
          break;
        }
        case Lex.Open1: {
          const code = chunk.charCodeAt(index);
          if (code === this.quote) {
            index += 1;
            this.lex = Lex.Open2;
          } else {
            this.lex = Lex.Content;
          }
          break;
        }
        case Lex.Open2: {
          const code = chunk.charCodeAt(index);
          if (code === this.quote) {
            index += 1;
            this.triple = true;
            this.lex = Lex.Content;
          } else {
            // `''` is the empty string; the character after it is read again.
            this.finishString();
          }
          break;
        }
        case Lex.Content:
          index = this.readContent(chunk, index);
          break;
        case Lex.Escape:
          index = this.readEscape(chunk, index);
          break;
        case Lex.EscapeDigits:
          index = this.readEscapeDigits(chunk, index);
          break;
        case Lex.RawEscape: {
          this.text += `\\${chunk[index] ?? ''}`;
          this.lastContent = chunk.charCodeAt(index);
          index += 1;
          this.lex = Lex.Content;
          break;
        }
        case Lex.Quote: {
          const code = chunk.charCodeAt(index);
          if (isWordCharacter(this.lastContent) && isWordCharacter(code) && !isDigit(code)) {
            // A quote between two letters is an apostrophe: 'It's fresh'.
            this.text += String.fromCharCode(this.quote);
            this.lastContent = this.quote;
            this.note(
              'apostrophe-in-string',
              "Kept a quote between two letters inside a quoted string as an apostrophe ('It's').",
            );
            this.lex = Lex.Content;
          } else {
            this.finishString();
          }
          break;
        }
        case Lex.QuoteRun: {
          const code = chunk.charCodeAt(index);
          if (code === this.quote) {
            this.quoteRun += 1;
            index += 1;
          } else if (this.quoteRun >= 3) {
            // The last three quotes of a run close the string: """say "hi"""" ends in "hi".
            this.text += String.fromCharCode(this.quote).repeat(this.quoteRun - 3);
            this.finishString();
          } else {
            this.text += String.fromCharCode(this.quote).repeat(this.quoteRun);
            this.lastContent = this.quote;
            this.lex = Lex.Content;
          }
          break;
        }
      }
    }
    return index;
  }

  /** The text has ended: a call still open is cut off. */
  end(): void {
    if (this.done) return;
    switch (this.lex) {
      case Lex.Word: {
        const word = this.word;
        this.word = '';
        this.lex = Lex.Between;
        this.onWord(word);
        break;
      }
      case Lex.Number: {
        const text = this.text;
        this.text = '';
        this.lex = Lex.Between;
        this.onNumber(text);
        break;
      }
      case Lex.Open2:
        this.finishString();
        break;
      case Lex.Quote:
        this.finishString();
        break;
      case Lex.QuoteRun:
        if (this.quoteRun >= 3) {
          this.text += String.fromCharCode(this.quote).repeat(this.quoteRun - 3);
          this.finishString();
        }
        break;
      default:
        break;
    }
    if (this.done) return;
    this.done = true;
    if (this.problem?.code === 'unreadable-arguments') return;
    const inside =
      this.lex === Lex.Content ||
      this.lex === Lex.Escape ||
      this.lex === Lex.EscapeDigits ||
      this.lex === Lex.RawEscape ||
      this.lex === Lex.Open1 ||
      this.lex === Lex.QuoteRun
        ? 'a string'
        : 'its arguments, before the closing parenthesis';
    this.problem = { code: 'truncated-call', detail: `the text ends inside ${inside}` };
  }

  // --- tokens -------------------------------------------------------------------------------

  private startToken(index: number, code: number): number {
    if (code === SINGLE_QUOTE || code === DOUBLE_QUOTE) {
      this.openString(code, '');
      return index + 1;
    }
    if (isNameStart(code)) {
      this.word = '';
      this.lex = Lex.Word;
      return index;
    }
    if (isDigit(code)) {
      this.text = '';
      this.lex = Lex.Number;
      return index;
    }
    switch (code) {
      case DOT:
        this.lex = Lex.Dot;
        return index + 1;
      case HASH:
        this.lex = Lex.Comment;
        return index + 1;
      case BACKSLASH:
        this.lex = Lex.Backslash;
        return index + 1;
      default: {
        const before = this.done;
        this.onPunctuation(code);
        // A closer that ends a call that cannot be read is left for the prose around it.
        if (!before && this.done && this.leaveCloser) {
          this.leaveCloser = false;
          return index;
        }
        return index + 1;
      }
    }
  }

  private endWord(next: number, index: number): number {
    const word = this.word;
    this.word = '';
    this.lex = Lex.Between;
    if (
      (next === SINGLE_QUOTE || next === DOUBLE_QUOTE) &&
      word.length <= 2 &&
      STRING_PREFIXES.has(word.toLowerCase())
    ) {
      this.openString(next, word.toLowerCase());
      return index + 1;
    }
    this.onWord(word);
    return index;
  }

  /** Whether the number read so far (held text, then `chunk` from `from` to `to`) is `0x`, `0o` or `0b`. */
  private isBasedNumber(chunk: string, from: number, to: number): boolean {
    const at = (position: number): number =>
      position < this.text.length
        ? this.text.charCodeAt(position)
        : from + position - this.text.length < to
          ? chunk.charCodeAt(from + position - this.text.length)
          : -1;
    const second = at(1) | 0x20;
    return at(0) === 0x30 && (second === 0x78 || second === 0x6f || second === LOWER_B);
  }

  private openString(quote: number, prefix: string): void {
    this.quote = quote;
    this.triple = false;
    this.raw = prefix.includes('r');
    this.bytes = prefix.includes('b');
    this.formatted = prefix.includes('f');
    this.escapedQuote = false;
    this.text = '';
    this.lastContent = -1;
    this.lex = Lex.Open1;
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
      this.lex = this.raw ? Lex.RawEscape : Lex.Escape;
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
        this.lex = Lex.QuoteRun;
      } else {
        this.lex = Lex.Quote;
      }
      return index + 1;
    }
    // A line break.
    if (!this.triple) {
      this.note(
        'control-character-in-string',
        'Kept a line break written inside a one-line string as a line break.',
      );
    }
    this.text += chunk[index];
    this.lastContent = code;
    return index + 1;
  }

  private readEscape(chunk: string, index: number): number {
    const code = chunk.charCodeAt(index);
    this.lex = Lex.Content;
    if (this.escapedQuote && code === this.quote) {
      this.finishString();
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
    if (code === 0x78 || code === LOWER_U || code === 0x55 || (code >= 0x30 && code <= 0x37)) {
      this.escapeLength = code === 0x78 ? 2 : code === LOWER_U ? 4 : code === 0x55 ? 8 : -3;
      const octal = code >= 0x30 && code <= 0x37;
      this.escapeValue = octal ? code - 0x30 : 0;
      this.escapeDigits = octal ? 1 : 0;
      this.escapeWritten = `\\${chunk[index]}`;
      this.lex = Lex.EscapeDigits;
      return index + 1;
    }
    if (code === 0x4e) {
      // \N{NAME}: reading it would need Unicode's whole table of names.
      this.fail(
        'a \\N{...} escape, which is not read: write the character itself or its \\u escape',
      );
    } else {
      this.note(
        'invalid-escape',
        `Kept the unknown escape \\${chunk[index] ?? ''} as written, backslash included.`,
      );
    }
    this.text += `\\${chunk[index] ?? ''}`;
    this.lastContent = code;
    return index + 1;
  }

  private readEscapeDigits(chunk: string, from: number): number {
    let index = from;
    const octal = this.escapeLength < 0;
    const wanted = octal ? -this.escapeLength : this.escapeLength;
    while (index < chunk.length) {
      const code = chunk.charCodeAt(index);
      const digit = octal ? (code >= 0x30 && code <= 0x37 ? code - 0x30 : -1) : hexValue(code);
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
    this.lex = Lex.Content;
    const octal = this.escapeLength < 0;
    const wanted = octal ? -this.escapeLength : this.escapeLength;
    if (!octal && this.escapeDigits < wanted) {
      this.note(
        'invalid-escape',
        `Kept the incomplete escape ${this.escapeWritten} as written, backslash included.`,
      );
      this.text += this.escapeWritten;
      return;
    }
    const value = this.escapeValue;
    if (value > 0x10ffff) {
      this.fail(`the escape ${this.escapeWritten} names no character`);
      return;
    }
    const character = String.fromCodePoint(value);
    this.text += character;
    this.lastContent = character.charCodeAt(0);
  }

  private finishString(): void {
    this.lex = Lex.Between;
    const text = this.text;
    this.text = '';
    if (this.bytes) {
      this.fail('a bytes literal (b"..."), which has no JSON form: write a plain string');
      return;
    }
    if (this.formatted && (text.includes('{') || text.includes('}'))) {
      this.fail('an f-string with a placeholder: write the text itself in quotes');
      return;
    }
    this.onString(text);
  }

  // --- values -------------------------------------------------------------------------------

  private get top(): StackFrame {
    return this.stack[this.stack.length - 1] as StackFrame;
  }

  /** Whether the innermost frame waits for a value. */
  private expectsValue(): boolean {
    const slot = this.top.slot;
    return (
      slot === Slot.Value ||
      slot === Slot.Assigned ||
      slot === Slot.Star ||
      slot === Slot.DoubleStar
    );
  }

  private onString(text: string): void {
    if (this.problem !== undefined) return;
    if (this.pendingName !== undefined) {
      this.fail(`a name (${clip(this.pendingName)}) directly before a string`);
      return;
    }
    if (this.pendingSign !== 0) {
      this.fail('a sign before a string');
      return;
    }
    if (this.pendingString !== undefined) {
      this.pendingString += text;
      return;
    }
    if (!this.expectsValue()) {
      this.fail(this.missingComma());
      return;
    }
    this.pendingString = text;
  }

  private onNumber(text: string): void {
    if (this.problem !== undefined) return;
    if (!this.settle()) return;
    if (!this.expectsValue()) {
      this.fail(this.missingComma());
      return;
    }
    const read = readPythonNumber(text);
    if (!read.ok) {
      this.fail(read.detail);
      return;
    }
    let value = read.value;
    if (this.pendingSign < 0) {
      // -0 is the integer 0; -0.0 keeps its sign.
      value = typeof value === 'bigint' ? -value : value === 0 && !/[.eE]/.test(text) ? 0 : -value;
    }
    this.pendingSign = 0;
    this.deliver(value);
  }

  private onWord(word: string): void {
    if (this.problem !== undefined) return;
    if (!this.settle()) return;
    if (this.pendingSign !== 0) {
      this.fail(`a sign before the name ${clip(word)}`);
      return;
    }
    if (!this.expectsValue()) {
      this.fail(this.missingComma());
      return;
    }
    this.pendingName = word;
  }

  /**
   * Completes the string or name waiting for what follows, before any token that is not a
   * string. Returns `false` when that made a problem.
   */
  private settle(): boolean {
    if (this.pendingString !== undefined) {
      const text = this.pendingString;
      this.pendingString = undefined;
      this.deliver(text);
      return this.problem === undefined;
    }
    if (this.pendingName !== undefined) {
      const name = this.pendingName;
      this.pendingName = undefined;
      const literal = literalNames.get(name);
      if (literal !== undefined) {
        this.deliver(literal);
      } else {
        const json = jsonLiteralNames.get(name);
        if (json === undefined) {
          this.fail(
            `${clip(name)} is a name, not a value: write text in quotes ('${clip(name)}') and use True, False or None`,
          );
          return false;
        }
        this.note(
          'json-literal',
          `Read JSON's ${name} as ${name === 'true' ? 'True' : name === 'false' ? 'False' : 'None'}.`,
        );
        this.deliver(json);
      }
      return this.problem === undefined;
    }
    return true;
  }

  private onPunctuation(code: number): void {
    if (this.problem === undefined) this.readPunctuation(code);
    // After a problem, brackets are only followed, this one included.
    if (this.problem !== undefined) this.skipPunctuation(code);
  }

  private readPunctuation(code: number): void {
    if (this.pendingName !== undefined) {
      const name = this.pendingName;
      if (code === EQUALS && this.top.kind === Frame.Call && this.top.slot === Slot.Value) {
        this.pendingName = undefined;
        if (literalNames.has(name)) {
          this.fail(`${name} cannot be a keyword argument`);
          return;
        }
        this.top.key = name;
        this.top.slot = Slot.Assigned;
        return;
      }
      if (code === OPEN_PAREN) {
        this.pendingName = undefined;
        this.fail(
          `${clip(name)}(...) is a nested call, which is not run: call ${clip(name)} first, then pass its result as a literal`,
        );
        return;
      }
      if (code === DOT) {
        this.pendingName = undefined;
        this.fail(`${clip(name)}. starts an expression, not a value`);
        return;
      }
    }
    if (this.pendingSign !== 0 && code !== OPEN_PAREN) {
      this.fail('a sign that no number follows');
      return;
    }
    if (!this.settle()) return;
    const frame = this.top;
    switch (code) {
      case COMMA:
        if (frame.slot === Slot.After) {
          frame.slot = Slot.Value;
          if (frame.kind === Frame.Tuple) frame.comma = true;
        } else if (frame.slot === Slot.Colon) {
          this.fail('a set ({a, b}), which has no JSON form: write a list [a, b]');
        } else {
          this.fail(
            frame.slot === Slot.Value
              ? 'a value is missing before a comma'
              : 'a comma where a value belongs',
          );
        }
        return;
      case CLOSE_PAREN:
      case CLOSE_BRACKET:
      case CLOSE_BRACE:
        this.close(code);
        return;
      case OPEN_PAREN:
      case OPEN_BRACKET:
      case OPEN_BRACE:
        if (!this.expectsValue()) {
          this.fail(this.missingComma());
          return;
        }
        if (this.pendingSign !== 0) {
          this.fail('a sign before a bracket');
          return;
        }
        if (this.stack.length > this.maxDepth) {
          this.fail(`values nested more than ${this.maxDepth} levels deep`);
          return;
        }
        this.stack.push(
          newFrame(
            code === OPEN_BRACKET ? Frame.List : code === OPEN_BRACE ? Frame.Dict : Frame.Tuple,
          ),
        );
        return;
      case COLON:
        if (frame.slot === Slot.Colon) frame.slot = Slot.Assigned;
        else this.fail("a ':' outside a dict");
        return;
      case ASTERISK:
        if (frame.kind === Frame.Call && frame.slot === Slot.Value) frame.slot = Slot.Star;
        else if (frame.kind === Frame.Call && frame.slot === Slot.Star)
          frame.slot = Slot.DoubleStar;
        else this.fail('an expression with *, not a value');
        return;
      case MINUS:
      case PLUS:
        if (this.expectsValue() && frame.slot !== Slot.Star && frame.slot !== Slot.DoubleStar) {
          this.pendingSign = code === MINUS ? -1 : 1;
        } else {
          this.fail(
            `an expression with ${String.fromCharCode(code)}, not a value: write the value it gives`,
          );
        }
        return;
      case EQUALS:
        this.fail("an '=' that no argument name comes before");
        return;
      case SEMICOLON:
        this.fail("a ';' inside the call's parentheses");
        return;
      case DOT:
        this.fail(
          this.expectsValue()
            ? "'...' or a '.' where a value belongs"
            : 'an expression, not a value',
        );
        return;
      default:
        this.fail(`${describeCharacter(code)} where a value belongs`);
    }
  }

  private close(code: number): void {
    const frame = this.top;
    const opener = openerOfFrame[frame.kind];
    if (closerOf[opener] !== code) {
      this.fail(
        `${describeCharacter(code)} where ${describeCharacter(closerOf[opener] ?? CLOSE_PAREN)} belongs`,
      );
      return;
    }
    if (frame.slot !== Slot.Value && frame.slot !== Slot.After) {
      this.fail(
        frame.slot === Slot.Colon
          ? 'a set ({a}), which has no JSON form: write a list [a]'
          : `a value is missing before ${describeCharacter(code)}`,
      );
      return;
    }
    if (frame.kind === Frame.Call) {
      this.done = true;
      return;
    }
    this.stack.pop();
    if (frame.kind === Frame.Dict) {
      this.deliver(frame.record);
    } else if (frame.kind === Frame.Tuple && !frame.comma && frame.items.length === 1) {
      // `(5)` is 5, only `(5,)` is a tuple.
      this.deliver(frame.items[0]);
    } else {
      this.deliver(frame.items);
    }
  }

  /** Hands a complete value to the innermost frame. */
  private deliver(value: unknown): void {
    const frame = this.top;
    switch (frame.kind) {
      case Frame.Call:
        this.deliverArgument(frame, value);
        return;
      case Frame.List:
      case Frame.Tuple:
        frame.items.push(value);
        frame.slot = Slot.After;
        return;
      case Frame.Dict: {
        if (frame.slot === Slot.Value) {
          const key = dictKey(value);
          if (key === undefined) {
            this.fail('a dict key that is a list, tuple or dict');
            return;
          }
          frame.key = key;
          frame.slot = Slot.Colon;
          return;
        }
        setOwn(frame.record as Record<string, unknown>, frame.key ?? '', value);
        frame.key = undefined;
        frame.slot = Slot.After;
      }
    }
  }

  private deliverArgument(frame: StackFrame, value: unknown): void {
    switch (frame.slot) {
      case Slot.Assigned:
        this.keywordSeen = true;
        this.args.push({ key: frame.key, value });
        frame.key = undefined;
        break;
      case Slot.Star:
        if (!Array.isArray(value)) {
          this.fail('*args of something that is not a list');
          return;
        }
        if (this.keywordSeen) {
          this.fail('a positional argument after a keyword argument');
          return;
        }
        for (const element of value) this.args.push({ key: undefined, value: element });
        break;
      case Slot.DoubleStar: {
        if (typeof value !== 'object' || value === null || Array.isArray(value)) {
          this.fail('**kwargs of something that is not a dict');
          return;
        }
        const record = value as Record<string, unknown>;
        for (const key of Object.keys(record)) this.args.push({ key, value: record[key] });
        this.keywordSeen = true;
        break;
      }
      default:
        if (this.keywordSeen) {
          this.fail('a positional argument after a keyword argument');
          return;
        }
        this.args.push({ key: undefined, value });
    }
    frame.slot = Slot.After;
  }

  private missingComma(): string {
    return this.top.kind === Frame.Call
      ? 'two arguments without a comma between them'
      : 'two values without a comma between them';
  }

  private note(code: NotedRepair, message: string): void {
    const bit = notedRepairBits[code];
    if ((this.reported & bit) !== 0) return;
    this.reported |= bit;
    this.repairs = [...this.repairs, createRepair(code, message)];
  }

  /** Records the first problem and from then on only follows brackets to the call's end. */
  private fail(detail: string): void {
    if (this.problem !== undefined) return;
    this.problem = { code: 'unreadable-arguments', detail };
    this.pendingName = undefined;
    this.pendingString = undefined;
    this.pendingSign = 0;
    this.skipStack = this.stack.map((frame) => openerOfFrame[frame.kind]);
  }

  /** Brackets while skipping: the call ends at its own `)`, or before a closer it never opened. */
  private skipPunctuation(code: number): void {
    if (code === OPEN_PAREN || code === OPEN_BRACKET || code === OPEN_BRACE) {
      // Past this depth only the count is kept: any closer closes one of those openers.
      if (this.skipStack.length >= maxSkipDepth) this.skipDeeper += 1;
      else this.skipStack.push(code);
      return;
    }
    if (code !== CLOSE_PAREN && code !== CLOSE_BRACKET && code !== CLOSE_BRACE) return;
    if (this.skipDeeper > 0) {
      this.skipDeeper -= 1;
      return;
    }
    for (let depth = this.skipStack.length - 1; depth >= 0; depth -= 1) {
      if (closerOf[this.skipStack[depth] as number] !== code) continue;
      this.skipStack.length = depth;
      if (depth === 0) this.done = true;
      return;
    }
    // A `]` or `}` that closes nothing of the call: the call ended before it.
    this.done = true;
    this.leaveCloser = true;
  }
}

function newFrame(kind: Frame): StackFrame {
  return {
    kind,
    slot: Slot.Value,
    items: [],
    record: kind === Frame.Dict ? createParamsRecord() : undefined,
    key: undefined,
    comma: false,
  };
}

/** A dict key as JSON writes it: strings as they are, numbers and constants as their text. */
function dictKey(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (value === true) return 'true';
  if (value === false) return 'false';
  if (value === null) return 'null';
  return undefined;
}

function clip(text: string): string {
  return text.length <= 40 ? text : `${text.slice(0, 39)}…`;
}
