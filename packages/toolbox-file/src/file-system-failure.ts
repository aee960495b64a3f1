import { FileNotFoundError } from './file-not-found-error.js';
import { FilePathError } from './file-path-error.js';
import { FileSystemError } from './file-system-error.js';
import { FileToolboxError } from './file-toolbox-error.js';

/** The error number's name of a Node system error, if `error` is one. */
export function systemCodeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !Object.hasOwn(error, 'code')) {
    return undefined;
  }
  const code = (error as { code: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Turns whatever an operation on `path` threw into a file toolbox error that names only the
 * root-relative path: the system's own message (which names the host path) is dropped.
 * Anything that is not a system error is thrown again unchanged.
 */
export function toFileToolboxError(error: unknown, path: string): FileToolboxError {
  if (FileToolboxError.isInstance(error)) return error;
  const code = systemCodeOf(error);
  switch (code) {
    case 'ENOENT':
      return new FileNotFoundError(path);
    case 'ENAMETOOLONG':
      return new FilePathError(path, 'too-long');
    case undefined:
      // Not a system error: a fault of the toolbox itself, which must not be disguised.
      throw error;
    default:
      return new FileSystemError(path, code);
  }
}
