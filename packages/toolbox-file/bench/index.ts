// What the safety costs: each toolbox operation against the plain Node call doing the same
// job, with both pinning modes, timed in interleaved blocks; then races against a process that swaps names for links, to
// measure what each mode leaves possible. Figures only; nothing here passes or fails.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { open, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createSandboxFixture } from '../src/__fixtures__/sandbox-fixture.js';
import { describeSwapRace, runSwapRace } from '../src/__fixtures__/swap-race.js';
import { createFileToolbox } from '../src/create-file-toolbox.js';
import { parseFilePath } from '../src/file-path-policy.js';

const fixture = createSandboxFixture();
const { root } = fixture;
mkdirSync(join(root, 'a', 'b', 'c'), { recursive: true });
writeFileSync(join(root, 'a', 'b', 'c', 'note.txt'), 'x'.repeat(4096));
mkdirSync(join(root, 'many'));
for (let index = 0; index < 100; index++) writeFileSync(join(root, 'many', `f${index}.txt`), 'y');

const descriptor = createFileToolbox({ root, pinning: 'descriptor' });
const path = createFileToolbox({ root, pinning: 'path' });
const context = { signal: new AbortController().signal, truncateLength: 5000 };
const call = (toolbox: typeof descriptor, name: string, args: Record<string, unknown>) =>
  toolbox.getFunction(name)?.f(args, 5000, context);
const content = 'z'.repeat(4096);
const limits = { maxPathBytes: 1024, maxPathDepth: 32 };

const tasks: ReadonlyArray<readonly [string, () => Promise<unknown> | unknown]> = [
  ['parseFilePath ./a/b/c/note.txt', () => parseFilePath('./a/b/c/note.txt', limits)],
  ['fs.readFile (plain)', () => readFile(join(root, 'a', 'b', 'c', 'note.txt'), 'utf8')],
  [
    'readfile, descriptor pinning',
    () => call(descriptor, 'readfile', { filepath: 'a/b/c/note.txt' }),
  ],
  ['readfile, path pinning', () => call(path, 'readfile', { filepath: 'a/b/c/note.txt' })],
  [
    'fs.writeFile (plain, not atomic)',
    () => writeFile(join(root, 'a', 'b', 'c', 'plain.txt'), content),
  ],
  [
    'temp + fsync + rename (plain, atomic)',
    async () => {
      const temporary = join(root, 'a', 'b', 'c', `.t-${randomBytes(6).toString('hex')}`);
      const handle = await open(temporary, 'wx');
      await handle.writeFile(content);
      await handle.sync();
      await handle.close();
      await rename(temporary, join(root, 'a', 'b', 'c', 'atomic.txt'));
    },
  ],
  [
    'writefile, descriptor pinning',
    () => call(descriptor, 'writefile', { filepath: 'a/b/c/out.txt', content }),
  ],
  [
    'fs.readdir withFileTypes, 100 entries',
    () => readdir(join(root, 'many'), { withFileTypes: true }),
  ],
  ['listfiles, 100 entries', () => call(descriptor, 'listfiles', { subdir: 'many' })],
];

// Every task runs a block in turn, round after round, so that the machine's load during the
// run weighs on all of them alike and the ratios stay meaningful on a busy machine.
const ROUNDS = 15;
const BLOCK = 40;
const totals = new Map<string, number>(tasks.map(([name]) => [name, 0]));
for (const [, run] of tasks) await run();
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, run] of tasks) {
    const started = performance.now();
    for (let index = 0; index < BLOCK; index++) await run();
    totals.set(name, (totals.get(name) ?? 0) + performance.now() - started);
  }
}
const us = (name: string) => ((totals.get(name) ?? Number.NaN) / (ROUNDS * BLOCK)) * 1e3;
console.log(`@ai-toolbox/toolbox-file: operation cost (${ROUNDS} rounds of ${BLOCK}, interleaved)`);
for (const [name] of tasks)
  console.log(`${name.padEnd(42)} ${us(name).toFixed(2).padStart(9)} µs/op`);
const ratio = (a: string, b: string) => (us(a) / us(b)).toFixed(2);
console.log('');
console.log(
  `readfile (descriptor) / fs.readFile: ${ratio('readfile, descriptor pinning', 'fs.readFile (plain)')}x`,
);
console.log(
  `readfile (descriptor) / readfile (path): ${ratio('readfile, descriptor pinning', 'readfile, path pinning')}x`,
);
console.log(
  `writefile (descriptor) / plain atomic write: ${ratio('writefile, descriptor pinning', 'temp + fsync + rename (plain, atomic)')}x; / fs.writeFile: ${ratio('writefile, descriptor pinning', 'fs.writeFile (plain, not atomic)')}x`,
);
console.log(
  `listfiles / fs.readdir: ${ratio('listfiles, 100 entries', 'fs.readdir withFileTypes, 100 entries')}x`,
);
fixture.remove();

console.log('');
console.log('races against a process swapping names for links to outside (2,000 operations each):');
const races = [
  {
    label: 'descriptor pinning, symbolic links',
    pinning: 'descriptor',
    mode: 'links',
    leafReadsOnly: false,
  },
  { label: 'path pinning, symbolic links', pinning: 'path', mode: 'links', leafReadsOnly: false },
  {
    label: 'descriptor pinning, hard links toggled (reads)',
    pinning: 'descriptor',
    mode: 'hard-links',
    leafReadsOnly: true,
  },
] as const;
for (const race of races) {
  const raceFixture = createSandboxFixture();
  try {
    const outcome = await runSwapRace({
      fixture: raceFixture,
      toolbox: createFileToolbox({ root: raceFixture.root, pinning: race.pinning }),
      mode: race.mode,
      operations: 2000,
      concurrency: 8,
      leafReadsOnly: race.leafReadsOnly,
    });
    console.log(`${race.label}: ${describeSwapRace(outcome)}`);
  } finally {
    raceFixture.remove();
  }
}
