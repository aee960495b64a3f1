import type { Repair } from '../repair.js';
import {
  BACKSLASH,
  CARRIAGE_RETURN,
  DOT,
  DOUBLE_QUOTE,
  HASH,
  isDigit,
  isLineBreak,
  isNamePart,
  isNameStart,
  LINE_FEED,
  LOWER_B,
  LOWER_E,
  MINUS,
  PLUS,
  SINGLE_QUOTE,
  SPACE,
  TAB,
} from './char-codes.js';
import { PYTHON_STRING_PREFIXES, PythonStringReader } from './python-string.js';
import {
  describeCharacter,
  type PythonArgument,
  type PythonArgumentProblem,
  PythonValueStack,
} from './python-value-stack.js';

/** How {@link createPythonArgumentReader} reads. */
export interface PythonArgumentReaderOptions {
  /** How deep lists, tuples and dicts may nest in an argument; deeper is a problem. */
  readonly maxDepth: number;
}

/**
 * The arguments of one Python-style call, read from just after its `(` to its `)`, pushed in
 * chunks. One reader serves every call of a text: {@link PythonArgumentReader.reset} before
 * each.
 */
export interface PythonArgumentReader {
  /** Whether the call's `)` (or the end of a call that cannot be read) was reached. */
  readonly done: boolean;
  /** The arguments in the order written; plain data, dicts as records without a prototype. */
  readonly args: readonly PythonArgument[];
  /** Repairs made while reading, each kind once; the same empty array while there are none. */
  readonly repairs: readonly Repair[];
  /** Why the arguments cannot be used, once something went wrong. */
  readonly problem: PythonArgumentProblem | undefined;
  /**
   * Makes the reader ready for the next call. The arguments of the call before are dropped:
   * read them before the next reset.
   */
  reset(): void;
  /**
   * Reads `chunk` from `from` and returns where reading stopped: just after the call's `)`, at
   * the character that ended a call that cannot be read (left for the caller: a closer the
   * call never opened, or the second line break of a blank line), or at the end of the chunk
   * when the call goes on.
   */
  write(chunk: string, from: number): number;
  /** The text has ended: a call still open is cut off (`truncated-call`). */
  end(): void;
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
  /** Inside a string, which the string reader reads. */
  String = 6,
}

/** The longest word or number token kept; longer ones are a problem. */
const maxTokenLength = 4096;

/**
 * Reads the arguments of Python-style calls (`city='Paris', days=3, tags=['a']`) as a stream:
 * a tokenizer of Python's literal syntax that keeps its place between characters (strings in
 * every quote and prefix, escapes, numbers, names, comments), feeding a parser of literal
 * values with an explicit stack. Every character is read once, whatever the chunks; tokens,
 * nesting and numbers are bounded. Nothing is evaluated: a name, a nested call or an
 * expression makes the call's `problem`, and values are plain data (`True`, `None`, lists,
 * tuples as arrays, dicts as records of `createParamsRecord`, integers beyond 2^53 as
 * bigints). What models get wrong is read and reported as repairs: JSON's `true`/`null`, an
 * apostrophe inside a quoted string, a line break in a one-line string, unknown escapes, a
 * call written inside a string with its quotes escaped.
 *
 * @example
 * ```ts
 * const reader = createPythonArgumentReader({ maxDepth: 64 });
 * const text = "get_weather(city='Paris', days=3)";
 * reader.reset();
 * const stop = reader.write(text, text.indexOf('(') + 1);
 * reader.done; // true, and stop === text.length
 * reader.args; // [{ key: 'city', value: 'Paris' }, { key: 'days', value: 3 }]
 * ```
 */
export function createPythonArgumentReader(
  options: PythonArgumentReaderOptions,
): PythonArgumentReader {
  return new PythonTokenizer(options.maxDepth);
}

/** The tokenizer, which owns the value stack its tokens go to. */
class PythonTokenizer implements PythonArgumentReader {
  private readonly values: PythonValueStack;
  private readonly string: PythonStringReader;
  private lex = Lex.Between;
  private word = '';
  private text = '';
  /** Line breaks between tokens since the last token, to find a blank line while skipping. */
  private breaks = 0;

  constructor(maxDepth: number) {
    this.values = new PythonValueStack(maxDepth);
    this.string = new PythonStringReader(this.values);
  }

  get done(): boolean {
    return this.values.done;
  }

  get args(): readonly PythonArgument[] {
    return this.values.args;
  }

  get repairs(): readonly Repair[] {
    return this.values.repairs.list;
  }

  get problem(): PythonArgumentProblem | undefined {
    return this.values.problem;
  }

  reset(): void {
    this.values.reset();
    this.string.reset();
    this.lex = Lex.Between;
    this.word = '';
    this.text = '';
    this.breaks = 0;
  }

