import type { Repair } from '@ai-toolbox/core';
import { createRepair, isLineBreak, isNameStart, isSpaceOrTab } from '@ai-toolbox/core/kit';
import { classifyAtfuncBareValue } from './atfunc-bare-value.js';
import { isIdentifierPart } from './atfunc-scan-state.js';
import { AtfuncScanStop } from './atfunc-scan-stop.js';
import type { AtfuncScannedArgument } from './atfunc-scanner.js';
import { AtfuncTextBuilder } from './atfunc-text-builder.js';
import { AtfuncValueScanner, Context } from './atfunc-value-scanner.js';

/** What the in-chunk readers give when the value does not end within the chunk. */
const notInChunk: unique symbol = Symbol('not in chunk');

const withBody = 'with_body';

function describeChar(code: number): string {
  return isLineBreak(code) ? 'a line break' : `'${String.fromCharCode(code)}'`;
}

/** The scanner's arguments between a call's parentheses, and its `with_body [[ ... ]]` block. */
export abstract class AtfuncArgumentScanner extends AtfuncValueScanner {
  /** What an argument starts with, until it is known to be a name or a bare word. */
  private readonly prefix = new AtfuncTextBuilder();

  /**
   * The arguments and closing `)` of a call when all of them are within the chunk and read
   * without a problem, as {@link scanArguments} reads them; `false` otherwise, leaving `pos`,
   * `args` and `repairs` for the caller to set back.
   */
  protected readArgumentsInChunk(args: AtfuncScannedArgument[], repairs: Repair[]): boolean {
    let expectArgument = true;
    let afterComma = false;
    for (;;) {
      const code = this.peekSignificant();
      if (code === undefined) return false;
      if (code === 0x29 /* ) */) {
        this.pos += 1;
        if (afterComma) repairs.push(createRepair('trailing-comma', 'Ignored a comma before ")".'));
        return true;
      }
      if (expectArgument) {
        if (code === 0x2c /* , */) return false;
        const argument = this.readArgumentInChunk();
        if (argument === undefined) return false;
        args.push(argument);
        expectArgument = false;
        afterComma = false;
      } else if (code === 0x2c /* , */) {
        this.pos += 1;
        expectArgument = true;
        afterComma = true;
      } else {
        // A missing comma, an extra bracket or worse: the generator reads and reports it.
        return false;
      }
    }
  }

  protected *scanArguments(args: AtfuncScannedArgument[], repairs: Repair[]) {
    let expectArgument = true;
    let afterComma = false;
    for (;;) {
      const code =
        this.peekSignificant() ??
        (yield* this.nextSignificant('its arguments, before the closing parenthesis'));
      if (code === 0x29 /* ) */) {
        this.pos += 1;
        if (afterComma) repairs.push(createRepair('trailing-comma', 'Ignored a comma before ")".'));
        return;
      }
      if (expectArgument) {
        if (code === 0x2c /* , */) {
          throw AtfuncScanStop.unreadable('an argument is missing between two commas');
        }
        args.push(this.readArgumentInChunk() ?? (yield* this.scanArgument()));
        expectArgument = false;
        afterComma = false;
      } else if (code === 0x2c /* , */) {
        this.pos += 1;
        expectArgument = true;
        afterComma = true;
      } else if (
        code === 0x22 /* " */ ||
        code === 0x27 /* ' */ ||
        code === 0x7b /* { */ ||
        code === 0x5b /* [ */
      ) {
        repairs.push(createRepair('missing-comma', 'Added a missing comma between two arguments.'));
        expectArgument = true;
      } else if (code === 0x7d /* } */ || code === 0x5d /* ] */) {
        this.pos += 1;
        repairs.push(
          createRepair('extra-closing-bracket', `Dropped an extra ${describeChar(code)}.`),
        );
      } else {
        throw AtfuncScanStop.unreadable(
          `expected ',' or ')' after an argument but found ${describeChar(code)}`,
        );
      }
    }
  }

