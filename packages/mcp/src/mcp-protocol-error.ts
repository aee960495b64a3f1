import { AiToolboxError } from '@ai-toolbox/core';

const marker = Symbol.for('ai-toolbox.error.mcp-protocol');
const code = 'mcp-protocol';

/**
 * A mounted MCP server answered something that is not a valid answer: a malformed result, a
 * JSON-RPC error for a call, or a line that is not JSON-RPC at all. The call it answered (or,
 * for a line that belongs to no call, every call in flight) fails; the rest go on.
 */
export class McpProtocolError extends AiToolboxError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the symbol
  private readonly [marker] = true;
  /** The stable code of this kind of error. */
  static readonly code = code;
  /** The name the server was mounted under. */
  readonly serverName: string;

  constructor(options: { serverName: string; message: string; cause?: unknown }) {
    super({ code, message: options.message, cause: options.cause });
    this.name = 'McpProtocolError';
    this.serverName = options.serverName;
  }

  /** Whether `error` is an {@link McpProtocolError}, from any copy of the package. */
  static override isInstance(error: unknown): error is McpProtocolError {
    return AiToolboxError.hasMarker(error, marker);
  }
}
