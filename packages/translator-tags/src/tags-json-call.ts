import type { CallParseErrorV2, Repair } from '@ai-toolbox/core';
import {
  createJsonReader,
  createParamsRecord,
  type FunctionLookupV2,
  isRecord,
  isSpace,
  type ResolvedCallName,
  readCallArguments,
  readCallObject,
  resolveCallName,
  toParamsRecord,
} from '@ai-toolbox/core/kit';
import { unreadableArguments, unreadableCall } from './tags-call.js';

/** The deepest JSON nesting read inside a call. */
export const MAX_JSON_DEPTH = 64;

/** The arguments of a call, read from JSON, with what reading them took. */
export interface TagJsonArguments {
  readonly params: Record<string, unknown>;
  readonly repairs: Repair[];
  readonly error?: CallParseErrorV2;
}

/** JSON read from a stretch of text, and whether the text ended inside it. */
export interface TagJsonValue {
  readonly ok: boolean;
  readonly value: unknown;
  readonly repairs: Repair[];
  /** Why it could not be read, when it could not. */
  readonly problem: string;
  /** Whether the text ended inside the value (it was closed for reading). */
  readonly cutOff: boolean;
}

/**
 * Reads the one JSON value written from `start` to `end` of `text` (blanks around it allowed)
 * with the kit's JSON reader, repaired on tokens.
 */
export function readJsonValue(
  text: string,
  start: number,
  end: number,
  stringKeys?: ReadonlySet<string>,
): TagJsonValue {
  const reader = createReader(stringKeys);
  const source = end === text.length ? text : text.slice(0, end);
  let stop = reader.write(source, start);
  const cutOff = reader.status === 'reading';
  if (cutOff) reader.end();
  if (reader.status !== 'done') {
    const problem = reader.problem?.message ?? 'unreadable JSON';
    return { ok: false, value: undefined, repairs: [], problem, cutOff };
  }
  while (stop < end && isSpace(source.charCodeAt(stop))) stop += 1;
  // The reader takes off a code fence opened before the value; the fence that closes it ends it.
  if (readerOpenedFence(reader.repairs) && source.startsWith('```', stop)) {
    stop += 3;
    while (stop < end && isSpace(source.charCodeAt(stop))) stop += 1;
  }
  if (stop < end) {
    const problem = `text after the JSON value: ${JSON.stringify(source.slice(stop, stop + 20))}`;
    return { ok: false, value: undefined, repairs: [], problem, cutOff };
  }
  return { ok: true, value: reader.value, repairs: reader.repairs, problem: '', cutOff };
}

function readerOpenedFence(repairs: readonly Repair[]): boolean {
  for (const repair of repairs) if (repair.code === 'code-fence') return true;
  return false;
}

/**
 * Reads JSON arguments written from `start` to `end` of `text`: one object, repaired on tokens
 * by the kit's JSON reader; blank text is no arguments. `cutOff` says the text ended inside it.
 */
export function readJsonArguments(
  text: string,
  start: number,
  end: number,
  name: string,
  expected: string,
  stringKeys?: ReadonlySet<string>,
): TagJsonArguments & { readonly cutOff: boolean } {
  let from = start;
  while (from < end && isSpace(text.charCodeAt(from))) from += 1;
  if (from === end) return { params: createParamsRecord(), repairs: [], cutOff: false };
  const read = readJsonValue(text, from, end, stringKeys);
  if (!read.ok) {
    return {
      params: createParamsRecord(),
      repairs: [],
      error: unreadableArguments(name, read.problem, expected),
      cutOff: read.cutOff,
    };
  }
  if (!isRecord(read.value)) {
    return {
      params: createParamsRecord(),
      repairs: read.repairs,
      error: unreadableArguments(name, 'they are not one JSON object', expected),
      cutOff: read.cutOff,
    };
  }
  return {
    params: toParamsRecord(read.value) as Record<string, unknown>,
    repairs: read.repairs,
    cutOff: read.cutOff,
  };
}

/** A call read from a JSON object `{"name": ..., "arguments": {...}}`. */
export interface TagJsonCall extends TagJsonArguments {
  readonly target: ResolvedCallName;
}

