import type { FunctionInterface } from '@ai-toolbox/core';
import * as v from 'valibot';

/** The most calls one server runs at once, by default. */
export const DEFAULT_MAX_CONCURRENT_CALLS = 64;
/** The most calls that wait for a slot, by default; past them a call is answered as busy. */
export const DEFAULT_MAX_WAITING_CALLS = 4096;

/** Settings of {@link createMcpServer}; all optional. */
export interface McpServerOptions {
  /** The server's name in `initialize` (default `ai-toolbox`). */
  readonly name?: string;
  /** The server's version in `initialize` (default this package's version). */
  readonly version?: string;
  /** Instructions for the client's model, sent in `initialize`. */
  readonly instructions?: string;
  /**
   * The tool name of a function (default its path, `box.fn`). Two functions given one name:
   * the first listed keeps it and the other is not served (`onError` hears of it).
   */
  readonly toolName?: (functionInterface: FunctionInterface) => string;
  /** Which functions are served (default: all but the control functions, domain `tools`). */
  readonly include?: (functionInterface: FunctionInterface) => boolean;
  /** The timeout of every call, over the manager's (milliseconds; 0 for none). */
  readonly timeoutMs?: number;
  /** The most calls run at once, over every session (default 64). */
  readonly maxConcurrentCalls?: number;
  /** The most calls waiting for a slot (default 4096); past them a call is answered as busy. */
  readonly maxWaitingCalls?: number;
  /** Hears of what the server cannot tell a client: a function it cannot serve, a failed notification. */
  readonly onError?: (error: unknown) => void;
  /**
   * Whether `getMcpCallContext()` finds the call inside a function (default `false`). It needs
   * Node's `AsyncLocalStorage`, which on Node 20 and 22 runs hooks for every promise of the
   * process while enabled (about a tenth of an SDK call's cost); the context's
   * `reportProgress` and `log` need none of it and always work.
   */
  readonly callContextStorage?: boolean;
}

const count = v.pipe(v.number(), v.integer(), v.minValue(1));

/** The valibot schema {@link createMcpServer} checks its settings with. */
export const mcpServerOptionsSchema = v.strictObject({
  name: v.optional(v.pipe(v.string(), v.minLength(1))),
  version: v.optional(v.pipe(v.string(), v.minLength(1))),
  instructions: v.optional(v.string()),
  toolName: v.optional(v.function()),
  include: v.optional(v.function()),
  timeoutMs: v.optional(v.pipe(v.number(), v.minValue(0))),
  maxConcurrentCalls: v.optional(count),
  maxWaitingCalls: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  onError: v.optional(v.function()),
  callContextStorage: v.optional(v.boolean()),
});
