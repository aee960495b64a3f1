import { CALL_NAME_KEYS, isBlank } from '@ai-toolbox/core/kit';
import { isFunctionNameChar } from './json-call-markers.js';

/** The keys whose string value is a call's function name, as read at the start of a call. */
const nameKeys: ReadonlySet<string> = new Set(CALL_NAME_KEYS);
const maxLookedAt = 320;

/**
 * The function name a JSON text begins with, as in `{"name": "get_weather", "parameters": {...`,
 * read from its first few hundred characters without parsing the rest: for telling a broken or
 * cut-off call to a known function from prose that merely holds a brace.
 */
export function readCallName(text: string): string | undefined {
  const end = Math.min(text.length, maxLookedAt);
  let index = 0;
  const skipBlanks = (): void => {
    while (index < end && isBlank(text.charCodeAt(index))) index += 1;
  };
  const readQuoted = (word: boolean): string | undefined => {
    const quote = text.charCodeAt(index);
    if (quote !== 34 && quote !== 39) return undefined;
    const start = index + 1;
    index = start;
    while (index < end && text.charCodeAt(index) !== quote) {
      if (word && !isFunctionNameChar(text.charCodeAt(index))) return undefined;
      index += 1;
    }
    if (index >= end) return undefined;
    index += 1;
    return text.slice(start, index - 1);
  };
  if (text.charCodeAt(0) !== 123) return undefined;
  index = 1;
  skipBlanks();
  const key = readQuoted(false);
  if (key === undefined || !nameKeys.has(key)) return undefined;
  skipBlanks();
  if (text.charCodeAt(index) !== 58) return undefined;
  index += 1;
  skipBlanks();
  const name = readQuoted(true);
  return name === undefined || name.length === 0 ? undefined : name;
}
