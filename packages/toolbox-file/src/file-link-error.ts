import { displayPath } from './file-display-path.js';
import { FileToolboxError } from './file-toolbox-error.js';

const marker = Symbol.for('ai-toolbox.file-link-error');

/** The kinds of link the toolbox refuses to go through or touch. */
export type FileLinkKind = 'symlink' | 'hard-link';

/**
 * The path is, or passes through, a symbolic link, or names a file with more than one
 * hard link. Links are never followed: a link could point outside the root folder.
 */
export class FileLinkError extends FileToolboxError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the symbol
  private readonly [marker] = true;
  declare readonly path: string;
  /** Which kind of link was found. */
  readonly linkKind: FileLinkKind;

  /**
   * @param path - the link, relative to the root folder
   * @param linkKind - a symbolic link, or a file with several hard links
   */
  constructor(path: string, linkKind: FileLinkKind) {
    super({
      code: 'file-link-refused',
      message:
        linkKind === 'symlink'
          ? `${displayPath(path)} is a symbolic link; links are not followed. Use the real path inside the folder.`
          : `${displayPath(path)} has more than one hard link and cannot be used.`,
      path,
    });
    this.name = 'FileLinkError';
    this.linkKind = linkKind;
  }

  /** Whether `error` is a {@link FileLinkError}, from any copy of the package. */
  static override isInstance(error: unknown): error is FileLinkError {
    return FileToolboxError.hasMarker(error, marker);
  }
}
