import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandboxFixture, type SandboxFixture } from './__fixtures__/sandbox-fixture.js';
import { createFileToolbox } from './create-file-toolbox.js';

let fixture: SandboxFixture | undefined;
afterEach(() => fixture?.remove());

// Each writer's content is its own letter repeated, so a mix of two writes shows at once.
const SIZE = 64 * 1024;
const contentOf = (writer: number): string =>
  String.fromCharCode(65 + (writer % 26)).repeat(SIZE - 1) + String(writer % 10);

describe('200 parallel writes and reads', () => {
  it('leave every file whole: its old content or one complete new content', async () => {
    fixture = createSandboxFixture();
    const { root } = fixture;
    const files = ['shared.txt', 'a/one.txt', 'a/two.txt', 'b/three.txt'];
    const initial = 'initial'.repeat(1000);
    mkdirSync(join(root, 'a'));
    mkdirSync(join(root, 'b'));
    for (const file of files) writeFileSync(join(root, file), initial);
    const toolbox = createFileToolbox({ root, maxReadBytes: SIZE, maxWriteBytes: SIZE });
    const context = { signal: new AbortController().signal, truncateLength: 5000 };
    const readfile = toolbox.getFunction('readfile');
    const writefile = toolbox.getFunction('writefile');
    const allowed = new Map<string, Set<string>>(files.map((file) => [file, new Set([initial])]));

    const operations: Array<Promise<{ file: string; read?: string }>> = [];
    for (let index = 0; index < 200; index++) {
      // Half the operations hit the one shared file, the rest spread over the others.
      const file = index % 2 === 0 ? 'shared.txt' : (files[1 + (index % 3)] as string);
      if (index % 4 < 2) {
        const content = contentOf(index);
        allowed.get(file)?.add(content);
        operations.push(
          Promise.resolve(writefile?.f({ filepath: file, content }, 5000, context)).then(() => ({
            file,
          })),
        );
      } else {
        operations.push(
          Promise.resolve(readfile?.f({ filepath: file }, 5000, context)).then((read) => ({
            file,
            read: String(read),
          })),
        );
      }
    }
    const outcomes = await Promise.all(operations);

    let reads = 0;
    for (const { file, read } of outcomes) {
      if (read === undefined) continue;
      reads++;
      expect(allowed.get(file)?.has(read)).toBe(true);
    }
    expect(reads).toBe(100);
    for (const file of files) {
      const final = readFileSync(join(root, file), 'utf8');
      expect(allowed.get(file)?.has(final)).toBe(true);
      expect(final).not.toBe(initial);
    }
    // No temporary file is left behind.
    for (const folder of [root, join(root, 'a'), join(root, 'b')]) {
      expect(readdirSync(folder).filter((name) => name.startsWith('.tbtmp-'))).toEqual([]);
    }
  });
});
