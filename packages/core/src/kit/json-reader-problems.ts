import { isLineBreak, SPACE } from './char-codes.js';
import type { JsonProblem } from './json-reader.js';

/**
 * What a step returns once the reader has failed: past the end of any chunk, so that every
 * loop over a chunk stops. Failing throws nothing: a throw costs more than reading a short
 * value, and a refusal should cost about what a repair does.
 */
export const STOPPED = Number.MAX_SAFE_INTEGER;

export function problemAt(
  reason: JsonProblem['reason'],
  position: number,
  detail: string,
): JsonProblem {
  const message =
    reason === 'too-deep'
      ? `JSON too deep: ${detail}`
      : reason === 'too-large'
        ? `JSON too large: ${detail}`
        : `Unreadable JSON at offset ${position}: ${detail}`;
  return { reason, position, detail, message };
}

/**
 * The character at `chunk[index]` in words, for a problem's detail. One character only, so
 * that the detail is the same however the text was cut into chunks.
 */
export function describeAt(chunk: string, index: number): string {
  if (index >= chunk.length) return 'the end of the text';
  const code = chunk.charCodeAt(index);
  if (isLineBreak(code)) return 'a line break';
  if (code < SPACE) return `the control character U+${code.toString(16).padStart(4, '0')}`;
  return `'${chunk.charAt(index)}'`;
}
