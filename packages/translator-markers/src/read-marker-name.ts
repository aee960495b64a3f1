import { isIdentifierPart, isIdentifierStart } from '@ai-toolbox/core/kit';

/**
 * Reads a function name at `start`, no further than `limit`: an identifier
 * (`[A-Za-z_$][A-Za-z0-9_$]*`, as tools-llm accepts) or, with `allowDots`, identifiers joined
 * by single dots (`math.sum`). Returns the offset just past the name, or -1 when no valid
 * name starts at `start`.
 */
export function readMarkerName(
  text: string,
  start: number,
  limit: number,
  allowDots: boolean,
): number {
  let position = start;
  for (;;) {
    if (position >= limit || !isIdentifierStart(text.charCodeAt(position))) return -1;
    position += 1;
    while (position < limit && isIdentifierPart(text.charCodeAt(position))) position += 1;
    if (!allowDots || position >= limit || text.charCodeAt(position) !== 0x2e /* . */)
      return position;
    position += 1;
  }
}
