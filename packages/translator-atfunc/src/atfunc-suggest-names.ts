const maxComparedLength = 120;

/**
 * The candidates closest to `name` by edit distance (case-insensitive), best first. Only
 * candidates within a small distance qualify and the distance is computed in a band, so one
 * suggestion costs O(candidates × name length) whatever the model wrote.
 */
export function suggestAtfuncNames(
  name: string,
  candidates: Iterable<string>,
  limit = 3,
): string[] {
  if (name.length === 0 || name.length > maxComparedLength) return [];
  const wanted = name.toLowerCase();
  const maxDistance = Math.max(1, Math.min(3, Math.floor(wanted.length / 3)));
  const scored: { candidate: string; distance: number }[] = [];
  const seen = new Set<string>();
  for (const candidate of candidates) {
    if (seen.has(candidate)) continue;
    seen.add(candidate);
    const lower = candidate.toLowerCase();
    if (Math.abs(lower.length - wanted.length) > maxDistance) continue;
    const distance = bandedEditDistance(wanted, lower, maxDistance);
    if (distance <= maxDistance) scored.push({ candidate, distance });
  }
  scored.sort((a, b) => a.distance - b.distance);
  return scored.slice(0, limit).map((entry) => entry.candidate);
}

/** Levenshtein distance limited to a band of `limit` around the diagonal; `limit + 1` beyond. */
function bandedEditDistance(a: string, b: string, limit: number): number {
  const beyond = limit + 1;
  let previous = new Array<number>(b.length + 1).fill(beyond);
  let current = new Array<number>(b.length + 1).fill(beyond);
  for (let j = 0; j <= Math.min(b.length, limit); j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    const from = Math.max(1, i - limit);
    const to = Math.min(b.length, i + limit);
    current.fill(beyond);
    current[0] = i <= limit ? i : beyond;
    let rowMinimum = current[0] ?? beyond;
    for (let j = from; j <= to; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(
        (previous[j - 1] ?? beyond) + cost,
        (previous[j] ?? beyond) + 1,
        (current[j - 1] ?? beyond) + 1,
        beyond,
      );
      current[j] = value;
      if (value < rowMinimum) rowMinimum = value;
    }
    if (rowMinimum > limit) return beyond;
    [previous, current] = [current, previous];
  }
  return previous[b.length] ?? beyond;
}
