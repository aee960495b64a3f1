import { AiToolboxError } from './ai-toolbox-error.js';

const marker = Symbol.for('ai-toolbox.error.unreadable-call');
const defaultCode = 'unreadable-call';

/**
 * A call was found but cannot run: the translator (or another source of calls) could not read
 * it (cut off, unreadable arguments, unknown name) or the answer held more calls than allowed.
 * Its `code` is the one the translator reported (`'unknown-function'`, `'truncated-call'`,
 * `'unreadable-arguments'`, `'too-many-calls'` or a translator's own), so the application and
 * the model see what the translator found; `'unreadable-call'` when it reported none.
 */
export class UnreadableCallError extends AiToolboxError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the symbol
  private readonly [marker] = true;
  /**
   * The code when the source of the call reported none that is text. There is no single
   * static `code`: the code is the translator's.
   */
  static readonly defaultCode = defaultCode;
  /** The name as found, possibly empty. */
  readonly functionName: string;
  /** The translator's code, the same as `code` (kept from when `code` was always `'unreadable-call'`). */
  readonly parseCode: string;

  constructor(options: { functionName: string; parseCode: string; message: string }) {
    const code = options.parseCode === '' ? defaultCode : options.parseCode;
    super({ code, message: options.message });
    this.name = 'UnreadableCallError';
    this.functionName = options.functionName;
    this.parseCode = code;
  }

  /** Whether `error` is an {@link UnreadableCallError}, from any copy of the package. */
  static override isInstance(error: unknown): error is UnreadableCallError {
    return AiToolboxError.hasMarker(error, marker);
  }
}
