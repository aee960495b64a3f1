import type { FunctionInterface } from './function-interface.js';
import type { FunctionSignature } from './function-signature.js';
import type { Toolbox, ToolboxFunction } from './toolbox.js';

/** A function as the manager holds it once its toolbox registered. */
export interface RegisteredFunction {
  /** `toolbox.function`. */
  readonly path: string;
  /** The toolbox's name as registered. */
  readonly toolboxName: string;
  /** The function's name inside its toolbox. */
  readonly functionName: string;
  /** What `getFunction` returned at registration: what runs is what was validated. */
  readonly entry: ToolboxFunction;
  readonly interface: FunctionInterface;
  /** The argument checks, compiled once. */
  readonly signature: FunctionSignature;
}

/** A toolbox as the manager holds it. */
export interface RegisteredToolbox {
  readonly name: string;
  readonly toolbox: Toolbox;
  /** By exact function name, in the toolbox's order. */
  readonly functions: ReadonlyMap<string, RegisteredFunction>;
}
