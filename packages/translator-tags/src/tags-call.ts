import type { CallParseErrorV2, FunctionInterface, ParamType, Repair } from '@ai-toolbox/core';
import {
  CALL_ARGUMENTS_KEYS,
  createParamsRecord,
  createRepair,
  getParamSlots,
  isBlank,
  type ParsedFunctionCallV2,
  type ResolvedCallName,
  readTypedText,
  type TypedTextOptions,
  toParamsRecord,
} from '@ai-toolbox/core/kit';
import type { TagBlock } from './tags-format.js';

const declaredTypes = new WeakMap<FunctionInterface, ReadonlyMap<string, ParamType>>();

/** The declared type of each argument of a function, by name (worked out once per interface). */
export function paramTypesOf(
  functionInterface: FunctionInterface | null,
): ReadonlyMap<string, ParamType> | undefined {
  if (functionInterface === null) return undefined;
  let types = declaredTypes.get(functionInterface);
  if (types === undefined) {
    const map = new Map<string, ParamType>();
    for (const slot of getParamSlots(functionInterface)) {
      const type = (slot.param as { type?: unknown }).type;
      if (typeof type === 'string') map.set(slot.name, type as ParamType);
    }
    types = map;
    declaredTypes.set(functionInterface, types);
  }
  return types;
}

/**
 * Reads a value written as bare text as the type the function declares for `param` (the kit's
 * `readTypedText`), adding the repairs it took to `repairs`.
 */
export function readTagValue(
  text: string,
  types: ReadonlyMap<string, ParamType> | undefined,
  param: string,
  repairs: Repair[],
  options?: TypedTextOptions,
): unknown {
  const read = readTypedText(text, types?.get(param), param, options);
  for (const repair of read.repairs) repairs.push(repair);
  return read.value;
}

/** Everything a reader knows of one call, before its name is looked up. */
export interface TagCallParts {
  readonly target: ResolvedCallName;
  readonly params: Record<string, unknown>;
  /** The call's text and where it starts in the whole answer. */
  readonly raw: string;
  readonly start: number;
  readonly repairs: readonly Repair[];
  readonly error?: CallParseErrorV2 | undefined;
}

/** The call a reader reports. */
export function buildTagCall(parts: TagCallParts): ParsedFunctionCallV2 {
  const repairs =
    parts.target.repairs.length === 0 ? parts.repairs : [...parts.target.repairs, ...parts.repairs];
  const call = {
    name: parts.target.name,
    params: parts.params,
    interface: parts.target.interface,
    raw: parts.raw,
    span: { start: parts.start, end: parts.start + parts.raw.length },
    repairs,
  };
  return parts.error === undefined ? call : { ...call, error: parts.error };
}

/** The error of a call cut off by the end of the text (or its length limit). */
export function truncatedCall(name: string, expected: string): CallParseErrorV2 {
  return {
    code: 'truncated-call',
    message: `The call to ${name || 'a function'} was cut off before it ended: write the whole call, ${expected}.`,
  };
}

/** The error of a call whose arguments cannot be read. */
export function unreadableArguments(
  name: string,
  detail: string,
  expected: string,
): CallParseErrorV2 {
  return {
    code: 'unreadable-arguments',
    message: `The arguments of the call to ${name || 'a function'} could not be read (${detail}): ${expected}.`,
  };
}

/** The error of a call whose function name cannot be read. */
export function unreadableCall(detail: string, expected: string): CallParseErrorV2 {
  return {
    code: 'unreadable-call',
    message: `A call could not be read (${detail}): ${expected}.`,
  };
}

/** The error of a call longer than the translator reads. */
export function callTooLong(name: string, limit: number): CallParseErrorV2 {
  return {
    code: 'call-too-long',
    message: `The call to ${name || 'a function'} is longer than ${limit} characters and was not read: pass less text in one call.`,
  };
}

/** `text.slice(start, end)` without the blanks at either end, as offsets into `text`. */
export function trimRange(text: string, start: number, end: number): [number, number] {
  let from = start;
  let to = end;
  while (from < to && isBlank(text.charCodeAt(from))) from += 1;
  while (to > from && isBlank(text.charCodeAt(to - 1))) to -= 1;
  return [from, to];
}

/** Clips model text quoted in a message, so that a message stays short whatever was written. */
export function quote(text: string, max = 40): string {
  return JSON.stringify(text.length > max ? `${text.slice(0, max)}...` : text);
}

const wrapperKeys: ReadonlySet<string> = new Set(CALL_ARGUMENTS_KEYS);

/**
 * The arguments a model wrapped in one undeclared `arguments` (or another key of the kit's
 * `CALL_ARGUMENTS_KEYS`) parameter whose object's keys are all declared parameters, unwrapped (repair
 * `spread-object`); any other arguments as they are.
 */
export function unwrapArguments(
  params: Record<string, unknown>,
  types: ReadonlyMap<string, ParamType> | undefined,
  repairs: Repair[],
): Record<string, unknown> {
  if (types === undefined || types.size === 0) return params;
  const keys = Object.keys(params);
  const key = keys[0];
  if (keys.length !== 1 || key === undefined || !wrapperKeys.has(key) || types.has(key)) {
    return params;
  }
  let inner = params[key];
  if (typeof inner === 'string') inner = readTypedText(inner, 'object').value;
  if (typeof inner !== 'object' || inner === null || Array.isArray(inner)) return params;
  const fields = Object.keys(inner);
  if (fields.length === 0 || !fields.every((field) => types.has(field))) return params;
  repairs.push(
    createRepair('spread-object', `Read the fields of the '${key}' object as the parameters`, key),
  );
  return toParamsRecord(inner) as Record<string, unknown>;
}

/** What every block reader knows of its format: how a whole call is written, the longest block. */
export interface TagSyntax {
  /** How a whole call is written, for the messages the model reads. */
  readonly expected: string;
  /** The longest block read, for the `call-too-long` message. */
  readonly maxBlockLength: number;
}

/** The error of a call cut off by the end of the text, or by the length limit of its block. */
export function cutOffError(block: TagBlock, name: string, syntax: TagSyntax): CallParseErrorV2 {
  return block.end === 'too-long'
    ? callTooLong(name, syntax.maxBlockLength)
    : truncatedCall(name, syntax.expected);
}

/** The entry of a block whose call has no readable name: the whole block, with its error. */
export function namelessCall(block: TagBlock, error: CallParseErrorV2): ParsedFunctionCallV2 {
  return buildTagCall({
    target: { name: '', interface: null, repairs: [] },
    params: createParamsRecord(),
    raw: block.text,
    start: block.start,
    repairs: [],
    error,
  });
}
