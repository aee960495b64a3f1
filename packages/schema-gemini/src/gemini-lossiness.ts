/**
 * One thing Gemini's OpenAPI subset cannot say as the JSON Schema said it: a keyword `lowered`
 * to an equivalent (`oneOf` to `anyOf`, a type list to `anyOf`, a default or a constraint into
 * the description, a value Gemini cannot describe asked for as JSON text) or `dropped`.
 */
export interface GeminiLossiness {
  /** Where, as an argument path (`unit`, `options.mode`, `stops[]`); `''` for the whole schema. */
  readonly path: string;
  /** The JSON Schema keyword (`default`, `enum`, `additionalProperties`, `$ref`, ...). */
  readonly keyword: string;
  /** Whether Gemini was told the same another way (`lowered`) or not at all (`dropped`). */
  readonly change: 'lowered' | 'dropped';
  /** What was done, in words that name no value, so that entries of one kind count together. */
  readonly detail: string;
}

/** How often each keyword was lowered or dropped, most frequent first. */
export interface GeminiLossinessCount {
  readonly keyword: string;
  readonly change: 'lowered' | 'dropped';
  /** What was done. */
  readonly detail: string;
  readonly count: number;
}

/**
 * Counts lossiness entries by keyword, change and what was done, most frequent first (then by
 * keyword), for a report over many declarations.
 *
 * @example
 * ```ts
 * countLossiness(geminiTools.lossiness()); // [{ keyword: 'default', change: 'lowered', count: 12, ... }]
 * ```
 */
export function countLossiness(entries: Iterable<GeminiLossiness>): GeminiLossinessCount[] {
  const counts = new Map<
    string,
    { keyword: string; change: 'lowered' | 'dropped'; detail: string; count: number }
  >();
  for (const entry of entries) {
    const key = `${entry.change} ${entry.keyword} ${entry.detail}`;
    const seen = counts.get(key);
    if (seen === undefined) {
      counts.set(key, {
        keyword: entry.keyword,
        change: entry.change,
        detail: entry.detail,
        count: 1,
      });
    } else {
      seen.count += 1;
    }
  }
  return [...counts.values()].sort(
    (a, b) =>
      b.count - a.count || a.keyword.localeCompare(b.keyword) || a.change.localeCompare(b.change),
  );
}
