import type { ParsedFunctionCallV2 } from '@ai-toolbox/core';

/** One translator's reading of a text, and the markers of its family's own format. */
export interface AutoReading {
  readonly calls: readonly ParsedFunctionCallV2[];
  /** The markers that open a call of the family's own format (none when it does not say). */
  readonly own: readonly string[];
}

/** A region a family's own markers opened a call over. */
export interface Claim {
  readonly start: number;
  readonly end: number;
}

/** Whether a call's text opens with one of a family's own markers. */
export function opensWith(raw: unknown, own: readonly string[]): boolean {
  return typeof raw === 'string' && own.some((marker) => raw.startsWith(marker));
}

/**
 * A call that names a known function, can run, and whose text opens with one of its family's
 * own markers claims the region it spans for that family. Another reading with a call strictly
 * inside the region misread the family's text (a bare JSON object inside `<parameter=...>`, a
 * draft inside a thinking block the family drops, a list the family reads as one call), so it
 * loses to the claiming reading. Gives, for each reading, the readings it loses to that way.
 * Work: each call looks for its claim by binary search in every other reading's claims.
 */
export function findClaimers(
  readings: readonly AutoReading[],
  claims: readonly (readonly Claim[])[] = readings.map(claimsOf),
): number[][] {
  return readings.map((reading, self) => {
    const claimers = new Set<number>();
    for (const call of reading.calls) {
      const span = spanOf(call);
      if (span === undefined) continue;
      claims.forEach((list, index) => {
        if (index === self || claimers.has(index)) return;
        const claim = lastStartingBy(list, span.start);
        if (claim === undefined || claim.end < span.end) return;
        if (claim.start === span.start && claim.end === span.end) return;
        claimers.add(index);
      });
    }
    return [...claimers];
  });
}

/**
 * How many calls of a reading open with its family's own markers, whatever name they write: a
 * call the model marked as one, to be answered (an unknown name with "did you mean") even when
 * no reading names a known function.
 */
export function countMarked(reading: AutoReading): number {
  if (reading.own.length === 0) return 0;
  let marked = 0;
  for (const call of reading.calls) {
    if (opensWith(call.raw, reading.own)) marked += 1;
  }
  return marked;
}

/** The regions of a reading's calls that its family's own markers open, in text order. */
export function claimsOf(reading: AutoReading): Claim[] {
  const claims: Claim[] = [];
  if (reading.own.length === 0) return claims;
  let end = -1;
  for (const call of reading.calls) {
    const span = spanOf(call);
    // A call the family could not read whole proves nothing of the region.
    if (span === undefined || call.error !== undefined) continue;
    if (call.interface === null || call.interface === undefined) continue;
    if (!opensWith(call.raw, reading.own)) continue;
    // Claims are kept in text order without overlap, so a binary search finds the one around a call.
    if (span.start < end) continue;
    claims.push({ start: span.start, end: span.end });
    end = span.end;
  }
  return claims;
}

function lastStartingBy(claims: readonly Claim[], position: number): Claim | undefined {
  let low = 0;
  let high = claims.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((claims[middle] as Claim).start <= position) low = middle + 1;
    else high = middle;
  }
  return claims[low - 1];
}

function spanOf(call: ParsedFunctionCallV2): { start: number; end: number } | undefined {
  const span = (call as Partial<ParsedFunctionCallV2>).span;
  if (span === undefined || typeof call.raw !== 'string') return undefined;
  return span;
}
