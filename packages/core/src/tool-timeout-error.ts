import { AiToolboxError } from './ai-toolbox-error.js';

const marker = Symbol.for('ai-toolbox.error.tool-timeout');
const code = 'tool-timeout';

/** A function did not settle within its timeout; its `AbortSignal` was aborted. */
export class ToolTimeoutError extends AiToolboxError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the symbol
  private readonly [marker] = true;
  /** The stable code of this kind of error. */
  static readonly code = code;
  /** The function called, `toolbox.function`. */
  readonly functionName: string;
  /** The timeout that expired, in milliseconds. */
  readonly timeoutMs: number;

  constructor(options: { functionName: string; timeoutMs: number }) {
    super({
      code,
      message: `Function '${options.functionName}' timed out after ${options.timeoutMs} ms and was cancelled`,
    });
    this.name = 'ToolTimeoutError';
    this.functionName = options.functionName;
    this.timeoutMs = options.timeoutMs;
  }

  /** Whether `error` is a {@link ToolTimeoutError}, from any copy of the package. */
  static override isInstance(error: unknown): error is ToolTimeoutError {
    return AiToolboxError.hasMarker(error, marker);
  }
}
