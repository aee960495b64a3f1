import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import * as v from 'valibot';

/** What every mount takes, whichever way the server is reached. */
interface McpMountBase {
  /** The toolbox's name: the functions are `name.tool` (letters, digits, `_`, `-`; no dot). */
  readonly name: string;
  /** The timeout of each call, over the manager's default (milliseconds; 0 for none). */
  readonly timeoutMs?: number;
  /** How long connecting (and the `initialize` handshake) may take (default 10 s). */
  readonly connectTimeoutMs?: number;
  /** The most tools listed (default 1000); the rest are left out and `onError` hears of it. */
  readonly maxTools?: number;
  /** Hears of what no call is there to carry: a failed re-listing, a broken connection. */
  readonly onError?: (error: unknown) => void;
}

/** A server started as a child process and spoken to over its stdin and stdout. */
export interface McpStdioMountOptions extends McpMountBase {
  /** The executable (`node`, `npx`, `uvx`, a path). */
  readonly command: string;
  readonly args?: readonly string[];
  /**
   * Environment variables for the process, over the few the SDK passes on by default (`PATH`,
   * `HOME`, ...): the rest of this process's environment, secrets included, is not inherited.
   */
  readonly env?: Readonly<Record<string, string>>;
  /** The process's working folder (default this process's). */
  readonly cwd?: string;
  /** What becomes of the process's stderr (default `inherit`). */
  readonly stderr?: 'inherit' | 'ignore' | 'pipe';
  /**
   * The longest message read from the process's stdout, in bytes (default 64 MiB). A longer
   * answer fails its call with an `McpProtocolError` and the connection is kept.
   */
  readonly maxMessageBytes?: number;
}

/** A server reached over Streamable HTTP. */
export interface McpHttpMountOptions extends McpMountBase {
  /** The endpoint, for example `http://127.0.0.1:3000/mcp`. */
  readonly url: string | URL;
  /** Headers sent with every request (an `Authorization` bearer token, say). */
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * A server reached over a transport the application makes: the SDK's `InMemoryTransport`, a
 * WebSocket, a server in the same process. Called for each connection, so a reconnection gets
 * a fresh transport.
 */
export interface McpTransportMountOptions extends McpMountBase {
  readonly transport: () => Transport | Promise<Transport>;
}

/** Settings of {@link mountMcpServer}: a command to start, a URL to reach, or a transport. */
export type McpMountOptions = McpStdioMountOptions | McpHttpMountOptions | McpTransportMountOptions;

const base = {
  name: v.pipe(
    v.string(),
    v.regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, 'a letter, then letters, digits, _ or - (no dot)'),
  ),
  timeoutMs: v.optional(v.pipe(v.number(), v.minValue(0))),
  connectTimeoutMs: v.optional(v.pipe(v.number(), v.minValue(1))),
  maxTools: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  onError: v.optional(v.function()),
};

/** The valibot schema {@link mountMcpServer} checks its settings with. */
export const mcpMountOptionsSchema = v.union([
  v.strictObject({
    ...base,
    command: v.pipe(v.string(), v.minLength(1)),
    args: v.optional(v.array(v.string())),
    env: v.optional(v.record(v.string(), v.string())),
    cwd: v.optional(v.string()),
    stderr: v.optional(v.picklist(['inherit', 'ignore', 'pipe'])),
    maxMessageBytes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  }),
  v.strictObject({
    ...base,
    url: v.union([v.pipe(v.string(), v.url()), v.instance(URL)]),
    headers: v.optional(v.record(v.string(), v.string())),
  }),
  v.strictObject({ ...base, transport: v.function() }),
]);
