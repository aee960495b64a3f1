import { displayPath } from './file-display-path.js';
import { FileToolboxError } from './file-toolbox-error.js';

const marker = Symbol.for('ai-toolbox.file-directory-not-empty-error');

/** rmdir was asked to remove a folder that still has entries; it never removes recursively. */
export class FileDirectoryNotEmptyError extends FileToolboxError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the symbol
  private readonly [marker] = true;
  declare readonly path: string;

  /** @param path - the folder, relative to the root folder */
  constructor(path: string) {
    super({
      code: 'file-directory-not-empty',
      message: `${displayPath(path)} is not empty; delete what is inside it first.`,
      path,
    });
    this.name = 'FileDirectoryNotEmptyError';
  }

  /** Whether `error` is a {@link FileDirectoryNotEmptyError}, from any copy of the package. */
  static override isInstance(error: unknown): error is FileDirectoryNotEmptyError {
    return FileToolboxError.hasMarker(error, marker);
  }
}
