import type { Repair } from '@ai-toolbox/core';
import {
  BACKSLASH,
  CARRIAGE_RETURN,
  CLOSE_BRACKET,
  CLOSE_PAREN,
  COMMA,
  createJsonReader,
  DOUBLE_QUOTE,
  hexValue,
  isLineBreak,
  LINE_FEED,
  LOWER_B,
  LOWER_F,
  LOWER_N,
  LOWER_R,
  LOWER_T,
  LOWER_U,
  OPEN_PAREN,
  SINGLE_QUOTE,
  SLASH,
  TAB,
} from '@ai-toolbox/core/kit';
import { AtfuncScanState } from './atfunc-scan-state.js';
import { AtfuncScanStop } from './atfunc-scan-stop.js';
import { AtfuncTextBuilder } from './atfunc-text-builder.js';

/** The two escapes JSON has that the kit names no code for. */
const BACKSPACE = 0x08;
const FORM_FEED = 0x0c;

/** Where a value sits, which decides which characters end a bare word. */
export enum Context {
  /** Between the parentheses of a call: `)` ends the call. */
  Arguments = 0,
  /** Inside `with_body [[ ... ]]`: `]` ends the body. */
  Body = 1,
}

/** The scanner's values: quoted strings, bare words and JSON objects and arrays. */
export abstract class AtfuncValueScanner extends AtfuncScanState {
  /** The decoded text of the quoted string being read (strings do not nest). */
  private readonly stringText = new AtfuncTextBuilder();

  /**
   * A quoted string without escapes that closes within the current chunk (the common case),
   * read without creating a generator; `undefined`, with `pos` unchanged, otherwise. The
   * characters it looked at before giving up are read once more by {@link scanString}, so
   * each character is still read a bounded number of times.
   */
  protected readStringInChunk(quote: number): string | undefined {
    const chunk = this.chunk;
    const start = this.pos + 1;
    for (let i = start; i < chunk.length; i += 1) {
      const code = chunk.charCodeAt(i);
      if (code === quote) {
        this.pos = i + 1;
        return chunk.slice(start, i);
      }
      if (code === BACKSLASH) return undefined;
    }
    return undefined;
  }

  /**
   * A quoted string, `pos` on its opening quote. The usual escapes are decoded; an unknown
   * escape keeps its backslash (so `C:\Users` survives); line breaks may appear as written.
   */
  protected *scanString(quote: number): Generator<void, string, void> {
    this.pos += 1;
    const text = this.stringText;
    text.clear();
    for (;;) {
      if (this.pos >= this.chunk.length && !(yield* this.more()))
        throw AtfuncScanStop.endOfText('a quoted string');
      const chunk = this.chunk;
      let i = this.pos;
      while (i < chunk.length) {
        const code = chunk.charCodeAt(i);
        if (code === quote || code === BACKSLASH) break;
        i += 1;
      }
      text.appendRun(chunk, this.pos, i);
      this.pos = i;
      if (i >= chunk.length) continue;
      this.pos += 1;
      if (chunk.charCodeAt(i) === quote) return text.toString();
      if (this.pos >= this.chunk.length && !(yield* this.more()))
        throw AtfuncScanStop.endOfText('a quoted string');
      const escaped = this.chunk.charCodeAt(this.pos);
      this.pos += 1;
      switch (escaped) {
        case LOWER_N:
          text.appendCode(LINE_FEED);
          break;
        case LOWER_T:
          text.appendCode(TAB);
          break;
        case LOWER_R:
          text.appendCode(CARRIAGE_RETURN);
          break;
        case LOWER_B:
          text.appendCode(BACKSPACE);
          break;
        case LOWER_F:
          text.appendCode(FORM_FEED);
          break;
        case LOWER_U:
          text.appendText(yield* this.scanUnicodeEscape());
          break;
        case DOUBLE_QUOTE:
        case SINGLE_QUOTE:
        case BACKSLASH:
        case SLASH:
          text.appendCode(escaped);
          break;
        default:
          text.appendCode(BACKSLASH);
          text.appendCode(escaped);
      }
    }
  }

