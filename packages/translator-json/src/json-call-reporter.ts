import type { ParsedFunctionCallV2, Repair } from '@ai-toolbox/core';
import { type CallScannerContextV2, createRepair } from '@ai-toolbox/core/kit';
import type { JsonCallFamily } from './json-call-family.js';
import { type Marker, MarkerSearch } from './json-call-markers.js';
import { Mode } from './json-scanner-modes.js';
import {
  type CallReading,
  callObjectOptions,
  type FoundCall,
  ResolvedNames,
} from './read-call-value.js';
import { RepeatedCalls } from './repeated-calls.js';

/** The limits a scanner reads within. */
export interface JsonCallScannerLimits {
  /** How deep JSON may nest. */
  readonly maxDepth: number;
  /** The longest call, in UTF-16 code units, from its marker to its end. */
  readonly maxCallLength: number;
}

/**
 * A call waiting for its block's closing tag: made by the scanner and handed on by it alone, so
 * its raw text and span are run on to the tag in place.
 */
type PendingCall = { -readonly [Key in keyof ParsedFunctionCallV2]: ParsedFunctionCallV2[Key] };

const maxListedTokens = 4;
const glmRoleTokens = new Set(['<|assistant|>', '<|observation|>']);

/**
 * What every part of the JSON call scanner shares: the text being read and the raw text of the
 * call being read, and the reporting of calls: the repairs the text around a call earns
 * (template tokens, skipped text, another family's format, a repeated call), calls held in a
 * reasoning block, and calls kept until their block's closing tag.
 */
export abstract class JsonCallReporter {
  protected buf = '';
  /** The offset of `buf[0]` in the whole text. */
  protected base = 0;
  protected pos = 0;
  protected final = false;
  protected stopped = false;
  protected mode = Mode.Prose;
  protected readonly reading: CallReading;
  protected readonly markedReading: CallReading;
  protected readonly nameOnlyReading: CallReading;
  /** Where the next `<`, closer, opener and prose trigger stand in `buf`. */
  protected readonly search = new MarkerSearch();

  // The marker whose calls are being read.
  protected marker: Marker | null = null;
  /** The function name the marker itself gives (`<function=name>`), or `null`. */
  protected markerName: string | null = null;
  protected markerStart = 0;
  protected firstInMarker = true;
  protected ignoredInMarker = 0;
  protected inList = false;
  protected listMarked = false;

  // The raw text of the call being read: `captured` holds what earlier chunks gave of it.
  protected captureStart = -1;
  protected captured = '';
  /** Where the text `captured` holds ends, as an absolute offset. */
  protected capturedUntil = -1;

  // What the next call's repairs will say about the text before it.
  protected tokens: string[] = [];
  protected tokenCount = 0;
  /** Where the first prose since the last call stands, or -1. */
  protected proseFrom = -1;
  /** Whether any prose came before, in the whole text. */
  protected anyProse = false;

  // Reasoning blocks: calls inside are held, dropped when the block closes.
  protected reasoningCloser: string | null = null;
  protected held: ParsedFunctionCallV2[] = [];

  /**
   * The calls of the last value read in a block with a closing tag, kept until what follows
   * shows whether the closing tag ends them: their span then runs to its end, so that the tag
   * is part of the call and never of the text around it.
   */
  protected pending: PendingCall[] = [];

  /** Calls seen so far, by name and arguments, to tell a repeated call. */
  protected readonly seen = new RepeatedCalls();
  protected readonly repeatRepairs = new Map<string, Repair>();

  constructor(
    protected readonly context: CallScannerContextV2,
    protected readonly family: JsonCallFamily,
    protected readonly limits: JsonCallScannerLimits,
  ) {
    this.reading = {
      family,
      functions: context.functions,
      marked: false,
      maxDepth: limits.maxDepth,
      resolved: new ResolvedNames(),
      objectOptions: callObjectOptions(family),
    };
    this.markedReading = { ...this.reading, marked: true };
    this.nameOnlyReading = { ...this.reading, nameOnly: true };
  }

  protected beginCapture(at: number): void {
    this.captureStart = at;
    this.captured = '';
    this.capturedUntil = at;
  }

  protected endCapture(): void {
    this.captureStart = -1;
    this.captured = '';
    this.capturedUntil = -1;
  }

  /**
   * Goes back to `target`, a place in the value just read that the reader could not read: the
   * text from there is read again as text, so that every chunking goes on from the same place.
   * Text from earlier chunks comes from the capture (it holds the whole value).
   */
  protected rewind(target: number): void {
    if (target >= this.absolute(this.pos)) return;
    if (target >= this.base) {
      this.pos = target - this.base;
      return;
    }
    const kept = Math.max(target - this.captureStart, 0);
    // The capture may already hold some of this buffer's text: only what came before it is
    // put back in front of it.
    this.buf = this.captured.slice(kept, Math.max(this.base - this.captureStart, kept)) + this.buf;
    this.base = target;
    this.pos = 0;
    this.search.reset();
    this.captured = this.captured.slice(0, kept);
    this.capturedUntil = target;
  }

