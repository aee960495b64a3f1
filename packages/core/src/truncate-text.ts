import { isHighSurrogate } from './kit/char-codes.js';

/**
 * Keeps the head of `text` up to `maxLength` characters and says how much was cut. Text that
 * fits is returned unchanged; a surrogate pair is never split.
 *
 * @example
 * ```ts
 * truncateText('abcdefghij', 4); // 'abcd\n[... truncated: 6 of 10 characters cut]'
 * ```
 */
export function truncateText(text: string, maxLength: number): string {
  if (!(maxLength >= 0) || text.length <= maxLength) return text;
  let end = Math.floor(maxLength);
  const last = text.charCodeAt(end - 1);
  if (end > 0 && isHighSurrogate(last)) end -= 1;
  return `${text.slice(0, end)}\n[... truncated: ${text.length - end} of ${text.length} characters cut]`;
}