  /** The four hex digits after `\u`; anything else is kept as written. */
  private *scanUnicodeEscape(): Generator<void, string, void> {
    let value = 0;
    let digits = '';
    while (digits.length < 4) {
      if (this.pos >= this.chunk.length && !(yield* this.more()))
        throw AtfuncScanStop.endOfText('a quoted string');
      const code = this.chunk.charCodeAt(this.pos);
      const digit = hexValue(code);
      if (digit < 0) return `\\u${digits}`;
      value = value * 16 + digit;
      digits += String.fromCharCode(code);
      this.pos += 1;
    }
    return String.fromCharCode(value);
  }

  /**
   * A bare word from `pos` that ends within the chunk (before a comma or `)` outside
   * parentheses, or a line break), trimmed, as {@link scanBare} reads it; `undefined`, with
   * `pos` unchanged, when the chunk ends first.
   */
  protected readBareInChunk(): string | undefined {
    const chunk = this.chunk;
    let depth = 0;
    for (let i = this.pos; i < chunk.length; i += 1) {
      const code = chunk.charCodeAt(i);
      let done = false;
      if (isLineBreak(code)) done = true;
      else if (code === COMMA) done = depth === 0;
      else if (code === OPEN_PAREN) depth += 1;
      else if (code === CLOSE_PAREN) {
        if (depth > 0) depth -= 1;
        else done = true;
      }
      if (done) {
        const text = chunk.slice(this.pos, i);
        this.pos = i;
        return text.trim();
      }
    }
    return undefined;
  }

  /**
   * An unquoted argument, ending before a comma, a line break or the `)` of the call.
   * Parentheses inside it nest, so `max(1, 2)` is one word.
   */
  protected *scanBare(prefix: string) {
    let text = prefix;
    let depth = 0;
    for (;;) {
      if (this.pos >= this.chunk.length && !(yield* this.more()))
        throw AtfuncScanStop.endOfText('an argument');
      const chunk = this.chunk;
      let i = this.pos;
      let done = false;
      for (; i < chunk.length; i += 1) {
        const code = chunk.charCodeAt(i);
        if (isLineBreak(code)) {
          done = true;
        } else if (code === COMMA) {
          done = depth === 0;
        } else if (code === OPEN_PAREN) {
          depth += 1;
        } else if (code === CLOSE_PAREN) {
          if (depth > 0) depth -= 1;
          else done = true;
        }
        if (done) break;
      }
      text += chunk.slice(this.pos, i);
      this.pos = i;
      if (done) return text.trim();
    }
  }

  /**
   * A JSON object or array, `pos` on its opening bracket, read by the kit's JSON reader in its
   * loose dialect, which repairs on tokens where models typically break JSON (single quotes,
   * unquoted keys and words, `=` for `:`, Python's True/False/None, missing, trailing or extra
   * commas, brackets left open or extra), so a string's contents never change. The reader
   * keeps its place between chunks; `)` (or `]` after with_body) closes what is left open.
   */
  protected *scanJson(context: Context, repairs: Repair[]): Generator<void, unknown, void> {
    const reader = createJsonReader({
      dialect: 'loose',
      maxDepth: this.options.maxDepth,
      endsAt: context === Context.Arguments ? CLOSE_PAREN : CLOSE_BRACKET,
    });
    for (;;) {
      this.pos = reader.write(this.chunk, this.pos);
      if (reader.status !== 'reading') break;
      if (!(yield* this.more())) {
        const inString = reader.inString;
        // A value refused for its depth is read on to its end: where the text ends first, the
        // refusal says more than the cut.
        reader.end();
        if (reader.problem === undefined || reader.problem.reason === 'unreadable') {
          throw AtfuncScanStop.endOfText(inString ? 'a quoted string' : 'a JSON value');
        }
        break;
      }
    }
    if (reader.problem !== undefined) {
      throw AtfuncScanStop.unreadable(`JSON ${reader.problem.detail}`);
    }
    repairs.push(...reader.repairs);
    return reader.value;
  }
}
