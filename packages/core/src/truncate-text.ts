import { isHighSurrogate } from './kit/char-codes.js';

/**
 * A copy of a head cut from a longer text that holds none of it: an engine may keep a slice as a
 * view of the whole text, so a 50 MB result cut to 5,000 characters would keep 50 MB alive for as
 * long as the result lives. The round trip through JSON makes a string of its own, lone
 * surrogates included, at a cost bounded by the head's length.
 */
function detached(head: string): string {
  return JSON.parse(JSON.stringify(head)) as string;
}

/**
 * Keeps the head of `text` up to `maxLength` characters and says how much was cut. Text that
 * fits is returned unchanged; a surrogate pair is never split.
 *
 * @param cutValue - Set when `text` is itself only the head of a longer result (a value whose
 * writing stopped at its budget): the value in words, which the note names, since how long the
 * whole would have been is not known.
 *
 * @example
 * ```ts
 * truncateText('abcdefghij', 4); // 'abcd\n[... truncated: 6 of 10 characters cut]'
 * truncateText('[0,0,0,0,0,0', 4, 'a Uint8Array of 10000000 elements');
 * // '[0,0\n[... truncated: more than 8 characters cut; the result is a Uint8Array of 10000000 elements]'
 * ```
 */
export function truncateText(text: string, maxLength: number, cutValue?: string): string {
  const limited = maxLength >= 0;
  if (cutValue === undefined && (!limited || text.length <= maxLength)) return text;
  let end = limited ? Math.min(Math.floor(maxLength), text.length) : text.length;
  if (end > 0 && end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end -= 1;
  const head = detached(text.slice(0, end));
  if (cutValue !== undefined) {
    const cut = text.length - end;
    const how = cut > 0 ? `more than ${cut} characters cut` : 'the rest cut';
    return `${head}\n[... truncated: ${how}; the result is ${cutValue}]`;
  }
  return `${head}\n[... truncated: ${text.length - end} of ${text.length} characters cut]`;
}
