import type { AiToolboxError } from './ai-toolbox-error.js';
import type { CallReporter } from './call-reporter.js';
import type { FunctionCallRecord, FunctionCallRequest } from './function-call-record.js';
import type { FunctionInterface } from './function-interface.js';
import type { ModelChoice } from './models/choose-translator.js';
import type { CallSource } from './resolved-call.js';
import type { ToolManagerEvents } from './tool-manager-options.js';
import type { ToolStats } from './tool-stats.js';
import type { Toolbox, ToolboxFunction } from './toolbox.js';
import type { Translator } from './translator.js';

/** Options of one `call()` or one batch of calls. */
export interface CallOptions {
  /** Cancels the call(s): running functions see their signal aborted. */
  readonly signal?: AbortSignal;
  /** Overrides every other timeout for these calls, in milliseconds (0 for none). */
  readonly timeoutMs?: number;
  /** The result length limit for these calls (default: the manager's current limit). */
  readonly truncateLength?: number;
  /** Where the calls came from, as policies and listeners see it (default `'native'` for batches). */
  readonly source?: CallSource;
  /**
   * The most calls of this batch that run at once (a whole number, 1 or more); results stay in
   * call order. Default: the manager's `concurrency`, else one at a time for a text answer and
   * all at once for native calls.
   */
  readonly concurrency?: number;
  /**
   * Takes what the functions of these calls report through their context
   * (`context.reportProgress`, `context.log`): how a host such as an MCP server hands them on.
   * Without it, both do nothing.
   */
  readonly reporter?: CallReporter;
}

/**
 * What `executeResponseFunctions` returns. `functionCalCount` is the reference's spelling,
 * kept for compatibility; `functionCallCount` is the same number.
 */
export interface ResponseFunctionsResult {
  /** The translator's rendering of every call and its result, for the model. */
  readonly functionsOutput: string;
  /** The number of calls found (the reference's spelling, kept for compatibility). */
  readonly functionCalCount: number;
  /** The number of calls found. */
  readonly functionCallCount: number;
  /** One record per call found, in text order. */
  readonly calls: FunctionCallRecord[];
  /** Set when the translator itself failed while reading the text or writing the results. */
  readonly error?: AiToolboxError;
}

/** The names of the control functions (domain `tools`). */
export type ControlFunctionName =
  | 'get_toolboxes'
  | 'get_functions'
  | 'get_function_interface'
  | 'set_truncate_length';

/** The types of one call: the arguments a caller gives and the result it gets. */
export interface CallTypes {
  readonly args: unknown;
  readonly result: unknown;
}

/** Every call by any path, as a manager of untyped toolboxes types them (today's signature). */
export type UntypedCalls = {
  readonly [path: string]: { readonly args: Record<string, unknown>; readonly result: unknown };
};

/** The control functions' calls, which every manager can make. */
export type ControlFunctionCalls = {
  readonly [N in ControlFunctionName as `tools.${N}`]: {
    readonly args: Record<string, unknown>;
    readonly result: unknown;
  };
};

/**
 * The calls a toolbox declares: by path for a toolbox made with `defineToolbox`, any call for
 * any other toolbox.
 */
export type CallsOfToolbox<T> = T extends { readonly '~calls'?: infer C }
  ? unknown extends C
    ? UntypedCalls
    : NonNullable<C>
  : UntypedCalls;

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;

/**
 * The calls of a manager created with these toolboxes: typed by path when each was made with
 * `defineToolbox` (control functions included), any call when one was not or none was given.
 */
export type CallsOfToolboxes<T extends readonly Toolbox[]> = number extends T['length']
  ? UntypedCalls
  : T extends readonly []
    ? UntypedCalls
    : UnionToIntersection<CallsOfToolbox<T[number]>> & ControlFunctionCalls;

/** What `call` takes after the path: the arguments, optional when every one is. */
type CallRest<A> =
  Partial<A> extends A
    ? [args?: A, truncateLength?: number, options?: CallOptions]
    : [args: A, truncateLength?: number, options?: CallOptions];

/**
 * A tool manager: registered toolboxes, a translator and settings, and the one call pipeline.
 * Two managers share nothing. Create one with `createToolManager`.
 *
 * `Calls` types `call` by path: a manager created with toolboxes made by `defineToolbox`
 * checks the path and infers the arguments and the result; one of untyped toolboxes takes any
 * path (`UntypedCalls`).
 */
