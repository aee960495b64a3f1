import { displayPath } from './file-display-path.js';
import { FileToolboxError } from './file-toolbox-error.js';

const marker = Symbol.for('ai-toolbox.file-not-text-error');

/** readfile found bytes that are not valid UTF-8 text. */
export class FileNotTextError extends FileToolboxError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the symbol
  private readonly [marker] = true;
  declare readonly path: string;

  /** @param path - the file, relative to the root folder */
  constructor(path: string) {
    super({
      code: 'file-not-text',
      message: `${displayPath(path)} is not UTF-8 text and cannot be read as text.`,
      path,
    });
    this.name = 'FileNotTextError';
  }

  /** Whether `error` is a {@link FileNotTextError}, from any copy of the package. */
  static override isInstance(error: unknown): error is FileNotTextError {
    return FileToolboxError.hasMarker(error, marker);
  }
}
