import type { ParsedFunctionCallV2, Repair } from '@ai-toolbox/core';
import {
  type CallScannerContextV2,
  type CallScannerV2,
  createPythonArgumentReader,
  createRepair,
  isNamePart,
  isSpaceOrTab,
  MarkerFinder,
  type PythonArgumentReader,
  type WrittenNameResolution,
} from '@ai-toolbox/core/kit';
import { PythonicCallBuilder } from './build-pythonic-call.js';
import { beginsKnownName, callNameBefore } from './pythonic-call-name.js';
import { type PythonicLeadIn, readPythonicLeadIn } from './pythonic-lead-in.js';
import { PythonicTextWindow } from './pythonic-text-window.js';

/** What the scanner needs to know beyond its context. */
export interface PythonicScannerOptions {
  /** How deep literal values may nest. */
  readonly maxDepth: number;
  /** The longest call read, from the first character of its name to its `)`. */
  readonly maxCallLength: number;
}

/** How surely a name of no known function before `(` starts a call. */
enum CallPosition {
  None = 0,
  /** Only if its arguments read cleanly. */
  Tentative = 1,
  Strong = 2,
}

enum Mode {
  Prose = 0,
  /** Inside `<think>...</think>`: reasoning, never calls. */
  Think = 1,
  Call = 2,
  /** After a tentative call, before the character that decides it. */
  Settle = 3,
  /** The rest of a call longer than the limit, followed to its `)` and not read. */
  SkipCall = 4,
}

const maxLabelLength = 32;
const FENCE = '```';
const THINK_OPEN = '<think>';
const THINK_CLOSE = '</think>';
/**
 * Each marker prose stops at, a fence, a thinking block's opener and its closer: found whole
 * with `indexOf`, and what a chunk's end may hold back of one told by its finder.
 */
const fenceFinder = new MarkerFinder([FENCE]);
const thinkOpenFinder = new MarkerFinder([THINK_OPEN]);
const thinkCloseFinder = new MarkerFinder([THINK_CLOSE]);

/** The call being read, from its name on. */
interface OpenCall {
  readonly written: string;
  readonly resolution: WrittenNameResolution | undefined;
  readonly start: number;
  readonly reader: PythonArgumentReader;
  readonly repairs: readonly Repair[];
  readonly inList: boolean;
  /** A name of no known function that is a call only if its arguments read cleanly. */
  readonly tentative: boolean;
  raw: string;
}

// Repairs are read-only records, so one of each serves every call.
const noRepairs: readonly Repair[] = Object.freeze([]);
const proseRepair = createRepair(
  'prose-around-calls',
  'Read the call past the text written before it.',
);
const inStringRepair = createRepair(
  'call-in-string',
  'Read a call written inside a quoted string.',
);
const unbracketedRepair = createRepair(
  'unbracketed-call',
  'Read a call written without the [ ] list around it.',
);
const wrapperRepairs: Readonly<Record<NonNullable<PythonicLeadIn['wrapper']>, Repair>> = {
  print: createRepair('unwrapped-call', 'Read the call inside print(...) as the call alone.'),
  return: createRepair('unwrapped-call', 'Read the call after return as the call alone.'),
  await: createRepair('unwrapped-call', 'Read the call after await as the call alone.'),
  assignment: createRepair(
    'unwrapped-call',
    'Read the call in an assignment (x = ...) as the call alone.',
  ),
};

/**
 * The scanner of Python-style calls, as the kit's `defineTranslator` drives it. Prose is
 * skipped with `indexOf` jumps to the next `(`, code fence or `<think>`; at a `(` the name
 * before it is read back, and a call begins when the name is a known function (anywhere) or
 * any name in a place where only calls stand (a `[` list, after a call tag, at the start of
 * the answer, after an earlier call). The call's arguments go to the kit's Python argument
 * reader, which keeps its place between chunks; the call is reported at its `)`. Reasoning
 * inside `<think>...</think>` is never read for calls. Every character is read a bounded
 * number of times however the text is cut, and the text window keeps only the end of earlier
 * chunks, besides the call being read.
 */
