/** Names longer than this are not compared, so a hostile name costs nothing. */
const MAX_COMPARED_LENGTH = 128;

/**
 * Levenshtein distance between `a` and `b`, or `limit + 1` as soon as it must exceed `limit`
 * (one row of the table at a time, so memory stays linear).
 */
function distanceWithin(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(
        (row[j - 1] as number) + cost,
        (row[j] as number) + 1,
        (next[j - 1] as number) + 1,
      );
      next.push(value);
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
    row = next;
  }
  return row[b.length] as number;
}

/**
 * The known tool name closest to `name` (case-insensitive edit distance of at most a third
 * of its length, and at most 3), for a "did you mean" hint; `undefined` when none is close.
 */
export function closestToolName(name: string, known: Iterable<string>): string | undefined {
  if (name.length === 0 || name.length > MAX_COMPARED_LENGTH) return undefined;
  const wanted = name.toLowerCase();
  let bestName: string | undefined;
  let bestDistance = Math.min(3, Math.max(1, Math.floor(wanted.length / 3)));
  for (const candidate of known) {
    const distance = distanceWithin(wanted, candidate.toLowerCase(), bestDistance);
    if (distance < bestDistance || (distance === bestDistance && bestName === undefined)) {
      bestName = candidate;
      bestDistance = distance;
    }
  }
  return bestName;
}