  write(chunk: string, from: number): number {
    const values = this.values;
    let index = from;
    const length = chunk.length;
    while (index < length && !values.done) {
      switch (this.lex) {
        case Lex.Between: {
          const code = chunk.charCodeAt(index);
          if (code === SPACE || code === TAB || code === CARRIAGE_RETURN) {
            index += 1;
            continue;
          }
          if (code === LINE_FEED) {
            this.breaks += 1;
            if (this.breaks >= 2 && values.problem !== undefined) {
              // A blank line ends a call that cannot be read: what follows is prose again.
              values.done = true;
              return index;
            }
            index += 1;
            continue;
          }
          this.breaks = 0;
          index = this.startToken(index, code);
          break;
        }
        case Lex.Word:
          index = this.readWord(chunk, index);
          break;
        case Lex.Number:
          index = this.readNumber(chunk, index);
          break;
        case Lex.Dot:
          if (isDigit(chunk.charCodeAt(index))) {
            this.text = '.';
            this.lex = Lex.Number;
          } else {
            this.lex = Lex.Between;
            values.onPunctuation(DOT);
          }
          break;
        case Lex.Comment: {
          let end = index;
          while (end < length && !isLineBreak(chunk.charCodeAt(end))) end += 1;
          index = end;
          if (end < length) this.lex = Lex.Between;
          break;
        }
        case Lex.Backslash:
          index = this.readBackslash(chunk, index);
          break;
        case Lex.String:
          index = this.string.read(chunk, index);
          if (!this.string.open) this.lex = Lex.Between;
          break;
      }
    }
    return index;
  }

  end(): void {
    const values = this.values;
    if (values.done) return;
    if (this.lex === Lex.Word) {
      const word = this.word;
      this.word = '';
      this.lex = Lex.Between;
      values.onWord(word);
    } else if (this.lex === Lex.Number) {
      const text = this.text;
      this.text = '';
      this.lex = Lex.Between;
      values.onNumber(text);
    } else if (this.lex === Lex.String) {
      // The end may complete a string (after `''` or its closing quote).
      this.string.end();
    }
    if (values.done) return;
    values.cutOff(this.lex === Lex.String && this.string.open);
  }

  private startToken(index: number, code: number): number {
    if (code === SINGLE_QUOTE || code === DOUBLE_QUOTE) {
      this.string.begin(code, '', false);
      this.lex = Lex.String;
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
        const values = this.values;
        const before = values.done;
        values.onPunctuation(code);
        // A closer that ends a call that cannot be read is left for the prose around it.
        if (!before && values.done && values.leaveCloser) {
          values.leaveCloser = false;
          return index;
        }
        return index + 1;
      }
    }
  }

  private readWord(chunk: string, from: number): number {
    const length = chunk.length;
    let end = from;
    while (end < length && isNamePart(chunk.charCodeAt(end))) end += 1;
    this.word += chunk.slice(from, end);
    if (this.word.length > maxTokenLength) {
      this.values.fail(`a name of more than ${maxTokenLength} characters`);
      this.word = '';
      this.lex = Lex.Between;
      return end;
    }
    if (end >= length) return end;
    const word = this.word;
    this.word = '';
    this.lex = Lex.Between;
    const next = chunk.charCodeAt(end);
    if (
      (next === SINGLE_QUOTE || next === DOUBLE_QUOTE) &&
      word.length <= 2 &&
      PYTHON_STRING_PREFIXES.has(word.toLowerCase())
    ) {
      this.string.begin(next, word.toLowerCase(), false);
      this.lex = Lex.String;
      return end + 1;
    }
    this.values.onWord(word);
    return end;
  }

  private readNumber(chunk: string, from: number): number {
    const length = chunk.length;
    let end = from;
    let previous = this.text.length > 0 ? this.text.charCodeAt(this.text.length - 1) : -1;
    while (end < length) {
      const code = chunk.charCodeAt(end);
      const sign = code === PLUS || code === MINUS;
      // A sign continues a number only in its exponent: 1e-3, never 0xe-3 or 1-3.
      if (!(isNamePart(code) || code === DOT || (sign && (previous | 0x20) === LOWER_E))) break;
      if (sign && this.isBasedNumber(chunk, from, end)) break;
      previous = code;
      end += 1;
    }
    this.text += chunk.slice(from, end);
    if (this.text.length > maxTokenLength) {
      this.values.fail(`a number of more than ${maxTokenLength} characters`);
      this.text = '';
      this.lex = Lex.Between;
      return end;
    }
    if (end < length) {
      this.lex = Lex.Between;
      const text = this.text;
      this.text = '';
      this.values.onNumber(text);
    }
    return end;
  }

  /** After `\` between tokens: `\"` opens a string of a call written inside a string. */
  private readBackslash(chunk: string, index: number): number {
    const code = chunk.charCodeAt(index);
    if (code === DOUBLE_QUOTE || code === SINGLE_QUOTE) {
      this.string.begin(code, '', true);
      this.lex = Lex.String;
      return index + 1;
    }
    this.lex = Lex.Between;
    if (!isLineBreak(code)) this.values.fail(`a stray backslash before ${describeCharacter(code)}`);
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
}
