import {
  type CallScannerContextV2,
  type CallScannerV2,
  createJsonReader,
  isSpace,
  type JsonReader,
  MarkerFinder,
  type MarkerSearch,
  type ParsedFunctionCallV2,
} from '@ai-toolbox/core/kit';
import type {
  TagBlock,
  TagBlockEnd,
  TagBlockKind,
  TagFormat,
  TagReadContext,
} from './tags-format.js';

/** The limits a tag scanner keeps. */
export interface TagScannerLimits {
  /** The longest block held, in UTF-16 code units; a longer one is read up to here. */
  readonly maxBlockLength: number;
  /** The deepest nesting of a JSON value in a block whose end is its JSON's end. */
  readonly maxDepth: number;
}

enum State {
  /** Looking for an opener. */
  Prose = 0,
  /** In a block that ends at a closer or an interrupting marker. */
  Block = 1,
  /** After the opener of a JSON block: blanks until its value starts. */
  JsonStart = 2,
  /** In the JSON value of a block. */
  JsonValue = 3,
  /** Past the length limit of a block: skipping to its closer, holding nothing. */
  Skip = 4,
  /** Reading stopped: too many calls. */
  Stopped = 5,
}

/** What one format's opener and closer searches need, worked out once per translator. */
export class TagScannerPlan {
  /** The openers in prose, outside and inside thinking. */
  readonly proseOpeners: MarkerFinder;
  readonly thinkingOpeners: MarkerFinder | undefined;
  /** What each opener starts: a block kind, or thinking (`'open'`) or its end (`'close'`). */
  readonly proseTargets: readonly (TagBlockKind | 'open')[];
  readonly thinkingTargets: readonly (TagBlockKind | 'close')[];
  /** Per kind, its closers then its interrupting markers, outside and inside thinking. */
  readonly closers: ReadonlyMap<TagBlockKind, MarkerFinder>;
  readonly thinkingClosers: ReadonlyMap<TagBlockKind, MarkerFinder>;

  constructor(readonly format: TagFormat) {
    const openers: string[] = [];
    const targets: (TagBlockKind | 'open')[] = [];
    const inside: string[] = [];
    const insideTargets: (TagBlockKind | 'close')[] = [];
    for (const kind of format.blocks) {
      for (const marker of kind.open) {
        openers.push(marker);
        targets.push(kind);
        inside.push(marker);
        insideTargets.push(kind);
      }
    }
    const thinking = format.thinking;
    if (thinking !== undefined) {
      for (const marker of thinking.open) {
        openers.push(marker);
        targets.push('open');
      }
      for (const marker of thinking.close) {
        inside.push(marker);
        insideTargets.push('close');
      }
    }
    this.proseOpeners = new MarkerFinder(openers);
    this.proseTargets = targets;
    this.thinkingOpeners = thinking === undefined ? undefined : new MarkerFinder(inside);
    this.thinkingTargets = insideTargets;
    const closers = new Map<TagBlockKind, MarkerFinder>();
    const thinkingClosers = new Map<TagBlockKind, MarkerFinder>();
    for (const kind of format.blocks) {
      const ends = [...kind.close, ...(kind.interrupt ?? kind.open)];
      closers.set(kind, new MarkerFinder(ends));
      if (thinking !== undefined) {
        thinkingClosers.set(kind, new MarkerFinder([...ends, ...thinking.close]));
      }
    }
    this.closers = closers;
    this.thinkingClosers = thinkingClosers;
  }
}

/**
 * The resumable scanner every tag format shares. In prose it looks for the openers of the
 * format's blocks; a block is held from its opener to its closer (or until the opener of a
 * next block, the end of the text or the length limit) and handed whole to its kind's reader,
 * which reads it once. Each chunk is searched once: a marker cut by the end of a chunk is
 * kept (at most one marker's length) and searched again with the next chunk, and no other text
 * is read twice, so streaming costs what one-shot parsing costs.
 *
 * Calls inside a closed thinking block are dropped (drafts, not calls); while a thinking block
 * is open its calls are held back, and reported at the end if it never closes.
 */
export class TagBlockScanner implements CallScannerV2 {
  private state = State.Prose;
  /** Text of the previous chunk that may begin a marker, read again before the next one. */
  private carry = '';
  /** The open block: its kind, opener, where it starts, and its text from earlier chunks. */
  private kind: TagBlockKind | undefined;
  private opener = '';
  private blockStart = 0;
  private held = '';
  private json: JsonReader | undefined;
  /** Where the JSON value of a JSON block starts in the whole answer. */
  private jsonStart = 0;
  private inThinking = false;
  private thoughtCalls: ParsedFunctionCallV2[] = [];
  private readonly readContext: TagReadContext;
  /** What a block's reader reports to: the calls of the block being read, gathered. */
  private readonly blockContext: TagReadContext;
  private blockCalls: ParsedFunctionCallV2[] = [];
  /** The searches of the text being read, one per marker set. */
  private readonly searchSets: MarkerFinder[] = [];
  private readonly searches: MarkerSearch[] = [];