/**
 * The call a JSON call object writes, as the JSON families write them: the name and the
 * arguments under the keys and aliases the kit's `readCallObject` reads (an OpenAI
 * `{"function": {"name", "arguments"}}` too), in any key order; arguments as a JSON string
 * are decoded. `undefined` when the object names no function: then it is not a call.
 */
export function readJsonCallObject(
  value: unknown,
  functions: FunctionLookupV2,
  expected: string,
): TagJsonCall | undefined {
  const call = readCallObject(value);
  if (call?.name === undefined) return undefined;
  const written = call.name;
  const target = resolveCallName(functions, written);
  if (written === '') {
    return {
      target,
      params: createParamsRecord(),
      repairs: [],
      error: unreadableCall('the function name is empty', expected),
    };
  }
  const args = jsonArguments(call.arguments, target.name, expected);
  return call.repairs.length === 0
    ? { target, ...args }
    : { target, ...args, repairs: [...call.repairs, ...args.repairs] };
}

/**
 * A call's arguments from the JSON value a model wrote for them, as the kit's
 * `readCallArguments` reads them: an object, a JSON string holding one (repair
 * `double-encoded-arguments`), or nothing, `null` or blank (no arguments). Anything else cannot
 * be the arguments.
 */
export function jsonArguments(value: unknown, name: string, expected: string): TagJsonArguments {
  const args = readCallArguments(value, { name, maxDepth: MAX_JSON_DEPTH });
  if (args.ok) return { params: args.params, repairs: [...args.repairs] };
  return {
    params: createParamsRecord(),
    repairs: [],
    error: unreadableArguments(name, 'they are not one JSON object', expected),
  };
}

/** One element of a JSON list, and where it stands. */
export interface TagJsonElement {
  readonly value: unknown;
  readonly start: number;
  readonly end: number;
  readonly repairs: Repair[];
  /** Why the element could not be read, when it could not. */
  readonly problem?: string;
  /** Whether the text ended inside the element (it was closed for reading). */
  readonly cutOff: boolean;
}

/**
 * The elements of the JSON list (or the one object) written from `start` on in `text` (up to
 * `end`), each read by the kit's JSON reader with its own span, so that every call of a list
 * gets its own raw text. Reading stops at the first element that cannot be read (it is
 * returned with its problem) and at the list's `]`.
 */
export function readJsonElements(
  text: string,
  start: number,
  end: number,
  stringKeys?: ReadonlySet<string>,
): TagJsonElement[] {
  const source = end === text.length ? text : text.slice(0, end);
  let at = start;
  while (at < end && isSpace(source.charCodeAt(at))) at += 1;
  const elements: TagJsonElement[] = [];
  if (source.charCodeAt(at) !== 0x5b) {
    const element = readElement(source, at, end, stringKeys);
    if (element !== undefined) elements.push(element);
    return elements;
  }
  at += 1;
  for (;;) {
    while (at < end && (isSpace(source.charCodeAt(at)) || source.charCodeAt(at) === 0x2c)) {
      at += 1;
    }
    if (at >= end || source.charCodeAt(at) === 0x5d) return elements;
    const element = readElement(source, at, end, stringKeys);
    if (element === undefined) return elements;
    elements.push(element);
    if (element.problem !== undefined) return elements;
    at = element.end;
  }
}

function readElement(
  source: string,
  at: number,
  end: number,
  stringKeys: ReadonlySet<string> | undefined,
): TagJsonElement | undefined {
  if (at >= end) return undefined;
  const reader = createReader(stringKeys);
  const stop = reader.write(source, at);
  const cutOff = reader.status === 'reading';
  if (cutOff) reader.end();
  if (reader.status === 'done') {
    return { value: reader.value, start: at, end: stop, repairs: reader.repairs, cutOff };
  }
  return {
    value: undefined,
    start: at,
    end: Math.max(stop, at + 1),
    repairs: [],
    problem: reader.problem?.message ?? 'unreadable JSON',
    cutOff,
  };
}

/**
 * The kit's JSON reader within the depth limit; `stringKeys` (the kit's `declaredStringKeys`)
 * names the parameters whose unquoted words are read as strings.
 */
function createReader(stringKeys: ReadonlySet<string> | undefined) {
  return createJsonReader(
    stringKeys === undefined
      ? { maxDepth: MAX_JSON_DEPTH }
      : { maxDepth: MAX_JSON_DEPTH, stringKeys },
  );
}
