import {
  type CallScannerContextV2,
  isAsciiLetter,
  isNamePart,
  isNameStart,
  isWordCharacter,
} from '@ai-toolbox/core/kit';
import type { PythonicTextWindow } from './pythonic-text-window.js';

/** The longest function name read before a `(`. */
const maxNameLength = 128;

/** A function name written before a `(`, with where it starts in the whole text. */
export interface PythonicCallName {
  readonly name: string;
  readonly start: number;
}

/** A name character before `(`: letters, digits, `_`, and `.` and `-` between its parts. */
function isCallNameCharacter(code: number): boolean {
  return isNamePart(code) || code === 0x2e /* . */ || code === 0x2d /* - */;
}

/** The valid function name written right before `end` (an offset into the whole text). */
export function callNameBefore(
  window: PythonicTextWindow,
  end: number,
): PythonicCallName | undefined {
  // The common case, a name inside the current chunk, read on the chunk itself.
  const { chunk, base } = window;
  const local = end - base;
  const lowest = Math.max(0, local - maxNameLength - 1);
  let start = local;
  while (start > lowest && isCallNameCharacter(chunk.charCodeAt(start - 1))) start -= 1;
  // The name may go on in the chunks before, or be too long: the general way decides.
  if (start === lowest && (lowest > 0 || base > 0)) return nameBeforeAnywhere(window, end);
  // As long a limit as the general way's, so that every chunking reads the same names.
  if (start === local || local - start > maxNameLength) return undefined;
  const before = chunk.charCodeAt(start - 1);
  if (before >= 0x80 && isWordCharacter(before)) return undefined;
  if (before === 0x5c /* \ */) start += 1;
  let first = start;
  while (first < local) {
    const code = chunk.charCodeAt(first);
    if (isNameStart(code) && (first === start || !isNamePart(chunk.charCodeAt(first - 1)))) break;
    first += 1;
  }
  if (first >= local) return undefined;
  const name = chunk.slice(first, local);
  return isValidName(name) ? { name, start: base + first } : undefined;
}

/** {@link callNameBefore} for a name that may begin in an earlier chunk. */
function nameBeforeAnywhere(window: PythonicTextWindow, end: number): PythonicCallName | undefined {
  let start = end;
  while (end - start <= maxNameLength && isCallNameCharacter(window.codeAt(start - 1))) start -= 1;
  if (start === end || end - start > maxNameLength) return undefined;
  // `naïve_fn(` is inside a word, not a call of `ve_fn`.
  if (isWordCharacter(window.codeAt(start - 1))) return undefined;
  // `\nget_weather(`: the letter of an escape written outside a string is no part of the name.
  if (window.codeAt(start - 1) === 0x5c /* \ */) start += 1;
  // A bullet or a number before the name is no part of it: `-get_weather(`, `1.get_weather(`.
  let first = start;
  while (
    first < end &&
    !(
      isNameStart(window.codeAt(first)) &&
      (first === start || !isNamePart(window.codeAt(first - 1)))
    )
  ) {
    first += 1;
  }
  if (first >= end) return undefined;
  const name = window.slice(first, end);
  return isValidName(name) ? { name, start: first } : undefined;
}

/** Dotted parts of letters, digits, `_` and inner `-`, each starting with a letter or `_`. */
function isValidName(name: string): boolean {
  let partStart = true;
  for (let index = 0; index < name.length; index += 1) {
    const code = name.charCodeAt(index);
    if (partStart) {
      if (!isAsciiLetter(code) && code !== 0x5f /* _ */) return false;
      partStart = false;
    } else if (code === 0x2e /* . */) {
      if (name.charCodeAt(index - 1) === 0x2d /* - */) return false;
      partStart = true;
    } else if (!isNamePart(code) && code !== 0x2d /* - */) {
      return false;
    }
  }
  return !partStart && name.charCodeAt(name.length - 1) !== 0x2d /* - */;
}

/** Whether `prefix` begins the name of a known function, as written with or without the root. */
export function beginsKnownName(
  functions: CallScannerContextV2['functions'],
  prefix: string,
): boolean {
  const wanted = functions.normalise(prefix);
  const root =
    functions.rootToolBox === null ? null : functions.normalise(`${functions.rootToolBox}.`);
  for (const path of functions.paths) {
    const known = functions.normalise(path);
    if (known.startsWith(wanted)) return true;
    if (root !== null && known.startsWith(root) && known.slice(root.length).startsWith(wanted))
      return true;
  }
  return false;
}
