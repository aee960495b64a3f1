import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { functionInterfaceSchema, InvalidSettingsError } from '@ai-toolbox/core';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandboxFixture, type SandboxFixture } from './__fixtures__/sandbox-fixture.js';
import { createFileToolbox, type FileToolbox } from './create-file-toolbox.js';
import { FileArgumentError } from './file-argument-error.js';
import { FileDirectoryNotEmptyError } from './file-directory-not-empty-error.js';
import { FILE_FUNCTION_NAMES } from './file-function-interfaces.js';
import { FileNotFoundError } from './file-not-found-error.js';
import { FileNotTextError } from './file-not-text-error.js';
import { FileSystemError } from './file-system-error.js';
import { FileTooLargeError } from './file-too-large-error.js';
import { FileToolboxConfigError } from './file-toolbox-config-error.js';
import { FileWrongTypeError } from './file-wrong-type-error.js';

let fixture: SandboxFixture;
let toolbox: FileToolbox;

beforeEach(() => {
  fixture = createSandboxFixture();
  toolbox = createFileToolbox({ root: fixture.root, maxReadBytes: 1000, maxWriteBytes: 1000 });
});
afterEach(() => fixture.remove());

async function call(name: string, args: Record<string, unknown>, box: FileToolbox = toolbox) {
  const found = box.getFunction(name);
  if (!found) throw new Error(`no function ${name}`);
  return found.f(args, 5000, { signal: new AbortController().signal, truncateLength: 5000 });
}

const inRoot = (...names: string[]) => join(fixture.root, ...names);

