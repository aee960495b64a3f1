import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AiToolboxError, createToolManager, getFunctionPath } from '@ai-toolbox/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandboxFixture, type SandboxFixture } from './__fixtures__/sandbox-fixture.js';
import { createFileToolbox } from './create-file-toolbox.js';
import { FileLinkError } from './file-link-error.js';
import { FilePathError } from './file-path-error.js';
import { fileToolbox, setRootFolder } from './file-toolbox-setup.js';

let fixture: SandboxFixture;
beforeEach(() => {
  fixture = createSandboxFixture();
});
afterEach(() => fixture.remove());

describe('the file toolbox in a tool manager', () => {
  it('registers, and is called by path with the reference’s `{ value }` arguments', async () => {
    const manager = createToolManager({ controlFunctions: false });
    manager.register(createFileToolbox({ root: fixture.root }));
    manager.setRootToolBox('file');
    expect(manager.getFunctions('file')).toEqual([
      'file.readfile',
      'file.writefile',
      'file.deletefile',
      'file.listfiles',
      'file.mkdir',
      'file.rmdir',
    ]);
    expect(await manager.call('readfile', { filepath: { value: 'docs/readme.txt' } })).toBe(
      'read me\n',
    );
    expect(
      await manager.call('file.writefile', {
        filepath: { value: 'output/results.txt' },
        content: { value: 'Processing complete!' },
      }),
    ).toBe('Wrote 20 bytes to output/results.txt (new file).');
    expect(readFileSync(join(fixture.root, 'output', 'results.txt'), 'utf8')).toBe(
      'Processing complete!',
    );
    expect(await manager.call('listfiles', { subdir: { value: 'output' } })).toBe(
      'Contents of "output" (1 entry):\nresults.txt (20 bytes)',
    );
    expect(await manager.call('file.mkdir', { dirpath: 'a/b' })).toBe('Created folder a/b.');
    expect(await manager.call('file.rmdir', { dirpath: 'a/b' })).toBe('Removed folder a/b.');
    expect(await manager.call('file.deletefile', { filepath: 'output/results.txt' })).toBe(
      'Deleted output/results.txt.',
    );
  });

  it('shows every function’s interface, with described params', () => {
    const manager = createToolManager({ controlFunctions: false });
    manager.register(createFileToolbox({ root: fixture.root }));
    const interfaces = manager.getInterfaces();
    expect(interfaces.map(getFunctionPath)).toEqual([
      'file.readfile',
      'file.writefile',
      'file.deletefile',
      'file.listfiles',
      'file.mkdir',
      'file.rmdir',
    ]);
    expect(interfaces.find((item) => item.name === 'writefile')?.params?.content?.type).toBe(
      'string',
    );
  });

  it('turns an escape attempt into a typed error that keeps the toolbox’s error as cause', async () => {
    const manager = createToolManager({ controlFunctions: false });
    manager.register(createFileToolbox({ root: fixture.root }));
    const before = fixture.snapshotOutside();
    const failure = await manager
      .call('file.readfile', { filepath: { value: '../outside/secret.txt' } })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(AiToolboxError.isInstance(failure)).toBe(true);
    const cause = (failure as Error).cause;
    expect(FilePathError.isInstance(cause) && cause.reason === 'parent').toBe(true);
    expect(String((failure as Error).message)).not.toContain(fixture.secrets[0]);
    expect(fixture.snapshotOutside()).toBe(before);
  });

  it('gives one error record per refused native call, naming no host path', async () => {
    const { symlinkSync } = await import('node:fs');
    symlinkSync(fixture.outside, join(fixture.root, 'ld'));
    const manager = createToolManager({ controlFunctions: false });
    manager.register(createFileToolbox({ root: fixture.root }));
    const before = fixture.snapshotOutside();
    const records = await manager.executeFunctionCalls([
      { name: 'file.readfile', params: { filepath: 'ld/secret.txt' } },
      { name: 'file.writefile', params: { filepath: 'ld/new.txt', content: 'x' } },
      { name: 'file.readfile', params: { filepath: 'sub/b.txt' } },
    ]);
    expect(records.map((record) => record.ok)).toEqual([false, false, true]);
    expect(FileLinkError.isInstance(records[0]?.error?.cause)).toBe(true);
    expect(records[2]?.result).toBe('bee\n');
    for (const record of records) {
      expect(record.result).not.toContain(fixture.base);
      for (const secret of fixture.secrets) expect(record.result).not.toContain(secret);
    }
    expect(fixture.snapshotOutside()).toBe(before);
  });

  it('runs the reference’s ready-made `fileToolbox` once its root is set', async () => {
    await setRootFolder(fixture.root);
    const manager = createToolManager({
      toolboxes: [fileToolbox],
      rootToolbox: 'file',
      controlFunctions: false,
    });
    expect(await manager.call('readfile', { filepath: { value: 'sub/b.txt' } })).toBe('bee\n');
  });
});
