import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandboxFixture, type SandboxFixture } from './__fixtures__/sandbox-fixture.js';
import { FileToolboxConfigError } from './file-toolbox-config-error.js';
import {
  fileToolbox,
  getFileToolboxRoot,
  initialize,
  setRootFolder,
} from './file-toolbox-setup.js';

let fixture: SandboxFixture;
beforeEach(() => {
  fixture = createSandboxFixture();
});
afterEach(() => fixture.remove());

const call = (name: string, args: Record<string, unknown>) =>
  fileToolbox
    .getFunction(name)
    ?.f(args, 5000, { signal: new AbortController().signal, truncateLength: 5000 });

describe('the reference setup', () => {
  it('offers all six functions in domain `file` before any root is set', () => {
    expect(fileToolbox.getName()).toBe('file');
    expect(Object.keys(fileToolbox.functions)).toEqual([
      'readfile',
      'writefile',
      'deletefile',
      'listfiles',
      'mkdir',
      'rmdir',
    ]);
    expect(fileToolbox.getFunction('mkdir')?.interface.domain).toBe('file');
    expect(fileToolbox.getFunction('missing')).toBeNull();
  });

  it('setRootFolder points the toolbox at a folder, with the reference wrapper arguments', async () => {
    await setRootFolder(fixture.root, { maxReadBytes: 100 });
    expect(getFileToolboxRoot()).toBe(fixture.root);
    expect(await call('readfile', { filepath: { value: 'docs/readme.txt' } })).toBe('read me\n');
    expect(fileToolbox.getFunction('readfile')?.interface.description).toContain('100 bytes');
    expect(
      await call('writefile', {
        filepath: { value: 'output/results.txt' },
        content: { value: 'Processing complete!' },
      }),
    ).toBe('Wrote 20 bytes to output/results.txt (new file).');
    expect(await call('listfiles', { subdir: { value: 'output' } })).toContain(
      'results.txt (20 bytes)',
    );
  });

  it('initialize reads the root from `.filetb`, relative to its folder, skipping blanks and comments', async () => {
    writeFileSync(join(fixture.base, '.filetb'), '\n# the sandbox\n  root  \n');
    await initialize({ cwd: fixture.base });
    expect(getFileToolboxRoot()).toBe(fixture.root);
    expect(await call('readfile', { filepath: 'sub/b.txt' })).toBe('bee\n');
  });

  it('initialize takes an absolute path from `.filetb`', async () => {
    writeFileSync(join(fixture.base, '.filetb'), `${fixture.sibling}\n`);
    await initialize({ cwd: fixture.base });
    expect(getFileToolboxRoot()).toBe(fixture.sibling);
  });

  it('initialize fails clearly without `.filetb`, with an empty one, or with a missing folder', async () => {
    await expect(initialize({ cwd: fixture.root })).rejects.toThrow(/\.filetb/);
    writeFileSync(join(fixture.base, '.filetb'), '\n# nothing\n');
    await expect(initialize({ cwd: fixture.base })).rejects.toThrow(/names no folder/);
    writeFileSync(join(fixture.base, '.filetb'), 'missing-folder');
    await expect(initialize({ cwd: fixture.base })).rejects.toSatisfy(
      FileToolboxConfigError.isInstance,
    );
  });
});
