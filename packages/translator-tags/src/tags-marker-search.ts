/** Where a marker was found in a text. */
export interface TagMarkerMatch {
  /** The marker's index in its set. */
  readonly marker: number;
  /** Where it starts in the text. */
  readonly index: number;
}

/**
 * The markers one state of a scanner looks for (the openers of a format's blocks, or the
 * closers of one block), with what finding them in streamed text needs: which one is longest,
 * and where a marker cut off by the end of a chunk may start.
 *
 * No marker may hold another one past its first character, so the earliest marker to start is
 * always the one to take (a marker that is a prefix of a longer one is allowed: the longer one
 * wins where both match).
 */
export class TagMarkerSet {
  /** The longest marker's length: a cut-off marker is shorter than this. */
  readonly longest: number;
  private readonly firstCodes: ReadonlySet<number>;

  constructor(readonly markers: readonly string[]) {
    let longest = 0;
    const firstCodes = new Set<number>();
    for (const marker of markers) {
      if (marker.length === 0) throw new TypeError('A tag marker cannot be empty');
      longest = Math.max(longest, marker.length);
      firstCodes.add(marker.charCodeAt(0));
    }
    for (const marker of markers) {
      for (const other of markers) {
        if (other !== marker && other.indexOf(marker, 1) !== -1) {
          throw new TypeError(`The tag marker ${JSON.stringify(marker)} is inside ${other}`);
        }
      }
    }
    this.longest = longest;
    this.firstCodes = firstCodes;
  }

  /**
   * A search of `text` from `from` on, remembering where each marker was next found, so that
   * looking again further on searches only text not searched yet.
   */
  search(text: string): TagMarkerSearch {
    return new TagMarkerSearch(this, text);
  }

  /**
   * Whether text still to come could make a longer marker of `match`: the matched marker is
   * a prefix of a longer one that `text` ends inside of.
   */
  undecided(text: string, match: TagMarkerMatch): boolean {
    const found = this.markers[match.marker] as string;
    const rest = text.length - match.index;
    for (const marker of this.markers) {
      if (marker.length > found.length && marker.length > rest && marker.startsWith(found)) {
        if (text.startsWith(marker.slice(0, rest), match.index)) return true;
      }
    }
    return false;
  }

  /**
   * Where a marker cut off by the end of `text` may start (at or after `from`): the earliest
   * index whose rest of the text begins some marker, or -1. Only the last `longest - 1`
   * characters are looked at.
   */
  cutOffAt(text: string, from: number): number {
    const start = Math.max(from, text.length - this.longest + 1);
    for (let index = start; index < text.length; index += 1) {
      if (!this.firstCodes.has(text.charCodeAt(index))) continue;
      const rest = text.length - index;
      for (const marker of this.markers) {
        if (marker.length > rest && text.startsWith(marker.slice(0, rest), index)) return index;
      }
    }
    return -1;
  }
}

/** One text searched for the markers of a set; see {@link TagMarkerSet.search}. */
export class TagMarkerSearch {
  /** Where each marker is next found at or after the last search's start; -1 for nowhere. */
  private readonly next: number[];
  private searchedFrom = -1;

  constructor(
    private readonly set: TagMarkerSet,
    private readonly text: string,
  ) {
    this.next = set.markers.map(() => -2);
  }

  /**
   * The earliest marker starting at or after `from` (the longest, where several start
   * there), or `undefined`. `from` must not go back between calls.
   */
  find(from: number): TagMarkerMatch | undefined {
    if (from < this.searchedFrom) throw new RangeError('A tag marker search cannot go back');
    this.searchedFrom = from;
    const { markers } = this.set;
    let best: TagMarkerMatch | undefined;
    for (let marker = 0; marker < markers.length; marker += 1) {
      let index = this.next[marker] as number;
      if (index === -1) continue;
      if (index < from) {
        index = this.text.indexOf(markers[marker] as string, from);
        this.next[marker] = index;
        if (index === -1) continue;
      }
      if (
        best === undefined ||
        index < best.index ||
        (index === best.index &&
          (markers[marker] as string).length > (markers[best.marker] as string).length)
      ) {
        best = { marker, index };
      }
    }
    return best;
  }
}
