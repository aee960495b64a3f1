import { CALL_LOG_LEVELS } from '@ai-toolbox/core';
import type { LoggingLevel } from '@modelcontextprotocol/sdk/types.js';

/**
 * The severities of MCP log messages, least severe first (RFC 5424's, as MCP names them): core's
 * `CALL_LOG_LEVELS`, the levels of a function's `context.log`.
 */
export const MCP_LOG_LEVELS: readonly LoggingLevel[] = CALL_LOG_LEVELS;

/**
 * What a function run by an MCP server's `tools/call` can do besides returning (the same as its
 * context's `reportProgress` and `log`, which need no import of this package): report
 * progress and send log messages to the client that called it, as MCP notifications tied to
 * that call. Both resolve without sending anything once the call has been answered, and
 * neither ever rejects: a client that went away does not fail the function.
 */
export interface McpCallContext {
  /** The MCP session, for Streamable HTTP; `undefined` over stdio and in memory. */
  readonly sessionId: string | undefined;
  /** The JSON-RPC id of the `tools/call` request. */
  readonly requestId: string | number;
  /** The tool's name as the client called it. */
  readonly toolName: string;
  /**
   * Sends `notifications/progress` when the client asked for progress (a `progressToken` in
   * the request); otherwise nothing. A value not above the last one sent is not sent, since
   * MCP requires progress to increase.
   */
  reportProgress(progress: number, total?: number, message?: string): Promise<void>;
  /**
   * Sends `notifications/message` at `level` with `data` (any JSON value), unless the client
   * asked for a higher level with `logging/setLevel`.
   */
  log(level: LoggingLevel, data: unknown, logger?: string): Promise<void>;
}

interface CallStore {
  getStore(): McpCallContext | undefined;
  run<T>(context: McpCallContext, run: () => T): T;
  disable(): void;
}

/**
 * Node's `AsyncLocalStorage`, reached through `process.getBuiltinModule` so that loading this
 * package needs no Node built-in (a browser can load it to mount servers). Without it, no MCP
 * call is found from inside a function, and calls still run.
 */
function createCallStore(): CallStore {
  const getBuiltinModule = (
    globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }
  ).process?.getBuiltinModule;
  const hooks = getBuiltinModule?.('node:async_hooks') as
    | typeof import('node:async_hooks')
    | undefined;
  if (hooks?.AsyncLocalStorage !== undefined) return new hooks.AsyncLocalStorage<McpCallContext>();
  return { getStore: () => undefined, run: (_context, run) => run(), disable: () => undefined };
}

const storage = createCallStore();
/** How long the storage stays enabled after the last call, at most twice this. */
const IDLE_MS = 50;
/** Calls of every server of this module between {@link enterMcpCall} and {@link leaveMcpCall}. */
let callsInFlight = 0;
let calledSinceCheck = false;
let idleCheckArmed = false;

/** Disables the storage once no call has run for a whole check period. */
function checkIdle(): void {
  if (calledSinceCheck || callsInFlight > 0) {
    calledSinceCheck = false;
    armIdleCheck();
    return;
  }
  idleCheckArmed = false;
  storage.disable();
}

function armIdleCheck(): void {
  idleCheckArmed = true;
  const timer = setTimeout(checkIdle, IDLE_MS);
  // The check must not keep a process alive that has nothing else to do.
  (timer as { unref?: () => void }).unref?.();
}

/**
 * The MCP call a function is running for, or `undefined` when it was not called through an MCP
 * server made by `createMcpServer` with `callContextStorage: true` (a text call, a direct
 * `call()`, a server without the storage). Read it inside the function, during its run. The
 * function's own context (`context.reportProgress`, `context.log`) needs no storage.
 *
 * @example
 * ```ts
 * const slow = defineToolbox({ name: 'jobs', functions: { run: { description: 'Runs a job', params: {},
 *   run: async () => {
 *     const mcp = getMcpCallContext();
 *     await mcp?.reportProgress(50, 100, 'half way');
 *     await mcp?.log('info', 'job done');
 *     return 'done';
 *   } } } });
 * ```
 */
export function getMcpCallContext(): McpCallContext | undefined {
  return storage.getStore();
}

/**
 * Runs `run` with `context` as the MCP call that {@link getMcpCallContext} finds, in it and in
 * everything it starts; {@link leaveMcpCall} must follow once the call is answered. Once no
 * call has run for a while (50 to 100 ms), the storage is disabled: on Node 20 an enabled
 * `AsyncLocalStorage` runs hooks for every promise the process makes (about a tenth of an SDK
 * call's own cost), and a server waiting for calls should not slow the rest of its process.
 * Switching it off after each call instead would cost more than the hooks.
 */
export function enterMcpCall<T>(context: McpCallContext, run: () => T): T {
  callsInFlight += 1;
  calledSinceCheck = true;
  if (!idleCheckArmed) armIdleCheck();
  return storage.run(context, run);
}

/** Ends a call begun with {@link enterMcpCall}. */
export function leaveMcpCall(): void {
  callsInFlight -= 1;
}