  constructor(
    private readonly context: CallScannerContextV2,
    private readonly plan: TagScannerPlan,
    private readonly limits: TagScannerLimits,
  ) {
    this.readContext = {
      functions: context.functions,
      report: (call) => this.report(call),
    };
    this.blockContext = {
      functions: context.functions,
      report: (call) => {
        this.blockCalls.push(call);
        return true;
      },
    };
    const startsIn = plan.format.startsIn;
    if (startsIn !== undefined) {
      this.kind = startsIn;
      this.state = State.Block;
    }
  }

  push(chunk: string, offset: number): void {
    if (this.state === State.Stopped) return;
    const text = this.carry.length === 0 ? chunk : this.carry + chunk;
    this.carry = '';
    this.run(text, offset - (text.length - chunk.length));
  }

  end(): void {
    if (this.state === State.Stopped) return;
    const text = this.carry;
    this.carry = '';
    if (this.state === State.JsonValue && this.json !== undefined) {
      this.held += text;
      this.json.end();
      this.finishBlock('', this.held.length, 'cut-off');
    } else if (this.state === State.Block || this.state === State.JsonStart) {
      this.held += text;
      this.finishBlock('', this.held.length, 'cut-off');
    }
    if (this.inThinking) {
      this.inThinking = false;
      const held = this.thoughtCalls;
      this.thoughtCalls = [];
      for (const call of held) if (!this.report(call)) return;
    }
  }

  private report(call: ParsedFunctionCallV2): boolean {
    if (this.state === State.Stopped) return false;
    if (this.inThinking) {
      this.thoughtCalls.push(call);
      return true;
    }
    if (this.context.report(call)) return true;
    this.state = State.Stopped;
    return false;
  }

  /** Reads `text`, which starts at `base` in the whole answer, from the current state on. */
  private run(text: string, base: number): void {
    let at = 0;
    // One search per marker set and text: where a marker was found (or found missing) stays
    // true for the rest of the text, so no stretch of it is searched twice for one marker.
    this.searchSets.length = 0;
    this.searches.length = 0;
    while (at <= text.length) {
      switch (this.state) {
        case State.Stopped:
          return;
        case State.Prose: {
          const set = this.openerSet();
          const search = this.searchOf(set, text);
          const match = search.find(at);
          // Undecided: the text ends where a marker, or a longer one than found, may go on.
          const cut = search.undecidedFrom;
          if (match === undefined || cut !== -1) {
            if (cut !== -1) this.carry = text.slice(cut);
            return;
          }
          const marker = set.markers[match.marker] as string;
          const target = this.inThinking
            ? this.plan.thinkingTargets[match.marker]
            : this.plan.proseTargets[match.marker];
          at = match.index + marker.length;
          if (target === 'open') {
            this.inThinking = true;
          } else if (target === 'close') {
            this.inThinking = false;
            this.thoughtCalls = [];
          } else if (target !== undefined) {
            this.kind = target;
            this.opener = marker;
            this.blockStart = base + match.index;
            this.held = text.slice(match.index, at);
            this.state = target.json === true ? State.JsonStart : State.Block;
          }
          break;
        }
        case State.Block:
        case State.Skip: {
          const kind = this.kind as TagBlockKind;
          const set = this.closerSet(kind);
          const search = this.searchOf(set, text);
          const match = search.find(at);
          const room = this.limits.maxBlockLength - (base + at - this.blockStart);
          const cut = search.undecidedFrom;
          if (match === undefined || cut !== -1) {
            const keptTo = cut === -1 ? text.length : cut;
            if (this.state === State.Block && keptTo - at > room) {
              this.tooLong(text, at, room);
              at += room;
              continue;
            }
            if (this.state === State.Block) this.held += text.slice(at, keptTo);
            if (cut !== -1) this.carry = text.slice(cut);
            return;
          }
          if (this.state === State.Block && match.index - at > room) {
            this.tooLong(text, at, room);
            at += room;
            continue;
          }
          const marker = set.markers[match.marker] as string;
          const closes = match.marker < kind.close.length;
          const blockEnd = closes ? match.index + marker.length : match.index;
          if (this.state === State.Skip) {
            this.state = State.Prose;
          } else {
            this.held += text.slice(at, blockEnd);
            const bodyEnd = this.held.length - (closes ? marker.length : 0);
            this.finishBlock(closes ? marker : '', bodyEnd, closes ? 'closed' : 'interrupted');
          }
          at = blockEnd;
          break;
        }
        case State.JsonStart: {
          let index = at;
          while (index < text.length && isSpace(text.charCodeAt(index))) index += 1;
          this.held += text.slice(at, index);
          at = index;
          if (index === text.length) return;
          const code = text.charCodeAt(index);
          if (code !== 0x7b /* { */ && code !== 0x5b /* [ */) {
            // Not a block after all: the opener is prose, and so is what follows it.
            this.state = State.Prose;
            this.held = '';
            this.kind = undefined;
            break;
          }
          this.json = createJsonReader({ maxDepth: this.limits.maxDepth });
          this.jsonStart = base + index;
          this.state = State.JsonValue;
          break;
        }
        case State.JsonValue: {
          const reader = this.json as JsonReader;
          const room = this.limits.maxBlockLength - (base + at - this.blockStart);
          const stop = reader.write(room < text.length - at ? text.slice(0, at + room) : text, at);
          this.held += text.slice(at, stop);
          if (reader.status === 'reading') {
            if (stop - at < room) return;
            this.finishBlock('', this.held.length, 'too-long');
          } else if (reader.status === 'done' && this.jsonStart + reader.stoppedAt >= base + stop) {
            this.finishBlock('', this.held.length, 'closed');
          } else {
            // Unreadable JSON, or a value that a look past a quote ended in text of an earlier
            // chunk: the block ends where the reader stopped, which does not depend on how the
            // text was cut (the reader may have read a little further).
            const failedAt = this.jsonStart + reader.stoppedAt;
            const earlier = this.held.slice(failedAt - this.blockStart, base - this.blockStart);
            this.held = this.held.slice(0, failedAt - this.blockStart);
            this.finishBlock('', this.held.length, 'closed');
            if (failedAt < base) {
              // Only when the value began in an earlier chunk: that text is read once more.
              this.run(earlier + text, failedAt);
              return;
            }
            at = failedAt - base;
            break;
          }
          at = stop;
          break;
        }
      }
      if (at === text.length && this.state === State.Prose) return;
    }
  }

