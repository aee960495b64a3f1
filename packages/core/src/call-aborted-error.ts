import { AiToolboxError } from './ai-toolbox-error.js';

const marker = Symbol.for('ai-toolbox.error.call-aborted');
const code = 'call-aborted';

/** The application aborted the call through its `AbortSignal`. */
export class CallAbortedError extends AiToolboxError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the symbol
  private readonly [marker] = true;
  /** The stable code of this kind of error. */
  static readonly code = code;
  /** The function called, `toolbox.function`. */
  readonly functionName: string;

  constructor(options: { functionName: string; reason?: unknown }) {
    super({
      code,
      message: `The call to '${options.functionName}' was cancelled`,
      cause: options.reason,
    });
    this.name = 'CallAbortedError';
    this.functionName = options.functionName;
  }

  /** Whether `error` is a {@link CallAbortedError}, from any copy of the package. */
  static override isInstance(error: unknown): error is CallAbortedError {
    return AiToolboxError.hasMarker(error, marker);
  }
}
