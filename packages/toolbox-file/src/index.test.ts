import { describe, expect, it } from 'vitest';
import * as publicApi from './index.js';

describe('the public surface', () => {
  it('exports exactly these names, so it never changes by accident', () => {
    expect(Object.keys(publicApi).sort()).toEqual([
      'FILE_FUNCTION_NAMES',
      'FileArgumentError',
      'FileDirectoryNotEmptyError',
      'FileLinkError',
      'FileNotFoundError',
      'FileNotTextError',
      'FilePathError',
      'FileRootProtectedError',
      'FileSystemError',
      'FileTooLargeError',
      'FileToolboxConfigError',
      'FileToolboxError',
      'FileWrongTypeError',
      'TEMPORARY_NAME_PREFIX',
      'createFileToolbox',
      'fileFunctionInterfaces',
      'fileToolbox',
      'getFileToolboxRoot',
      'initialize',
      'parseFilePath',
      'setRootFolder',
    ]);
  });
});
