import type { Repair, TextSpan } from '@ai-toolbox/core';
import {
  BACKSLASH,
  CARRIAGE_RETURN,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  CLOSE_PAREN,
  COLON,
  COMMA,
  createJsonReader,
  createRepair,
  DOT,
  DOUBLE_QUOTE,
  EQUALS,
  hexValue,
  isDigit,
  isLineBreak,
  isNameStart,
  isSpace,
  LINE_FEED,
  LOWER_B,
  LOWER_F,
  LOWER_N,
  LOWER_R,
  LOWER_T,
  LOWER_U,
  MINUS,
  OPEN_BRACE,
  OPEN_BRACKET,
  OPEN_PAREN,
  PERCENT,
  PLUS,
  SINGLE_QUOTE,
  SLASH,
  SPACE,
  TAB,
} from '@ai-toolbox/core/kit';
import { classifyAtfuncBareValue } from './atfunc-bare-value.js';
import { type AtfuncScanProblem, AtfuncScanStop } from './atfunc-scan-stop.js';
import { AtfuncTextBuilder } from './atfunc-text-builder.js';

export type { AtfuncScanProblem };

/** One argument as written: `key` is set for a named argument. */
export interface AtfuncScannedArgument {
  /** The name before `=` or `:`, for a named argument. */
  readonly key: string | undefined;
  /** The value as read: a string, number, boolean, null, object or array. */
  readonly value: unknown;
  /** Repairs made to read this argument's value (without `param`, which the mapping adds). */
  readonly repairs: Repair[];
}

/** A call as the scanner found it, before its name is resolved and its arguments mapped. */
export interface AtfuncScannedCall {
  /** The name as written after `@`. */
  readonly name: string;
  /** Where the call sits in the whole text. */
  readonly span: TextSpan;
  /** The call's text. */
  readonly raw: string;
  /** The arguments in the order written. */
  readonly args: AtfuncScannedArgument[];
  /** The `with_body [[ ... ]]` object, when the call has one. */
  readonly body: Record<string, unknown> | undefined;
  /** Repairs that belong to the call as a whole or to its body. */
  readonly repairs: Repair[];
  /** Why the call could not be read to its end, if it could not. */
  readonly problem: AtfuncScanProblem | undefined;
}

/** What the scanner needs from its owner. */
export interface AtfuncScannerOptions {
  /** How deep JSON objects and arrays may nest. */
  readonly maxDepth: number;
  /** Whether a name at the very end of the text is a known function (a call cut off there). */
  isKnownName(name: string): boolean;
  /**
   * Whether a call to `name` may carry `with_body [[ ... ]]`. Only then does the scanner look
   * past `)`; any other call is complete, and handed over, at its `)`.
   */
  acceptsBody(name: string): boolean;
  /** Receives each call as soon as it is complete; returning `false` stops the scan. */
  onCall(call: AtfuncScannedCall): boolean;
}

/** What the in-chunk readers give when the value does not end within the chunk. */
const notInChunk: unique symbol = Symbol('not in chunk');

/** The two escapes JSON has that the kit names no code for. */
const BACKSPACE = 0x08;
const FORM_FEED = 0x0c;

/** Longer runs of name characters after `@` are not taken as a function name. */
const maxNameLength = 256;
/** The most text held back from a call's start while it waits for a `)`. */
const maxHeldLength = 4096;
const withBody = 'with_body';
const unicodeWord = /[\p{L}\p{N}\p{M}]/u;

/** Where a value sits, which decides which characters end a bare word. */
enum Context {
  /** Between the parentheses of a call: `)` ends the call. */
  Arguments = 0,
  /** Inside `with_body [[ ... ]]`: `]` ends the body. */
  Body = 1,
}

/** A letter, digit, `_` or `-`: what an argument name is made of. */
function isIdentifierPart(code: number): boolean {
  return isNameStart(code) || isDigit(code) || code === MINUS;
}

/** A space or a tab: what may stand between an argument's name and its `=` or `:`. */
function isBlank(code: number): boolean {
  return code === SPACE || code === TAB;
}

/** An argument-name character or `.`: what a function name after `@` is made of. */
function isNamePart(code: number): boolean {
  return isIdentifierPart(code) || code === DOT;
}

