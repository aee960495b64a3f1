/** The environment variable that fixes the seed of a run, to reproduce what another run found. */
export const CONFORMANCE_SEED_VARIABLE = 'AI_TOOLBOX_CONFORMANCE_SEED';

/**
 * The seed of one conformance run: the one given, else the one in
 * {@link CONFORMANCE_SEED_VARIABLE}, else a new one, so that every run tries other texts.
 */
export function conformanceSeed(given: number | undefined): number {
  if (given !== undefined) return given >>> 0;
  const fromEnvironment = (globalThis as { process?: { env?: Record<string, string | undefined> } })
    .process?.env?.[CONFORMANCE_SEED_VARIABLE];
  const parsed = fromEnvironment === undefined ? Number.NaN : Number(fromEnvironment);
  if (Number.isInteger(parsed)) return parsed >>> 0;
  return Math.floor(Math.random() * 0x1_0000_0000) >>> 0;
}

/** Unsigned 32-bit numbers from a seed (xorshift32): the same seed gives the same numbers. */
export type SeededRandom = () => number;

/** A {@link SeededRandom} started from `seed`. */
export function createSeededRandom(seed: number): SeededRandom {
  let state = (seed ^ 0x9e3779b9) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state;
  };
}
