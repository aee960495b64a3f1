import { displayPath } from './file-display-path.js';
import { FileToolboxError } from './file-toolbox-error.js';

const marker = Symbol.for('ai-toolbox.file-system-error');

/**
 * The operating system refused an operation for a reason the toolbox has no closer kind for
 * (a full disk, a busy folder, the root folder replaced since the toolbox was made, ...).
 * Only the error number is kept: the system's message would name host paths.
 */
export class FileSystemError extends FileToolboxError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the symbol
  private readonly [marker] = true;
  /**
   * The system error number's name (`ENOSPC`, `EBUSY`, ...), or `ROOT_CHANGED` (the root
   * folder is no longer the one taken at setup), or `ECHANGED` (the entry was swapped while
   * it was being opened).
   */
  readonly systemCode: string;

  /**
   * @param path - the path concerned, relative to the root folder
   * @param systemCode - the system error number's name
   */
  constructor(path: string | undefined, systemCode: string) {
    super({
      code: 'file-system-error',
      message:
        systemCode === 'ROOT_CHANGED'
          ? 'The root folder was removed or replaced since the toolbox was set up; nothing was done.'
          : systemCode === 'ECHANGED'
            ? `${displayPath(path ?? '.')} changed while it was being used; nothing was done. Try again.`
            : `The operation on ${displayPath(path ?? '.')} failed (${systemCode}).`,
      path,
    });
    this.name = 'FileSystemError';
    this.systemCode = systemCode;
  }

  /** Whether `error` is a {@link FileSystemError}, from any copy of the package. */
  static override isInstance(error: unknown): error is FileSystemError {
    return FileToolboxError.hasMarker(error, marker);
  }
}
