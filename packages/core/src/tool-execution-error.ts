import { AiToolboxError } from './ai-toolbox-error.js';
import { describeThrown } from './describe-value.js';

const marker = Symbol.for('ai-toolbox.error.tool-execution');
const code = 'tool-execution';

/**
 * A function threw or rejected. `cause` is exactly what it threw, even `null` or a string.
 */
export class ToolExecutionError extends AiToolboxError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the symbol
  private readonly [marker] = true;
  /** The stable code of this kind of error. */
  static readonly code = code;
  /** The function called, `toolbox.function`. */
  readonly functionName: string;
  /** Whether the function itself failed or the translator's output filter did. */
  readonly stage: 'function' | 'output-filter';

  constructor(options: {
    functionName: string;
    thrown: unknown;
    stage?: 'function' | 'output-filter';
  }) {
    const stage = options.stage ?? 'function';
    const what =
      stage === 'function'
        ? `Function '${options.functionName}' failed`
        : `The output filter failed on the result of '${options.functionName}'`;
    super({
      code,
      message: `${what}: ${describeThrown(options.thrown)}`,
      cause: options.thrown,
    });
    this.name = 'ToolExecutionError';
    this.functionName = options.functionName;
    this.stage = stage;
    // `cause: null` or `cause: undefined` is still what was thrown: keep it visible.
    if (!('cause' in this)) Object.defineProperty(this, 'cause', { value: options.thrown });
  }

  /** Whether `error` is a {@link ToolExecutionError}, from any copy of the package. */
  static override isInstance(error: unknown): error is ToolExecutionError {
    return AiToolboxError.hasMarker(error, marker);
  }
}
