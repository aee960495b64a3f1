import { FileToolboxError } from './file-toolbox-error.js';

const marker = Symbol.for('ai-toolbox.file-toolbox-config-error');

/**
 * The application set the toolbox up wrongly (a root that is not a folder, a missing
 * `.filetb`), or a function was called before the root folder was set. Options that do not
 * fit their schema throw core's `InvalidSettingsError` instead, as in every package. Thrown to the
 * application, which knows its host paths, so the message may name them.
 */
export class FileToolboxConfigError extends FileToolboxError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the symbol
  private readonly [marker] = true;

  /** @param message - what is wrong with the setup */
  constructor(message: string) {
    super({ code: 'file-toolbox-config', message });
    this.name = 'FileToolboxConfigError';
  }

  /** Whether `error` is a {@link FileToolboxConfigError}, from any copy of the package. */
  static override isInstance(error: unknown): error is FileToolboxConfigError {
    return FileToolboxError.hasMarker(error, marker);
  }
}
