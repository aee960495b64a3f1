import { getFunctionPath, type ParsedFunctionCallV2 } from '@ai-toolbox/core';
import type { FunctionLookupV2 } from '@ai-toolbox/core/kit';

/** The word a call line starts with, after any spaces or tabs. Always upper case. */
export const CALL_KEYWORD = 'CALL';

/** How deep the arguments' object may nest; deeper ones are refused before `JSON.parse`. */
export const MAX_ARGUMENTS_DEPTH = 64;

const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const SPACE = 0x20;
const TAB = 0x09;

/** Whether a character may be part of a function name: ASCII letters, digits, `_`, `-`, `.`. */
export function isNameCode(code: number): boolean {
  return (
    (code >= 0x61 && code <= 0x7a) ||
    (code >= 0x41 && code <= 0x5a) ||
    (code >= 0x30 && code <= 0x39) ||
    code === 0x5f ||
    code === 0x2d ||
    code === 0x2e
  );
}

/**
 * Reads one call line, held from its `CALL` to the end of its line: the name, then nothing
 * (no arguments) or one JSON object. `start` is where the line's `CALL` sits in the whole
 * text; `ended` says that the text ended on this line, so an object still open there was cut
 * off rather than written wrong.
 */
export function readCallLine(
  line: string,
  start: number,
  ended: boolean,
  functions: FunctionLookupV2,
): ParsedFunctionCallV2 {
  // A trailing `\r` of a CRLF line and trailing blanks are not part of the call.
  const raw = line.trimEnd();
  const nameEnd = skipName(raw);
  const written = raw.slice(skipBlanks(raw, CALL_KEYWORD.length), nameEnd);
  const functionInterface = functions.resolve(written);
  const name = functionInterface === undefined ? written : getFunctionPath(functionInterface);
  const call: ParsedFunctionCallV2 = {
    name,
    params: createParamsRecord(),
    // `null`, not an error: the tool manager answers an unknown name itself, with suggestions.
    interface: functionInterface ?? null,
    raw,
    span: { start, end: start + raw.length },
    repairs: [],
  };
  const argumentsStart = skipBlanks(raw, nameEnd);
  if (argumentsStart === raw.length) return call;
  if (raw.charCodeAt(argumentsStart) !== OPEN_BRACE) {
    return withError(
      call,
      'unreadable-arguments',
      unreadable(name, 'after the name comes { or nothing'),
    );
  }
  const text = raw.slice(argumentsStart);
  const shape = measureJson(text);
  if (shape.depth > MAX_ARGUMENTS_DEPTH) {
    return withError(
      call,
      'unreadable-arguments',
      unreadable(name, `they nest deeper than ${MAX_ARGUMENTS_DEPTH} levels`),
    );
  }
  try {
    return { ...call, params: JSON.parse(text, toParamsRecord) as Record<string, unknown> };
  } catch {
    return ended && shape.open
      ? withError(call, 'truncated-call', cutOff(name))
      : withError(call, 'unreadable-arguments', unreadable(name, 'they are not one JSON object'));
  }
}

/**
 * The call reported for a line that passed the length bound: its name as far as it can be
 * read, and an error, so that the call is answered instead of lost.
 */
export function readOverlongCallLine(
  line: string,
  start: number,
  functions: FunctionLookupV2,
): ParsedFunctionCallV2 {
  const call = readCallLine(line.slice(0, skipName(line)), start, false, functions);
  return withError(
    { ...call, raw: line, span: { start, end: start + line.length } },
    'call-too-long',
    `The call to ${call.name} is longer than ${line.length} characters, so it was not read. Pass less data in one call.`,
  );
}

function withError(
  call: ParsedFunctionCallV2,
  code: string,
  message: string,
): ParsedFunctionCallV2 {
  return { ...call, params: createParamsRecord(), error: { code, message } };
}

function cutOff(name: string): string {
  return `The call to ${name} was cut off before its arguments ended. Write the whole call on one line: CALL ${name} {"param": value}`;
}

function unreadable(name: string, detail: string): string {
  return `Could not read the arguments of ${name}: ${detail}. Write them as one JSON object on the call's line: CALL ${name} {"param": value}`;
}

function skipBlanks(text: string, from: number): number {
  let at = from;
  while (at < text.length) {
    const code = text.charCodeAt(at);
    if (code !== SPACE && code !== TAB) break;
    at += 1;
  }
  return at;
}

/** Where the name after `CALL` and its gap ends. */
function skipName(line: string): number {
  let at = skipBlanks(line, CALL_KEYWORD.length);
  while (at < line.length && isNameCode(line.charCodeAt(at))) at += 1;
  return at;
}

/**
 * One pass over JSON text outside its strings: how deep it nests, and whether it is still
 * open at its end (an unclosed brace, bracket or string), which tells a call cut off by the
 * end of the text from one written wrong.
 */
function measureJson(text: string): { depth: number; open: boolean } {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (inString) {
      if (code === BACKSLASH) at += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
  return { depth: deepest, open: inString || depth > 0 };
}

/**
 * A record without a prototype: a key the model wrote, `__proto__` and `constructor`
 * included, is only ever an own property, and no lookup on it reaches `Object.prototype`.
 */
function createParamsRecord(): Record<string, unknown> {
  return Object.create(null) as Record<string, unknown>;
}

/** `JSON.parse`'s reviver: every object it builds, nested ones too, becomes such a record. */
function toParamsRecord(_key: string, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const record = createParamsRecord();
  for (const key of Object.keys(value)) record[key] = (value as Record<string, unknown>)[key];
  return record;
}