  private searchOf(set: MarkerFinder, text: string): MarkerSearch {
    const index = this.searchSets.indexOf(set);
    if (index !== -1) return this.searches[index] as MarkerSearch;
    const search = set.search(text);
    this.searchSets.push(set);
    this.searches.push(search);
    return search;
  }

  private openerSet(): MarkerFinder {
    return this.inThinking ? (this.plan.thinkingOpeners as MarkerFinder) : this.plan.proseOpeners;
  }

  private closerSet(kind: TagBlockKind): MarkerFinder {
    return (
      (this.inThinking ? this.plan.thinkingClosers.get(kind) : this.plan.closers.get(kind)) ??
      (this.plan.closers.get(kind) as MarkerFinder)
    );
  }

  /** Cuts the block at the length limit itself, so every chunking reports the same block. */
  private tooLong(text: string, at: number, room: number): void {
    this.held += text.slice(at, at + room);
    this.finishBlock('', this.held.length, 'too-long');
    if (this.state !== State.Stopped) this.state = State.Skip;
  }

  /** Hands the held block to its kind's reader and goes back to prose. */
  private finishBlock(closer: string, bodyEnd: number, end: TagBlockEnd): void {
    const kind = this.kind as TagBlockKind;
    const block = {
      text: this.held,
      start: this.blockStart,
      opener: this.opener,
      closer,
      bodyStart: this.opener.length,
      bodyEnd,
      end,
    };
    this.held = '';
    this.json = undefined;
    this.state = State.Prose;
    kind.read(block, this.blockContext);
    const calls = this.blockCalls;
    this.blockCalls = [];
    for (const call of coverBlock(block, calls)) if (!this.readContext.report(call)) return;
  }
}

/**
 * The calls of a block with the block's opener in the first one's span and its closer in the
 * last one's (a list's `[` and `]` too), so that no piece of the block is left in the text
 * around them.
 */
function coverBlock(block: TagBlock, calls: ParsedFunctionCallV2[]): ParsedFunctionCallV2[] {
  const first = calls[0];
  const last = calls.at(-1);
  if (first === undefined || last === undefined) return calls;
  const blockEnd = block.start + block.text.length;
  for (const call of calls) {
    const { start, end } = call.span;
    if (start < block.start || end > blockEnd || start > end) return calls;
  }
  // The list is the scanner's own, made for this block.
  const covered = calls;
  if (first.span.start > block.start) {
    covered[0] = {
      ...first,
      raw: block.text.slice(0, first.span.start - block.start) + first.raw,
      span: { start: block.start, end: first.span.end },
    };
  }
  const lastIndex = covered.length - 1;
  const tail = covered[lastIndex] as ParsedFunctionCallV2;
  if (tail.span.end < blockEnd) {
    covered[lastIndex] = {
      ...tail,
      raw: tail.raw + block.text.slice(tail.span.end - block.start),
      span: { start: tail.span.start, end: blockEnd },
    };
  }
  return covered;
}
