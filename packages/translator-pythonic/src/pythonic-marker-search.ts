/**
 * Where `marker` next starts in `chunk`, or -1: its first character found with a one-character
 * `indexOf` (which costs nothing to set up, unlike a search for the whole marker in every
 * small chunk of a stream), then the rest compared in place. A candidate that fails is passed
 * by one character, so each character is looked at a bounded number of times.
 */
export function findMarker(chunk: string, marker: string, from: number): number {
  const first = marker[0] as string;
  for (let at = chunk.indexOf(first, from); at >= 0; at = chunk.indexOf(first, at + 1)) {
    if (chunk.startsWith(marker, at)) return at;
  }
  return -1;
}

/** How long a prefix of `marker` the chunk ends with, after `from` (0 when none). */
export function heldPrefix(chunk: string, from: number, marker: string): number {
  // The prefix starts at the last place of the marker's first character near the end.
  const first = marker.charCodeAt(0);
  const start = Math.max(from, chunk.length - marker.length + 1);
  for (let at = start; at < chunk.length; at += 1) {
    if (chunk.charCodeAt(at) !== first) continue;
    let matched = 1;
    while (
      at + matched < chunk.length &&
      chunk.charCodeAt(at + matched) === marker.charCodeAt(matched)
    ) {
      matched += 1;
    }
    if (at + matched === chunk.length) return matched;
  }
  return 0;
}
