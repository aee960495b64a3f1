const marker = Symbol.for('ai-toolbox.error');

/** Whether `error` carries `symbol` set to `true`: how errors are recognised across copies. */
function carriesMarker(error: unknown, symbol: symbol): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    symbol in error &&
    (error as Record<symbol, unknown>)[symbol] === true
  );
}

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
    return carriesMarker(error, marker);
  }

  /**
   * Whether `error` carries `symbol`; subclasses use it for their own `isInstance`, called as
   * `AiToolboxError.hasMarker`. A class that names itself inside its own body (`MyError.code`,
   * `MyError.hasMarker`) is renamed by the bundler, and then prints as `_MyError` from the built
   * package; so subclasses keep their code in a module constant and call this through the base.
   */
  protected static hasMarker(error: unknown, symbol: symbol): boolean {
    return carriesMarker(error, symbol);
  }
}
