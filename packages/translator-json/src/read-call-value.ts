import type { CallParseErrorV2, FunctionInterface, Repair } from '@ai-toolbox/core';
import {
  CALL_ARGUMENTS_KEYS,
  CALL_NAME_KEYS,
  createRepair,
  decodeJsonObject,
  describeJsonValue,
  type FunctionLookupV2,
  getParamSlots,
  isRecord,
  type ReadCallObjectOptions,
  type ResolvedCallName,
  readCallArguments,
  readCallObject,
  resolveCallName,
  toParamsRecord,
} from '@ai-toolbox/core/kit';
import type { JsonCallFamily } from './json-call-family.js';
import { unreadableArguments, unreadableCall } from './json-call-messages.js';

/** A call read from a JSON value, before the scanner gives it its span and raw text. */
export interface FoundCall {
  /** The resolved `toolbox.function`, the name as written, or `''` when there is none. */
  readonly name: string;
  readonly params: Record<string, unknown>;
  readonly interface: FunctionInterface | null;
  readonly repairs: Repair[];
  readonly error?: CallParseErrorV2;
}

/** What reading a value needs to know besides the value. */
export interface CallReading {
  readonly family: JsonCallFamily;
  readonly functions: FunctionLookupV2;
  /**
   * Whether the value stands where the model marked a call (`<tool_call>`, `[TOOL_CALLS]`):
   * there a value that is no call is an error, and an unknown name is still a call. Elsewhere
   * (bare JSON in the text) only an object that calls a known function is a call.
   */
  readonly marked: boolean;
  /** How deep JSON held in a string (double-encoded arguments) may nest. */
  readonly maxDepth: number;
  /** Names already resolved in this text, shared by the readings of one scanner. */
  readonly resolved: ResolvedNames;
  /** How the kit's `readCallObject` reads the family's call objects: made once per scanner. */
  readonly objectOptions: ReadCallObjectOptions;
  /**
   * Whether bare JSON naming a known function without arguments (`{"name": "refresh"}`) is a
   * call: where the format is bare JSON and nothing but calls came before it.
   */
  readonly nameOnly?: boolean;
}

/** Longer names are no function names. */
const maxNameLength = 256;

/** How `readCallObject` reads a family's call objects: under its own keys, or any alias. */
export function callObjectOptions(family: JsonCallFamily): ReadCallObjectOptions {
  return family.anyKeys
    ? {}
    : { ownKeys: { name: family.nameKey, arguments: family.argumentsKey } };
}
/** The repairs a call object starts with when nothing was done to it: read, never added to. */
const noRepairs: readonly Repair[] = [];

/**
 * The calls a JSON value holds: a call object (any key order, aliases, wrappers), or a list of
 * them under `tool_calls`. `null` when the value is no call at all (prose, data, an echo of a
 * tool's schema); an empty list when it says there is no call (`{"tool_calls": []}`,
 * `no_function`). A call whose name resolves to nothing is kept with `interface: null` where the
 * model marked it, and is prose elsewhere.
 */
export function readCallValue(value: unknown, reading: CallReading): FoundCall[] | null {
  if (isRecord(value)) return readObjectCalls(value, reading, noRepairs);
  if (typeof value === 'string' && reading.marked) {
    // `<tool_call>"{\"name\": ...}"</tool_call>`: the call itself written as a JSON string.
    const decoded = decodeJsonObject(value, reading.maxDepth);
    if (decoded !== undefined) {
      const repair = createRepair(
        'double-encoded-arguments',
        'The call was JSON text inside a JSON string and was decoded.',
      );
      return readObjectCalls(decoded.value, reading, [repair, ...decoded.repairs]);
    }
  }
  if (!reading.marked) return null;
  return [
    errorCall(
      '',
      unreadableCall(
        reading.family,
        '',
        `found ${describeJsonValue(value)} where a call object belongs`,
      ),
    ),
  ];
}

/**
 * The arguments of a call whose name the text gave outside the JSON (`[TOOL_CALLS]name{...}`,
 * GLM-4's `name⏎{...}`, `<function=name>{...}`). `null` when the value is no arguments object
 * and the call was not marked.
 */
export function readNamedCall(
  writtenName: string,
  value: unknown,
  reading: CallReading,
  repairs: Repair[] = [],
): FoundCall | null {
  const resolved = resolveName(writtenName, reading);
  let args: unknown = value;
  const found = [...repairs];
  if (typeof args === 'string') {
    const decoded = decodeJsonObject(args, reading.maxDepth);
    if (decoded !== undefined) {
      found.push(
        createRepair(
          'double-encoded-arguments',
          `The arguments of ${resolved.name} were JSON text inside a JSON string and were decoded.`,
        ),
      );
      found.push(...decoded.repairs);
      args = decoded.value;
    }
  }
  if (!isRecord(args)) {
    if (!reading.marked) return null;
    return errorCall(
      resolved.name,
      unreadableArguments(reading.family, resolved.name, `found ${describeJsonValue(args)}`),
      resolved.interface,
    );
  }
  found.push(...resolved.repairs);
  let object: Record<string, unknown> = args;
  const unwrapped = unwrapEnvelope(object, writtenName, resolved, reading);
  if (unwrapped !== undefined) {
    found.push(
      createRepair(
        'wrapped-call',
        `The arguments of ${resolved.name} were wrapped in a {"name", "arguments"} object and were unwrapped.`,
      ),
    );
    object = unwrapped;
  }
  return finishCall(resolved, object, found, reading);
}