describe('createFileToolbox', () => {
  it('offers the six functions in domain `file`, with interfaces core accepts', () => {
    expect(toolbox.getName()).toBe('file');
    expect(Object.keys(toolbox.functions)).toEqual([...FILE_FUNCTION_NAMES]);
    for (const name of FILE_FUNCTION_NAMES) {
      const found = toolbox.getFunction(name);
      expect(found?.interface.domain).toBe('file');
      expect(found?.interface.name).toBe(name);
      expect(v.safeParse(functionInterfaceSchema, found?.interface).success).toBe(true);
      for (const param of Object.values(found?.interface.params ?? {})) {
        expect(param.description.length).toBeGreaterThan(10);
      }
    }
    expect(toolbox.getFunction('readfile')?.interface.params?.filepath?.isRequired).toBe(true);
    expect(toolbox.getFunction('listfiles')?.interface.params?.subdir?.isRequired).toBe(false);
    expect(toolbox.getFunction('readfile')?.interface.description).toContain('1000 bytes');
    expect(toolbox.getFunction('nope')).toBeNull();
    expect(toolbox.getFunction('toString')).toBeNull();
  });

  it('marks the reading functions read-only and the others destructive or not, all closed-world', () => {
    const hints = (name: string) => toolbox.getFunction(name)?.interface.annotations;
    expect(hints('readfile')).toMatchObject({ readOnlyHint: true, openWorldHint: false });
    expect(hints('listfiles')).toMatchObject({ readOnlyHint: true, openWorldHint: false });
    for (const name of ['writefile', 'deletefile', 'rmdir']) {
      expect(hints(name)).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    }
    expect(hints('mkdir')).toMatchObject({ readOnlyHint: false, destructiveHint: false });
    for (const name of FILE_FUNCTION_NAMES) expect(hints(name)?.openWorldHint).toBe(false);
    const readOnly = createFileToolbox({ root: fixture.root, readOnly: true });
    expect(readOnly.getFunction('readfile')?.interface.annotations?.readOnlyHint).toBe(true);
  });

  it('takes the real path of the root once and pins by descriptor on Linux', () => {
    expect(toolbox.root).toBe(fixture.root);
    expect(toolbox.pinning).toBe('descriptor');
    expect(createFileToolbox({ root: fixture.root, pinning: 'path' }).pinning).toBe('path');
  });

  it('reads a nested file, also through `./sub//b.txt` and the reference wrapper', async () => {
    expect(await call('readfile', { filepath: 'docs/readme.txt' })).toBe('read me\n');
    expect(await call('readfile', { filepath: './sub//b.txt' })).toBe('bee\n');
    expect(await call('readfile', { filepath: { value: 'sub/b.txt' } })).toBe('bee\n');
  });

  it('writes a new file, creating missing folders, and overwrites it keeping its mode', async () => {
    expect(await call('writefile', { filepath: 'out/deep/r.txt', content: 'one' })).toBe(
      'Wrote 3 bytes to out/deep/r.txt (new file).',
    );
    expect(readFileSync(inRoot('out', 'deep', 'r.txt'), 'utf8')).toBe('one');
    writeFileSync(inRoot('docs', 'readme.txt'), 'x', { mode: 0o640 });
    const { chmodSync } = await import('node:fs');
    chmodSync(inRoot('docs', 'readme.txt'), 0o640);
    expect(
      await call('writefile', {
        filepath: { value: 'docs/readme.txt' },
        content: { value: 'två' },
      }),
    ).toBe('Wrote 4 bytes to docs/readme.txt (replaced).');
    expect(readFileSync(inRoot('docs', 'readme.txt'), 'utf8')).toBe('två');
    expect(statSync(inRoot('docs', 'readme.txt')).mode & 0o777).toBe(0o640);
    expect(readdirSync(inRoot('docs'))).toEqual(['readme.txt']);
  });

  it('writes exactly the byte limit and refuses one byte more, leaving no trace', async () => {
    await call('writefile', { filepath: 'full.txt', content: 'é'.repeat(500) });
    expect(statSync(inRoot('full.txt')).size).toBe(1000);
    await expect(
      call('writefile', { filepath: 'over.txt', content: `${'é'.repeat(500)}x` }),
    ).rejects.toSatisfy(
      (error) =>
        FileTooLargeError.isInstance(error) && error.operation === 'write' && error.limit === 1000,
    );
    expect(existsSync(inRoot('over.txt'))).toBe(false);
  });

  it('refuses to read a file over the read limit and a file that is not UTF-8', async () => {
    writeFileSync(inRoot('big.txt'), 'x'.repeat(1001));
    await expect(call('readfile', { filepath: 'big.txt' })).rejects.toSatisfy(
      FileTooLargeError.isInstance,
    );
    writeFileSync(inRoot('bin.dat'), Buffer.from([0xff, 0xfe, 0x00, 0xc3]));
    await expect(call('readfile', { filepath: 'bin.dat' })).rejects.toSatisfy(
      FileNotTextError.isInstance,
    );
  });

  it('lists folders first-class: sorted, folders with `/`, sizes, quoted odd names, no temporaries', async () => {
    writeFileSync(inRoot('sub', 'a\tb'), 'x');
    writeFileSync(inRoot('sub', '.tbtmp-leftover'), 'half');
    expect(await call('listfiles', {})).toBe(
      'Contents of the root folder (3 entries):\ndocs/\nempty/\nsub/',
    );
    expect(await call('listfiles', { subdir: 'sub' })).toBe(
      'Contents of "sub" (2 entries):\n"a\\tb" (1 byte)\nb.txt (4 bytes)',
    );
    expect(await call('listfiles', { subdir: null })).toContain('docs/');
    expect(await call('listfiles', { subdir: { value: 'empty' } })).toBe(
      'Contents of "empty" (0 entries):',
    );
  });

  it('shows links and special files as such, never their targets', async () => {
    const { symlinkSync } = await import('node:fs');
    const { spawnSync } = await import('node:child_process');
    symlinkSync(fixture.outside, inRoot('empty', 'out'));
    expect(spawnSync('mkfifo', [inRoot('empty', 'pipe')]).status).toBe(0);
    const text = String(await call('listfiles', { subdir: 'empty' }));
    expect(text).toBe(
      'Contents of "empty" (2 entries):\nout (symlink, not accessible)\npipe (fifo, not accessible)',
    );
    expect(text).not.toContain(fixture.base);
  });

  it('cuts a listing at maxListEntries and says so', async () => {
    const small = createFileToolbox({ root: fixture.root, maxListEntries: 2 });
    for (let index = 0; index < 5; index++) writeFileSync(inRoot('empty', `f${index}`), '');
    const text = String(await call('listfiles', { subdir: 'empty' }, small));
    expect(text.split('\n')).toHaveLength(4);
    expect(text).toContain('more entries not shown');
  });

  it('makes nested folders, says when one exists, and refuses a file in the way', async () => {
    expect(await call('mkdir', { dirpath: 'a/b/c' })).toBe('Created folder a/b/c.');
    expect(statSync(inRoot('a', 'b', 'c')).isDirectory()).toBe(true);
    expect(await call('mkdir', { dirpath: 'a/b' })).toBe('Folder a/b already exists.');
    expect(await call('mkdir', { dirpath: '.' })).toBe('Folder . already exists.');
    await expect(call('mkdir', { dirpath: 'docs/readme.txt/x' })).rejects.toSatisfy(
      (error) =>
        FileWrongTypeError.isInstance(error) &&
        error.path === 'docs/readme.txt' &&
        error.actual === 'file',
    );
  });

  it('deletes a file, and refuses a folder or a missing file', async () => {
    expect(await call('deletefile', { filepath: 'sub/b.txt' })).toBe('Deleted sub/b.txt.');
    expect(existsSync(inRoot('sub', 'b.txt'))).toBe(false);
    await expect(call('deletefile', { filepath: 'sub/b.txt' })).rejects.toSatisfy(
      FileNotFoundError.isInstance,
    );
    await expect(call('deletefile', { filepath: 'docs' })).rejects.toSatisfy(
      FileWrongTypeError.isInstance,
    );
  });

  it('removes an empty folder only, never recursively', async () => {
    expect(await call('rmdir', { dirpath: 'empty' })).toBe('Removed folder empty.');
    expect(existsSync(inRoot('empty'))).toBe(false);
    await expect(call('rmdir', { dirpath: 'docs' })).rejects.toSatisfy(
      (error) => FileDirectoryNotEmptyError.isInstance(error) && error.path === 'docs',
    );
    expect(readFileSync(inRoot('docs', 'readme.txt'), 'utf8')).toBe('read me\n');
    await expect(call('rmdir', { dirpath: 'docs/readme.txt' })).rejects.toSatisfy(
      FileWrongTypeError.isInstance,
    );
  });

  it('names missing and unknown arguments in its errors', async () => {
    await expect(call('writefile', { filepath: 'a.txt' })).rejects.toSatisfy(
      (error) => FileArgumentError.isInstance(error) && error.field === 'content',
    );
    await expect(call('readfile', { filepath: 'a', mode: 'x' })).rejects.toSatisfy(
      (error) => FileArgumentError.isInstance(error) && error.field === 'mode',
    );
    await expect(call('writefile', { filepath: 'a', content: 5 })).rejects.toThrow(
      '"content" must be a string',
    );
  });

  it('offers only readfile and listfiles when read-only', async () => {
    const readOnly = createFileToolbox({ root: fixture.root, readOnly: true });
    expect(Object.keys(readOnly.functions)).toEqual(['readfile', 'listfiles']);
    expect(readOnly.getFunction('writefile')).toBeNull();
    expect(readOnly.getFunction('rmdir')).toBeNull();
    expect(await call('readfile', { filepath: 'sub/b.txt' }, readOnly)).toBe('bee\n');
  });

  it('can take another name as its domain', () => {
    const docs = createFileToolbox({ root: fixture.root, name: 'docs' });
    expect(docs.getName()).toBe('docs');
    expect(docs.getFunction('readfile')?.interface.domain).toBe('docs');
  });

  it('refuses bad options, a missing root and a root that is a file', () => {
    expect(() => createFileToolbox({ root: fixture.root, maxReadBytes: -1 })).toThrow(
      InvalidSettingsError,
    );
    expect(() => createFileToolbox({ root: fixture.root, unknown: 1 } as never)).toThrow(/unknown/);
    expect(() => createFileToolbox({ root: join(fixture.base, 'missing') })).toThrow(
      FileToolboxConfigError,
    );
    expect(() => createFileToolbox({ root: join(fixture.base, 'missing') })).toThrow(
      /does not exist/,
    );
    expect(() => createFileToolbox({ root: inRoot('docs', 'readme.txt') })).toThrow(/not a folder/);
  });

  it('stops working when the root folder is replaced after setup', async () => {
    const { renameSync, mkdirSync } = await import('node:fs');
    renameSync(fixture.root, `${fixture.root}-moved`);
    mkdirSync(fixture.root);
    await expect(call('listfiles', {})).rejects.toSatisfy(
      (error) => FileSystemError.isInstance(error) && error.systemCode === 'ROOT_CHANGED',
    );
  });

  it('does not start an operation whose signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const found = toolbox.getFunction('writefile');
    await expect(
      found?.f({ filepath: 'x.txt', content: 'x' }, 5000, {
        signal: controller.signal,
        truncateLength: 5000,
      }),
    ).rejects.toThrow();
    expect(existsSync(inRoot('x.txt'))).toBe(false);
  });

  it('works when called the reference way, without a context', async () => {
    expect(
      await toolbox.getFunction('readfile')?.f({ filepath: 'sub/b.txt' }, 5000, undefined as never),
    ).toBe('bee\n');
  });
});
