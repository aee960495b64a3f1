import { AiToolboxError } from './ai-toolbox-error.js';

const marker = Symbol.for('ai-toolbox.error.call-denied');
const code = 'call-denied';

/** The application's policy denied the call, or the approver did not approve it. */
export class CallDeniedError extends AiToolboxError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the symbol
  private readonly [marker] = true;
  /** The stable code of this kind of error. */
  static readonly code = code;
  /** The function called, `toolbox.function`. */
  readonly functionName: string;
  /** The fingerprint of the denied call. */
  readonly fingerprint: string;
  /** Why, as the policy or approver said it. */
  readonly reason: string | undefined;

  constructor(options: {
    functionName: string;
    fingerprint: string;
    reason?: string | undefined;
    cause?: unknown;
  }) {
    const why = options.reason === undefined ? '' : `: ${options.reason}`;
    super({
      code,
      message: `The call to '${options.functionName}' was not allowed${why}`,
      cause: options.cause,
    });
    this.name = 'CallDeniedError';
    this.functionName = options.functionName;
    this.fingerprint = options.fingerprint;
    this.reason = options.reason;
  }

  /** Whether `error` is a {@link CallDeniedError}, from any copy of the package. */
  static override isInstance(error: unknown): error is CallDeniedError {
    return AiToolboxError.hasMarker(error, marker);
  }
}
