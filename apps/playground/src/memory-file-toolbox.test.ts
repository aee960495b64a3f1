import type { Toolbox } from '@ai-toolbox/core';
import { describe, expect, it } from 'vitest';
import { createMemoryFileToolbox } from './memory-file-toolbox.js';

const context = { signal: new AbortController().signal, truncateLength: 5000 };

function call(toolbox: Toolbox, name: string, args: Record<string, unknown>) {
  const found = toolbox.getFunction(name);
  if (!found) throw new Error(`no ${name}`);
  return found.f(args, 5000, context);
}

describe('createMemoryFileToolbox', () => {
  it('has the file toolbox’s six functions, all in the file domain', () => {
    const toolbox = createMemoryFileToolbox();
    expect(toolbox.getName()).toBe('file');
    expect(Object.keys(toolbox.functions).sort()).toEqual(
      ['deletefile', 'listfiles', 'mkdir', 'readfile', 'rmdir', 'writefile'].sort(),
    );
    for (const name of Object.keys(toolbox.functions)) {
      expect(toolbox.getFunction(name)?.interface.domain).toBe('file');
    }
    expect(toolbox.getFunction('toString')).toBeNull();
    expect(toolbox.getFunction('__proto__')).toBeNull();
  });

  it('writes, lists, reads and deletes files, creating parent folders', () => {
    const toolbox = createMemoryFileToolbox({ files: { 'readme.txt': 'hello' } });
    expect(call(toolbox, 'writefile', { filepath: 'notes/a.txt', content: 'alpha' })).toBe(
      'Wrote 5 bytes to notes/a.txt (new file).',
    );
    expect(call(toolbox, 'writefile', { filepath: 'notes/a.txt', content: 'été' })).toBe(
      'Wrote 5 bytes to notes/a.txt (replaced).',
    );
    expect(call(toolbox, 'listfiles', {})).toBe(
      'Contents of the root folder (2 entries):\nnotes/\nreadme.txt (5 bytes)',
    );
    expect(call(toolbox, 'listfiles', { subdir: 'notes' })).toBe(
      'Contents of "notes" (1 entry):\na.txt (5 bytes)',
    );
    expect(call(toolbox, 'readfile', { filepath: './notes/a.txt' })).toBe('été');
    expect(call(toolbox, 'deletefile', { filepath: 'notes/a.txt' })).toBe('Deleted notes/a.txt.');
    expect(() => call(toolbox, 'readfile', { filepath: 'notes/a.txt' })).toThrow(
      'no file "notes/a.txt"',
    );
    expect(call(toolbox, 'rmdir', { dirpath: 'notes' })).toBe('Removed folder notes.');
  });

  it('keeps every path inside its root', () => {
    const toolbox = createMemoryFileToolbox({ files: { 'a.txt': 'a' } });
    expect(() => call(toolbox, 'readfile', { filepath: '../a.txt' })).toThrow('".."');
    expect(() => call(toolbox, 'writefile', { filepath: 'x/../a.txt', content: '' })).toThrow(
      '".."',
    );
    expect(() => call(toolbox, 'readfile', { filepath: 'a.txt\0' })).toThrow('NUL');
    expect(() => call(toolbox, 'readfile', { filepath: '/a.txt' })).toThrow('absolute');
    expect(() => call(toolbox, 'readfile', { filepath: 'C:\\a.txt' })).toThrow('absolute');
    expect(call(toolbox, 'readfile', { filepath: 'a.txt' })).toBe('a');
    expect(() => call(toolbox, 'rmdir', { dirpath: '.' })).toThrow('root cannot be removed');
  });

  it('refuses to remove a folder that is not empty and bounds sizes', () => {
    const toolbox = createMemoryFileToolbox({ maxFileSize: 10, maxEntries: 4 });
    call(toolbox, 'writefile', { filepath: 'd/e.txt', content: 'x' });
    expect(() => call(toolbox, 'rmdir', { dirpath: 'd' })).toThrow('not empty');
    expect(() => call(toolbox, 'writefile', { filepath: 'big', content: 'x'.repeat(11) })).toThrow(
      'larger than 10',
    );
    call(toolbox, 'writefile', { filepath: 'f', content: '' });
    expect(() => call(toolbox, 'writefile', { filepath: 'g', content: '' })).toThrow('full');
  });
});
