import { spawnSync } from 'node:child_process';
import { chmodSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandboxFixture, type SandboxFixture } from './__fixtures__/sandbox-fixture.js';
import { createFileToolbox } from './create-file-toolbox.js';
import { FileSystemError } from './file-system-error.js';

const SCRIPT = fileURLToPath(
  new URL('./__fixtures__/write-without-privileges.ts', import.meta.url),
);
const TSX = createRequire(import.meta.url).resolve('tsx');
const DROPPED = '-dac_override,-dac_read_search,-fowner';

let fixture: SandboxFixture | undefined;
afterEach(() => {
  if (fixture) spawnSync('chattr', ['-i', join(fixture.root, 'sealed.txt')]);
  fixture?.remove();
});

describe('writefile and the permissions of the file it replaces', () => {
  it('does not replace a file the process may not write, though the rename would be allowed', () => {
    fixture = createSandboxFixture();
    const { root } = fixture;
    writeFileSync(join(root, 'locked.txt'), 'keep me');
    writeFileSync(join(root, 'open.txt'), 'change me');
    chmodSync(join(root, 'locked.txt'), 0o444);
    // Root passes every permission check; without these capabilities the mode bits count, and
    // the process, still the owner of the folders, may read the sources and rename.
    const run = (filepath: string) => {
      const child = spawnSync(
        'setpriv',
        [
          `--inh-caps=${DROPPED}`,
          `--bounding-set=${DROPPED}`,
          '--',
          process.execPath,
          '--import',
          TSX,
          SCRIPT,
          root,
          filepath,
        ],
        { encoding: 'utf8' },
      );
      expect(child.stderr).toBe('');
      return JSON.parse(child.stdout) as { outcome: string; systemCode?: string };
    };
    expect(run('locked.txt')).toEqual({ outcome: 'file-system-error', systemCode: 'EACCES' });
    expect(readFileSync(join(root, 'locked.txt'), 'utf8')).toBe('keep me');
    expect(run('open.txt')).toEqual({ outcome: 'ok' });
    expect(readFileSync(join(root, 'open.txt'), 'utf8')).toBe('replaced');
    expect(readdirSync(root).filter((name) => name.startsWith('.tbtmp-'))).toEqual([]);
  }, 60_000);

  it('does not replace an immutable file, and leaves no temporary file', async () => {
    fixture = createSandboxFixture();
    const sealed = join(fixture.root, 'sealed.txt');
    writeFileSync(sealed, 'sealed');
    const chattr = spawnSync('chattr', ['+i', sealed]);
    expect(chattr.status).toBe(0);
    const toolbox = createFileToolbox({ root: fixture.root });
    await expect(
      toolbox.getFunction('writefile')?.f({ filepath: 'sealed.txt', content: 'x' }, 5000, {
        signal: new AbortController().signal,
        truncateLength: 5000,
      }),
    ).rejects.toSatisfy(
      (error) => FileSystemError.isInstance(error) && error.systemCode === 'EPERM',
    );
    expect(readFileSync(sealed, 'utf8')).toBe('sealed');
    expect(readdirSync(fixture.root).filter((name) => name.startsWith('.tbtmp-'))).toEqual([]);
  });
});
