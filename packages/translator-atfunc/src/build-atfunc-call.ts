import {
  type CallParseError,
  type FunctionInterface,
  getFunctionPath,
  type ParsedFunctionCall,
  type Repair,
} from '@ai-toolbox/core';
import type { AtfuncFunctionIndex } from './atfunc-function-index.js';
import { type AtfuncParamSlot, getAtfuncParamSlots } from './atfunc-param-order.js';
import type { AtfuncScannedArgument, AtfuncScannedCall } from './atfunc-scanner.js';
import { getAtfuncSignature } from './generate-atfunc-interface-text.js';

/**
 * Turns a scanned call into the call the pipeline runs: resolves the name, maps positional
 * arguments to the interface's slots, merges the `with_body` object, and words any problem
 * for the model. Params live in a record without a prototype.
 */
export function buildAtfuncCall(
  scanned: AtfuncScannedCall,
  index: AtfuncFunctionIndex,
  caseSensitive: boolean,
): ParsedFunctionCall {
  const functionInterface = index.resolve(scanned.name);
  const params: Record<string, unknown> = Object.create(null);
  const repairs: Repair[] = [...scanned.repairs];
  const slots = functionInterface === undefined ? [] : getAtfuncParamSlots(functionInterface);
  const slotByName = new Map<string, string>();
  for (const slot of slots) {
    slotByName.set(caseSensitive ? slot.name : slot.name.toLowerCase(), slot.name);
  }
  const resolveKey = (key: string): string =>
    slotByName.get(caseSensitive ? key : key.toLowerCase()) ?? key;
  let mappingError: CallParseError | undefined;
  const assign = (key: string, value: unknown, valueRepairs: readonly Repair[]): void => {
    for (const made of valueRepairs) repairs.push({ ...made, param: key });
    if (Object.hasOwn(params, key)) {
      if (!sameValue(params[key], value) && mappingError === undefined) {
        mappingError = {
          code: 'duplicate-argument',
          message: `The argument ${key} is given twice with different values.`,
        };
      }
      return;
    }
    params[key] = value;
  };
  let positional = 0;
  for (const argument of spreadObjectArgument(
    scanned.args,
    slots,
    resolveKey,
    slotByName,
    caseSensitive,
    repairs,
  )) {
    if (argument.key !== undefined) {
      assign(
        functionInterface === undefined ? argument.key : resolveKey(argument.key),
        argument.value,
        argument.repairs,
      );
      continue;
    }
    const slot = functionInterface === undefined ? String(positional) : slots[positional]?.name;
    positional += 1;
    if (slot !== undefined) assign(slot, argument.value, argument.repairs);
  }
  if (functionInterface !== undefined && positional > slots.length) {
    mappingError ??= {
      code: 'too-many-arguments',
      message: `${getFunctionPath(functionInterface)} takes ${slots.length} argument(s) but ${positional} were given. Write it as: ${getAtfuncSignature(functionInterface)}`,
    };
  }
  if (scanned.body !== undefined) {
    for (const key of Object.keys(scanned.body)) {
      assign(functionInterface === undefined ? key : resolveKey(key), scanned.body[key], []);
    }
  }
  const error = describeError(scanned, functionInterface, index) ?? mappingError;
  const call: ParsedFunctionCall = {
    name: functionInterface === undefined ? scanned.name : getFunctionPath(functionInterface),
    params,
    interface: functionInterface,
    raw: scanned.raw,
    span: scanned.span,
    repairs,
  };
  return error === undefined ? call : { ...call, error };
}

function describeError(
  scanned: AtfuncScannedCall,
  functionInterface: FunctionInterface | undefined,
  index: AtfuncFunctionIndex,
): CallParseError | undefined {
  if (functionInterface === undefined) {
    return {
      code: 'unknown-function',
      message: `Unknown function @${scanned.name}. ${index.describeUnknown(scanned.name)}`,
    };
  }
  const problem = scanned.problem;
  if (problem === undefined) return undefined;
  const path = getFunctionPath(functionInterface);
  const signature = getAtfuncSignature(functionInterface);
  if (problem.code === 'truncated-call') {
    return {
      code: problem.code,
      message: `The call to @${path} was cut off: ${problem.detail}. Write the whole call, for example ${signature}`,
    };
  }
  return {
    code: problem.code,
    message: `Could not read the arguments of @${path}: ${problem.detail}. Write it as ${signature}, quoting text that holds commas or line breaks.`,
  };
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Models used to JSON tool calls often write `@fn({"location": "Paris"})`. A single positional
 * JSON object whose keys all name parameters, given to a function whose first parameter is
 * not an object, is read as named arguments (and reported as a repair).
 */
function spreadObjectArgument(
  args: readonly AtfuncScannedArgument[],
  slots: readonly AtfuncParamSlot[],
  resolveKey: (key: string) => string,
  slotByName: ReadonlyMap<string, string>,
  caseSensitive: boolean,
  repairs: Repair[],
): readonly AtfuncScannedArgument[] {
  const only = args[0];
  if (args.length !== 1 || only === undefined || only.key !== undefined) return args;
  const value = only.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return args;
  if (slots[0] === undefined || slots[0].type === 'object') return args;
  const keys = Object.keys(value);
  if (keys.length === 0) return args;
  if (!keys.every((key) => slotByName.has(caseSensitive ? key : key.toLowerCase()))) return args;
  repairs.push({
    code: 'spread-object',
    message: 'Read a single JSON object argument as named arguments.',
  });
  repairs.push(...only.repairs);
  return keys.map((key) => ({
    key: resolveKey(key),
    value: (value as Record<string, unknown>)[key],
    repairs: [],
  }));
}
