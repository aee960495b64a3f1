import {
  BACKTICK,
  BYTE_ORDER_MARK,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  COLON,
  COMMA,
  DOUBLE_QUOTE,
  isDigit,
  isIdentifierPart,
  isIdentifierStart,
  MINUS,
  OPEN_BRACE,
  OPEN_BRACKET,
  SINGLE_QUOTE,
} from './char-codes.js';
import { startsJsonEntry, startsJsonValue } from './json-chars.js';
import {
  AFTER_COLON,
  AFTER_COMMA,
  AFTER_KEY,
  AFTER_VALUE,
  END,
  LEAVE,
  LEFT,
  START,
} from './quick-json-state.js';
import { QuickJsonTokenReader } from './quick-json-tokens.js';
import { setOwn } from './set-own.js';

/**
 * The one-pass reader of one text at a time, used over and over: a read runs to its end before
 * the next begins (nothing it calls reads JSON), so one reader and its notes serve every call.
 * Objects and arrays are read here, each level a call on the stack.
 */
export class QuickJsonReader extends QuickJsonTokenReader {
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
}
