import { readBareWord } from './bare-word.js';
import {
  ASTERISK,
  BACKTICK,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  CLOSE_PAREN,
  COLON,
  COMMA,
  DOT,
  DOUBLE_QUOTE,
  EQUALS,
  isIdentifierPart,
  isLineBreak,
  isSpace,
  MINUS,
  OPEN_PAREN,
  SLASH,
} from './char-codes.js';
import { endJsonNumber, shortInteger, stepJsonNumber } from './json-number.js';
import { describeAt, problemAt } from './json-reader-problems.js';
import {
  AFTER_WORD,
  BACKTICKS,
  BARE,
  BLOCK_COMMENT,
  FENCE_LANGUAGE,
  LINE_COMMENT,
  STRUCTURE,
  TRAILING,
} from './json-reader-state.js';
import { JsonStringReader } from './json-reader-strings.js';

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
 * The reader's tokens other than strings: numbers, words (`true`, Python's `None`, a bare word
 * refused with a name for what it is), the loose dialect's bare words, dots, backticks and code
 * fences, comments, and a backslash that begins JSON written as a string's contents.
 */
export abstract class JsonTokenReader extends JsonStringReader {
  protected readNumber(chunk: string, index: number): number {
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
  protected endNumber(chunk: string, from: number, index: number, code: number): number {
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

  protected readWord(chunk: string, index: number): number {
    let at = index;
    while (at < chunk.length && isIdentifierPart(chunk.charCodeAt(at))) at += 1;
    this.text += chunk.slice(index, at);
    if (at < chunk.length) return this.endWord(chunk.charCodeAt(at)) ? at + 1 : at;
    return at;
  }

  /** The word ends before `code` (`NaN` at the end of the text); returns whether `code` is used. */
  protected endWord(code: number): boolean {
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
  protected readAfterWord(chunk: string, index: number): number {
    let at = index;
    while (at < chunk.length && isSpace(chunk.charCodeAt(at))) at += 1;
    if (at < chunk.length) this.failWord(chunk.charCodeAt(at));
    return at;
  }

  protected failWord(next: number): number {
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
  protected readDots(chunk: string, index: number): number {
    let at = index;
    while (at < chunk.length && chunk.charCodeAt(at) === DOT) {
      this.count += 1;
      at += 1;
    }
    if (at < chunk.length) this.failDots();
    return at;
  }

  protected failDots(): number {
    if (this.count >= 3) {
      return this.fail(
        this.tokenAt,
        "an ellipsis '...' where items were left out; JSON has no ellipsis, send every item",
      );
    }
    return this.fail(this.tokenAt, `${this.unexpected("'.'")}; a number begins with a digit`);
  }

  protected startBackticks(index: number): void {
    this.tokenAt = this.position(index);
    this.count = 1;
    this.mode = BACKTICKS;
  }

  /** Backticks: one opens a string (`` `a´ ``), three a markdown code fence around the value. */
  protected readBackticks(chunk: string, index: number): number {
    let at = index;
    while (at < chunk.length && chunk.charCodeAt(at) === BACKTICK) {
      this.count += 1;
      at += 1;
    }
    if (at < chunk.length) this.endBackticks(true);
    return at;
  }

  /** The backticks end (before more text, or at the end of it). */
  protected endBackticks(more: boolean): void {
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
  protected readFenceLanguage(chunk: string, index: number): number {
    let at = index;
    while (at < chunk.length && isIdentifierPart(chunk.charCodeAt(at))) at += 1;
    if (at < chunk.length) this.mode = STRUCTURE;
    return at;
  }

  /** A backslash between tokens: `\"` begins JSON written as the contents of a string. */
  protected readAfterBackslash(chunk: string, index: number): number {
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
  protected readBare(chunk: string, index: number): number {
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

  protected endBare(): void {
    const text = this.text.trim();
    if (this.tokenIsKey) {
      this.storeKey(text);
      return;
    }
    const word = readBareWord(text);
    if (word.repair !== undefined) this.repair(word.repair, this.tokenAt);
    this.store(word.value);
  }

  protected readAfterSlash(chunk: string, index: number): number {
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

  protected readBlockComment(chunk: string, index: number): number {
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
