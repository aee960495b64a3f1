import {
  COMMA,
  DIGIT_0,
  DOT,
  DOUBLE_QUOTE,
  isDigit,
  isIdentifierPart,
  isSpace,
  MINUS,
} from './char-codes.js';
import {
  EXACT_DIGITS,
  endJsonNumber,
  type JsonNumberState,
  NUMBER_START,
  stepJsonNumber,
} from './json-number.js';
import { LEFT } from './quick-json-state.js';
import { QuickJsonStringReader } from './quick-json-strings.js';

/** The one-pass reader's numbers, words and unquoted keys. */
export abstract class QuickJsonTokenReader extends QuickJsonStringReader {
  protected readNumber(): unknown {
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
  protected readWord(): unknown {
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
  protected readKeyWord(): unknown {
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
