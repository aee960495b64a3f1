import { AiToolboxError } from './ai-toolbox-error.js';

const marker = Symbol.for('ai-toolbox.error.unreadable-call');
const code = 'unreadable-call';

/**
 * A call was found in model text but cannot run: the translator could not read it (cut off,
 * unreadable arguments, unknown name) or the answer held more calls than allowed.
 */
export class UnreadableCallError extends AiToolboxError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the symbol
  private readonly [marker] = true;
  /** The stable code of this kind of error. */
  static readonly code = code;
  /** The name as found, possibly empty. */
  readonly functionName: string;
  /** The translator's code (`'truncated-call'`, `'unreadable-arguments'`, `'too-many-calls'`, ...). */
  readonly parseCode: string;

  constructor(options: { functionName: string; parseCode: string; message: string }) {
    super({ code, message: options.message });
    this.name = 'UnreadableCallError';
    this.functionName = options.functionName;
    this.parseCode = options.parseCode;
  }

  /** Whether `error` is an {@link UnreadableCallError}, from any copy of the package. */
  static override isInstance(error: unknown): error is UnreadableCallError {
    return AiToolboxError.hasMarker(error, marker);
  }
}
