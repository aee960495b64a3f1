import { isBlank } from '@ai-toolbox/core/kit';
import { isTokenStart } from './marker-token-start.js';
import { readMarkerName } from './read-marker-name.js';

/** A `[[...]]` marker found in a text. */
export interface MarkerMatch {
  /** Offset of the first `[`. */
  readonly start: number;
  /** Offset just past the last `]`. */
  readonly end: number;
  /** Whether the marker is silent (`[[!name]]`). */
  readonly silent: boolean;
  /** The function's name; `null` when the text before the first `:` is not a valid name. */
  readonly name: string | null;
  /** The text after the first `:`, or `undefined` for a marker without one. */
  readonly params: string | undefined;
  /** Whether the marker ends with `]]`, so that no later text can lengthen it. */
  readonly doubleClose: boolean;
}

/** What {@link scanMarkers} found. */
export interface MarkerScan {
  /** The markers, left to right, never overlapping. */
  readonly markers: MarkerMatch[];
  /**
   * Offsets of `[[name` openings that never close (calls cut off by the end of the text or
   * by an unclosed quote or brace), when asked for with `reportUnclosed`.
   */
  readonly unclosed: number[];
  /** The offset of the first `[` outside markers that did not close, or -1. */
  readonly firstUnclosed: number;
  /**
   * The offset of the first `[` outside markers closed by a single `]` that is the text's
   * last character, or -1: one more `]` would change what it is.
   */
  readonly closedAtEnd: number;
  /** Set when hostile nesting used up the scanning budget; later text was not searched. */
  readonly budgetExceeded: boolean;
}

/** How {@link scanMarkers} reads names. */
export interface ScanMarkersOptions {
  /** Whether names may hold dots (`[[math.sum:1,2]]`). */
  readonly allowDots: boolean;
  /** Whether to list `[[name` openings that never close in `unclosed` (default `false`). */
  readonly reportUnclosed?: boolean;
}

/** Every scanned character counts against this many steps per character of text. */
const BUDGET_PER_CHARACTER = 8;
const BUDGET_BASE = 65_536;

const UNKNOWN = 0;
const FAILED = -1;

/** The most entries kept between scans, so that a huge text does not pin its buffers. */
const SCRATCH_LIMIT = 1 << 20;

/**
 * Buffers reused from one scan to the next: a scan runs synchronously to its end, so no two
 * scans ever share them, and hostile texts then cost no garbage.
 */
const scratch = {
  memo: new Int32Array(0),
  stack: new Int32Array(128),
};

/** How many known brackets a Map holds before an array indexed by offset takes over. */
const SPARSE_LIMIT = 2048;

function takeMemo(size: number): Int32Array {
  if (size > SCRATCH_LIMIT) return new Int32Array(size);
  if (scratch.memo.length < size) {
    scratch.memo = new Int32Array(Math.max(size, scratch.memo.length * 2));
    return scratch.memo;
  }
  const memo = scratch.memo;
  memo.fill(0, 0, size);
  return memo;
}

/**
 * Matches brackets with an explicit stack (typed arrays, so deep nesting costs neither
 * recursion nor garbage) and remembers every answer, so no `[` is matched twice.
 */
class BracketMatcher {
  // 0 unknown, -1 never closes, otherwise 1 + the offset of the matching `]`. Sparse in a
  // Map while few brackets are known (prose), dense in an array once many are (hostile text).
  private sparse: Map<number, number> | null = null;
  private dense: Int32Array | null = null;
  // Two entries per open bracket: its offset and the brace depth around it.
  private stack = scratch.stack;
  private budget: number;
  exceeded = false;

  constructor(private readonly text: string) {
    this.budget = BUDGET_PER_CHARACTER * text.length + BUDGET_BASE;
  }

  private known(start: number): number {
    const dense = this.dense;
    if (dense !== null) return dense[start] as number;
    const sparse = this.sparse;
    return sparse === null ? UNKNOWN : (sparse.get(start) ?? UNKNOWN);
  }

  private remember(start: number, value: number): void {
    const dense = this.dense;
    if (dense !== null) {
      dense[start] = value;
      return;
    }
    this.sparse ??= new Map();
    this.sparse.set(start, value);
    if (this.sparse.size > SPARSE_LIMIT) {
      const array = takeMemo(this.text.length + 1);
      for (const [key, known] of this.sparse) array[key] = known;
      this.dense = array;
      this.sparse = null;
    }
  }

  private push(depth: number, start: number, braceDepth: number): void {
    const at = depth * 2;
    if (at + 2 > this.stack.length) {
      const grown = new Int32Array(this.stack.length * 2);
      grown.set(this.stack);
      this.stack = grown;
      if (grown.length <= SCRATCH_LIMIT) scratch.stack = grown;
    }
    this.stack[at] = start;
    this.stack[at + 1] = braceDepth;
  }

