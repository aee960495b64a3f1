const marker = Symbol.for('ai-toolbox.error');

/** Options every error of the project accepts. */
export interface AiToolboxErrorOptions {
  /** A stable identifier of the kind of error. */
  readonly code: string;
  /** What went wrong, in a sentence. */
  readonly message: string;
  /** The error that caused this one. */
  readonly cause?: unknown;
}

/**
 * The base class of every error the project throws. `isInstance` recognises errors from
 * any copy of the package, where `instanceof` would not.
 */
export class AiToolboxError extends Error {
  // Read through the symbol by isInstance, which works across copies of the package.
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the symbol
  private readonly [marker] = true;
  /** A stable identifier of the kind of error, for programs to branch on. */
  readonly code: string;

  constructor({ code, message, cause }: AiToolboxErrorOptions) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'AiToolboxError';
    this.code = code;
  }

  /** Whether `error` is an error of this project, from any copy of the package. */
  static isInstance(error: unknown): error is AiToolboxError {
    return AiToolboxError.hasMarker(error, marker);
  }

  /** Whether `error` carries `symbol`; subclasses use it for their own `isInstance`. */
  protected static hasMarker(error: unknown, symbol: symbol): boolean {
    return (
      typeof error === 'object' &&
      error !== null &&
      symbol in error &&
      (error as Record<symbol, unknown>)[symbol] === true
    );
  }
}
