/**
 * Shortens `text` to at most `maxLength` characters, marking the cut with `…`, so that a name
 * or value written by a model can be quoted in a message without growing it unboundedly.
 */
export function clipText(text: string, maxLength = 80): string {
  if (text.length <= maxLength) return text;
  return `${text.slice(0, Math.max(0, maxLength - 1))}…`;
}
