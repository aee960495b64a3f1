import { AiToolboxError } from '@ai-toolbox/core';

const marker = Symbol.for('ai-toolbox.file-toolbox-error');

/** Options of {@link FileToolboxError}. */
export interface FileToolboxErrorOptions {
  /** A stable identifier of the kind of error. */
  readonly code: string;
  /** What went wrong, in a sentence the model can act on. */
  readonly message: string;
  /** The path concerned, relative to the root folder, as the model can see it. */
  readonly path?: string | undefined;
}

/**
 * The base class of every error of the file toolbox. Messages and `path` speak only of
 * paths relative to the root folder, never of host paths, because the model reads them.
 * Errors from the operating system are not kept as `cause` for the same reason: their
 * messages name the host path; the error number is kept as `systemCode` where it matters.
 */
export class FileToolboxError extends AiToolboxError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the symbol
  private readonly [marker] = true;
  /** The path concerned, relative to the root folder (`.` is the root), when there is one. */
  readonly path: string | undefined;

  constructor({ code, message, path }: FileToolboxErrorOptions) {
    super({ code, message });
    this.name = 'FileToolboxError';
    this.path = path;
  }

  /** Whether `error` is a file toolbox error, from any copy of the package. */
  static override isInstance(error: unknown): error is FileToolboxError {
    return AiToolboxError.hasMarker(error, marker);
  }
}
