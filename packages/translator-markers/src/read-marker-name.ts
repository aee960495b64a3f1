import {
  DIGIT_0,
  DIGIT_9,
  DOLLAR,
  DOT,
  LOWER_A,
  LOWER_Z,
  UNDERSCORE,
  UPPER_A,
  UPPER_Z,
} from './marker-char-codes.js';

function isNameStart(code: number): boolean {
  return (
    (code >= LOWER_A && code <= LOWER_Z) ||
    (code >= UPPER_A && code <= UPPER_Z) ||
    code === UNDERSCORE ||
    code === DOLLAR
  );
}

function isNamePart(code: number): boolean {
  return isNameStart(code) || (code >= DIGIT_0 && code <= DIGIT_9);
}

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
    if (position >= limit || !isNameStart(text.charCodeAt(position))) return -1;
    position += 1;
    while (position < limit && isNamePart(text.charCodeAt(position))) position += 1;
    if (!allowDots || position >= limit || text.charCodeAt(position) !== DOT) return position;
    position += 1;
  }
}
