import { describeThrown } from './describe-value.js';
import type { PlainFunctionInterface } from './function-interface.js';
import type { FunctionParam, FunctionParams, ParamType } from './function-param.js';
import { readJsonSchemaParams } from './kit/json-schema-params.js';
import { setOwn } from './kit/set-own.js';
import {
  isStandardSchema,
  type StandardJsonSchemaV1,
  type StandardSchemaInput,
  type StandardSchemaOutput,
  type StandardSchemaV1,
} from './standard-schema.js';
import type { Toolbox, ToolboxFunction, ToolCallContext } from './toolbox.js';
import { ToolboxValidationError } from './toolbox-validation-error.js';
import { valibotJsonSchema } from './valibot-json-schema.js';

/** The value type a declared param type stands for. */
type ValueOfType<T extends ParamType, Items> = T extends 'string'
  ? string
  : T extends 'number' | 'integer'
    ? number
    : T extends 'boolean'
      ? boolean
      : T extends 'object'
        ? Record<string, unknown>
        : T extends 'array'
          ? Items extends { readonly type: infer I extends ParamType }
            ? ValueOfType<I, undefined>[]
            : unknown[]
          : never;

/** The value type of one declared param: its enum's members when it has one. */
export type ParamValue<P> = P extends { readonly enum: infer A extends readonly unknown[] }
  ? A[number]
  : P extends { readonly type: infer T extends ParamType }
    ? ValueOfType<T, P extends { readonly items: infer I } ? I : undefined>
    : unknown;

/** Simplifies an intersection for readable type hints. */
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** Whether a call always carries the param: it is required or declares a default. */
type AlwaysGiven<P> = P extends { readonly isRequired: true }
  ? true
  : P extends { readonly default: infer D }
    ? undefined extends D
      ? false
      : true
    : false;

/**
 * The argument object a function receives, inferred from its params: required params are
 * required properties; optional ones are optional, unless they declare a default.
 */
export type ParamsToArgs<P> = Simplify<
  {
    -readonly [K in keyof P as AlwaysGiven<P[K]> extends true ? K : never]: ParamValue<P[K]>;
  } & {
    -readonly [K in keyof P as AlwaysGiven<P[K]> extends true ? never : K]?: ParamValue<P[K]>;
  }
>;

/**
 * The argument object a caller gives: required params required, every other one optional
 * (a default is filled in by the pipeline, not by the caller).
 */
export type CallerArgs<P> = Simplify<
  {
    -readonly [K in keyof P as P[K] extends { readonly isRequired: true } ? K : never]: ParamValue<
      P[K]
    >;
  } & {
    -readonly [K in keyof P as P[K] extends { readonly isRequired: true } ? never : K]?: ParamValue<
      P[K]
    >;
  }
>;

/** Declared params as written, each checked against {@link FunctionParam}. */
export type DeclaredParams<P> = { readonly [N in keyof P]: P[N] & FunctionParam };

/**
 * What `params` must be: each param a {@link FunctionParam}. A param whose `type` is no
 * {@link ParamType} is checked against the param with the valid types, so that the error lists
 * them (`'strnig'` is not assignable to `'string' | 'number' | ...`).
 */
export type ParamsDeclaration<P> = P extends { readonly [N in keyof P]: FunctionParam }
  ? P & { readonly [N in keyof P]: FunctionParam }
  : { readonly [N in keyof P]: P[N] extends FunctionParam ? P[N] : FunctionParam };

/** Whether a declaration is a Standard Schema rather than `params`. */
type IsSchema<D> = D extends { readonly '~standard': unknown } ? true : false;

/**
 * The arguments `run` receives for a declaration: what the Standard Schema outputs (its
 * transforms and defaults applied), or the args inferred from `params`.
 */
export type ToolArgs<D> =
  IsSchema<D> extends true ? StandardSchemaOutput<D> : ParamsToArgs<DeclaredParams<D>>;

/**
 * One function of {@link defineToolbox}: its interface fields and its body. Its arguments are
 * declared either as `params` (the reference's format) or as `input`, any Standard Schema.
 */
