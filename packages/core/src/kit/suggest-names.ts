/** Names longer than this are not compared: a name the model made up costs nothing more. */
export const SUGGEST_NAMES_MAX_NAME_LENGTH = 128;

/** Candidates compared by default; the rest are not looked at. */
export const SUGGEST_NAMES_MAX_CANDIDATES = 1000;

/** Edits never allowed, whatever the name's length. */
const maxEdits = 3;

/** How {@link suggestNames} chooses. */
export interface SuggestNamesOptions {
  /** At most this many suggestions (default 3). */
  readonly limit?: number;
  /**
   * Edits allowed however short the name is (default 0, at most 3). A name is otherwise
   * allowed a third of its length in edits, so by default a name of one or two characters
   * only matches a candidate that differs from it in case.
   */
  readonly shortNameEdits?: number;
  /**
   * At most this many candidates are compared (default {@link SUGGEST_NAMES_MAX_CANDIDATES}),
   * in the order given; the rest are not looked at.
   */
  readonly maxCandidates?: number;
}

/**
 * The candidates closest to `name`, best first, for "did you mean" messages.
 *
 * Closeness is the edit distance ignoring case, counting a swap of two neighbours as one edit;
 * a candidate qualifies within a third of the name's length in edits (at least
 * `shortNameEdits`, at most 3). Candidates at the same distance keep their order; a candidate
 * equal to `name`, or given twice, is suggested once at most (never when equal).
 *
 * Model text is hostile, so the work is bounded: a name that is empty or longer than
 * {@link SUGGEST_NAMES_MAX_NAME_LENGTH} gets no suggestions, at most `maxCandidates`
 * candidates are compared, and each comparison only fills a band of the distance table around
 * its diagonal, so one call costs O(candidates × name length). Never throws for any string.
 *
 * @example
 * suggestNames('wether.get_temp', ['weather.get_temp', 'file.read']); // ['weather.get_temp']
 */
export function suggestNames(
  name: string,
  candidates: Iterable<string>,
  options: SuggestNamesOptions = {},
): string[] {
  const limit = wholeNumber(options.limit, 3);
  if (limit === 0 || name.length === 0 || name.length > SUGGEST_NAMES_MAX_NAME_LENGTH) return [];
  const wanted = name.toLowerCase();
  const allowed = Math.min(
    maxEdits,
    Math.max(wholeNumber(options.shortNameEdits, 0), Math.floor(wanted.length / 3)),
  );
  const maxCandidates = wholeNumber(options.maxCandidates, SUGGEST_NAMES_MAX_CANDIDATES);
  const table = new DistanceTable(wanted.length + allowed + 1);
  // One list per distance keeps equal distances in candidate order without a sort.
  const byDistance: string[][] = Array.from({ length: allowed + 1 }, () => []);
  const seen = new Set<string>();
  let compared = 0;
  for (const candidate of candidates) {
    if (compared >= maxCandidates) break;
    compared += 1;
    // Lower case is never shorter, so a candidate already too long is skipped unlowered.
    if (typeof candidate !== 'string' || candidate.length > wanted.length + allowed) continue;
    if (candidate === name || seen.has(candidate)) continue;
    seen.add(candidate);
    const distance = table.distance(wanted, candidate.toLowerCase(), allowed);
    if (distance <= allowed) byDistance[distance]?.push(candidate);
  }
  const suggestions: string[] = [];
  for (const group of byDistance) {
    for (const candidate of group) {
      if (suggestions.length === limit) return suggestions;
      suggestions.push(candidate);
    }
  }
  return suggestions;
}

/** A whole number of at least 0 from an option, or the default when it is not a number. */
function wholeNumber(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && !Number.isNaN(value)
    ? Math.max(0, Math.floor(value))
    : fallback;
}

/**
 * Rows of the edit distance table, reused between candidates so a comparison allocates
 * nothing.
 */
class DistanceTable {
  private before: Int32Array;
  private previous: Int32Array;
  private current: Int32Array;

  constructor(width: number) {
    this.before = new Int32Array(width + 1);
    this.previous = new Int32Array(width + 1);
    this.current = new Int32Array(width + 1);
  }

  /**
   * Edit distance counting a swap of neighbours as one edit (optimal string alignment), or
   * `limit + 1` once it must exceed `limit`. Only cells within `limit` of the diagonal are
   * filled: any other cell is already more than `limit`.
   */
  distance(a: string, b: string, limit: number): number {
    const beyond = limit + 1;
    if (Math.abs(a.length - b.length) > limit) return beyond;
    if (b.length + 1 > this.current.length) return beyond;
    let before = this.before;
    let previous = this.previous;
    let current = this.current;
    for (let j = 0; j <= Math.min(b.length, limit); j += 1) previous[j] = j;
    if (limit + 1 <= b.length) previous[limit + 1] = beyond;
    for (let i = 1; i <= a.length; i += 1) {
      const from = Math.max(1, i - limit);
      const to = Math.min(b.length, i + limit);
      current[0] = Math.min(i, beyond);
      current[from - 1] = from === 1 ? Math.min(i, beyond) : beyond;
      let rowMinimum = from === 1 ? Math.min(i, beyond) : beyond;
      const code = a.charCodeAt(i - 1);
      for (let j = from; j <= to; j += 1) {
        const other = b.charCodeAt(j - 1);
        let value = Math.min(
          (previous[j - 1] as number) + (code === other ? 0 : 1),
          (previous[j] as number) + 1,
          (current[j - 1] as number) + 1,
          beyond,
        );
        if (
          i > 1 &&
          j > 1 &&
          code === b.charCodeAt(j - 2) &&
          a.charCodeAt(i - 2) === other &&
          (before[j - 2] as number) + 1 < value
        ) {
          value = (before[j - 2] as number) + 1;
        }
        current[j] = value;
        if (value < rowMinimum) rowMinimum = value;
      }
      // The next row reads one cell past this row's band.
      if (to + 1 <= b.length) current[to + 1] = beyond;
      if (rowMinimum > limit) return beyond;
      [before, previous, current] = [previous, current, before];
    }
    return Math.min(previous[b.length] as number, beyond);
  }
}
