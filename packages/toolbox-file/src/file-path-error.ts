import { displayPath } from './file-display-path.js';
import { FileToolboxError } from './file-toolbox-error.js';

const marker = Symbol.for('ai-toolbox.file-path-error');

/** Why the lexical policy refused a path. */
export type FilePathRejection =
  | 'not-a-string'
  | 'nul'
  | 'control-character'
  | 'malformed-unicode'
  | 'backslash'
  | 'absolute'
  | 'unc'
  | 'drive-letter'
  | 'home'
  | 'parent'
  | 'reserved'
  | 'component-too-long'
  | 'too-long'
  | 'too-deep';

const ADVICE: Readonly<Record<FilePathRejection, string>> = {
  'not-a-string': 'a path must be a string',
  nul: 'it contains a NUL character',
  'control-character': 'it contains a control or invisible formatting character',
  'malformed-unicode': 'it contains a broken Unicode character (a lone surrogate)',
  backslash: "it contains a backslash; separate folders with '/'",
  absolute: "absolute paths are not allowed; give a path relative to the root, like 'docs/a.txt'",
  unc: 'network (UNC) paths are not allowed',
  'drive-letter': 'drive letters are not allowed; give a path relative to the root',
  home: "'~' (home folder) is not allowed; give a path relative to the root",
  parent: "'..' is not allowed; paths cannot leave the root folder",
  reserved: 'names starting with .tbtmp- are reserved for the toolbox',
  'component-too-long': 'a name in it is longer than 255 bytes',
  'too-long': 'it is too long',
  'too-deep': 'it has too many folder levels',
};

/** The lexical policy refused a path before any file system call was made. */
export class FilePathError extends FileToolboxError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the symbol
  private readonly [marker] = true;
  /** Why the path was refused. */
  readonly reason: FilePathRejection;
  /** The text the model gave, cut to 1,000 characters; never resolved against the host. */
  readonly input: string | undefined;

  /**
   * @param input - the path as the model wrote it (shown escaped and shortened)
   * @param reason - why it was refused
   */
  constructor(input: unknown, reason: FilePathRejection) {
    const shown = typeof input === 'string' ? displayPath(input) : 'The path';
    super({
      code: 'file-path-rejected',
      message: `${shown} was refused: ${ADVICE[reason]}.`,
    });
    this.name = 'FilePathError';
    this.reason = reason;
    this.input = typeof input === 'string' ? input.slice(0, 1000) : undefined;
  }

  /** Whether `error` is a {@link FilePathError}, from any copy of the package. */
  static override isInstance(error: unknown): error is FilePathError {
    return FileToolboxError.hasMarker(error, marker);
  }
}
