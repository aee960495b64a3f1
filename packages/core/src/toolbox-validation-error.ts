import { AiToolboxError } from './ai-toolbox-error.js';

const marker = Symbol.for('ai-toolbox.error.toolbox-validation');
const code = 'toolbox-validation';

/**
 * A toolbox could not register: its shape or one of its interfaces is wrong. Nothing of the
 * toolbox was registered.
 */
export class ToolboxValidationError extends AiToolboxError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the symbol
  private readonly [marker] = true;
  /** The stable code of this kind of error. */
  static readonly code = code;
  /** The toolbox's name, when it has a readable one. */
  readonly toolboxName: string | undefined;
  /** The function whose interface failed, when one did. */
  readonly functionName: string | undefined;
  /** Each problem found, as a sentence. */
  readonly problems: readonly string[];

  constructor(options: {
    toolboxName?: string | undefined;
    functionName?: string | undefined;
    problems: readonly string[];
    cause?: unknown;
  }) {
    const where =
      options.functionName === undefined
        ? `Validation failed for toolbox '${options.toolboxName ?? '?'}'`
        : `Validation failed for function '${options.functionName}' in toolbox '${options.toolboxName ?? '?'}'`;
    super({
      code,
      message: `${where}: ${options.problems.join('; ')}`,
      cause: options.cause,
    });
    this.name = 'ToolboxValidationError';
    this.toolboxName = options.toolboxName;
    this.functionName = options.functionName;
    this.problems = options.problems;
  }

  /** Whether `error` is a {@link ToolboxValidationError}, from any copy of the package. */
  static override isInstance(error: unknown): error is ToolboxValidationError {
    return AiToolboxError.hasMarker(error, marker);
  }
}
