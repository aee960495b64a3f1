import { expect } from 'vitest';

/**
 * Asserts that every piece appears in `text` after the one before it, and names the first
 * piece that does not, with what follows the last match, so a failure shows where the
 * conversation went another way.
 */
export function expectInOrder(text: string, pieces: readonly string[]): void {
  let position = 0;
  for (const [index, piece] of pieces.entries()) {
    const found = text.indexOf(piece, position);
    if (found === -1) {
      expect.fail(
        `step ${index + 1} of ${pieces.length} not found in order: ${JSON.stringify(piece)}\n` +
          `--- the text after step ${index} ---\n${text.slice(position, position + 1500)}`,
      );
    }
    position = found + piece.length;
  }
}