export interface ToolDefinition<D, R = unknown> {
  /** What the function does, shown to the model. */
  readonly description: string;
  /** The parameters, in the order positional arguments map to them. */
  readonly params?: ParamsDeclaration<D>;
  /**
   * The arguments as a Standard Schema (zod 4, valibot, ArkType, ...) instead of `params`. Its
   * JSON Schema (`~standard.jsonSchema.input()`, valibot's converter for a plain valibot schema,
   * or `inputJsonSchema`) gives the params the model sees; the schema validates every call after the pipeline's coercion, and `run`
   * receives what it parses.
   */
  readonly input?: D;
  /**
   * The JSON Schema of `input`, for a schema that cannot give one itself (ArkType without its
   * JSON Schema, a hand-written one, a valibot schema with `v.date()` or a custom check).
   */
  readonly inputJsonSchema?: Readonly<Record<string, unknown>>;
  /**
   * A Standard Schema of the result: what `run` returns is validated with it, the parsed value
   * is the call's `value`, and a result that fails is the call's error.
   */
  readonly output?: StandardSchemaV1;
  /** The type of the value returned (default `'string'`). */
  readonly returns?: string;
  /** How long a call may run, in milliseconds (0 for no timeout). */
  readonly timeoutMs?: number;
  /** The body, called with arguments already checked and coerced to the declared types. */
  readonly run: (args: ToolArgs<D>, context: ToolCallContext) => R;
}

/** What {@link defineToolbox} takes. */
export interface ToolboxDefinition<
  N extends string,
  F extends Readonly<Record<string, object>>,
  R = { readonly [K in keyof F]: unknown },
  O = { readonly [K in keyof F]: undefined },
> {
  /** The toolbox name, used as every interface's `domain`. */
  readonly name: N;
  /** The functions by name. */
  readonly functions: { readonly [K in keyof F]: ToolDefinition<F[K]> } & {
    readonly [K in keyof R]: { readonly run: (...args: never[]) => R[K] };
  } & { readonly [K in keyof O]: { readonly output?: O[K] } };
}

/** What a call of one function gives: its output schema's output, else what `run` resolves to. */
type ToolResult<R, O> = O extends { readonly '~standard': unknown }
  ? StandardSchemaOutput<O>
  : Awaited<R>;

/**
 * The calls of a toolbox by path, `toolbox.function`, each with the arguments a caller gives
 * and the result it gets: what typed `manager.call` is checked against.
 */
export type ToolboxCalls<N extends string, F, R, O> = {
  readonly [K in keyof F & string as `${N}.${K}`]: {
    readonly args: F[K] extends { readonly '~standard': unknown }
      ? StandardSchemaInput<F[K]>
      : CallerArgs<DeclaredParams<F[K]>>;
    readonly result: ToolResult<
      K extends keyof R ? R[K] : unknown,
      K extends keyof O ? O[K] : undefined
    >;
  };
};

/** What {@link defineToolbox} returns: a toolbox in the reference's shape. */
export interface DefinedToolbox<
  F,
  N extends string = string,
  R = { readonly [K in keyof F]: unknown },
  O = { readonly [K in keyof F]: undefined },
> extends Toolbox {
  /** The names of the functions, each mapped to `true`. */
  readonly functions: { readonly [K in keyof F]: true };
  /** The interfaces, by function name. */
  readonly interfaces: { readonly [K in keyof F]: PlainFunctionInterface };
  /**
   * The calls by path with their argument and result types, for a typed tool manager. Present
   * on the type only: there is no such property at run time.
   */
  readonly '~calls'?: ToolboxCalls<N, F, R, O>;
}

/**
 * Defines a toolbox with typed function bodies: the argument types of each `run` are inferred
 * from its `params`. The result has the reference's shape (`getName`, `getFunction`,
 * `functions`) and registers like any other toolbox.
 *
 * @example
 * ```ts
 * const weather = defineToolbox({
 *   name: 'weather',
 *   functions: {
 *     get_temp: {
 *       description: 'Current temperature in a city',
 *       params: {
 *         location: { type: 'string', isRequired: true, description: 'City' },
 *         unit: { type: 'string', isRequired: false, description: 'c or f', enum: ['c', 'f'] },
 *       },
 *       run: ({ location, unit }) => `21 ${unit ?? 'c'} in ${location}`, // location: string, unit?: 'c' | 'f'
 *     },
 *   },
 * });
 * ```
 */
export function defineToolbox<
  const N extends string,
  const F extends Readonly<Record<string, object>>,
  R,
  O,
