import { AiToolboxError } from '@ai-toolbox/core';

const marker = Symbol.for('ai-toolbox.schema-openai.invalid-tool-name-error');

/**
 * A tool name breaks the provider's rule `^[a-zA-Z0-9_-]{1,64}$`, so the provider would refuse
 * the whole request.
 */
export class InvalidToolNameError extends AiToolboxError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the symbol
  private readonly [marker] = true;
  /** The refused name. */
  readonly toolName: string;

  constructor(options: { toolName: string; problem: string }) {
    super({
      code: 'invalid-tool-name',
      message: `Tool name "${options.toolName}" is not allowed: ${options.problem}. A tool name must match ^[a-zA-Z0-9_-]{1,64}$.`,
    });
    this.name = 'InvalidToolNameError';
    this.toolName = options.toolName;
  }

  /** Whether `error` is an {@link InvalidToolNameError}, from any copy of the package. */
  static override isInstance(error: unknown): error is InvalidToolNameError {
    return AiToolboxError.hasMarker(error, marker);
  }
}
