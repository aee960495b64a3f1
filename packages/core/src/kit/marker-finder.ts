/** A marker found in a text: which one, and where it starts. */
export interface MarkerHit {
  /** The marker's index in the finder's list. */
  readonly marker: number;
  /** Where it starts in the text. */
  readonly index: number;
}

/** The automaton of a marker set, shared by the finder and its searches. */
interface MarkerTables {
  readonly lengths: readonly number[];
  /** The shortest marker's length. */
  readonly shortest: number;
  /** Character classes: ASCII by a table, other code units by a map (0: in no marker). */
  readonly ascii: Int32Array;
  readonly wide: ReadonlyMap<number, number>;
  readonly width: number;
  /** The next state, by state and class: a trie edge, or where the longest suffix goes. */
  readonly next: Int32Array;
  /** How many characters a state stands for: the longest suffix read that begins a marker. */
  readonly depth: Int32Array;
  /** The marker a state spells exactly, or -1. */
  readonly exact: Int32Array;
  /** The longest marker a state ends with, or -1: the earliest one to start there. */
  readonly out: Int32Array;
  /** Where a state's longest proper suffix that begins a marker leads. */
  readonly fail: Int32Array;
  /** Whether some marker is longer than a state and begins with it. */
  readonly extendable: Uint8Array;
  /** The markers' first characters, by code (ASCII). */
  readonly firstAscii: Uint8Array;
  readonly firstWide: ReadonlySet<number>;
  /** The markers' distinct first characters when they are few, each found with `indexOf`. */
  readonly firsts: readonly string[] | undefined;
}

/** The most first characters that are each found with `indexOf` rather than in a loop. */
const FEW_FIRSTS = 6;

function classOf(tables: MarkerTables, code: number): number {
  return code < 128 ? (tables.ascii[code] as number) : (tables.wide.get(code) ?? 0);
}

/**
 * A fixed set of marker strings (a format's tags, a template's special tokens) and the one way
 * they are found in text: an automaton over the markers' characters, in which every character
 * read is one step, a failed partial marker falling back to the longest suffix that still
 * begins one. Finding costs one step a character however many markers share a prefix and
 * however many near misses the text holds; text before the first character of any marker is
 * skipped by `indexOf` when the markers begin with few characters (each one's next place kept,
 * so no stretch is searched twice for it).
 *
 * What a streaming reader holds back at the end of a chunk is the longest suffix that is a
 * proper prefix of some marker ({@link heldBack}, {@link MarkerSearch.undecidedFrom}): at most
 * {@link longest} - 1 characters, read again with the next chunk.
 *
 * @example
 * ```ts
 * const finder = new MarkerFinder(['<tool_call>', '<tool_calls>']);
 * finder.search('a <tool_calls> b').find(0); // { marker: 1, index: 2 }
 * finder.heldBack('text <tool_', 0); // 6
 * ```
 */
export class MarkerFinder {
  /** The markers' length: a marker cut by the end of a text is shorter than this. */
  readonly longest: number;
  private readonly tables: MarkerTables;