/** Whether `@` after this character sits inside a word or an e-mail address. */
function isWordBefore(code: number): boolean {
  if (code < 0) return false;
  if (code < 128) {
    return isIdentifierPart(code) || code === DOT || code === PLUS || code === PERCENT;
  }
  return unicodeWord.test(String.fromCharCode(code));
}

function describeChar(code: number): string {
  return isLineBreak(code) ? 'a line break' : `'${String.fromCharCode(code)}'`;
}

/**
 * The single-pass scanner of atfunc calls. It reads text pushed in chunks, character codes
 * only, never going back: every character is examined a bounded number of times, so the
 * work is linear in the text however it is cut. A generator keeps its place inside a call
 * between chunks, which makes one-shot parsing (one chunk) and streamed parsing the same code
 * path; between calls the scanner needs no place but the offset, so prose streams without
 * resuming it.
 */
export class AtfuncScanner {
  private chunk = '';
  private pos = 0;
  private base = 0;
  private ended = false;
  private stopped = false;
  /** The last character of the chunks before this one, or -1; read only when needed. */
  private previous = -1;
  /** The chunk before this one, whose last character `previous` is, when not yet read. */
  private previousChunk = '';
  /** The call's text from earlier chunks, while a call is being read. */
  private readonly captured = new AtfuncTextBuilder();
  /** The decoded text of the quoted string being read (strings do not nest). */
  private readonly stringText = new AtfuncTextBuilder();
  /** What an argument starts with, until it is known to be a name or a bare word. */
  private readonly prefix = new AtfuncTextBuilder();
  private captureFrom = -1;
  /** Where the call being read starts in the whole text, while one is. */
  private callStart = 0;
  /** Whether the scanner waits between calls, where a chunk without a call needs no step. */
  private idle = false;
  /** Text from the `@` of a call that no `)` has ended yet, not yet given to the generator. */
  private held = '';
  /** Whether `held` is `@` and name characters only, so far. */
  private heldName = false;
  /** Where the name after the `@` that {@link seekCall} found ends. */
  private nameEnd = 0;
  /** The offset of the chunk's next `)` at or after the last one looked up, or -1 for none. */
  private nextClose = 0;
  private readonly steps: Generator<void, void, void>;

  constructor(private readonly options: AtfuncScannerOptions) {
    this.steps = this.run();
    this.steps.next();
  }

  /** Feeds the next piece of text. */
  push(chunk: string): void {
    if (this.ended || this.stopped) return;
    if (this.held.length === 0) {
      this.feed(chunk);
      return;
    }
    if (this.held.length + chunk.length <= maxHeldLength) {
      let from = 0;
      if (this.heldName) {
        while (from < chunk.length && isNamePart(chunk.charCodeAt(from))) from += 1;
        if (from === chunk.length) {
          this.held += chunk;
          return;
        }
        this.heldName = false;
        // A name without `(` is a mention: it is read at once.
        if (chunk.charCodeAt(from) !== OPEN_PAREN) from = -1;
      }
      if (from >= 0 && chunk.indexOf(')', from) < 0) {
        this.held += chunk;
        return;
      }
    }
    const text = this.held + chunk;
    this.held = '';
    this.heldName = false;
    this.feed(text);
  }

  /**
   * Where the settled text ends: before it, no text can still become part of a call. The
   * text from an `@` that may start a call (held, or being read) is not settled.
   */
  settledLength(): number {
    const read = this.base + this.chunk.length;
    if (this.ended || this.stopped) return read + this.held.length;
    if (this.held.length > 0) return read;
    return this.captureFrom >= 0 ? this.callStart : read;
  }

