import {
  BACKSLASH,
  BACKTICK,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  CLOSE_PAREN,
  COLON,
  COMMA,
  DOT,
  DOUBLE_QUOTE,
  EQUALS,
  isDigit,
  isIdentifierPart,
  isIdentifierStart,
  isNameStart,
  isSpace,
  LINE_FEED,
  MINUS,
  OPEN_BRACE,
  OPEN_BRACKET,
  PLUS,
  SINGLE_QUOTE,
  SLASH,
} from './char-codes.js';
import { isOpeningQuote, isUnicodeSpace, startsJsonEntry, startsJsonValue } from './json-chars.js';
import { NUMBER_START } from './json-number.js';
import { describeAt, problemAt } from './json-reader-problems.js';
import {
  AFTER_COLON,
  AFTER_COMMA,
  AFTER_KEY,
  BACKSLASH_READ,
  BARE,
  DOTS,
  NUMBER,
  SLASH_READ,
  START,
  TRAILING,
  WORD,
} from './json-reader-state.js';
import { JsonTokenReader } from './json-reader-tokens.js';

/**
 * The reader between tokens: blanks, the punctuation of objects and arrays with the repairs
 * made on it, what may follow the whole value, and which token a character begins.
 */
export abstract class JsonStructureReader extends JsonTokenReader {
  /** Between tokens: skips blanks (and comments), then reads one structural character. */
  protected readStructure(chunk: string, index: number): number {
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
}