export class PythonicScanner implements CallScannerV2 {
  private mode = Mode.Prose;
  private readonly window = new PythonicTextWindow();
  private stopped = false;
  private ended = false;

  /** Where the lead-in of the next call may reach back to. */
  private lastStop = 0;
  private previousCall = false;
  private previousInList = false;

  private fenceOpen = false;
  private fenceLabel = '';
  private readingLabel = false;
  /** How many characters of a marker the text so far ends with (a marker split by a chunk). */
  private heldFence = 0;
  private heldThink = 0;

  // Where the next of each marker is in the current chunk: -2 not looked up, -1 none.
  private nextParen = -2;
  private nextFence = -2;
  private nextThink = -2;

  private call: OpenCall | undefined;
  /** A call of no known function waiting for what follows it to decide it. */
  private tentative: ParsedFunctionCallV2 | undefined;
  private readonly builder = new PythonicCallBuilder();
  private readonly fenceRepairs = new Map<string, Repair>();
  /** One reader for every call of the text, reset at each. */
  private readonly reader: PythonArgumentReader;

  private readonly maxCallLength: number;

  constructor(
    private readonly context: CallScannerContextV2,
    options: PythonicScannerOptions,
  ) {
    this.reader = createPythonArgumentReader({ maxDepth: options.maxDepth });
    this.maxCallLength = options.maxCallLength;
  }

  push(chunk: string, offset: number): void {
    if (this.stopped || this.ended) return;
    this.window.read(chunk, offset);
    this.nextParen = -2;
    this.nextFence = -2;
    this.nextThink = -2;
    let position = 0;
    while (position < chunk.length && !this.stopped) {
      if (this.mode === Mode.Call) position = this.readCall(position);
      else if (this.mode === Mode.Think) position = this.skipThink(position);
      else if (this.mode === Mode.Settle) position = this.settleTentative(position);
      else if (this.mode === Mode.SkipCall) position = this.skipCall(position);
      else position = this.scanProse(position);
    }
    this.window.keep();
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    if (this.stopped) return;
    const call = this.call;
    if (this.mode === Mode.Call && call !== undefined) {
      call.reader.end();
      this.finishCall(call, this.window.base + this.window.chunk.length);
      // A tentative call that the text's end closed is settled by that end.
      if ((this.mode as Mode) === Mode.Settle) this.reportTentative();
      return;
    }
    if (this.mode === Mode.Settle) this.reportTentative();
    else if (this.mode === Mode.Prose) this.reportCutName();
  }

  // --- prose --------------------------------------------------------------------------------

  private scanProse(from: number): number {
    const chunk = this.window.chunk;
    let position = from;
    if (this.readingLabel) position = this.readLabel(position);
    if (position === 0 && (this.heldFence > 0 || this.heldThink > 0)) {
      const split = this.continueMarkers();
      if (split >= 0) return split;
    }
    for (;;) {
      if (this.nextParen !== -1 && this.nextParen < position)
        this.nextParen = chunk.indexOf('(', position);
      if (this.nextFence !== -1 && this.nextFence < position)
        this.nextFence = chunk.indexOf(FENCE, position);
      if (this.nextThink !== -1 && this.nextThink < position)
        this.nextThink = chunk.indexOf(THINK_OPEN, position);
      const paren = this.nextParen;
      const fence = this.nextFence;
      const think = this.nextThink;
      if (paren < 0 && fence < 0 && think < 0) {
        this.holdMarkers(position);
        return chunk.length;
      }
      if (think >= 0 && (paren < 0 || think < paren) && (fence < 0 || think < fence)) {
        this.mode = Mode.Think;
        return think + THINK_OPEN.length;
      }
      if (fence >= 0 && (paren < 0 || fence < paren)) {
        position = this.toggleFence(fence + FENCE.length);
        continue;
      }
      if (this.startCall(paren)) return paren + 1;
      position = paren + 1;
    }
  }

