import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxFixture, type SandboxFixture } from './__fixtures__/sandbox-fixture.js';
import { createFileToolbox, type FileToolbox } from './create-file-toolbox.js';
import { FILE_FUNCTION_NAMES } from './file-function-interfaces.js';
import { FileToolboxError } from './file-toolbox-error.js';

let fixture: SandboxFixture;
let toolbox: FileToolbox;
let before: string;

// Pieces that mean something to a path resolver, a decoder or a shell, and names that exist.
const PIECES = [
  '..',
  '.',
  '',
  '/',
  '\\',
  '~',
  'C:',
  '%2e%2e',
  '\u0000',
  '\n',
  '\uff0e\uff0e',
  'é',
  'e\u0301',
  'docs',
  'sub',
  'empty',
  'readme.txt',
  'b.txt',
  'secret.txt',
  'outside',
  'root2',
  'dir',
  'ld',
  'lf',
  'hl',
  'loop',
  'dangle',
  'pipe',
  'x',
  'new.txt',
];

beforeAll(() => {
  fixture = createSandboxFixture();
  const { root, outside } = fixture;
  symlinkSync(outside, join(root, 'ld'));
  symlinkSync('../outside/secret.txt', join(root, 'lf'));
  symlinkSync('loop', join(root, 'loop'));
  symlinkSync(join(outside, 'created.txt'), join(root, 'dangle'));
  mkdirSync(join(root, 'sub', 'deeper'));
  symlinkSync('../../outside/dir', join(root, 'sub', 'ld'));
  writeFileSync(join(root, 'x'), 'x');
  before = fixture.snapshotOutside();
  toolbox = createFileToolbox({ root, maxWriteBytes: 64 });
});
afterAll(() => fixture.remove());

describe('random calls with hostile paths on a real tree with links to outside', () => {
  it('never change the outside, never return a secret or a host path, never throw anything else', async () => {
    const path = fc.oneof(
      fc.array(fc.constantFrom(...PIECES), { maxLength: 6 }).map((pieces) => pieces.join('/')),
      fc.array(fc.constantFrom(...PIECES), { maxLength: 6 }).map((pieces) => pieces.join('')),
      fc.string({ maxLength: 12 }),
    );
    const call = fc.record({
      name: fc.constantFrom(...FILE_FUNCTION_NAMES),
      path,
      wrapped: fc.boolean(),
      content: fc.string({ maxLength: 80 }),
    });
    await fc.assert(
      fc.asyncProperty(call, async ({ name, path: text, wrapped, content }) => {
        const value = wrapped ? { value: text } : text;
        const args: Record<string, unknown> =
          name === 'listfiles'
            ? { subdir: value }
            : name === 'mkdir' || name === 'rmdir'
              ? { dirpath: value }
              : name === 'writefile'
                ? { filepath: value, content }
                : { filepath: value };
        let shown: string;
        try {
          shown = String(
            await toolbox
              .getFunction(name)
              ?.f(args, 5000, { signal: new AbortController().signal, truncateLength: 5000 }),
          );
        } catch (error) {
          expect(FileToolboxError.isInstance(error)).toBe(true);
          shown = (error as Error).message;
        }
        for (const secret of fixture.secrets) expect(shown).not.toContain(secret);
        expect(shown).not.toContain(fixture.base);
        expect(shown).not.toContain('/proc/self');
      }),
      { numRuns: 600 },
    );
    expect(fixture.snapshotOutside()).toBe(before);
  }, 120_000);
});
