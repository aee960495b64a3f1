import { blank, isNameCode } from './json-scanner-modes.js';

/** What a `{` in prose starts. */
export enum Start {
  /** A value, being read now. */
  Value = 0,
  /** Nothing: the `{` is prose. */
  Prose = 1,
  /** Not known yet: the buffer ends before it can be told. */
  More = 2,
}

/** How far {@link opensObject} looks. */
export const maxObjectLookahead = 64;

/**
 * Whether the `{` at `text[at]` can open a JSON object: blanks, then a quoted key, or a bare
 * key and `:`. Prose braces (`{roughly 4%}`, `function () { return`) are told from JSON here, in
 * a few characters, instead of by a reader that fails: most braces in prose are no JSON.
 */
export function opensObject(text: string, at: number, final: boolean): Start {
  const limit = Math.min(text.length, at + maxObjectLookahead);
  let index = at + 1;
  while (index < limit && blank(text.charCodeAt(index))) index += 1;
  if (index === text.length) return final ? Start.Prose : Start.More;
  if (index === limit) return Start.Prose;
  const code = text.charCodeAt(index);
  if (code === 34 || code === 39) return Start.Value;
  if (!isNameCode(code) || code === 46 || code === 45) return Start.Prose;
  while (index < limit && isNameCode(text.charCodeAt(index))) index += 1;
  while (index < limit && blank(text.charCodeAt(index))) index += 1;
  if (index === text.length) return final ? Start.Prose : Start.More;
  return text.charCodeAt(index) === 58 /* : */ ? Start.Value : Start.Prose;
}
