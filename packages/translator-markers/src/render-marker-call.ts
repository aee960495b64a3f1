import { isBlank, repairJson } from '@ai-toolbox/core/kit';
import { isTokenStart } from './marker-token-start.js';

/** Whether a string reads back as itself when written without quotes. */
function isPlainText(text: string): boolean {
  if (text === '' || isBlank(text.charCodeAt(0)) || isBlank(text.charCodeAt(text.length - 1))) {
    return false;
  }
  // The scanner opens a quote at a `'` whose last non-blank character before it starts a
  // token (`:` is the one plain text can hold), so such text is written as JSON.
  let previous = 0x3a /* : */;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (
      code < 0x20 /* space */ ||
      code === 0x2c /* , */ ||
      code === 0x5b /* [ */ ||
      code === 0x5d /* ] */ ||
      code === 0x7b /* { */ ||
      code === 0x7d /* } */ ||
      code === 0x22 /* " */ ||
      code === 0x5c /* \ */ ||
      (code === 0x27 /* ' */ && isTokenStart(previous))
    ) {
      return false;
    }
    if (!isBlank(code)) previous = code;
  }
  // Text that reads as a number or a literal would come back as one.
  return !repairJson(text, { strict: true, maxDepth: 1 }).ok;
}

/**
 * Writes one value as a marker argument: plain text where it reads back as the same string,
 * JSON otherwise (bigints as their digits).
 */
export function renderMarkerArgument(value: unknown): string {
  if (typeof value === 'string' && isPlainText(value)) return value;
  if (typeof value === 'bigint') return value.toString();
  if (Object.is(value, -0)) return '-0';
  try {
    const json = JSON.stringify(value, (_key, inner: unknown) =>
      typeof inner === 'bigint' ? inner.toString() : inner,
    );
    return json ?? 'null';
  } catch {
    // A cycle cannot be written as JSON; its string form, quoted, still names it.
    return JSON.stringify(String(value));
  }
}

/**
 * Writes a call as a marker, `[[name:arg1,arg2]]`, or `[[name]]` without arguments.
 *
 * @example
 * ```ts
 * renderMarkerCall('weather.get_temp', ['Paris', { unit: 'c' }]);
 * // → '[[weather.get_temp:Paris,{"unit":"c"}]]'
 * ```
 */
export function renderMarkerCall(name: string, args: readonly unknown[]): string {
  if (args.length === 0) return `[[${name}]]`;
  return `[[${name}:${args.map(renderMarkerArgument).join(',')}]]`;
}