  /** Ends the text: a call still open is reported as cut off. */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    if (this.held.length > 0 && !this.stopped) {
      const text = this.held;
      this.held = '';
      this.feed(text);
    }
    this.steps.next();
  }

  private feed(chunk: string): void {
    if (this.captureFrom >= 0) {
      this.captured.appendRun(this.chunk, this.captureFrom, this.chunk.length);
      this.captureFrom = 0;
    }
    if (this.chunk.length > 0) this.previousChunk = this.chunk;
    this.base += this.chunk.length;
    this.chunk = chunk;
    this.pos = 0;
    this.nextClose = 0;
    // Between calls, prose is skipped here; the generator resumes only where a call may start.
    if (this.idle && (!this.seekCall() || this.holdCall())) return;
    if (!this.ended) this.steps.next();
  }

  /** Waits until a character is available at `pos`; `false` at the end of the text. */
  private *more(): Generator<void, boolean, void> {
    while (this.pos >= this.chunk.length) {
      if (this.ended || this.stopped) return false;
      yield;
    }
    return true;
  }

  private *run(): Generator<void, void, void> {
    while (!this.stopped) {
      if (!this.seekCall() || this.holdCall()) {
        if (this.ended) return;
        this.idle = true;
        yield;
        this.idle = false;
        continue;
      }
      const at = this.pos;
      this.pos = at + 1;
      if (!this.readCallInChunk(at)) yield* this.scanCall(at);
    }
  }

  /**
   * A call that ends within the current chunk and takes no `with_body` (the common case), read
   * and handed over without creating a generator. `false`, with `pos` just past the `@`, for
   * anything else, which {@link scanCall} then reads from there.
   */
  private readCallInChunk(at: number): boolean {
    const chunk = this.chunk;
    const nameEnd = this.nameEnd;
    // seekCall found the name's end, and a `(` right after it when it is in the chunk.
    if (nameEnd >= chunk.length || nameEnd - at - 1 > maxNameLength) return false;
    if (!isNameStart(chunk.charCodeAt(at + 1))) return false;
    const name = chunk.slice(at + 1, nameEnd);
    if (this.options.acceptsBody(name)) return false;
    this.pos = nameEnd + 1;
    const args: AtfuncScannedArgument[] = [];
    const repairs: Repair[] = [];
    if (!this.readArgumentsInChunk(args, repairs)) {
      this.pos = at + 1;
      return false;
    }
    const start = this.base + at;
    const raw = chunk.slice(at, this.pos);
    this.emit({
      name,
      span: { start, end: start + raw.length },
      raw,
      args,
      body: undefined,
      repairs,
      problem: undefined,
    });
    return true;
  }

  /**
   * The arguments and closing `)` of a call when all of them are within the chunk and read
   * without a problem, as {@link scanArguments} reads them; `false` otherwise, leaving `pos`,
   * `args` and `repairs` for the caller to set back.
   */
  private readArgumentsInChunk(args: AtfuncScannedArgument[], repairs: Repair[]): boolean {
    let expectArgument = true;
    let afterComma = false;
    for (;;) {
      const code = this.peekSignificant();
      if (code === undefined) return false;
      if (code === CLOSE_PAREN) {
        this.pos += 1;
        if (afterComma) repairs.push(createRepair('trailing-comma', 'Ignored a comma before ")".'));
        return true;
      }
      if (expectArgument) {
        if (code === COMMA) return false;
        const argument = this.readArgumentInChunk();
        if (argument === undefined) return false;
        args.push(argument);
        expectArgument = false;
        afterComma = false;
      } else if (code === COMMA) {
        this.pos += 1;
        expectArgument = true;
        afterComma = true;
      } else {
        // A missing comma, an extra bracket or worse: the generator reads and reports it.
        return false;
      }
    }
  }

  /**
   * Holds back the call starting at `pos` when no `)` in the rest of the chunk can end it: the
   * generator then reads it whole once a `)` arrives, instead of stepping through each chunk
   * of it. Never at the end of the text, and never more than {@link maxHeldLength} characters.
   */
  private holdCall(): boolean {
    const chunk = this.chunk;
    const at = this.pos;
    if (this.ended || chunk.length - at > maxHeldLength) return false;
    // The next `)` is looked up once per chunk, so holding costs no rescans.
    if (this.nextClose >= 0 && this.nextClose <= at) this.nextClose = chunk.indexOf(')', at);
    if (this.nextClose >= 0) return false;
    this.held = chunk.slice(at);
    this.heldName = this.nameEnd >= chunk.length;
    this.chunk = chunk.slice(0, at);
    return true;
  }

  /** The character before the current chunk, or -1 at the start of the text. */
  private characterBefore(): number {
    const chunk = this.previousChunk;
    if (chunk.length > 0) {
      this.previous = chunk.charCodeAt(chunk.length - 1);
      this.previousChunk = '';
    }
    return this.previous;
  }

  /**
   * Moves `pos` to the next `@` of the chunk that may start a call and says whether there is
   * one. A mention (`@maria`), an address or a name without `(` that ends inside the chunk is
   * prose and skipped here, so prose costs no generator step.
   */
  private seekCall(): boolean {
    const chunk = this.chunk;
    for (;;) {
      const at = chunk.indexOf('@', this.pos);
      if (at < 0) {
        this.pos = chunk.length;
        return false;
      }
      const before = at > 0 ? chunk.charCodeAt(at - 1) : this.characterBefore();
      this.pos = at + 1;
      if (isWordBefore(before)) continue;
      let end = at + 1;
      while (end < chunk.length && isNamePart(chunk.charCodeAt(end))) end += 1;
      if (end < chunk.length && chunk.charCodeAt(end) !== OPEN_PAREN) {
        this.pos = end;
        continue;
      }
      this.pos = at;
      this.nameEnd = end;
      return true;
    }
  }

  private capturedLength(): number {
    return this.captured.length + (this.pos - this.captureFrom);
  }

  private finishCapture(length: number): string {
    const text = this.captured.toString() + this.chunk.slice(this.captureFrom, this.pos);
    this.captured.clear();
    this.captureFrom = -1;
    return text.length === length ? text : text.slice(0, length);
  }

  private *scanCall(at: number): Generator<void, void, void> {
    const start = this.base + at;
    this.callStart = start;
    this.captured.clear();
    this.captureFrom = at;
    let name = '';
    let atEnd = false;
    for (;;) {
      if (this.pos >= this.chunk.length && !(yield* this.more())) {
        atEnd = true;
        break;
      }
      const chunk = this.chunk;
      let i = this.pos;
      while (i < chunk.length && isNamePart(chunk.charCodeAt(i))) i += 1;
      name += chunk.slice(this.pos, i);
      this.pos = i;
      if (i < chunk.length || name.length > maxNameLength) break;
    }
    const validName =
      name.length > 0 && name.length <= maxNameLength && isNameStart(name.charCodeAt(0));
    if (atEnd) {
      const raw = this.finishCapture(name.length + 1);
      if (validName && this.options.isKnownName(name)) {
        this.emit({
          name,
          span: { start, end: start + raw.length },
          raw,
          args: [],
          body: undefined,
          repairs: [],
          problem: {
            code: 'truncated-call',
            detail: 'the text ends before its opening parenthesis',
          },
        });
      }
      return;
    }
    if (!validName || this.chunk.charCodeAt(this.pos) !== OPEN_PAREN) {
      this.captureFrom = -1;
      this.captured.clear();
      return;
    }
    this.pos += 1;
    const args: AtfuncScannedArgument[] = [];
    const repairs: Repair[] = [];
    let body: Record<string, unknown> | undefined;
    let problem: AtfuncScanProblem | undefined;
    let rawLength = 0;
    let end = 0;
    try {
      yield* this.scanArguments(args, repairs);
      rawLength = this.capturedLength();
      end = this.base + this.pos;
      if (this.options.acceptsBody(name) && (yield* this.scanWithBody())) {
        body = yield* this.scanBody(repairs);
        rawLength = this.capturedLength();
        end = this.base + this.pos;
      }
    } catch (error) {
      if (!(error instanceof AtfuncScanStop)) throw error;
      problem = error.problem;
      rawLength = this.capturedLength();
      end = this.base + this.pos;
    }
    const raw = this.finishCapture(rawLength);
    this.emit({ name, span: { start, end }, raw, args, body, repairs, problem });
  }

  private emit(call: AtfuncScannedCall): void {
    if (!this.options.onCall(call)) this.stopped = true;
  }

  /** Skips spaces, tabs and line breaks; `false` at the end of the text. */
  private *skipSpace(): Generator<void, boolean, void> {
    for (;;) {
      if (this.pos >= this.chunk.length && !(yield* this.more())) return false;
      if (!isSpace(this.chunk.charCodeAt(this.pos))) return true;
      this.pos += 1;
    }
  }

  /**
   * Skips space within the current chunk and returns the character after it, or `undefined`
   * when the chunk runs out: the common case, without creating a generator.
   */
  private peekSignificant(): number | undefined {
    const chunk = this.chunk;
    let i = this.pos;
    while (i < chunk.length) {
      const code = chunk.charCodeAt(i);
      if (!isSpace(code)) {
        this.pos = i;
        return code;
      }
      i += 1;
    }
    this.pos = i;
    return undefined;
  }

  /** The character at `pos` after skipping space; throws a cut-off problem at the end. */
  private *nextSignificant(what: string): Generator<void, number, void> {
    if (!(yield* this.skipSpace())) throw AtfuncScanStop.endOfText(what);
    return this.chunk.charCodeAt(this.pos);
  }

  private *scanArguments(args: AtfuncScannedArgument[], repairs: Repair[]) {
    let expectArgument = true;
    let afterComma = false;
    for (;;) {
      const code =
        this.peekSignificant() ??
        (yield* this.nextSignificant('its arguments, before the closing parenthesis'));
      if (code === CLOSE_PAREN) {
        this.pos += 1;
        if (afterComma) repairs.push(createRepair('trailing-comma', 'Ignored a comma before ")".'));
        return;
      }
      if (expectArgument) {
        if (code === COMMA) {
          throw AtfuncScanStop.unreadable('an argument is missing between two commas');
        }
        args.push(this.readArgumentInChunk() ?? (yield* this.scanArgument()));
        expectArgument = false;
        afterComma = false;
      } else if (code === COMMA) {
        this.pos += 1;
        expectArgument = true;
        afterComma = true;
      } else if (
        code === DOUBLE_QUOTE ||
        code === SINGLE_QUOTE ||
        code === OPEN_BRACE ||
        code === OPEN_BRACKET
      ) {
        repairs.push(createRepair('missing-comma', 'Added a missing comma between two arguments.'));
        expectArgument = true;
      } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
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
    if (code === DOUBLE_QUOTE || code === SINGLE_QUOTE) {
      const text = this.readStringInChunk(code);
      const next = text === undefined ? undefined : this.peekSignificant();
      if (next !== undefined && next !== COLON && next !== EQUALS) {
        return { key: undefined, value: text, repairs: [] };
      }
      this.pos = start;
      return undefined;
    }
    if (code === OPEN_BRACE || code === OPEN_BRACKET) return undefined;
    if (isNameStart(code)) {
      let nameEnd = start + 1;
      while (nameEnd < chunk.length && isIdentifierPart(chunk.charCodeAt(nameEnd))) nameEnd += 1;
      let at = nameEnd;
      while (at < chunk.length && isBlank(chunk.charCodeAt(at))) at += 1;
      // What follows the name decides, and it must be in this chunk (after `:`, one more).
      if (at + 1 >= chunk.length) return undefined;
      const next = chunk.charCodeAt(at);
      if (next === EQUALS || (next === COLON && chunk.charCodeAt(at + 1) !== SLASH)) {
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
    if (code === undefined || code === OPEN_BRACE || code === OPEN_BRACKET) return notInChunk;
    if (code === COMMA || code === CLOSE_PAREN) return notInChunk;
    if (code === DOUBLE_QUOTE || code === SINGLE_QUOTE) {
      return this.readStringInChunk(code) ?? notInChunk;
    }
    const text = this.readBareInChunk();
    return text === undefined ? notInChunk : classifyAtfuncBareValue(text, repairs);
  }

  /**
   * A bare word from `pos` that ends within the chunk (before a comma or `)` outside
   * parentheses, or a line break), trimmed, as {@link scanBare} reads it; `undefined`, with
   * `pos` unchanged, when the chunk ends first.
   */
  private readBareInChunk(): string | undefined {
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

  private *scanArgument(): Generator<void, AtfuncScannedArgument, void> {
    const repairs: Repair[] = [];
    const code = this.chunk.charCodeAt(this.pos);
    if (code === DOUBLE_QUOTE || code === SINGLE_QUOTE) {
      const text = this.readStringInChunk(code) ?? (yield* this.scanString(code));
      const next =
        this.peekSignificant() ??
        (yield* this.nextSignificant('its arguments, before the closing parenthesis'));
      if (next === COLON || next === EQUALS) {
        this.pos += 1;
        return { key: text, value: yield* this.scanValue(repairs), repairs };
      }
      return { key: undefined, value: text, repairs };
    }
    if (code === OPEN_BRACE || code === OPEN_BRACKET) {
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
        if (next === SPACE || next === TAB) {
          // The run of blanks is joined in one piece, however long.
          const chunk = this.chunk;
          let end = this.pos + 1;
          while (end < chunk.length && isBlank(chunk.charCodeAt(end))) end += 1;
          prefix.appendRun(chunk, this.pos, end);
          this.pos = end;
          continue;
        }
        if (next === EQUALS) {
          this.pos += 1;
          return { key, value: yield* this.scanValue(repairs), repairs };
        }
        if (next === COLON) {
          this.pos += 1;
          if (this.pos >= this.chunk.length && !(yield* this.more()))
            throw AtfuncScanStop.endOfText('an argument');
          // `https://...` is a bare URL, not an argument named `https`.
          if (this.chunk.charCodeAt(this.pos) !== SLASH) {
            return { key, value: yield* this.scanValue(repairs), repairs };
          }
          prefix.appendCode(COLON);
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
    if (code === DOUBLE_QUOTE || code === SINGLE_QUOTE)
      return this.readStringInChunk(code) ?? (yield* this.scanString(code));
    if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      return yield* this.scanJson(Context.Arguments, repairs);
    }
    if (code === COMMA || code === CLOSE_PAREN) {
      throw AtfuncScanStop.unreadable('a named argument has no value after its "=" or ":"');
    }
    return classifyAtfuncBareValue(yield* this.scanBare(''), repairs);
  }

  /**
   * A quoted string without escapes that closes within the current chunk (the common case),
   * read without creating a generator; `undefined`, with `pos` unchanged, otherwise. The
   * characters it looked at before giving up are read once more by {@link scanString}, so
   * each character is still read a bounded number of times.
   */
  private readStringInChunk(quote: number): string | undefined {
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
  private *scanString(quote: number): Generator<void, string, void> {
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
   * An unquoted argument, ending before a comma, a line break or the `)` of the call.
   * Parentheses inside it nest, so `max(1, 2)` is one word.
   */
  private *scanBare(prefix: string) {
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
  private *scanJson(context: Context, repairs: Repair[]): Generator<void, unknown, void> {
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

  /** After `)`: whether ` with_body` follows (spaces and tabs only, any letter case). */
  private *scanWithBody(): Generator<void, boolean, void> {
    let matched = 0;
    for (;;) {
      if (this.pos >= this.chunk.length && !(yield* this.more())) return false;
      const code = this.chunk.charCodeAt(this.pos);
      if (matched === 0 && (code === SPACE || code === TAB)) {
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
  private *scanBody(repairs: Repair[]): Generator<void, Record<string, unknown>, void> {
    let code = this.peekSignificant() ?? (yield* this.nextSignificant('the with_body block'));
    let bracketed = false;
    if (code === OPEN_BRACKET) {
      this.pos += 1;
      if (this.pos >= this.chunk.length && !(yield* this.more()))
        throw AtfuncScanStop.endOfText('the with_body block');
      if (this.chunk.charCodeAt(this.pos) !== OPEN_BRACKET) {
        throw AtfuncScanStop.unreadable('with_body must be followed by [[');
      }
      this.pos += 1;
      bracketed = true;
      code = this.peekSignificant() ?? (yield* this.nextSignificant('the with_body block'));
    } else if (code === OPEN_BRACE) {
      repairs.push(createRepair('body-brackets', 'Read a with_body object written without [[ ]].'));
    } else {
      throw AtfuncScanStop.unreadable('with_body must be followed by [[');
    }
    let body: Record<string, unknown> = {};
    if (code === OPEN_BRACE) {
      body = (yield* this.scanJson(
        bracketed ? Context.Body : Context.Arguments,
        repairs,
      )) as Record<string, unknown>;
      if (!bracketed) return body;
      code = this.peekSignificant() ?? (yield* this.nextSignificant('the with_body block'));
    }
    if (code !== CLOSE_BRACKET) {
      throw AtfuncScanStop.unreadable(
        `the with_body block must hold one JSON object and end with ]] but found ${describeChar(code)}`,
      );
    }
    this.pos += 1;
    if (this.pos >= this.chunk.length && !(yield* this.more())) {
      repairs.push(createRepair('body-brackets', 'Read "]" as the "]]" that ends with_body.'));
      return body;
    }
    if (this.chunk.charCodeAt(this.pos) === CLOSE_BRACKET) this.pos += 1;
    else repairs.push(createRepair('body-brackets', 'Read "]" as the "]]" that ends with_body.'));
    return body;
  }
}
