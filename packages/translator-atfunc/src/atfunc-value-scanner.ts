import type { Repair } from '@ai-toolbox/core';
import { createJsonReader, hexValue, isLineBreak } from '@ai-toolbox/core/kit';
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
      if (code === 0x5c /* \ */) return undefined;
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
        if (code === quote || code === 0x5c /* \ */) break;
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
        case 0x6e /* n */:
          text.appendCode(0x0a /* \n */);
          break;
        case 0x74 /* t */:
          text.appendCode(0x09 /* \t */);
          break;
        case 0x72 /* r */:
          text.appendCode(0x0d /* \r */);
          break;
        case 0x62 /* b */:
          text.appendCode(BACKSPACE);
          break;
        case 0x66 /* f */:
          text.appendCode(FORM_FEED);
          break;
        case 0x75 /* u */:
          text.appendText(yield* this.scanUnicodeEscape());
          break;
        case 0x22 /* " */:
        case 0x27 /* ' */:
        case 0x5c /* \ */:
        case 0x2f /* / */:
          text.appendCode(escaped);
          break;
        default:
          text.appendCode(0x5c /* \ */);
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
      else if (code === 0x2c /* , */) done = depth === 0;
      else if (code === 0x28 /* ( */) depth += 1;
      else if (code === 0x29 /* ) */) {
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
        } else if (code === 0x2c /* , */) {
          done = depth === 0;
        } else if (code === 0x28 /* ( */) {
          depth += 1;
        } else if (code === 0x29 /* ) */) {
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
      endsAt: context === Context.Arguments ? 0x29 /* ) */ : 0x5d /* ] */,
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
