import { displayPath } from './file-display-path.js';
import { FileToolboxError } from './file-toolbox-error.js';

const marker = Symbol.for('ai-toolbox.file-wrong-type-error');

/** What can sit at a path, as the toolbox names it to the model. */
export type FileEntryKind =
  | 'file'
  | 'folder'
  | 'symlink'
  | 'fifo'
  | 'socket'
  | 'character device'
  | 'block device'
  | 'unknown';

/**
 * The path names something of another kind than the operation needs: a folder where a file
 * is expected, a file where a folder is expected, or a special file (FIFO, device, socket),
 * which is never opened for reading or writing.
 */
export class FileWrongTypeError extends FileToolboxError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the symbol
  private readonly [marker] = true;
  declare readonly path: string;
  /** What the operation needs. */
  readonly expected: 'file' | 'folder';
  /** What is there. */
  readonly actual: FileEntryKind;

  /**
   * @param path - the path, relative to the root folder
   * @param expected - what the operation needs
   * @param actual - what is there
   */
  constructor(path: string, expected: 'file' | 'folder', actual: FileEntryKind) {
    super({
      code: 'file-wrong-type',
      message: `${displayPath(path)} is ${article(actual)} ${actual}, not ${article(expected)} ${expected}.`,
      path,
    });
    this.name = 'FileWrongTypeError';
    this.expected = expected;
    this.actual = actual;
  }

  /** Whether `error` is a {@link FileWrongTypeError}, from any copy of the package. */
  static override isInstance(error: unknown): error is FileWrongTypeError {
    return FileToolboxError.hasMarker(error, marker);
  }
}

function article(kind: FileEntryKind): string {
  return kind === 'unknown' ? 'of an' : 'aeiou'.includes(kind.charAt(0)) ? 'an' : 'a';
}
