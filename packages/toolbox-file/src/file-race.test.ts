import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandboxFixture, type SandboxFixture } from './__fixtures__/sandbox-fixture.js';
import { createFileToolbox } from './create-file-toolbox.js';
import { FileSystemError } from './file-system-error.js';
import { FileToolboxError } from './file-toolbox-error.js';

const SWAPPER = fileURLToPath(new URL('./__fixtures__/swap-loop.mjs', import.meta.url));
const OPERATIONS = 2000;
const CONCURRENCY = 8;

let fixture: SandboxFixture | undefined;
afterEach(() => fixture?.remove());

describe('a concurrent process swapping folders and files for links to outside', () => {
  it('never lets 2,000 reads, writes and listings escape the root', async () => {
    fixture = createSandboxFixture();
    const { root, outside, secrets } = fixture;
    writeFileSync(join(root, 'sub', 'secret.txt'), 'inside-sub\n');
    writeFileSync(join(root, 'leaf.txt'), 'inside-leaf\n');
    const before = fixture.snapshotOutside();
    const toolbox = createFileToolbox({ root, pinning: 'descriptor' });
    const run = (name: string, args: Record<string, unknown>) =>
      Promise.resolve(
        toolbox
          .getFunction(name)
          ?.f(args, 5000, { signal: new AbortController().signal, truncateLength: 5000 }),
      );
    const operations: Array<() => Promise<unknown>> = [
      () => run('readfile', { filepath: 'sub/secret.txt' }),
      () => run('readfile', { filepath: 'leaf.txt' }),
      () => run('writefile', { filepath: 'sub/x.txt', content: 'written-by-toolbox' }),
      () => run('writefile', { filepath: 'leaf.txt', content: 'inside-leaf\n' }),
      () => run('listfiles', { subdir: 'sub' }),
      () => run('mkdir', { dirpath: 'sub/made' }),
      () => run('deletefile', { filepath: 'sub/x.txt' }),
    ];

    const child = spawn(process.execPath, [SWAPPER, root, outside], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
    });
    while (!output.includes('ready\n')) await once(child.stdout, 'data');

    let succeeded = 0;
    const refused = new Map<string, number>();
    const escapes: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < OPERATIONS) {
        const index = next++;
        const operation = operations[index % operations.length] as () => Promise<unknown>;
        try {
          const result = String(await operation());
          succeeded++;
          for (const secret of secrets)
            if (result.includes(secret)) escapes.push(`${index}: ${result}`);
          // The outside folder holds `dir/`, the real `sub` never does.
          if (result.includes('dir/')) escapes.push(`${index}: listed outside: ${result}`);
        } catch (error) {
          if (!FileToolboxError.isInstance(error)) throw error;
          const key = FileSystemError.isInstance(error)
            ? `${error.code} ${error.systemCode}`
            : error.code;
          refused.set(key, (refused.get(key) ?? 0) + 1);
          for (const secret of secrets)
            if (error.message.includes(secret)) escapes.push(error.message);
        }
        if (existsSync(join(outside, 'x.txt')) || existsSync(join(outside, 'made'))) {
          escapes.push(`${index}: wrote outside`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    child.stdin.end();
    await once(child, 'exit');
    const swaps =
      (JSON.parse(output.split('\n').filter(Boolean).at(-1) ?? '{}') as { swaps?: number }).swaps ??
      0;

    const refusedText = [...refused].map(([code, count]) => `${code} ${count}`).join(', ');
    console.log(
      `race: ${OPERATIONS} operations, ${succeeded} succeeded, ${OPERATIONS - succeeded} refused (${refusedText}); ${swaps} swaps by the other process; ${escapes.length} escapes`,
    );
    expect(escapes).toEqual([]);
    expect(fixture.snapshotOutside()).toBe(before);
    expect(readFileSync(join(outside, 'secret.txt'), 'utf8')).toBe(`${secrets[0]}\n`);
    expect(swaps).toBeGreaterThan(100);
    expect(succeeded).toBeGreaterThan(0);
    expect(refused.get('file-link-refused') ?? 0).toBeGreaterThan(0);
  }, 120_000);
});
