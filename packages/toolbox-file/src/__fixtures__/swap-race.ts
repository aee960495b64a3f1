import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileToolbox } from '../create-file-toolbox.js';
import { FileSystemError } from '../file-system-error.js';
import { FileToolboxError } from '../file-toolbox-error.js';
import type { SandboxFixture } from './sandbox-fixture.js';

const SWAPPER = fileURLToPath(new URL('./swap-loop.mjs', import.meta.url));

/** What a race between the toolbox and the swapping process came to. */
export interface SwapRaceOutcome {
  readonly operations: number;
  readonly succeeded: number;
  /** Refusals by error code (and system code for `file-system-error`). */
  readonly refused: ReadonlyMap<string, number>;
  /** Results that carried a secret or an outside entry, and writes that landed outside. */
  readonly escapes: readonly string[];
  /** The swaps the other process made. */
  readonly swaps: number;
}

/** Options of {@link runSwapRace}. */
export interface SwapRaceOptions {
  readonly fixture: SandboxFixture;
  readonly toolbox: FileToolbox;
  /** `links` swaps in symbolic links; `hard-links` also hard links to an outside file. */
  readonly mode: 'links' | 'hard-links';
  readonly operations: number;
  readonly concurrency: number;
  /** Only reads of `leaf.txt`, when the race is about the file and not the folder. */
  readonly leafReadsOnly?: boolean;
}

/**
 * Starts `swap-loop.mjs` in another process on the fixture's root and runs toolbox calls on
 * the names it swaps (`sub/…` and `leaf.txt`) until `operations` are done, watching every
 * result for outside content and the outside folder for anything written there.
 */
export async function runSwapRace(options: SwapRaceOptions): Promise<SwapRaceOutcome> {
  const { fixture, toolbox, mode } = options;
  const { root, outside, secrets } = fixture;
  writeFileSync(join(root, 'sub', 'secret.txt'), 'inside-sub\n');
  writeFileSync(join(root, 'leaf.txt'), 'inside-leaf\n');
  const run = (name: string, args: Record<string, unknown>) =>
    Promise.resolve(
      toolbox
        .getFunction(name)
        ?.f(args, 5000, { signal: new AbortController().signal, truncateLength: 5000 }),
    );
  const calls: Array<() => Promise<unknown>> = options.leafReadsOnly
    ? [() => run('readfile', { filepath: 'leaf.txt' })]
    : [
        () => run('readfile', { filepath: 'sub/secret.txt' }),
        () => run('readfile', { filepath: 'leaf.txt' }),
        () => run('writefile', { filepath: 'sub/x.txt', content: 'written-by-toolbox' }),
        () => run('writefile', { filepath: 'leaf.txt', content: 'inside-leaf\n' }),
        () => run('listfiles', { subdir: 'sub' }),
        () => run('mkdir', { dirpath: 'sub/made' }),
        () => run('deletefile', { filepath: 'sub/x.txt' }),
        // `outside` holds victim.txt and emptydir/ too: these must never reach them.
        () => run('writefile', { filepath: 'sub/victim.txt', content: 'inside victim' }),
        () => run('deletefile', { filepath: 'sub/victim.txt' }),
        () => run('mkdir', { dirpath: 'sub/emptydir' }),
        () => run('rmdir', { dirpath: 'sub/emptydir' }),
      ];

  const child = spawn(process.execPath, [SWAPPER, root, outside, mode], {
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
    while (next < options.operations) {
      const index = next++;
      const call = calls[index % calls.length] as () => Promise<unknown>;
      try {
        const result = String(await call());
        succeeded++;
        for (const secret of secrets)
          if (result.includes(secret)) escapes.push(`${index}: ${result}`);
        // The outside folder holds `dir/` and `secret.txt`'s secret; the real `sub` never does.
        if (result.split('\n').includes('dir/'))
          escapes.push(`${index}: listed outside: ${result}`);
      } catch (error) {
        if (!FileToolboxError.isInstance(error)) throw error;
        const key = FileSystemError.isInstance(error)
          ? `${error.code} ${error.systemCode}`
          : error.code;
        refused.set(key, (refused.get(key) ?? 0) + 1);
        for (const secret of secrets)
          if (error.message.includes(secret)) escapes.push(error.message);
      }
      for (const name of ['x.txt', 'made']) {
        if (existsSync(join(outside, name))) {
          escapes.push(`${index}: wrote outside/${name}`);
          rmSync(join(outside, name), { recursive: true, force: true });
        }
      }
      // Each escape is put right again, so that the race can go on and count the next one.
      if (!existsSync(join(outside, 'emptydir'))) {
        escapes.push(`${index}: removed outside/emptydir`);
        mkdirSync(join(outside, 'emptydir'));
      }
      const victim = join(outside, 'victim.txt');
      const harm = !existsSync(victim)
        ? 'deleted'
        : readFileSync(victim, 'utf8') !== 'must survive\n'
          ? 'wrote'
          : undefined;
      if (harm !== undefined) {
        escapes.push(`${index}: ${harm} outside/victim.txt`);
        rmSync(victim, { force: true });
        writeFileSync(victim, 'must survive\n');
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  child.stdin.end();
  await once(child, 'exit');
  const last = output.split('\n').filter(Boolean).at(-1) ?? '{}';
  const swaps = (JSON.parse(last) as { swaps?: number }).swaps ?? 0;
  return { operations: options.operations, succeeded, refused, escapes, swaps };
}

/** One line of figures for a race. */
export function describeSwapRace(outcome: SwapRaceOutcome): string {
  const refusedText = [...outcome.refused].map(([code, count]) => `${code} ${count}`).join(', ');
  const refusedCount = outcome.operations - outcome.succeeded;
  return `${outcome.operations} operations, ${outcome.succeeded} succeeded, ${refusedCount} refused (${refusedText}); ${outcome.swaps} swaps by the other process; ${outcome.escapes.length} escapes`;
}
