import type { FunctionInterface } from './function-interface.js';
import type { FunctionSignature } from './function-signature.js';
import type { StandardSchemaV1 } from './standard-schema.js';
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
  /** The Standard Schema its arguments pass after coercion, when it has one. */
  readonly argumentSchema: ArgumentSchema | undefined;
  /** The Standard Schema its results pass, when it has one. */
  readonly output: StandardSchemaV1 | undefined;
}

/** How the pipeline treats the arguments of a function with an input schema. */
export interface ArgumentSchema {
  /** The schema the coerced arguments are validated with. */
  readonly input: StandardSchemaV1;
  /** Params whose schema accepts `null`: a `null` is handed on, not read as not given. */
  readonly nullable: ReadonlySet<string>;
  /** Params of no single type: their values are handed on without coercion. */
  readonly untyped: ReadonlySet<string>;
  /** Whether arguments the interface does not name are handed to the schema instead of refused. */
  readonly open: boolean;
}

/** A toolbox as the manager holds it. */
export interface RegisteredToolbox {
  readonly name: string;
  readonly toolbox: Toolbox;
  /** By exact function name, in the toolbox's order. */
  readonly functions: ReadonlyMap<string, RegisteredFunction>;
}
