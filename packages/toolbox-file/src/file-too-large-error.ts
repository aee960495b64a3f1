import { displayPath } from './file-display-path.js';
import { FileToolboxError } from './file-toolbox-error.js';

const marker = Symbol.for('ai-toolbox.file-too-large-error');

/** A file to read, or content to write, is over the byte limit the application set. */
export class FileTooLargeError extends FileToolboxError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the symbol
  private readonly [marker] = true;
  declare readonly path: string;
  /** Whether reading or writing hit the limit. */
  readonly operation: 'read' | 'write';
  /** The limit in bytes. */
  readonly limit: number;

  /**
   * @param path - the file, relative to the root folder
   * @param operation - reading or writing
   * @param limit - the limit in bytes
   */
  constructor(path: string, operation: 'read' | 'write', limit: number) {
    super({
      code: 'file-too-large',
      message:
        operation === 'read'
          ? `${displayPath(path)} is larger than the ${limit}-byte read limit.`
          : `The content for ${displayPath(path)} is larger than the ${limit}-byte write limit.`,
      path,
    });
    this.name = 'FileTooLargeError';
    this.operation = operation;
    this.limit = limit;
  }

  /** Whether `error` is a {@link FileTooLargeError}, from any copy of the package. */
  static override isInstance(error: unknown): error is FileTooLargeError {
    return FileToolboxError.hasMarker(error, marker);
  }
}
