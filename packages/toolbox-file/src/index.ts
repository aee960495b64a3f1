export { createFileToolbox, type FileToolbox } from './create-file-toolbox.js';
export { FileArgumentError } from './file-argument-error.js';
export { FileDirectoryNotEmptyError } from './file-directory-not-empty-error.js';
export {
  FILE_FUNCTION_NAMES,
  type FileFunctionName,
  fileFunctionInterfaces,
} from './file-function-interfaces.js';
export { FileLinkError, type FileLinkKind } from './file-link-error.js';
export { FileNotFoundError } from './file-not-found-error.js';
export { FileNotTextError } from './file-not-text-error.js';
export { FilePathError, type FilePathRejection } from './file-path-error.js';
export {
  type FilePathLimits,
  type ParsedFilePath,
  parseFilePath,
  TEMPORARY_NAME_PREFIX,
} from './file-path-policy.js';
export { FileRootProtectedError } from './file-root-protected-error.js';
export type { FilePinning } from './file-sandbox.js';
export { FileSystemError } from './file-system-error.js';
export { FileTooLargeError } from './file-too-large-error.js';
export { FileToolboxConfigError } from './file-toolbox-config-error.js';
export { FileToolboxError, type FileToolboxErrorOptions } from './file-toolbox-error.js';
export type { FileToolboxOptions } from './file-toolbox-options.js';
export {
  type FileToolboxInitializeOptions,
  type FileToolboxSetupOptions,
  fileToolbox,
  getFileToolboxRoot,
  initialize,
  setRootFolder,
} from './file-toolbox-setup.js';
export { type FileEntryKind, FileWrongTypeError } from './file-wrong-type-error.js';