  /**
   * An argument that ends within the current chunk (the common case: a string without escapes,
   * a bare word, or `key=` one of those), read without creating a generator; `undefined`, with
   * `pos` unchanged, for anything else, which {@link scanArgument} then reads. It reads what
   * {@link scanArgument} would: the characters it looked at are read once more at most.
   */
  private readArgumentInChunk(): AtfuncScannedArgument | undefined {
    const start = this.pos;
    const chunk = this.chunk;
    const code = chunk.charCodeAt(start);
    if (code === 0x22 /* " */ || code === 0x27 /* ' */) {
      const text = this.readStringInChunk(code);
      const next = text === undefined ? undefined : this.peekSignificant();
      if (next !== undefined && next !== 0x3a /* : */ && next !== 0x3d /* = */) {
        return { key: undefined, value: text, repairs: [] };
      }
      this.pos = start;
      return undefined;
    }
    if (code === 0x7b /* { */ || code === 0x5b /* [ */) return undefined;
    if (isNameStart(code)) {
      let nameEnd = start + 1;
      while (nameEnd < chunk.length && isIdentifierPart(chunk.charCodeAt(nameEnd))) nameEnd += 1;
      let at = nameEnd;
      while (at < chunk.length && isSpaceOrTab(chunk.charCodeAt(at))) at += 1;
      // What follows the name decides, and it must be in this chunk (after `:`, one more).
      if (at + 1 >= chunk.length) return undefined;
      const next = chunk.charCodeAt(at);
      if (
        next === 0x3d /* = */ ||
        (next === 0x3a && chunk.charCodeAt(at + 1) !== 0x2f) /* : not followed by / */
      ) {
        this.pos = at + 1;
        const repairs: Repair[] = [];
        const value = this.readValueInChunk(repairs);
        if (value === notInChunk) {
          this.pos = start;
          return undefined;
        }
        return { key: chunk.slice(start, nameEnd), value, repairs };
      }
    }
    // A bare word; the name, blanks and `:` it may start with are part of it.
    const text = this.readBareInChunk();
    if (text === undefined) {
      this.pos = start;
      return undefined;
    }
    const repairs: Repair[] = [];
    return { key: undefined, value: classifyAtfuncBareValue(text, repairs), repairs };
  }

  /**
   * A value after `key=` or `key:` that ends within the chunk, as {@link scanValue} reads it,
   * or {@link notInChunk} (also for a missing value, which {@link scanValue} reports).
   */
  private readValueInChunk(repairs: Repair[]): unknown {
    const code = this.peekSignificant();
    if (code === undefined || code === 0x7b /* { */ || code === 0x5b /* [ */) return notInChunk;
    if (code === 0x2c /* , */ || code === 0x29 /* ) */) return notInChunk;
    if (code === 0x22 /* " */ || code === 0x27 /* ' */) {
      return this.readStringInChunk(code) ?? notInChunk;
    }
    const text = this.readBareInChunk();
    return text === undefined ? notInChunk : classifyAtfuncBareValue(text, repairs);
  }

  private *scanArgument(): Generator<void, AtfuncScannedArgument, void> {
    const repairs: Repair[] = [];
    const code = this.chunk.charCodeAt(this.pos);
    if (code === 0x22 /* " */ || code === 0x27 /* ' */) {
      const text = this.readStringInChunk(code) ?? (yield* this.scanString(code));
      const next =
        this.peekSignificant() ??
        (yield* this.nextSignificant('its arguments, before the closing parenthesis'));
      if (next === 0x3a /* : */ || next === 0x3d /* = */) {
        this.pos += 1;
        return { key: text, value: yield* this.scanValue(repairs), repairs };
      }
      return { key: undefined, value: text, repairs };
    }
    if (code === 0x7b /* { */ || code === 0x5b /* [ */) {
      return { key: undefined, value: yield* this.scanJson(Context.Arguments, repairs), repairs };
    }
    // An identifier followed by `=` or `:` names the argument; anything else is a bare word.
    const prefix = this.prefix;
    prefix.clear();
    if (isNameStart(code)) {
      for (;;) {
        if (this.pos >= this.chunk.length && !(yield* this.more()))
          throw AtfuncScanStop.endOfText('an argument');
        const chunk = this.chunk;
        let i = this.pos;
        while (i < chunk.length && isIdentifierPart(chunk.charCodeAt(i))) i += 1;
        prefix.appendRun(chunk, this.pos, i);
        this.pos = i;
        if (i < chunk.length) break;
      }
      const key = prefix.toString();
      for (;;) {
        if (this.pos >= this.chunk.length && !(yield* this.more()))
          throw AtfuncScanStop.endOfText('an argument');
        const next = this.chunk.charCodeAt(this.pos);
        if (isSpaceOrTab(next)) {
          // The run of blanks is joined in one piece, however long.
          const chunk = this.chunk;
          let end = this.pos + 1;
          while (end < chunk.length && isSpaceOrTab(chunk.charCodeAt(end))) end += 1;
          prefix.appendRun(chunk, this.pos, end);
          this.pos = end;
          continue;
        }
        if (next === 0x3d /* = */) {
          this.pos += 1;
          return { key, value: yield* this.scanValue(repairs), repairs };
        }
        if (next === 0x3a /* : */) {
          this.pos += 1;
          if (this.pos >= this.chunk.length && !(yield* this.more()))
            throw AtfuncScanStop.endOfText('an argument');
          // `https://...` is a bare URL, not an argument named `https`.
          if (this.chunk.charCodeAt(this.pos) !== 0x2f /* / */) {
            return { key, value: yield* this.scanValue(repairs), repairs };
          }
          prefix.appendCode(0x3a /* : */);
        }
        break;
      }
    }
    const text = yield* this.scanBare(prefix.toString());
    return { key: undefined, value: classifyAtfuncBareValue(text, repairs), repairs };
  }