  /** Finishes a fence or `<think>` split by the chunk boundary; the position after it, or -1. */
  private continueMarkers(): number {
    const chunk = this.window.chunk;
    const fence = this.heldFence;
    const think = this.heldThink;
    this.heldFence = 0;
    this.heldThink = 0;
    if (think > 0) {
      const rest = THINK_OPEN.slice(think);
      if (chunk.startsWith(rest)) {
        this.mode = Mode.Think;
        return rest.length;
      }
      if (rest.startsWith(chunk)) this.heldThink = think + chunk.length;
    }
    if (fence > 0) {
      const rest = FENCE.slice(fence);
      if (chunk.startsWith(rest)) return this.toggleFence(rest.length);
      if (rest.startsWith(chunk)) this.heldFence = fence + chunk.length;
    }
    return this.heldFence > 0 || this.heldThink > 0 ? chunk.length : -1;
  }

  /** Remembers how much of a marker the chunk ends with, from `from` on. */
  private holdMarkers(from: number): void {
    this.heldFence = fenceFinder.heldBack(this.window.chunk, from);
    this.heldThink = thinkOpenFinder.heldBack(this.window.chunk, from);
  }

  /** At a fence's backticks: opens or closes the code block, and reads an opening's label. */
  private toggleFence(after: number): number {
    this.fenceOpen = !this.fenceOpen;
    this.fenceLabel = '';
    if (!this.fenceOpen) return after;
    this.readingLabel = true;
    return this.readLabel(after);
  }

  private readLabel(from: number): number {
    const chunk = this.window.chunk;
    let index = from;
    while (index < chunk.length && this.fenceLabel.length + (index - from) < maxLabelLength) {
      const code = chunk.charCodeAt(index);
      if (!isNamePart(code) && code !== 0x2d /* - */ && code !== 0x2e /* . */ && code !== 0x2b)
        break;
      index += 1;
    }
    this.fenceLabel += chunk.slice(from, index).toLowerCase();
    if (index < chunk.length || this.fenceLabel.length >= maxLabelLength) this.readingLabel = false;
    return index;
  }

  private skipThink(from: number): number {
    const chunk = this.window.chunk;
    if (from === 0 && this.heldThink > 0) {
      const rest = THINK_CLOSE.slice(this.heldThink);
      const held = this.heldThink;
      this.heldThink = 0;
      if (chunk.startsWith(rest)) return this.closeThink(rest.length);
      if (rest.startsWith(chunk)) {
        this.heldThink = held + chunk.length;
        return chunk.length;
      }
    }
    const close = chunk.indexOf(THINK_CLOSE, from);
    if (close >= 0) return this.closeThink(close + THINK_CLOSE.length);
    this.heldThink = thinkCloseFinder.heldBack(chunk, from);
    return chunk.length;
  }

  private closeThink(after: number): number {
    this.mode = Mode.Prose;
    this.lastStop = this.window.base + after;
    this.previousCall = false;
    this.previousInList = false;
    return after;
  }

  // --- calls --------------------------------------------------------------------------------

  /** At a `(`: starts reading a call when the name before it makes one. */
  private startCall(paren: number): boolean {
    const end = this.window.base + paren;
    const found = callNameBefore(this.window, end);
    if (found === undefined || found.start < this.lastStop) return false;
    const { name, start } = found;
    const resolution = this.context.functions.resolveWritten(name);
    if (resolution === undefined && name === 'print') return false;
    const leadIn = readPythonicLeadIn(this.window, start, this.lastStop);
    const position = resolution === undefined ? this.callPosition(leadIn) : CallPosition.Strong;
    if (position === CallPosition.None) return false;
    const inList =
      leadIn.list ||
      (leadIn.reachedStop && this.previousCall && this.previousInList && !leadIn.closed);
    this.call = {
      written: name,
      resolution,
      start,
      reader: this.reader,
      repairs: resolution === undefined ? [] : this.contextRepairs(leadIn, inList),
      inList,
      tentative: position === CallPosition.Tentative,
      raw: `${name}(`,
    };
    this.reader.reset();
    this.mode = Mode.Call;
    return true;
  }