  protected absolute(index: number): number {
    return this.base + index;
  }

  protected noteToken(text: string): void {
    // GLM-4's role tokens are its call format, not stray tokens.
    if (this.family.name === 'glm4' && glmRoleTokens.has(text)) return;
    this.tokenCount += 1;
    if (this.tokens.length < maxListedTokens && !this.tokens.includes(text)) this.tokens.push(text);
  }

  /** The text from `start` to `end` (absolute offsets within the call being captured). */
  protected rawOf(start: number, end: number): string {
    const until = this.capturedUntil;
    if (this.captureStart < 0 || start >= until || this.captured.length === 0) {
      return this.buf.slice(Math.max(start - this.base, 0), Math.max(end - this.base, 0));
    }
    const head = this.captured.slice(
      Math.max(start - this.captureStart, 0),
      Math.max(end - this.captureStart, 0),
    );
    if (end <= until) return head;
    return head + this.buf.slice(Math.max(until - this.base, 0), end - this.base);
  }

  protected report(
    found: FoundCall,
    start: number,
    end: number,
    form: string | null,
    raw = this.rawOf(start, end),
  ): void {
    const repairs: Repair[] = [];
    if (this.tokenCount > 0) {
      const more = this.tokenCount > this.tokens.length ? ', ...' : '';
      repairs.push(
        createRepair(
          'template-token',
          `Chat-template tokens before the call were skipped: ${this.tokens.join(', ')}${more} (${this.tokenCount} in all).`,
        ),
      );
    }
    if (this.ignoredInMarker > 0 && this.firstInMarker && this.marker !== null) {
      repairs.push(
        createRepair(
          'ignored-text',
          `${this.ignoredInMarker} characters of text between ${this.marker.text} and the call were skipped.`,
        ),
      );
    } else if (
      this.proseFrom >= 0 &&
      this.proseFrom < start &&
      this.family.bareIsOwn &&
      this.marker === null
    ) {
      repairs.push(createRepair('ignored-text', 'Prose before the call was skipped.'));
    }
    if (form !== null) {
      const written = form === 'bare' ? 'as bare JSON' : `after ${form}`;
      repairs.push(
        createRepair(
          'other-call-format',
          `The call was written ${written}, not in the ${this.family.name} format (${this.family.callExample}).`,
        ),
      );
    }
    for (const repair of found.repairs) repairs.push(repair);
    if (found.error === undefined && this.seen.repeats(found.name, found.params)) {
      repairs.push(this.repeatedCall(found.name));
    }
    const span = { start, end };
    const call: PendingCall =
      found.error === undefined
        ? { name: found.name, params: found.params, interface: found.interface, raw, span, repairs }
        : {
            name: found.name,
            params: found.params,
            interface: found.interface,
            raw,
            span,
            repairs,
            error: found.error,
          };
    if (this.tokenCount > 0) {
      this.tokens = [];
      this.tokenCount = 0;
    }
    this.proseFrom = -1;
    this.ignoredInMarker = 0;
    if (this.captureStart >= 0) {
      this.beginCapture(end);
    }
    if (this.marker?.closer !== undefined) {
      this.pending.push(call);
      return;
    }
    this.deliver(call);
  }

  protected deliver(call: ParsedFunctionCallV2): void {
    if (this.stopped) return;
    if (this.reasoningCloser !== null) {
      this.held.push(call);
      return;
    }
    if (!this.context.report(call)) this.stopped = true;
  }

  /**
   * Hands on the calls waiting for their block's closing tag: with their span and raw text run
   * on to `until` (where the tag ends, or where the text ends inside the block), or as they
   * are for -1.
   */
  protected deliverPending(until: number): void {
    if (this.pending.length === 0) return;
    const pending = this.pending;
    this.pending = [];
    for (const call of pending) {
      const end = call.span.end;
      if (until > end) {
        call.raw += this.rawOf(end, until);
        // The span was made for this call alone, in report.
        (call.span as { end: number }).end = until;
      }
      this.deliver(call);
    }
  }

  /** The repair of a repeated call to `name`, made once per name: repairs are only read. */
  protected repeatedCall(name: string): Repair {
    let repair = this.repeatRepairs.get(name);
    if (repair === undefined) {
      repair = createRepair(
        'repeated-call',
        `The call to ${name} repeats an earlier call of this answer with the same arguments; both run.`,
      );
      if (this.repeatRepairs.size < 256) this.repeatRepairs.set(name, repair);
    }
    return repair;
  }

  /** Calls inside a reasoning block that never closed: the model meant them. */
  protected releaseHeld(): void {
    const held = this.held;
    this.held = [];
    for (const call of held) {
      const repair = createRepair(
        'call-in-reasoning',
        'The call stood inside a reasoning block that never closed.',
      );
      if (!this.context.report({ ...call, repairs: [repair, ...call.repairs] })) {
        this.stopped = true;
        return;
      }
    }
  }
}