>(definition: ToolboxDefinition<N, F, R, O>): DefinedToolbox<F, N, R, O> {
  const entries = new Map<string, ToolboxFunction>();
  const functions: Record<string, true> = {};
  const interfaces: Record<string, PlainFunctionInterface> = {};
  for (const functionName of Object.keys(definition.functions)) {
    // The typed definition is only for callers; at run time every body takes a record.
    const tool = definition.functions[functionName as keyof F] as unknown as UntypedDefinition;
    const declared = readDeclaration(definition.name, functionName, tool);
    const functionInterface: PlainFunctionInterface = {
      domain: definition.name,
      name: functionName,
      type: 'function',
      description: tool.description,
      params: declared.params,
      returns: tool.returns ?? 'string',
      ...(declared.jsonSchema === undefined ? {} : { jsonSchema: declared.jsonSchema }),
    };
    const run = tool.run;
    entries.set(functionName, {
      f: (args, _truncateLength, context) => run(args, context),
      interface: functionInterface,
      ...(tool.timeoutMs === undefined ? {} : { timeoutMs: tool.timeoutMs }),
      ...(tool.input === undefined ? {} : { input: tool.input as StandardSchemaV1 }),
      ...(tool.output === undefined ? {} : { output: tool.output }),
    });
    // A function named `__proto__` is an ordinary key, not a prototype change.
    setOwn(functions, functionName, true);
    setOwn(interfaces, functionName, functionInterface);
  }
  return {
    getName: () => definition.name,
    getFunction: (functionName) => entries.get(functionName) ?? null,
    functions: functions as { readonly [K in keyof F]: true },
    interfaces: interfaces as { readonly [K in keyof F]: PlainFunctionInterface },
  };
}

/** A function's definition as the body of {@link defineToolbox} reads it. */
interface UntypedDefinition {
  readonly description: string;
  readonly params?: FunctionParams;
  readonly input?: unknown;
  readonly inputJsonSchema?: Readonly<Record<string, unknown>>;
  readonly output?: StandardSchemaV1;
  readonly returns?: string;
  readonly timeoutMs?: number;
  readonly run: (args: Record<string, unknown>, context: ToolCallContext) => unknown;
}

/** How to give a schema a JSON Schema, for the error that asks for one. */
const JSON_SCHEMA_HINT =
  "give 'inputJsonSchema', or use a valibot schema or one with a Standard JSON Schema (zod 4 schemas have one)";

/**
 * The params and full JSON Schema of one definition: its `params` as declared, or both read
 * from the JSON Schema of its `input`.
 *
 * @throws {ToolboxValidationError} for a definition with both or neither, an `input` that is
 * no Standard Schema, or one without a JSON Schema that describes named arguments.
 */
function readDeclaration(
  toolboxName: string,
  functionName: string,
  tool: UntypedDefinition,
): { params: FunctionParams; jsonSchema?: PlainFunctionInterface['jsonSchema'] } {
  const fail = (problem: string, cause?: unknown): never => {
    throw new ToolboxValidationError({
      toolboxName,
      functionName,
      problems: [problem],
      ...(cause === undefined ? {} : { cause }),
    });
  };
  const { input } = tool;
  if (input === undefined) {
    if (tool.params === undefined)
      fail("declare the arguments as 'params' or as 'input' (a Standard Schema)");
    return { params: tool.params as FunctionParams };
  }
  if (tool.params !== undefined) fail("declare the arguments as 'params' or as 'input', not both");
  if (!isStandardSchema(input)) {
    fail(
      "'input' must be a Standard Schema (zod 4, valibot, ArkType, ...) with '~standard.validate'",
    );
  }
  let jsonSchema: unknown = tool.inputJsonSchema;
  if (jsonSchema === undefined) {
    const described = (input as Partial<StandardJsonSchemaV1>)['~standard']?.jsonSchema;
    try {
      // A plain valibot schema has no JSON Schema of its own; valibot's converter gives it.
      jsonSchema =
        typeof described?.input === 'function'
          ? described.input({ target: 'draft-2020-12' })
          : valibotJsonSchema(input);
    } catch (error) {
      fail(
        `'input' could not give its JSON Schema (${describeThrown(error)}): ${JSON_SCHEMA_HINT}`,
        error,
      );
    }
    if (jsonSchema === undefined) {
      fail(`'input' cannot describe itself as JSON Schema: ${JSON_SCHEMA_HINT}`);
    }
  }
  const read = readJsonSchemaParams(jsonSchema);
  if (typeof read === 'string') return fail(read);
  // Kept whole, `$schema` included: MCP serves it unchanged; schema packages drop the dialect.
  return { params: read.params, jsonSchema: jsonSchema as PlainFunctionInterface['jsonSchema'] };
}
