import type { Readable, Writable } from 'node:stream';
import type { McpToolServer } from './create-mcp-server.js';

/**
 * The part of a Node `Readable` (such as `process.stdin`) the stdio transport reads; declared
 * here so that the package's types need no Node types.
 */
export interface McpStdioInput {
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  off(event: string, listener: (...args: unknown[]) => void): unknown;
  once(event: string, listener: (...args: unknown[]) => void): unknown;
}

/** The part of a Node `Writable` (such as `process.stdout`) the stdio transport writes to. */
export interface McpStdioOutput {
  write(chunk: string): boolean;
  once(event: string, listener: (...args: unknown[]) => void): unknown;
}

/** Where {@link serveMcpStdio} reads and writes (default the process's stdin and stdout). */
export interface McpStdioOptions {
  readonly stdin?: McpStdioInput;
  readonly stdout?: McpStdioOutput;
}

/**
 * Serves an MCP server over stdio: JSON-RPC messages, one per line, on stdin and stdout (so
 * nothing else may write to stdout; log to stderr). Resolves once connected; the returned
 * promise `closed` settles when the client closes stdin.
 *
 * @example
 * ```ts
 * const { closed } = await serveMcpStdio(createMcpServer(manager));
 * await closed;
 * ```
 */
export async function serveMcpStdio(
  server: McpToolServer,
  options: McpStdioOptions = {},
): Promise<{ readonly closed: Promise<void>; close(): Promise<void> }> {
  // Loaded here, not with the package: the stdio transport needs Node's process streams.
  const { StdioServerTransport } = await import('@modelcontextprotocol/sdk/server/stdio.js');
  const stdin = (options.stdin ?? process.stdin) as Readable;
  const transport = new StdioServerTransport(stdin, (options.stdout ?? process.stdout) as Writable);
  const closed = new Promise<void>((resolve) => {
    const previous = transport.onclose;
    transport.onclose = () => {
      previous?.();
      resolve();
    };
  });
  await server.connect(transport);
  // The SDK's stdio transport does not notice the end of its input: a client that closes
  // stdin ends the session.
  stdin.once('end', () => void transport.close());
  return { closed, close: () => transport.close() };
}
