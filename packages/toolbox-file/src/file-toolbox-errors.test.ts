import { AiToolboxError } from '@ai-toolbox/core';
import { describe, expect, it } from 'vitest';
import { FileArgumentError } from './file-argument-error.js';
import { FileDirectoryNotEmptyError } from './file-directory-not-empty-error.js';
import { FileLinkError } from './file-link-error.js';
import { FileNotFoundError } from './file-not-found-error.js';
import { FileNotTextError } from './file-not-text-error.js';
import { FilePathError } from './file-path-error.js';
import { FileRootProtectedError } from './file-root-protected-error.js';
import { FileSystemError } from './file-system-error.js';
import { FileTooLargeError } from './file-too-large-error.js';
import { FileToolboxConfigError } from './file-toolbox-config-error.js';
import { FileToolboxError } from './file-toolbox-error.js';
import { FileWrongTypeError } from './file-wrong-type-error.js';

const kinds = [
  [
    FileArgumentError,
    new FileArgumentError('readfile', 'filepath', 'missing'),
    'file-bad-argument',
  ],
  [FileDirectoryNotEmptyError, new FileDirectoryNotEmptyError('a'), 'file-directory-not-empty'],
  [FileLinkError, new FileLinkError('a', 'symlink'), 'file-link-refused'],
  [FileNotFoundError, new FileNotFoundError('a'), 'file-not-found'],
  [FileNotTextError, new FileNotTextError('a'), 'file-not-text'],
  [FilePathError, new FilePathError('../a', 'parent'), 'file-path-rejected'],
  [FileRootProtectedError, new FileRootProtectedError(), 'file-root-protected'],
  [FileSystemError, new FileSystemError('a', 'ENOSPC'), 'file-system-error'],
  [FileTooLargeError, new FileTooLargeError('a', 'read', 10), 'file-too-large'],
  [FileToolboxConfigError, new FileToolboxConfigError('bad'), 'file-toolbox-config'],
  [FileWrongTypeError, new FileWrongTypeError('a', 'file', 'fifo'), 'file-wrong-type'],
] as const;

describe('the file toolbox errors', () => {
  it.each(kinds)(
    '%o has a stable code and is a FileToolboxError and an AiToolboxError',
    (kind, error, code) => {
      expect(error.code).toBe(code);
      expect(error.name).toBe(kind.name);
      expect(kind.isInstance(error)).toBe(true);
      expect(FileToolboxError.isInstance(error)).toBe(true);
      expect(AiToolboxError.isInstance(error)).toBe(true);
    },
  );

  it('tells the kinds apart', () => {
    for (const [kind] of kinds) {
      const matches = kinds.filter(([, error]) => kind.isInstance(error));
      expect(matches.map(([other]) => other)).toEqual([kind]);
    }
    expect(FileToolboxError.isInstance(new AiToolboxError({ code: 'x', message: 'x' }))).toBe(
      false,
    );
  });

  it('recognises an error of another copy of the package by its marker', () => {
    const foreign = Object.assign(new Error('x'), {
      [Symbol.for('ai-toolbox.error')]: true,
      [Symbol.for('ai-toolbox.file-toolbox-error')]: true,
      [Symbol.for('ai-toolbox.file-link-error')]: true,
    });
    expect(FileLinkError.isInstance(foreign)).toBe(true);
    expect(FileNotFoundError.isInstance(foreign)).toBe(false);
  });

  it('escapes and shortens the model’s path in messages', () => {
    const error = new FilePathError(`a\u001b[2J${'x'.repeat(500)}`, 'control-character');
    expect(error.message).toContain('\\u001b[2J');
    expect(error.message).not.toContain('\u001b');
    expect(error.message.length).toBeLessThan(300);
    expect(error.path).toBeUndefined();
    expect(error.input?.length).toBe(505);
    expect(new FileWrongTypeError('p', 'file', 'fifo').message).toBe('"p" is a fifo, not a file.');
    expect(new FileWrongTypeError('p', 'folder', 'unknown').message).toBe(
      '"p" is of an unknown, not a folder.',
    );
  });
});