  private failAll(start: number, depth: number): number {
    this.remember(start, FAILED);
    const stack = this.stack;
    for (let index = 0; index < depth; index += 1) {
      this.remember(stack[index * 2] as number, FAILED);
    }
    return FAILED;
  }

  /** The offset of the `]` matching the `[` at `first`, or -1. */
  findClose(first: number): number {
    if (this.exceeded) return FAILED;
    const known = this.known(first);
    if (known !== UNKNOWN) return known === FAILED ? FAILED : known - 1;
    const text = this.text;
    const length = text.length;
    let depth = 0;
    let start = first;
    let position = first + 1;
    let braceDepth = 0;
    let quote = 0;
    let escaped = false;
    let previous = 0x5b /* [ */;
    let budget = this.budget;
    for (;;) {
      if (position >= length) {
        this.budget = budget;
        return this.failAll(start, depth);
      }
      budget -= 1;
      if (budget < 0) {
        this.budget = 0;
        this.exceeded = true;
        return FAILED;
      }
      const code = text.charCodeAt(position);
      position += 1;
      if (escaped) {
        escaped = false;
        continue;
      }
      if (code === 0x5c /* \ */) {
        escaped = true;
        previous = 0x5c /* \ */;
        continue;
      }
      if (quote !== 0) {
        if (code === quote) {
          quote = 0;
          previous = code;
        }
        continue;
      }
      if (code === 0x22 /* " */ || (code === 0x27 /* ' */ && isTokenStart(previous))) {
        quote = code;
        continue;
      }
      if (code === 0x5b /* [ */) {
        const inner = this.known(position - 1);
        if (inner === FAILED) {
          this.budget = budget;
          return this.failAll(start, depth);
        }
        if (inner !== UNKNOWN) {
          position = inner;
          previous = 0x5d /* ] */;
          continue;
        }
        this.push(depth, start, braceDepth);
        depth += 1;
        start = position - 1;
        braceDepth = 0;
        previous = 0x5b /* [ */;
        continue;
      }
      if (code === 0x5d /* ] */) {
        if (braceDepth === 0) {
          if (depth === 0) {
            // The outermost bracket is not remembered: the scan never asks for it again (it
            // moves past it), so prose brackets fill no memo.
            this.budget = budget;
            return position - 1;
          }
          this.remember(start, position);
          depth -= 1;
          start = this.stack[depth * 2] as number;
          braceDepth = this.stack[depth * 2 + 1] as number;
        }
        previous = 0x5d /* ] */;
        continue;
      }
      if (code === 0x7b /* { */) {
        braceDepth += 1;
      } else if (code === 0x7d /* } */) {
        if (braceDepth > 0) braceDepth -= 1;
      } else if (isBlank(code)) {
        continue;
      }
      previous = code;
    }
  }
}

/**
 * Finds the markers of a text in time linear in its length, whatever the text holds.
 *
 * A marker opens with `[[` (or `[`) and ends at the first `]` outside strings, braces and
 * nested brackets, taking a second `]` with it when there is one; one side at least must be
 * doubled, as in tools-llm. Every `[` is matched at most once and the answer remembered,
 * so unclosed brackets cost no rescans; a `"` opens a string anywhere, a `'` only where an
 * argument or a JSON value begins, so an apostrophe in a word (`don't`) is a character.
 */
export function scanMarkers(text: string, options: ScanMarkersOptions): MarkerScan {
  const length = text.length;
  const markers: MarkerMatch[] = [];
  const unclosed: number[] = [];
  const matcher = new BracketMatcher(text);
  const simpleBrackets = new SimpleBrackets(text);
  const reportUnclosed = options.reportUnclosed === true;
  let firstUnclosed = -1;
  let closedAtEnd = -1;
  let index = text.indexOf('[');
  while (index !== -1 && !matcher.exceeded) {
    index = simpleBrackets.passPlain(index);
    if (index === -1) break;
    const double = index + 1 < length && text.charCodeAt(index + 1) === 0x5b /* [ */;
    const contentStart = double ? index + 2 : index + 1;
    const first = double ? index + 1 : index;
    const simple = simpleBrackets.close(first);
    const close = simple === NOT_SIMPLE ? matcher.findClose(first) : simple;
    if (close === FAILED) {
      if (firstUnclosed === -1) firstUnclosed = index;
      if (double && reportUnclosed) {
        const nameStart =
          text.charCodeAt(contentStart) === 0x21 /* ! */ ? contentStart + 1 : contentStart;
        if (readMarkerName(text, nameStart, length, options.allowDots) !== -1) {
          unclosed.push(index);
        }
      }
      index = text.indexOf('[', index + 1);
      continue;
    }
    if (close === length - 1 && closedAtEnd === -1) closedAtEnd = index;
    const end =
      close + 1 < length && text.charCodeAt(close + 1) === 0x5d /* ] */ ? close + 2 : close + 1;
    if (!double && end - close < 2) {
      // A simple bracket holds no other `[`: the next one, already found, is past its end.
      index =
        simple === NOT_SIMPLE
          ? text.indexOf('[', index + 1)
          : simpleBrackets.nextOpen < length
            ? simpleBrackets.nextOpen
            : -1;
      continue;
    }
    markers.push(readMarker(text, index, contentStart, close, end, options.allowDots));
    index = text.indexOf('[', end);
  }
  return { markers, unclosed, firstUnclosed, closedAtEnd, budgetExceeded: matcher.exceeded };
}