  /**
   * Where a name of no known function followed by `(` is a call: where only calls stand (a
   * `[` list, after a call tag, at a line start in a ```tool_code fence) for certain; at the
   * start of the answer or right after another call only when its arguments read cleanly,
   * since an answer may also begin with an expression (`max(a, b) is ...`).
   */
  private callPosition(leadIn: PythonicLeadIn): CallPosition {
    if (leadIn.list || leadIn.callTag) return CallPosition.Strong;
    if (this.fenceOpen && this.fenceLabel === 'tool_code' && !leadIn.prose)
      return CallPosition.Strong;
    if (leadIn.reachedStop && !leadIn.prose) return CallPosition.Tentative;
    return CallPosition.None;
  }

  private contextRepairs(leadIn: PythonicLeadIn, inList: boolean): readonly Repair[] {
    if (
      inList &&
      !leadIn.prose &&
      !this.fenceOpen &&
      !leadIn.quoted &&
      leadIn.wrapper === undefined
    ) {
      return noRepairs;
    }
    const repairs: Repair[] = [];
    if (leadIn.prose) repairs.push(proseRepair);
    if (this.fenceOpen) repairs.push(this.fenceRepair());
    if (leadIn.quoted) repairs.push(inStringRepair);
    if (leadIn.wrapper !== undefined) repairs.push(wrapperRepairs[leadIn.wrapper]);
    if (!inList) repairs.push(unbracketedRepair);
    return repairs;
  }

  /** The code-block repair of the open fence, made once per label. */
  private fenceRepair(): Repair {
    const label = this.fenceLabel;
    let repair = this.fenceRepairs.get(label);
    if (repair === undefined) {
      repair = createRepair('code-block', `Read a call inside a \`\`\`${label} code fence.`);
      if (this.fenceRepairs.size < 16) this.fenceRepairs.set(label, repair);
    }
    return repair;
  }

  private readCall(from: number): number {
    const call = this.call as OpenCall;
    const { chunk, base } = this.window;
    // Where the call reaches its longest length, when that is in this chunk: the reader is
    // handed the chunk only up to there.
    const limit = Math.max(from, call.start + this.maxCallLength - base);
    const cut = limit < chunk.length;
    const stop = call.reader.write(cut ? chunk.slice(0, limit) : chunk, from);
    call.raw += chunk.slice(from, stop);
    if (call.reader.done) {
      this.finishCall(call, base + stop);
      return stop;
    }
    if (!cut) return chunk.length;
    this.reportTooLong(call, base + stop);
    return stop;
  }

  /**
   * A call that reached the limit before its end: answered with `call-too-long` there (a
   * tentative one, which may be no call at all, is dropped), and the rest of it is followed
   * to its `)` without being read, so nothing inside it is read as a call of its own.
   */
  private reportTooLong(call: OpenCall, end: number): void {
    this.call = undefined;
    this.mode = Mode.SkipCall;
    this.lastStop = end;
    if (call.tentative) {
      this.previousCall = false;
      return;
    }
    this.previousCall = true;
    this.previousInList = call.inList;
    const built = this.builder.buildTooLong(
      {
        written: call.written,
        resolution: call.resolution,
        span: { start: call.start, end },
        raw: call.raw,
        args: [],
        repairs: this.callRepairs(call),
        problem: undefined,
      },
      this.maxCallLength,
    );
    if (!this.context.report(built)) this.stopped = true;
  }

