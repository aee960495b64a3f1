import { AiToolboxError } from './ai-toolbox-error.js';
import type { ArgumentIssue } from './invalid-arguments-error.js';

const marker = Symbol.for('ai-toolbox.error.invalid-result');
const code = 'invalid-result';

/**
 * A function returned a value its output schema refused. The call is answered with this
 * error, as a failed run is: the model reads that the tool failed, not a result nobody vouched
 * for; the application finds what the schema said in `issues`.
 */
export class InvalidResultError extends AiToolboxError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the symbol
  private readonly [marker] = true;
  /** The stable code of this kind of error. */
  static readonly code = code;
  /** The function called, `toolbox.function`. */
  readonly functionName: string;
  /** What the output schema refused, by path into the result (`result` for all of it). */
  readonly issues: readonly ArgumentIssue[];

  constructor(options: { functionName: string; issues: readonly ArgumentIssue[] }) {
    const listed = options.issues
      .slice(0, 20)
      .map(({ param, message }) => `${param}: ${message}`)
      .join(', ');
    super({
      code,
      message: `Function '${options.functionName}' failed: its result does not fit its output schema (${listed})`,
    });
    this.name = 'InvalidResultError';
    this.functionName = options.functionName;
    this.issues = options.issues;
  }

  /** Whether `error` is an {@link InvalidResultError}, from any copy of the package. */
  static override isInstance(error: unknown): error is InvalidResultError {
    return AiToolboxError.hasMarker(error, marker);
  }
}
