import { FileToolboxError } from './file-toolbox-error.js';

const marker = Symbol.for('ai-toolbox.file-root-protected-error');

/** The operation would remove the root folder itself, which is never allowed. */
export class FileRootProtectedError extends FileToolboxError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the symbol
  private readonly [marker] = true;

  constructor() {
    super({
      code: 'file-root-protected',
      message: 'The root folder itself cannot be removed.',
      path: '.',
    });
    this.name = 'FileRootProtectedError';
  }

  /** Whether `error` is a {@link FileRootProtectedError}, from any copy of the package. */
  static override isInstance(error: unknown): error is FileRootProtectedError {
    return FileToolboxError.hasMarker(error, marker);
  }
}