/** What {@link SimpleBrackets.close} gives for brackets it leaves to the matcher. */
const NOT_SIMPLE = -2;

/** Where `character` first stands at or after `from`, or the text's length. */
function nextOf(text: string, character: string, from: number): number {
  const at = text.indexOf(character, from);
  return at === -1 ? text.length : at;
}

/**
 * Answers the common bracket without the matcher: one whose content holds nothing that nests
 * or quotes (no `[`, `{`, quote or backslash before its first `]`), as prose writes them
 * (`[see note 1]`) and markers with plain arguments; its `]` is then the first one after it.
 * Where each such character next stands is searched for with the engine's `indexOf` only once
 * the scan has passed the last one found, so over a whole scan every occurrence is searched
 * for once, and a text full of ordinary brackets costs a few searches, not a loop over each
 * bracket's content.
 */
class SimpleBrackets {
  /** The next `[` after the last bracket asked about: where the scan goes next. */
  nextOpen = -1;
  private nextClose = -1;
  private nextBrace = -1;
  private nextQuote = -1;
  private nextApostrophe = -1;
  private nextBackslash = -1;
  /**
   * The first of the four above: prose holds none of them for long stretches, so one
   * comparison answers for all four until the scan reaches it.
   */
  private nextSpecial = -1;

  constructor(private readonly text: string) {}

  /** The `]` closing the `[` at `first` when its content is simple, else {@link NOT_SIMPLE}. */
  close(first: number): number {
    const text = this.text;
    const from = first + 1;
    if (this.nextClose < from) this.nextClose = nextOf(text, ']', from);
    if (this.nextOpen < from) this.nextOpen = nextOf(text, '[', from);
    const close = this.nextClose;
    // No `]` at all is left to the matcher, which says what never closes.
    if (close >= text.length || this.nextOpen < close) return NOT_SIMPLE;
    if (this.nextSpecial < from) this.findSpecial(from);
    return this.nextSpecial < close ? NOT_SIMPLE : close;
  }

  /**
   * From the single `[` at `index`, passes the brackets that are plain prose: simple, closed
   * by one `]` that is not the text's last character, so neither a marker nor a fact the scan
   * reports. Returns the first `[` that is something else, or -1 when none is left. These are
   * most of the brackets of a model's prose, so they get a loop of their own.
   */
  passPlain(index: number): number {
    const text = this.text;
    const length = text.length;
    let open = index;
    for (;;) {
      if (text.charCodeAt(open + 1) === 0x5b /* [ */) return open;
      const close = this.close(open);
      if (close === NOT_SIMPLE || close === length - 1) return open;
      if (text.charCodeAt(close + 1) === 0x5d /* ] */) return open;
      // A simple bracket holds no other `[`: the next one, already found, is past its end.
      if (this.nextOpen >= length) return -1;
      open = this.nextOpen;
    }
  }

  private findSpecial(from: number): void {
    const text = this.text;
    if (this.nextBrace < from) this.nextBrace = nextOf(text, '{', from);
    if (this.nextQuote < from) this.nextQuote = nextOf(text, '"', from);
    if (this.nextApostrophe < from) this.nextApostrophe = nextOf(text, "'", from);
    if (this.nextBackslash < from) this.nextBackslash = nextOf(text, '\\', from);
    this.nextSpecial = Math.min(
      this.nextBrace,
      this.nextQuote,
      this.nextApostrophe,
      this.nextBackslash,
    );
  }
}

function readMarker(
  text: string,
  start: number,
  contentStart: number,
  close: number,
  end: number,
  allowDots: boolean,
): MarkerMatch {
  let colon = contentStart;
  while (colon < close && text.charCodeAt(colon) !== 0x3a /* : */) colon += 1;
  const silent = text.charCodeAt(contentStart) === 0x21 /* ! */;
  const nameStart = silent ? contentStart + 1 : contentStart;
  const nameEnd = readMarkerName(text, nameStart, colon, allowDots);
  return {
    start,
    end,
    silent,
    name: nameEnd === colon ? text.slice(nameStart, colon) : null,
    params: colon < close ? text.slice(colon + 1, close) : undefined,
    doubleClose: end - close === 2,
  };
}