/**
 * The names resolved in one text, by the name as written. The last one is kept at hand: calls
 * in a row mostly name one function, and comparing a name with it costs less than hashing the
 * name for a look-up.
 */
export class ResolvedNames {
  private readonly names = new Map<string, ResolvedCallName>();
  private lastWritten = '';
  private last: ResolvedCallName | undefined = undefined;

  get(written: string): ResolvedCallName | undefined {
    if (this.last !== undefined && written === this.lastWritten) return this.last;
    const found = this.names.get(written);
    if (found !== undefined) this.keepAtHand(written, found);
    return found;
  }

  set(written: string, resolved: ResolvedCallName): void {
    // Bounded: a text full of distinct names keeps resolving each.
    if (this.names.size < 256) this.names.set(written, resolved);
    this.keepAtHand(written, resolved);
  }

  private keepAtHand(written: string, resolved: ResolvedCallName): void {
    this.lastWritten = written;
    this.last = resolved;
  }
}

/**
 * The function a written name refers to, as the kit's `resolveCallName` reads it (the one name
 * resolution of every translator), remembered for the text being read.
 */
export function resolveName(written: string, reading: CallReading): ResolvedCallName {
  const known = reading.resolved.get(written);
  if (known !== undefined) return known;
  const resolved = resolveCallName(reading.functions, written);
  reading.resolved.set(written, resolved);
  return resolved;
}

function readObjectCalls(
  object: Record<string, unknown>,
  reading: CallReading,
  repairs: readonly Repair[],
): FoundCall[] | null {
  const family = reading.family;
  const call = readCallObject(object, reading.objectOptions);
  if (call === undefined) return null;
  if (call.name === undefined) {
    const listed = readCallList(call.object, reading, [...repairs, ...call.repairs]);
    if (listed !== undefined) return listed;
  }
  // Copied by `slice` and added to by loops: spreading costs more for the few repairs a call has.
  const found = repairs.slice();
  for (const repair of call.repairs) found.push(repair);
  let writtenName: string;
  const args = call.arguments;
  if (call.name === undefined) {
    const lifted = liftName(args, reading);
    if (lifted === undefined) {
      if (!reading.marked) return null;
      const given = call.object.name;
      const detail =
        given === undefined
          ? 'it names no function'
          : `its name is ${describeJsonValue(given)}, not a string`;
      return [errorCall('', unreadableCall(family, '', detail))];
    }
    writtenName = lifted;
    found.push(
      createRepair(
        'name-in-arguments',
        `The function name '${lifted}' was written inside the arguments and was read as the name.`,
      ),
    );
  } else {
    writtenName = call.name;
    if (writtenName.length === 0 || writtenName.length > maxNameLength) {
      if (!reading.marked) return null;
      return [errorCall('', unreadableCall(family, '', 'its name is empty or too long'))];
    }
    // Bare JSON is a call only when it says so with its arguments, or is nothing but a name.
    if (
      call.argumentsKey === undefined &&
      !reading.marked &&
      !(reading.nameOnly === true && onlyName(call.object, call.nameKey as string))
    ) {
      return null;
    }
  }
  const resolved = resolveName(writtenName, reading);
  if (resolved.interface === null) {
    // Granite's "no call" pseudo-call, and any name in bare JSON that calls nothing known.
    if (family.noCallNames.includes(writtenName)) return [];
    if (!reading.marked) return null;
  }
  if (call.argumentsKey === 'parameters' && isSchemaEcho(args, resolved.interface)) {
    // An echo of the tool's definition from the prompt, not a call.
    return reading.marked ? [] : null;
  }
  const read = readCallArguments(args, {
    name: resolved.name,
    maxDepth: reading.maxDepth,
  });
  if (!read.ok) {
    return [
      errorCall(
        resolved.name,
        unreadableArguments(family, resolved.name, read.detail),
        resolved.interface,
      ),
    ];
  }
  for (const repair of read.repairs) found.push(repair);
  for (const repair of resolved.repairs) found.push(repair);
  // The arguments are a fresh params record already: they are not copied again.
  return [finishCall(resolved, read.params, found, reading, true)];
}

