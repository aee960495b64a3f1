import type { CallLogLevel } from './call-reporter.js';
import type { FunctionInterface } from './function-interface.js';
import type { StandardSchemaV1 } from './standard-schema.js';

/** What the pipeline hands a function besides its arguments. */
export interface ToolCallContext {
  /**
   * Aborted when the call times out or the application cancels it. Made on first read (most
   * functions never read it), so pass the context or the signal on, not a spread copy.
   */
  readonly signal: AbortSignal;
  /** The truncation limit in force for this call. */
  readonly truncateLength: number;
  /**
   * Reports progress to the host that made the call (an MCP server sends it to its client as
   * `notifications/progress` when the client asked for progress). Does nothing when the host
   * takes no progress, as for a text call or a direct `call()`; never rejects. Optional in the
   * type, since a context made by hand may lack it; the pipeline's context always has it.
   */
  readonly reportProgress?: (progress: number, total?: number, message?: string) => Promise<void>;
  /**
   * Whether the host takes progress now (an MCP client sent a `progressToken`): a function may
   * skip work that only feeds `reportProgress`, and a mounted MCP tool asks its own server for
   * progress only then. `false` for a text call or a direct `call()`.
   */
  readonly progressWanted?: boolean;
  /**
   * Logs `data` (any JSON value) at `level` to the host that made the call (an MCP server
   * sends it as `notifications/message`). Does nothing without such a host; never rejects.
   */
  readonly log?: (level: CallLogLevel, data: unknown) => Promise<void>;
}

/**
 * A function a toolbox exposes: the reference calls it as `f(args, truncateLength)`;
 * the third argument is ours and older functions may ignore it.
 */
export type ToolFunction = (
  args: Record<string, unknown>,
  truncateLength: number,
  context: ToolCallContext,
) => unknown;

/** A function together with its interface, as `getFunction` returns it. */
export interface ToolboxFunction {
  /** The implementation. */
  readonly f: ToolFunction;
  /** The interface the model sees and arguments are validated against. */
  readonly interface: FunctionInterface;
  /**
   * How long a call may run before it is aborted, in milliseconds; overrides the manager's
   * default timeout. `0` means no timeout.
   */
  readonly timeoutMs?: number;
  /**
   * A Standard Schema (zod, valibot, ArkType, ...) the arguments must pass after the pipeline's
   * own coercion; the function receives what it parses (its transforms and defaults applied).
   * A result with issues refuses the call with the fields named, as an invalid-arguments error.
   */
  readonly input?: StandardSchemaV1;
  /**
   * A Standard Schema what the function returns must pass; the parsed value becomes the call's
   * `value`, and a result that fails is the call's error (`InvalidResultError`).
   */
  readonly output?: StandardSchemaV1;
}

/**
 * A toolbox in the reference's shape, so existing toolboxes register unchanged.
 *
 * @example
 * ```ts
 * const toolbox: Toolbox = {
 *   getName: () => 'mytoolbox',
 *   getFunction: (name) => (name === 'greet' ? { f: async (args) => `Hello, ${args.name}!`, interface: greet } : null),
 *   functions: { greet: true },
 * };
 * ```
 */
export interface Toolbox {
  /** The toolbox's name; every interface's `domain` must equal it. */
  getName(): string;
  /** The function of that name, or `null` when there is none. */
  getFunction(functionName: string): ToolboxFunction | null | undefined;
  /** The names of the functions, each mapped to `true`. */
  readonly functions: Readonly<Record<string, boolean>>;
}
