/**
 * A small seeded generator of numbers in [0, 1) (xorshift), so that a test that draws from it
 * names the seed that makes a failure again.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}
