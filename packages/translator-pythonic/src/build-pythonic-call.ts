import {
  type CallParseError,
  type FunctionInterface,
  getFunctionPath,
  type ParsedFunctionCallV2,
  type Repair,
  type TextSpan,
} from '@ai-toolbox/core';
import {
  createParamsRecord,
  createRepair,
  getParamSlots,
  isRecord,
  type ParamSlot,
  type PythonArgument,
  type PythonArgumentProblem,
  setOwn,
  type WrittenNameResolution,
} from '@ai-toolbox/core/kit';
import { getPythonicSignature } from './generate-pythonic-interface-text.js';

/** A call as the scanner found it, before its arguments are mapped to the function's slots. */
export interface PythonicScannedCall {
  /** The name as written. */
  readonly written: string;
  /** What the name resolved to, or `undefined` for a function that is not there. */
  readonly resolution: WrittenNameResolution | undefined;
  readonly span: TextSpan;
  readonly raw: string;
  /** The arguments in the order written. */
  readonly args: readonly PythonArgument[];
  /** What was repaired around the call and in its arguments, in that order. */
  readonly repairs: readonly Repair[];
  /** Why the arguments cannot be used, when they cannot. */
  readonly problem: PythonArgumentProblem | undefined;
}

/** What mapping needs of an interface, worked out once per function and text. */
interface PreparedFunction {
  readonly path: string;
  readonly slots: readonly ParamSlot[];
  readonly slotNames: ReadonlySet<string>;
  readonly signature: string;
}

/** The functions of one text, each prepared once, and errors shared between alike calls. */
export class PythonicCallBuilder {
  private readonly prepared = new Map<FunctionInterface, PreparedFunction>();

  /** Turns a scanned call into the call the pipeline runs. */
  build(scanned: PythonicScannedCall): ParsedFunctionCallV2 {
    const params = createParamsRecord();
    const resolution = scanned.resolution;
    if (resolution === undefined) {
      // The tool manager answers a name that is not there with its own "did you mean".
      let positional = 0;
      for (const argument of scanned.args) {
        const key = argument.key ?? String(positional++);
        if (!Object.hasOwn(params, key)) setOwn(params, key, argument.value);
      }
      const problem = scanned.problem;
      const error =
        problem?.code === 'truncated-call'
          ? {
              code: problem.code,
              message: `The call to ${clip(scanned.written)} was cut off: ${problem.detail}. Write the whole call.`,
            }
          : undefined;
      return entry(scanned, scanned.written, params, null, scanned.repairs, error);
    }
    const prepared = this.prepare(resolution.functionInterface);
    const functionInterface = resolution.functionInterface;
    if (scanned.problem !== undefined) {
      const error = describeProblem(scanned.problem, prepared);
      return entry(scanned, prepared.path, params, functionInterface, scanned.repairs, error);
    }
    const spread = spreadLoneDict(scanned.args, prepared);
    const repairs =
      spread === scanned.args ? scanned.repairs : [...scanned.repairs, spreadObjectRepair];
    const error = mapArguments(spread, prepared, params);
    return entry(scanned, prepared.path, params, functionInterface, repairs, error);
  }

  /** A call longer than `maxCallLength`, answered with `call-too-long` where it reached it. */
  buildTooLong(scanned: PythonicScannedCall, maxCallLength: number): ParsedFunctionCallV2 {
    const resolution = scanned.resolution;
    const functionInterface = resolution?.functionInterface ?? null;
    const name =
      functionInterface === null ? scanned.written : this.prepare(functionInterface).path;
    const error = {
      code: 'call-too-long',
      message: `The call to ${clip(name)} is longer than ${maxCallLength} characters, so it was not read: pass less text in one call.`,
    };
    return entry(scanned, name, createParamsRecord(), functionInterface, scanned.repairs, error);
  }

  private prepare(functionInterface: FunctionInterface): PreparedFunction {
    let prepared = this.prepared.get(functionInterface);
    if (prepared === undefined) {
      const slots = getParamSlots(functionInterface);
      prepared = {
        path: getFunctionPath(functionInterface),
        slots,
        slotNames: new Set(slots.map((slot) => slot.name)),
        signature: getPythonicSignature(functionInterface),
      };
      this.prepared.set(functionInterface, prepared);
    }
    return prepared;
  }
}

/**
 * Fills `params` from the arguments: positional ones in the slots of core's `getParamSlots`,
 * keywords by name. Unknown keywords are kept for the pipeline to name. Returns the error for
 * too many arguments or an argument given twice.
 */
function mapArguments(
  args: readonly PythonArgument[],
  prepared: PreparedFunction,
  params: Record<string, unknown>,
): CallParseError | undefined {
  let positional = 0;
  for (const argument of args) {
    let key = argument.key;
    if (key === undefined) {
      key = prepared.slots[positional]?.name;
      positional += 1;
      if (key === undefined) continue;
    }
    if (Object.hasOwn(params, key)) {
      return {
        code: 'duplicate-argument',
        message: `The argument ${clip(key)} of ${prepared.path} is given more than once. The function is ${prepared.signature}.`,
      };
    }
    setOwn(params, key, argument.value);
  }
  if (positional > prepared.slots.length) {
    return {
      code: 'too-many-arguments',
      message: `${prepared.path} takes ${prepared.slots.length} argument(s) but ${positional} were given. The function is ${prepared.signature}.`,
    };
  }
  return undefined;
}

/**
 * `f({'base': 10, 'height': 5})`: a dict as the only argument, all of whose keys name
 * parameters, is read as those keyword arguments (BFCL issue #632), unless the dict is
 * meant for the first parameter itself (an object parameter whose name is not among the keys).
 */
function spreadLoneDict(
  args: readonly PythonArgument[],
  prepared: PreparedFunction,
): readonly PythonArgument[] {
  const only = args[0];
  if (args.length !== 1 || only === undefined || only.key !== undefined) return args;
  const value = only.value;
  if (!isRecord(value)) return args;
  const keys = Object.keys(value);
  if (keys.length === 0) return args;
  for (const key of keys) if (!prepared.slotNames.has(key)) return args;
  const first = prepared.slots[0];
  if (first !== undefined && first.param.type === 'object' && !keys.includes(first.name)) {
    return args;
  }
  return keys.map((key) => ({ key, value: value[key] }));
}

const spreadObjectRepair = createRepair(
  'spread-object',
  'Read a dict passed as the only argument as keyword arguments.',
);

/** The call in one shape for every outcome, so that V8 keeps one layout for them all. */
function entry(
  scanned: PythonicScannedCall,
  name: string,
  params: Record<string, unknown>,
  functionInterface: FunctionInterface | null,
  repairs: readonly Repair[],
  error: CallParseError | undefined,
): ParsedFunctionCallV2 {
  const call = {
    name,
    params,
    interface: functionInterface,
    raw: scanned.raw,
    span: scanned.span,
    repairs,
  };
  return error === undefined ? call : { ...call, error };
}

function describeProblem(
  problem: PythonArgumentProblem,
  prepared: PreparedFunction,
): CallParseError {
  return problem.code === 'truncated-call'
    ? {
        code: problem.code,
        message: `The call to ${prepared.path} was cut off: ${problem.detail}. Write the whole call; the function is ${prepared.signature}.`,
      }
    : {
        code: problem.code,
        message: `Could not read the arguments of ${prepared.path}: ${problem.detail}. Arguments must be Python literals (text in quotes, numbers, True, False, None, lists, dicts); the function is ${prepared.signature}.`,
      };
}

function clip(text: string): string {
  return text.length <= 80 ? text : `${text.slice(0, 79)}…`;
}
