/**
 * Which of some strings occur in a text, found in one pass over its characters: each position
 * is looked up by its character among the strings not found yet, so the work is the text's
 * length times the few strings that share a first character, and the pass stops once every
 * string is found.
 */
export function findOpeners(text: string, openers: Iterable<string>): Set<string> {
  const waiting = new Map<number, string[]>();
  let left = 0;
  for (const opener of new Set(openers)) {
    if (opener.length === 0) continue;
    const code = opener.charCodeAt(0);
    const list = waiting.get(code);
    if (list === undefined) waiting.set(code, [opener]);
    else list.push(opener);
    left += 1;
  }
  const found = new Set<string>();
  for (let at = 0; at < text.length && left > 0; at += 1) {
    const list = waiting.get(text.charCodeAt(at));
    if (list === undefined) continue;
    for (let index = 0; index < list.length; index += 1) {
      const opener = list[index] as string;
      if (!text.startsWith(opener, at)) continue;
      found.add(opener);
      list.splice(index, 1);
      index -= 1;
      left -= 1;
    }
    if (list.length === 0) waiting.delete(text.charCodeAt(at));
  }
  return found;
}
