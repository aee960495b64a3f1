import { AiToolboxError } from '@ai-toolbox/core';

const marker = Symbol.for('ai-toolbox.error.mcp-tool');
const code = 'mcp-tool';

/**
 * A mounted MCP server's tool answered with `isError: true`. The message is the text the tool
 * gave, so the model reads what the server said; `content` keeps the result's blocks.
 */
export class McpToolError extends AiToolboxError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the symbol
  private readonly [marker] = true;
  /** The stable code of this kind of error. */
  static readonly code = code;
  /** The tool's name on the server. */
  readonly toolName: string;
  /** The content blocks of the error result, as the server sent them. */
  readonly content: readonly unknown[];

  constructor(options: { toolName: string; message: string; content: readonly unknown[] }) {
    super({ code, message: options.message });
    this.name = 'McpToolError';
    this.toolName = options.toolName;
    this.content = options.content;
  }

  /** Whether `error` is an {@link McpToolError}, from any copy of the package. */
  static override isInstance(error: unknown): error is McpToolError {
    return AiToolboxError.hasMarker(error, marker);
  }
}
