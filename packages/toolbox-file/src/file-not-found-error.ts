import { displayPath } from './file-display-path.js';
import { FileToolboxError } from './file-toolbox-error.js';

const marker = Symbol.for('ai-toolbox.file-not-found-error');

/** Nothing exists at the path, or a folder on the way to it is missing. */
export class FileNotFoundError extends FileToolboxError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the symbol
  private readonly [marker] = true;
  declare readonly path: string;

  /** @param path - the missing path, relative to the root folder */
  constructor(path: string) {
    super({
      code: 'file-not-found',
      message: `${displayPath(path)} does not exist. Use listfiles to see what is there.`,
      path,
    });
    this.name = 'FileNotFoundError';
  }

  /** Whether `error` is a {@link FileNotFoundError}, from any copy of the package. */
  static override isInstance(error: unknown): error is FileNotFoundError {
    return FileToolboxError.hasMarker(error, marker);
  }
}