  constructor(readonly markers: readonly string[]) {
    const classes = new Map<number, number>();
    let longest = 0;
    for (const marker of markers) {
      if (marker.length === 0) throw new TypeError('A marker cannot be empty');
      longest = Math.max(longest, marker.length);
      for (let index = 0; index < marker.length; index += 1) {
        const code = marker.charCodeAt(index);
        if (!classes.has(code)) classes.set(code, classes.size + 1);
      }
    }
    this.longest = longest;
    const width = classes.size + 1;
    // The trie first: edges, depths, and the marker each node spells.
    const edges: Int32Array[] = [new Int32Array(width).fill(-1)];
    const depth: number[] = [0];
    const exact: number[] = [-1];
    const extendable: number[] = [markers.length > 0 ? 1 : 0];
    markers.forEach((marker, markerIndex) => {
      let node = 0;
      for (let index = 0; index < marker.length; index += 1) {
        const edge = classes.get(marker.charCodeAt(index)) as number;
        const row = edges[node] as Int32Array;
        let child = row[edge] as number;
        if (child === -1) {
          child = edges.length;
          row[edge] = child;
          edges.push(new Int32Array(width).fill(-1));
          depth.push(index + 1);
          exact.push(-1);
          extendable.push(0);
          extendable[node] = 1;
        }
        node = child;
      }
      // The first of equal markers is the one found.
      if (exact[node] === -1) exact[node] = markerIndex;
    });
    // Then, breadth first, where each missing edge leads: the edge of the longest suffix.
    const states = edges.length;
    const fail = new Int32Array(states);
    const out = new Int32Array(states).fill(-1);
    const order = [0];
    for (let head = 0; head < order.length; head += 1) {
      const node = order[head] as number;
      const row = edges[node] as Int32Array;
      const fallback = edges[fail[node] as number] as Int32Array;
      for (let edge = 0; edge < width; edge += 1) {
        const child = row[edge] as number;
        if (child === -1) {
          row[edge] = node === 0 ? 0 : (fallback[edge] as number);
          continue;
        }
        fail[child] = node === 0 ? 0 : (fallback[edge] as number);
        out[child] = exact[child] !== -1 ? (exact[child] as number) : (out[fail[child]] as number);
        order.push(child);
      }
    }
    const next = new Int32Array(states * width);
    for (let node = 0; node < states; node += 1) next.set(edges[node] as Int32Array, node * width);
    const ascii = new Int32Array(128);
    const wide = new Map<number, number>();
    for (const [code, edge] of classes) {
      if (code < 128) ascii[code] = edge;
      else wide.set(code, edge);
    }
    const firstAscii = new Uint8Array(128);
    const firstWide = new Set<number>();
    const firsts = new Set<string>();
    for (const marker of markers) {
      const code = marker.charCodeAt(0);
      if (code < 128) firstAscii[code] = 1;
      else firstWide.add(code);
      firsts.add(marker.charAt(0));
    }
    this.tables = {
      lengths: markers.map((marker) => marker.length),
      shortest: markers.reduce(
        (least, marker) => Math.min(least, marker.length),
        Number.POSITIVE_INFINITY,
      ),
      ascii,
      wide,
      width,
      next,
      depth: Int32Array.from(depth),
      exact: Int32Array.from(exact),
      out,
      fail,
      extendable: Uint8Array.from(extendable),
      firstAscii,
      firstWide,
      firsts: firsts.size <= FEW_FIRSTS ? [...firsts] : undefined,
    };
  }

  /** A search of `text` for these markers, from positions that never go back. */
  search(text: string): MarkerSearch {
    return new MarkerSearch(this.tables, text);
  }

  /**
   * The marker that starts at `text[at]` (the longest, where several do), read over at most
   * {@link longest} characters: its index, `'none'`, or `'more'` when the text ends where a
   * marker, or a longer one than found, may still go on. `final` says no text follows, so a
   * marker cut by the end is text, never `'more'`.
   */
  matchAt(text: string, at: number, final: boolean): number | 'none' | 'more' {
    const tables = this.tables;
    const { next, depth, exact, extendable, width } = tables;
    let state = 0;
    let found = -1;
    for (let index = at; index < text.length; index += 1) {
      state = next[state * width + classOf(tables, text.charCodeAt(index))] as number;
      // A shorter state than the characters read: no marker goes on from `at` this way.
      if (depth[state] !== index + 1 - at) return found === -1 ? 'none' : found;
      if (exact[state] !== -1) found = exact[state] as number;
      if (extendable[state] === 0) return found;
    }
    if (!final && extendable[state] === 1) return 'more';
    return found === -1 ? 'none' : found;
  }

  /**
   * How many characters at the end of `text`, after `from`, may still start a marker: the
   * longest suffix that is a proper prefix of some marker (0 when none), found by reading only
   * the last {@link longest} - 1 characters.
   */
  heldBack(text: string, from: number): number {
    const tables = this.tables;
    const { next, width } = tables;
    let state = 0;
    for (let index = Math.max(from, text.length - this.longest + 1); index < text.length; index++) {
      state = next[state * width + classOf(tables, text.charCodeAt(index))] as number;
    }
    return tables.depth[openState(tables, state)] as number;
  }
}

/** The longest suffix of a state that a longer marker may still grow from (0 when none). */
function openState(tables: MarkerTables, state: number): number {
  let open = state;
  while (open !== 0 && tables.extendable[open] === 0) open = tables.fail[open] as number;
  return open;
}

/**
 * One text searched for the markers of a {@link MarkerFinder}: the last answer is kept, so
 * asking again from a position it still holds for reads nothing, and a search from further on
 * reads only past the last one (up to a marker's length again).
 */
export class MarkerSearch {
  private from = -1;
  private hit: MarkerHit | undefined;
  private undecided = -1;
  /**
   * With few first characters: those still in the text after the last position looked from,
   * and where each one next stands at or after it, so no stretch is searched twice for one.
   */
  private firsts: string[] | undefined;
  private firstAt: number[] | undefined;

