/**
 * The candidates closest to `name` by edit distance (case-insensitive), best first, for
 * "did you mean" messages. Only close candidates qualify, and long names are not compared, so
 * the cost stays bounded whatever the model wrote.
 */
export function suggestNames(name: string, candidates: Iterable<string>, limit = 3): string[] {
  if (name.length === 0 || name.length > 120) return [];
  const wanted = name.toLowerCase();
  const maxDistance = Math.min(3, Math.floor(wanted.length / 3));
  const scored: { candidate: string; distance: number }[] = [];
  for (const candidate of candidates) {
    if (candidate === name || Math.abs(candidate.length - wanted.length) > maxDistance) continue;
    const distance = editDistance(wanted, candidate.toLowerCase(), maxDistance);
    if (distance <= maxDistance) scored.push({ candidate, distance });
  }
  scored.sort((a, b) => a.distance - b.distance);
  return scored.slice(0, limit).map((entry) => entry.candidate);
}

/**
 * Edit distance counting a swap of two neighbours as one edit (optimal string alignment),
 * giving up with `limit + 1` once every path exceeds `limit`.
 */
function editDistance(a: string, b: string, limit: number): number {
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = new Array<number>(b.length + 1);
  let current = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j += 1) {
      const same = a.charCodeAt(i - 1) === b.charCodeAt(j - 1);
      let value = Math.min(
        (previous[j - 1] ?? 0) + (same ? 0 : 1),
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
      );
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      if (value < rowMinimum) rowMinimum = value;
    }
    if (rowMinimum > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length] ?? limit + 1;
}