  private skipCall(from: number): number {
    const stop = this.reader.write(this.window.chunk, from);
    if (!this.reader.done) return this.window.chunk.length;
    this.mode = Mode.Prose;
    this.lastStop = this.window.base + stop;
    return stop;
  }

  /** The repairs around a call, of its name and of its arguments, in that order. */
  private callRepairs(call: OpenCall): readonly Repair[] {
    const reader = call.reader;
    const named = call.resolution?.repairs ?? noRepairs;
    if (call.resolution === undefined) return reader.repairs;
    return named.length === 0 && reader.repairs.length === 0
      ? call.repairs
      : [...call.repairs, ...named, ...reader.repairs];
  }

  private finishCall(call: OpenCall, end: number): void {
    this.call = undefined;
    this.mode = Mode.Prose;
    this.lastStop = end;
    const reader = call.reader;
    if (call.tentative && reader.problem !== undefined) {
      // Not a call after all: an expression such as `max(a, b)` that began the answer.
      this.previousCall = false;
      return;
    }
    this.previousCall = true;
    this.previousInList = call.inList;
    const built = this.builder.build({
      written: call.written,
      resolution: call.resolution,
      span: { start: call.start, end },
      raw: call.raw,
      args: reader.args,
      repairs: this.callRepairs(call),
      problem: reader.problem,
    });
    if (call.tentative) {
      // `max(3, 5) returns 5`: a call only if nothing but the end of its line follows.
      this.tentative = built;
      this.mode = Mode.Settle;
      return;
    }
    if (!this.context.report(built)) this.stopped = true;
  }

  /** After a tentative call: blanks, then what decides it; the deciding character is left. */
  private settleTentative(from: number): number {
    const chunk = this.window.chunk;
    let index = from;
    while (index < chunk.length && isSpaceOrTab(chunk.charCodeAt(index))) {
      index += 1;
    }
    if (index >= chunk.length) return index;
    const code = chunk.charCodeAt(index);
    this.mode = Mode.Prose;
    if (endsStatement(code)) this.reportTentative();
    else {
      this.tentative = undefined;
      this.previousCall = false;
    }
    return index;
  }

  private reportTentative(): void {
    const built = this.tentative;
    this.tentative = undefined;
    this.mode = Mode.Prose;
    if (built !== undefined && !this.context.report(built)) this.stopped = true;
  }

  /**
   * The text ends in a name where a call would stand (`[get_weather(...), get_wea`): a call cut
   * off before its `(`. Only a name that is, or begins, a known function counts.
   */
  private reportCutName(): void {
    const end = this.window.base + this.window.chunk.length;
    const found = callNameBefore(this.window, end);
    if (found === undefined || found.start < this.lastStop) return;
    const leadIn = readPythonicLeadIn(this.window, found.start, this.lastStop);
    const position =
      leadIn.list ||
      leadIn.callTag ||
      (leadIn.reachedStop && this.previousCall && this.previousInList && !leadIn.closed);
    if (!position) return;
    const resolution = this.context.functions.resolveWritten(found.name);
    if (resolution === undefined && !beginsKnownName(this.context.functions, found.name)) return;
    const built = this.builder.build({
      written: found.name,
      resolution,
      span: { start: found.start, end },
      raw: found.name,
      args: [],
      repairs: [],
      problem: { code: 'truncated-call', detail: 'the text ends before its opening parenthesis' },
    });
    this.context.report(built);
  }
}

/** Whether `code` may follow a call that stands alone: a line break, a separator, markup. */
function endsStatement(code: number): boolean {
  return (
    code === 0x0a /* \n */ ||
    code === 0x0d /* \r */ ||
    code === 0x3b /* ; */ ||
    code === 0x2c /* , */ ||
    code === 0x5d /* ] */ ||
    code === 0x29 /* ) */ ||
    code === 0x23 /* # */ ||
    code === 0x3c /* < */ ||
    code === 0x60 /* ` */ ||
    code === 0x5c /* \ */
  );
}