  /** Made by {@link MarkerFinder.search}. */
  constructor(
    private readonly tables: MarkerTables,
    private readonly text: string,
  ) {}

  /**
   * After {@link find}: where text starts that more text could make a marker that changes the
   * answer (a marker cut by the end, or one longer than or before the one found), or -1 when
   * the answer holds whatever follows. A streaming reader keeps the text from here for the
   * next chunk: the longest suffix that is a proper prefix of some marker.
   */
  get undecidedFrom(): number {
    return this.undecided;
  }

  /**
   * The earliest marker starting at or after `from`, the longest where several start there, as
   * far as the text shows (see {@link undecidedFrom}); `undefined` when none. `from` must not go
   * back between calls.
   */
  find(from: number): MarkerHit | undefined {
    if (from < this.from) throw new RangeError('A marker search cannot go back');
    if (this.from !== -1) {
      // The last answer still holds while no marker it passed over or waits on starts before
      // `from`.
      const hitAt = this.hit === undefined ? this.text.length : this.hit.index;
      if (from <= (this.undecided === -1 ? hitAt : Math.min(hitAt, this.undecided))) {
        this.from = from;
        return this.hit;
      }
    }
    this.from = from;
    this.scan(from);
    return this.hit;
  }

  private scan(from: number): void {
    const tables = this.tables;
    const { next, depth, out, lengths, width, firstAscii, firstWide, ascii } = tables;
    const text = this.text;
    const length = text.length;
    let state = 0;
    let best = -1;
    let bestStart = -1;
    let bestLength = 0;
    if (this.firsts === undefined && tables.firsts !== undefined) {
      this.firsts = [...tables.firsts];
      this.firstAt = this.firsts.map(() => -1);
    }
    const firsts = this.firsts;
    let single = firsts !== undefined && firsts.length === 1 ? (firsts[0] as string) : undefined;
    let index = from;
    while (index < length) {
      if (state === 0) {
        // Nothing begun: on to the next character that begins a marker.
        if (single !== undefined) {
          index = text.indexOf(single, index);
          if (index === -1) break;
        } else if (firsts !== undefined) {
          index = this.nextFirst(index);
          if (index === length) break;
          if (firsts.length === 1) single = firsts[0];
        } else {
          for (; index < length; index += 1) {
            const code = text.charCodeAt(index);
            if (code < 128 ? firstAscii[code] === 1 : firstWide.has(code)) break;
          }
          if (index === length) break;
        }
        // A first character followed by one that is in no marker begins none, and neither
        // does that one (markers of one character aside, which the steps below find).
        if (index + 1 < length && tables.shortest > 1) {
          const after = text.charCodeAt(index + 1);
          if (after < 128 && ascii[after] === 0) {
            index += 2;
            continue;
          }
        }
      }
      state = next[state * width + classOf(tables, text.charCodeAt(index))] as number;
      index += 1;
      const ending = out[state] as number;
      if (ending !== -1) {
        const endingLength = lengths[ending] as number;
        const start = index - endingLength;
        if (
          best === -1 ||
          start < bestStart ||
          (start === bestStart && endingLength > bestLength)
        ) {
          best = ending;
          bestStart = start;
          bestLength = endingLength;
        }
      }
      // Decided once every marker still being read starts after the one found.
      if (best !== -1 && index - (depth[state] as number) > bestStart) {
        this.hit = { marker: best, index: bestStart };
        this.undecided = -1;
        return;
      }
    }
    const open = openState(tables, state);
    const openStart = length - (depth[open] as number);
    this.hit = best === -1 ? undefined : { marker: best, index: bestStart };
    this.undecided = open === 0 || (best !== -1 && openStart > bestStart) ? -1 : openStart;
  }

  /**
   * The first position at or after `from` where one of the first characters stands, or the
   * text's length; a first character the rest of the text lacks is looked for no more.
   */
  private nextFirst(from: number): number {
    const text = this.text;
    const firsts = this.firsts as string[];
    const at = this.firstAt as number[];
    let nearest = text.length;
    for (let first = 0; first < firsts.length; first += 1) {
      let index = at[first] as number;
      if (index < from) {
        index = text.indexOf(firsts[first] as string, from);
        if (index === -1) {
          firsts.splice(first, 1);
          at.splice(first, 1);
          first -= 1;
          continue;
        }
        at[first] = index;
      }
      if (index < nearest) nearest = index;
    }
    return nearest;
  }
}
