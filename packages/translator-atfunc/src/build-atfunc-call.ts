import type { CallParseError, ParsedFunctionCallV2, Repair } from '@ai-toolbox/core';
import { createParamsRecord, createRepair } from '@ai-toolbox/core/kit';
import type { AtfuncFunctionIndex, AtfuncPreparedInterface } from './atfunc-function-index.js';
import type { AtfuncScannedArgument, AtfuncScannedCall } from './atfunc-scanner.js';

/**
 * Turns a scanned call into the call the pipeline runs: resolves the name, maps positional
 * arguments to the interface's slots, merges the `with_body` object, and words any problem
 * for the model. Params live in a record without a prototype.
 */
export function buildAtfuncCall(
  scanned: AtfuncScannedCall,
  index: AtfuncFunctionIndex,
): ParsedFunctionCallV2 {
  const prepared = index.prepare(scanned.name);
  const mapping: Mapping = {
    params: createParamsRecord(),
    repairs: scanned.repairs.slice(),
    error: undefined,
  };
  let positional = 0;
  for (const argument of spreadObjectArgument(scanned.args, prepared, index, mapping.repairs)) {
    if (argument.key !== undefined) {
      assign(mapping, resolveKey(argument.key, prepared, index), argument.value, argument.repairs);
      continue;
    }
    const slot = prepared === undefined ? String(positional) : prepared.slots[positional]?.name;
    positional += 1;
    if (slot !== undefined) assign(mapping, slot, argument.value, argument.repairs);
  }
  if (prepared !== undefined && positional > prepared.slots.length) {
    mapping.error ??= {
      code: 'too-many-arguments',
      message: `@${prepared.path} takes ${prepared.slots.length} argument(s) but ${positional} were given. Write it as ${prepared.signature}`,
    };
  }
  const body = scanned.body;
  if (body !== undefined) {
    for (const key of Object.keys(body)) {
      assign(mapping, resolveKey(key, prepared, index), body[key], noRepairs);
    }
  }
  const params = mapping.params;
  const repairs = mapping.repairs;
  const mappingError = mapping.error;
  const error = describeError(scanned, prepared, index) ?? mappingError;
  const call: ParsedFunctionCallV2 = {
    name: prepared === undefined ? scanned.name : prepared.path,
    params,
    interface: prepared?.functionInterface,
    raw: scanned.raw,
    span: scanned.span,
    repairs,
  };
  return error === undefined ? call : { ...call, error };
}

/** The arguments mapped so far. */
interface Mapping {
  readonly params: Record<string, unknown>;
  readonly repairs: Repair[];
  error: CallParseError | undefined;
}

const noRepairs: readonly Repair[] = [];

function resolveKey(
  key: string,
  prepared: AtfuncPreparedInterface | undefined,
  index: AtfuncFunctionIndex,
): string {
  return prepared?.slotByName.get(index.normalise(key)) ?? key;
}

/** Sets one argument; the same argument twice with different values is an error. */
function assign(mapping: Mapping, key: string, value: unknown, repairs: readonly Repair[]): void {
  for (const made of repairs) mapping.repairs.push({ ...made, param: key });
  if (Object.hasOwn(mapping.params, key)) {
    if (!sameValue(mapping.params[key], value) && mapping.error === undefined) {
      mapping.error = {
        code: 'duplicate-argument',
        message: `The argument ${key} is given twice with different values.`,
      };
    }
    return;
  }
  mapping.params[key] = value;
}

function describeError(
  scanned: AtfuncScannedCall,
  prepared: AtfuncPreparedInterface | undefined,
  index: AtfuncFunctionIndex,
): CallParseError | undefined {
  if (prepared === undefined) {
    return index.remember(`unknown\u0000${scanned.name}`, () => ({
      code: 'unknown-function',
      message: `Unknown function @${scanned.name}. ${index.describeUnknown(scanned.name)}`,
    }));
  }
  const problem = scanned.problem;
  if (problem === undefined) return undefined;
  return index.remember(`${prepared.path}\u0000${problem.code}\u0000${problem.detail}`, () =>
    problem.code === 'truncated-call'
      ? {
          code: problem.code,
          message: `The call to @${prepared.path} was cut off: ${problem.detail}. Write the whole call, for example ${prepared.signature}`,
        }
      : {
          code: problem.code,
          message: `Could not read the arguments of @${prepared.path}: ${problem.detail}. Write it as ${prepared.signature}, quoting text that holds commas or line breaks.`,
        },
  );
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
  prepared: AtfuncPreparedInterface | undefined,
  index: AtfuncFunctionIndex,
  repairs: Repair[],
): readonly AtfuncScannedArgument[] {
  const only = args[0];
  if (args.length !== 1 || only === undefined || only.key !== undefined) return args;
  const value = only.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return args;
  const first = prepared?.slots[0];
  if (prepared === undefined || first === undefined || first.type === 'object') return args;
  const keys = Object.keys(value);
  if (keys.length === 0) return args;
  for (const key of keys) if (!prepared.slotByName.has(index.normalise(key))) return args;
  repairs.push(...only.repairs);
  repairs.push(
    createRepair('spread-object', 'Read a single JSON object argument as named arguments.'),
  );
  const record = value as Record<string, unknown>;
  const spread: AtfuncScannedArgument[] = [];
  for (const key of keys) spread.push({ key, value: record[key], repairs: [] });
  return spread;
}