  /** A value after `key=` or `key:`. */
  private *scanValue(repairs: Repair[]): Generator<void, unknown, void> {
    const code = this.peekSignificant() ?? (yield* this.nextSignificant('an argument'));
    if (code === 0x22 /* " */ || code === 0x27 /* ' */)
      return this.readStringInChunk(code) ?? (yield* this.scanString(code));
    if (code === 0x7b /* { */ || code === 0x5b /* [ */) {
      return yield* this.scanJson(Context.Arguments, repairs);
    }
    if (code === 0x2c /* , */ || code === 0x29 /* ) */) {
      throw AtfuncScanStop.unreadable('a named argument has no value after its "=" or ":"');
    }
    return classifyAtfuncBareValue(yield* this.scanBare(''), repairs);
  }

  /** After `)`: whether ` with_body` follows (spaces and tabs only, any letter case). */
  protected *scanWithBody(): Generator<void, boolean, void> {
    let matched = 0;
    for (;;) {
      if (this.pos >= this.chunk.length && !(yield* this.more())) return false;
      const code = this.chunk.charCodeAt(this.pos);
      if (matched === 0 && isSpaceOrTab(code)) {
        this.pos += 1;
        continue;
      }
      if ((code | 0x20) !== withBody.charCodeAt(matched) && code !== withBody.charCodeAt(matched)) {
        return false;
      }
      this.pos += 1;
      matched += 1;
      if (matched === withBody.length) return true;
    }
  }

  /** The body after `with_body`: `[[ {json} ]]`. */
  protected *scanBody(repairs: Repair[]): Generator<void, Record<string, unknown>, void> {
    let code = this.peekSignificant() ?? (yield* this.nextSignificant('the with_body block'));
    let bracketed = false;
    if (code === 0x5b /* [ */) {
      this.pos += 1;
      if (this.pos >= this.chunk.length && !(yield* this.more()))
        throw AtfuncScanStop.endOfText('the with_body block');
      if (this.chunk.charCodeAt(this.pos) !== 0x5b /* [ */) {
        throw AtfuncScanStop.unreadable('with_body must be followed by [[');
      }
      this.pos += 1;
      bracketed = true;
      code = this.peekSignificant() ?? (yield* this.nextSignificant('the with_body block'));
    } else if (code === 0x7b /* { */) {
      repairs.push(createRepair('body-brackets', 'Read a with_body object written without [[ ]].'));
    } else {
      throw AtfuncScanStop.unreadable('with_body must be followed by [[');
    }
    let body: Record<string, unknown> = {};
    if (code === 0x7b /* { */) {
      body = (yield* this.scanJson(
        bracketed ? Context.Body : Context.Arguments,
        repairs,
      )) as Record<string, unknown>;
      if (!bracketed) return body;
      code = this.peekSignificant() ?? (yield* this.nextSignificant('the with_body block'));
    }
    if (code !== 0x5d /* ] */) {
      throw AtfuncScanStop.unreadable(
        `the with_body block must hold one JSON object and end with ]] but found ${describeChar(code)}`,
      );
    }
    this.pos += 1;
    if (this.pos >= this.chunk.length && !(yield* this.more())) {
      repairs.push(createRepair('body-brackets', 'Read "]" as the "]]" that ends with_body.'));
      return body;
    }
    if (this.chunk.charCodeAt(this.pos) === 0x5d /* ] */) this.pos += 1;
    else repairs.push(createRepair('body-brackets', 'Read "]" as the "]]" that ends with_body.'));
    return body;
  }
}