export interface ToolManager<Calls extends object = UntypedCalls> {
  /**
   * Validates and registers a toolbox, whole or not at all; replaces one of the same name.
   * Returns the manager, typed with the toolbox's calls too.
   */
  register<T extends Toolbox>(toolbox: T): ToolManager<Calls & CallsOfToolbox<T>>;
  /** Removes a toolbox; returns whether one was registered under that name. */
  unregister(toolboxName: string): boolean;
  /** Sets the toolbox whose functions are called without a prefix (`null` for none). */
  setRootToolBox(toolboxName: string | null): void;
  /** The root toolbox's name, or `null`. */
  getRootToolBox(): string | null;
  /**
   * Calls a function by `function` or `toolbox.function` and returns what it returned (a
   * string result longer than `truncateLength` is truncated). Throws typed errors.
   */
  call<Path extends keyof Calls & string>(
    toolPath: Path,
    ...rest: CallRest<Calls[Path] extends CallTypes ? Calls[Path]['args'] : never>
  ): Promise<Calls[Path] extends CallTypes ? Calls[Path]['result'] : never>;
  /** `toolbox.function` for every function, or for one toolbox's functions. */
  getFunctions(toolboxName?: string): string[];
  /** The names of the registered toolboxes. */
  getToolboxes(): string[];
  /** The function at `function` or `toolbox.function`, or `null`. */
  findFunction(toolPath: string): ToolboxFunction | null;
  /** Every registered interface, control functions included. */
  getInterfaces(): FunctionInterface[];
  /**
   * Every registered interface as one frozen array, the same array until a toolbox is
   * registered or unregistered: a caller that keeps what it made from them can tell whether
   * anything changed by comparing one reference, whatever the number of functions.
   */
  getInterfaceSnapshot(): readonly FunctionInterface[];
  /** Sets the translator: an object, a module, or a standard translator's name. */
  setFunctionTranslator(translator: Translator | string): void;
  /** The translator in use, or `null`. */
  getFunctionTranslator(): Translator | null;
  /**
   * The model table's choice for the `model` given to `createToolManager`: the translator, its
   * family and package, and the reason. `null` when no model was given. It is the choice made
   * at creation; `setFunctionTranslator` changes the translator in use, not this record.
   */
  getModelChoice(): ModelChoice | null;
  /** A standard translator by name; throws when none is known by it. */
  getTranslator(name: string): Translator;
  /** The names of the standard translators known now. */
  getStandardTranslatorList(): string[];
  /**
   * Finds the calls in model text with the translator, runs each and returns the results for
   * the model. Never throws for anything the model wrote: each call found gets one result.
   */
  executeResponseFunctions(text: string, options?: CallOptions): Promise<ResponseFunctionsResult>;
  /** Runs calls from any source through the pipeline; one record per request, in order. */
  executeFunctionCalls(
    requests: readonly FunctionCallRequest[],
    options?: CallOptions,
  ): Promise<FunctionCallRecord[]>;
  /** Every interface rendered by the translator, one after another. */
  getRootInterfaceAsText(useSeparator?: boolean): string;
  /** A snapshot of the statistics. */
  getStats(): ToolStats;
  /** Sets every statistic back to zero. */
  resetStats(): void;
  /** The result length limit in force. */
  getTruncateLength(): number;
  /** Sets the result length limit, clamped to 1..maxTruncateLength; returns the value set. */
  setTruncateLength(length: number): number;
  /** Registers every control function. */
  registerControlFunctions(): void;
  /** Unregisters every control function (and the `tools` toolbox with them). */
  unregisterControlFunctions(): void;
  /** Registers one control function by name. */
  registerControlFunction(name: ControlFunctionName | (string & {})): void;
  /** Unregisters one control function by name. */
  unregisterControlFunction(name: ControlFunctionName | (string & {})): void;
  /** Subscribes to an event; returns the function that unsubscribes. */
  on<E extends keyof ToolManagerEvents>(
    event: E,
    listener: (payload: ToolManagerEvents[E]) => void,
  ): () => void;
}