/** `{"tool_calls": [...]}`: the calls of a list, each read as a call object. */
function readCallList(
  object: Record<string, unknown>,
  reading: CallReading,
  repairs: readonly Repair[],
): FoundCall[] | undefined {
  const list = object.tool_calls;
  if (!Array.isArray(list) && !isRecord(list)) return undefined;
  const calls: FoundCall[] = [];
  // xLAM's own answer shape: no repair in the json family.
  const own = reading.family.name === 'json';
  const wrapped = own
    ? repairs
    : [
        ...repairs,
        createRepair(
          'wrapped-call',
          'The calls were wrapped in a {"tool_calls": [...]} object and were unwrapped.',
        ),
      ];
  for (const element of Array.isArray(list) ? list : [list]) {
    const found = isRecord(element) ? readObjectCalls(element, reading, wrapped) : null;
    if (found !== null) calls.push(...found);
    else if (reading.marked)
      calls.push(
        errorCall(
          '',
          unreadableCall(reading.family, '', `found ${describeJsonValue(element)} in tool_calls`),
        ),
      );
  }
  return calls;
}

/** Whether an object holds its name and nothing else a call could mean (`type`, `id`). */
function onlyName(object: Record<string, unknown>, nameKey: string): boolean {
  return Object.keys(object).every((key) => key === nameKey || key === 'type' || key === 'id');
}

/**
 * The function name a call wrote inside its arguments (`{"arguments": {"name": "get_weather",
 * "city": "Paris"}}`), when it names a known function that has no parameter `name`.
 */
function liftName(args: unknown, reading: CallReading): string | undefined {
  if (!isRecord(args) || typeof args.name !== 'string') return undefined;
  const resolved = resolveName(args.name, reading);
  if (resolved.interface === null || declares(resolved.interface, 'name')) return undefined;
  return args.name;
}

/**
 * The arguments inside `{"name": "get_weather", "arguments": {...}}` written where only the
 * arguments of `get_weather` belong, when the function has no parameter of that key.
 */
function unwrapEnvelope(
  args: Record<string, unknown>,
  writtenName: string,
  resolved: ResolvedCallName,
  reading: CallReading,
): Record<string, unknown> | undefined {
  const argsKey = CALL_ARGUMENTS_KEYS.find((key) => isRecord(args[key]));
  if (argsKey === undefined) return undefined;
  if (resolved.interface !== null && declares(resolved.interface, argsKey)) return undefined;
  for (const key of Object.keys(args)) {
    if (key === argsKey || key === 'type' || key === 'id') continue;
    if (!CALL_NAME_KEYS.includes(key)) return undefined;
    const name = args[key];
    if (typeof name !== 'string' || !sameFunction(name, writtenName, resolved, reading))
      return undefined;
  }
  return args[argsKey] as Record<string, unknown>;
}

function sameFunction(
  name: string,
  writtenName: string,
  resolved: ResolvedCallName,
  reading: CallReading,
): boolean {
  if (name === writtenName) return true;
  return resolved.interface !== null && resolveName(name, reading).interface === resolved.interface;
}

/**
 * Copies the arguments into a params record (unless `fresh` says they are one made for this
 * call) and drops a `name` key that repeats the function.
 */
function finishCall(
  resolved: ResolvedCallName,
  args: Record<string, unknown>,
  repairs: Repair[],
  reading: CallReading,
  fresh = false,
): FoundCall {
  const params = fresh ? args : (toParamsRecord(args) as Record<string, unknown>);
  const name = params.name;
  if (
    typeof name === 'string' &&
    resolved.interface !== null &&
    !declares(resolved.interface, 'name') &&
    resolveName(name, reading).interface === resolved.interface
  ) {
    delete params.name;
    repairs.push(
      createRepair(
        'name-in-arguments',
        `The arguments repeated the function name '${name}', which is no parameter, and it was dropped.`,
      ),
    );
  }
  return { name: resolved.name, params, interface: resolved.interface, repairs };
}

/** Whether a function declares a parameter (or body field) of this name. */
function declares(functionInterface: FunctionInterface, param: string): boolean {
  return getParamSlots(functionInterface).some((slot) => slot.name === param);
}

/** `{"type": "object", "properties": {...}}` where arguments belong: a tool definition's parameters. */
function isSchemaEcho(args: unknown, functionInterface: FunctionInterface | null): boolean {
  if (!isRecord(args) || args.type !== 'object' || !isRecord(args.properties)) return false;
  return functionInterface === null || !declares(functionInterface, 'properties');
}

/** A call found but not readable: no arguments, and the error the model reads. */
export function errorCall(
  name: string,
  error: CallParseErrorV2,
  functionInterface: FunctionInterface | null = null,
): FoundCall {
  return {
    name,
    params: toParamsRecord({}) as Record<string, unknown>,
    interface: functionInterface,
    repairs: [],
    error,
  };
}

/**
 * The error of a call whose name the text gave outside the JSON and whose arguments could not
 * be read (`detail` says why): the name resolved as {@link readNamedCall} resolves it.
 */
export function unreadableNamedCall(
  writtenName: string,
  detail: string,
  reading: CallReading,
): FoundCall {
  const resolved = resolveName(writtenName, reading);
  return errorCall(
    resolved.name,
    unreadableArguments(reading.family, resolved.name, detail),
    resolved.interface,
  );
}
