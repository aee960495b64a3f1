import { FileToolboxError } from './file-toolbox-error.js';

const marker = Symbol.for('ai-toolbox.file-argument-error');

/** A call's arguments do not fit the function's interface (missing, wrong type, unknown key). */
export class FileArgumentError extends FileToolboxError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the symbol
  private readonly [marker] = true;
  /** The function called. */
  readonly functionName: string;
  /** The argument concerned, when one is. */
  readonly field: string | undefined;

  /**
   * @param functionName - the function called
   * @param field - the argument concerned
   * @param problem - what is wrong with it, in words for the model
   */
  constructor(functionName: string, field: string | undefined, problem: string) {
    super({ code: 'file-bad-argument', message: `${functionName}: ${problem}` });
    this.name = 'FileArgumentError';
    this.functionName = functionName;
    this.field = field;
  }

  /** Whether `error` is a {@link FileArgumentError}, from any copy of the package. */
  static override isInstance(error: unknown): error is FileArgumentError {
    return FileToolboxError.hasMarker(error, marker);
  }
}
