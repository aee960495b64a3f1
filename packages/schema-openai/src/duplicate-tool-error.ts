import { AiToolboxError } from '@ai-toolbox/core';

const marker = Symbol.for('ai-toolbox.schema-openai.duplicate-tool-error');

/** A tool was added under a name the registry already holds. */
export class DuplicateToolError extends AiToolboxError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the symbol
  private readonly [marker] = true;
  /** The name added twice. */
  readonly toolName: string;

  constructor(options: { toolName: string }) {
    super({
      code: 'duplicate-tool',
      message: `Tool "${options.toolName}" is already registered; every tool needs its own name.`,
    });
    this.name = 'DuplicateToolError';
    this.toolName = options.toolName;
  }

  /** Whether `error` is a {@link DuplicateToolError}, from any copy of the package. */
  static override isInstance(error: unknown): error is DuplicateToolError {
    return AiToolboxError.hasMarker(error, marker);
  }
}
