import { AiToolboxError } from '@ai-toolbox/core';

const marker = Symbol.for('ai-toolbox.schema-openai.invalid-param-error');

/**
 * A tool's parameter definition cannot be turned into a schema: an unknown type, a malformed
 * `enum`, `items` or `properties`. The message names the tool, the parameter and what is valid.
 *
 * @example
 * ```ts
 * try {
 *   registry.add('search', 'Search', { limit: 'long' }, search);
 * } catch (error) {
 *   if (InvalidParamError.isInstance(error)) console.log(error.toolName, error.paramName);
 * }
 * ```
 */
export class InvalidParamError extends AiToolboxError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the symbol
  private readonly [marker] = true;
  /** The tool whose definition is wrong. */
  readonly toolName: string;
  /** The parameter, as a dotted path for nested properties (`options.issuer`). */
  readonly paramName: string;

  constructor(options: { toolName: string; paramName: string; problem: string; cause?: unknown }) {
    super({
      code: 'invalid-param',
      message: `Tool "${options.toolName}", parameter "${options.paramName}": ${options.problem}`,
      cause: options.cause,
    });
    this.name = 'InvalidParamError';
    this.toolName = options.toolName;
    this.paramName = options.paramName;
  }

  /** Whether `error` is an {@link InvalidParamError}, from any copy of the package. */
  static override isInstance(error: unknown): error is InvalidParamError {
    return AiToolboxError.hasMarker(error, marker);
  }
}
