import { type FunctionInterface, getFunctionPath } from '../function-interface.js';
import type { Repair } from '../repair.js';
import type { FunctionLookupV2 } from '../translator-v2/function-lookup-v2.js';

/** The longest name kept as written; a longer one is clipped (it resolves to nothing anyway). */
const maxNameLength = 256;

/** The function a name written in a call refers to, and how the name was read. */
export interface ResolvedCallName {
  /** The name the call carries: the full path when it resolves, else the name as written. */
  readonly name: string;
  /** The interface, or `null` when the name resolves to none. */
  readonly interface: FunctionInterface | null;
  /** `namespace-prefix`, `underscored-name` and `bare-name` repairs; empty when the name was exact. */
  readonly repairs: readonly Repair[];
}

/** The resolution of a name that was exact: shared, since it is only read. */
const noRepairs: readonly Repair[] = [];

/**
 * Resolves a function name as a model wrote it, the one way every translator does:
 * {@link FunctionLookupV2.resolveWritten} (the exact name; without a `functions.` or
 * `default_api.` namespace; with `_` or `__` for each `.`; a function's own name alone when
 * exactly one toolbox has it), giving the call's name as the
 * function's full path. An unknown name keeps its spelling (clipped to 256 characters) and gets
 * no interface: the tool manager answers it with one message and one "did you mean".
 *
 * @example
 * ```ts
 * resolveCallName(functions, 'functions.get_weather');
 * // { name: 'weather.get_weather', interface: <get_weather>, repairs: [{ code: 'namespace-prefix', ... }] }
 * ```
 */
export function resolveCallName(functions: FunctionLookupV2, written: string): ResolvedCallName {
  const name = written.length > maxNameLength ? written.slice(0, maxNameLength) : written;
  const resolution = functions.resolveWritten(name);
  if (resolution === undefined) return { name, interface: null, repairs: noRepairs };
  const functionInterface = resolution.functionInterface;
  return {
    name: getFunctionPath(functionInterface),
    interface: functionInterface,
    repairs: resolution.repairs.length === 0 ? noRepairs : resolution.repairs,
  };
}
