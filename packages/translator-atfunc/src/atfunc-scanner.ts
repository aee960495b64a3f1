import type { Repair, TextSpan } from '@ai-toolbox/core';
import { isNameStart } from '@ai-toolbox/core/kit';
import { AtfuncArgumentScanner } from './atfunc-argument-scanner.js';
import { isIdentifierPart } from './atfunc-scan-state.js';
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

/** Longer runs of name characters after `@` are not taken as a function name. */
const maxNameLength = 256;
/** The most text held back from a call's start while it waits for a `)`. */
const maxHeldLength = 4096;
const unicodeWord = /[\p{L}\p{N}\p{M}]/u;

/** An argument-name character or `.`: what a function name after `@` is made of. */
function isNamePart(code: number): boolean {
  return isIdentifierPart(code) || code === 0x2e /* . */;
}

/** Whether `@` after this character sits inside a word or an e-mail address. */
function isWordBefore(code: number): boolean {
  if (code < 0) return false;
  if (code < 128) {
    return (
      isIdentifierPart(code) ||
      code === 0x2e /* . */ ||
      code === 0x2b /* + */ ||
      code === 0x25 /* % */
    );
  }
  return unicodeWord.test(String.fromCharCode(code));
}

/**
 * The single-pass scanner of atfunc calls. It reads text pushed in chunks, character codes
 * only, never going back: every character is examined a bounded number of times, so the
 * work is linear in the text however it is cut. A generator keeps its place inside a call
 * between chunks, which makes one-shot parsing (one chunk) and streamed parsing the same code
 * path; between calls the scanner needs no place but the offset, so prose streams without
 * resuming it.
 */
export class AtfuncScanner extends AtfuncArgumentScanner {
  /** The last character of the chunks before this one, or -1; read only when needed. */
  private previous = -1;
  /** The chunk before this one, whose last character `previous` is, when not yet read. */
  private previousChunk = '';
  /** The call's text from earlier chunks, while a call is being read. */
  private readonly captured = new AtfuncTextBuilder();
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

  constructor(options: AtfuncScannerOptions) {
    super(options);
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
        if (chunk.charCodeAt(from) !== 0x28 /* ( */) from = -1;
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
      if (end < chunk.length && chunk.charCodeAt(end) !== 0x28 /* ( */) {
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
    if (!validName || this.chunk.charCodeAt(this.pos) !== 0x28 /* ( */) {
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
}
