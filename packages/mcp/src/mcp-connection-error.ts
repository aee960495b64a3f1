import { AiToolboxError } from '@ai-toolbox/core';

const marker = Symbol.for('ai-toolbox.error.mcp-connection');
const code = 'mcp-connection';

/**
 * A mounted MCP server could not be reached, or its connection ended while a call waited for
 * its answer (the process exited, the session was closed). Only the calls in flight fail; the
 * next call connects again.
 */
export class McpConnectionError extends AiToolboxError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the symbol
  private readonly [marker] = true;
  /** The stable code of this kind of error. */
  static readonly code = code;
  /** The name the server was mounted under. */
  readonly serverName: string;

  constructor(options: { serverName: string; message: string; cause?: unknown }) {
    super({ code, message: options.message, cause: options.cause });
    this.name = 'McpConnectionError';
    this.serverName = options.serverName;
  }

  /** Whether `error` is an {@link McpConnectionError}, from any copy of the package. */
  static override isInstance(error: unknown): error is McpConnectionError {
    return AiToolboxError.hasMarker(error, marker);
  }
}
