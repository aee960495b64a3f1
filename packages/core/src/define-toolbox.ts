import type { PlainFunctionInterface } from './function-interface.js';
import type { FunctionParam, ParamType } from './function-param.js';
import { setOwn } from './kit/set-own.js';
import type { Toolbox, ToolboxFunction, ToolCallContext } from './toolbox.js';

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

/** Declared params as written, each checked against {@link FunctionParam}. */
export type DeclaredParams<P> = { readonly [N in keyof P]: P[N] & FunctionParam };

/** One function of {@link defineToolbox}: its interface fields and its body. */
export interface ToolDefinition<P> {
  /** What the function does, shown to the model. */
  readonly description: string;
  /** The parameters, in the order positional arguments map to them. */
  readonly params: P & { readonly [N in keyof P]: FunctionParam };
  /** The type of the value returned (default `'string'`). */
  readonly returns?: string;
  /** How long a call may run, in milliseconds (0 for no timeout). */
  readonly timeoutMs?: number;
  /** The body, called with arguments already checked and coerced to the declared types. */
  readonly run: (args: ParamsToArgs<DeclaredParams<P>>, context: ToolCallContext) => unknown;
}

/** What {@link defineToolbox} takes. */
export interface ToolboxDefinition<
  F extends Readonly<Record<string, Readonly<Record<string, unknown>>>>,
> {
  /** The toolbox name, used as every interface's `domain`. */
  readonly name: string;
  /** The functions by name. */
  readonly functions: { readonly [K in keyof F]: ToolDefinition<F[K]> };
}

/** What {@link defineToolbox} returns: a toolbox in the reference's shape. */
export interface DefinedToolbox<F> extends Toolbox {
  /** The names of the functions, each mapped to `true`. */
  readonly functions: { readonly [K in keyof F]: true };
  /** The interfaces, by function name. */
  readonly interfaces: { readonly [K in keyof F]: PlainFunctionInterface };
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
  const F extends Readonly<Record<string, Readonly<Record<string, unknown>>>>,
>(definition: ToolboxDefinition<F>): DefinedToolbox<F> {
  const entries = new Map<string, ToolboxFunction>();
  const functions: Record<string, true> = {};
  const interfaces: Record<string, PlainFunctionInterface> = {};
  for (const functionName of Object.keys(definition.functions)) {
    // The typed definition is only for callers; at run time every body takes a record.
    const tool = definition.functions[functionName as keyof F] as unknown as {
      readonly description: string;
      readonly params: Readonly<Record<string, FunctionParam>>;
      readonly returns?: string;
      readonly timeoutMs?: number;
      readonly run: (args: Record<string, unknown>, context: ToolCallContext) => unknown;
    };
    const functionInterface: PlainFunctionInterface = {
      domain: definition.name,
      name: functionName,
      type: 'function',
      description: tool.description,
      params: tool.params,
      returns: tool.returns ?? 'string',
    };
    const run = tool.run;
    entries.set(functionName, {
      f: (args, _truncateLength, context) => run(args, context),
      interface: functionInterface,
      ...(tool.timeoutMs === undefined ? {} : { timeoutMs: tool.timeoutMs }),
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
