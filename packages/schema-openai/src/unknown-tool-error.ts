import { AiToolboxError } from '@ai-toolbox/core';

const marker = Symbol.for('ai-toolbox.schema-openai.unknown-tool-error');

/** No tool of that name is registered (raised by `getHandler`). */
export class UnknownToolError extends AiToolboxError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the symbol
  private readonly [marker] = true;
  /** The name asked for. */
  readonly toolName: string;

  constructor(options: { toolName: string; knownNames: readonly string[] }) {
    const known =
      options.knownNames.length === 0
        ? 'no tools are registered'
        : `registered tools: ${options.knownNames.slice(0, 20).join(', ')}${options.knownNames.length > 20 ? ', ...' : ''}`;
    super({
      code: 'unknown-tool',
      message: `No tool named "${options.toolName}" is registered (${known}).`,
    });
    this.name = 'UnknownToolError';
    this.toolName = options.toolName;
  }

  /** Whether `error` is an {@link UnknownToolError}, from any copy of the package. */
  static override isInstance(error: unknown): error is UnknownToolError {
    return AiToolboxError.hasMarker(error, marker);
  }
}
