// How the time of the kit's JSON repairer grows from 100 KB to 800 KB on one hostile shape,
// against jsonrepair + JSON.parse: `node bench/json-repair-growth.mjs <shape index>`, run by
// bench/json-repair.ts for shapes 0, 1, ... until it exits 2 (no such shape). Plain JavaScript
// run by plain `node`, in a process of its own, as a user runs the built files: the collections
// a large value costs grow with what the heap already holds, and with a loader's hooks and
// source maps in the process (`tsx`), so a shape measured after the others, or under a loader,
// would pay for what is no part of reading it. Exits 1 when the growth passes the bar of 10.
import { repairJson } from '@ai-toolbox/core/kit';
import { jsonrepair } from 'jsonrepair';

/** Text of about `size` characters in each hostile shape. */
const shapes = [
  [
    'valid JSON',
    (size) => {
      const item = '{"id":12345,"name":"Ana \\"A\\" Lima","tags":["a","b"],"ok":true,"n":-1.5e3}';
      return `[${Array.from({ length: Math.floor(size / (item.length + 1)) }, () => item).join(',')}]`;
    },
  ],
  ['unterminated string', (size) => `{"a": "${'lorem ipsum '.repeat(size / 12)}`],
  ['unterminated string with commas', (size) => `["${'a, b, c, '.repeat(size / 9)}`],
  ['many unquoted keys', (size) => `{${'key_a: 1, '.repeat(size / 10)}}`],
  ['nested unclosed [', (size) => '['.repeat(size)],
];

const ours = (text) => repairJson(text, { maxDepth: 1_000_000 });
const theirs = (text) => {
  try {
    return JSON.parse(jsonrepair(text));
  } catch {
    return undefined;
  }
};

/** CPU time of `run`, in milliseconds. */
function cpu(run) {
  const started = process.cpuUsage();
  run();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

const ms = (value) => `${value.toFixed(2)} ms`;
/** The exit code for an index with no shape. */
const NO_SUCH_SHAPE = 2;
const index = Number(process.argv[2]);
if (!(index >= 0 && index < shapes.length)) {
  // Past the last shape: the caller has measured them all.
  process.exit(NO_SUCH_SHAPE);
}
const [label, make] = shapes[index];
const small = make(100 * 1024);
const large = make(800 * 1024);
const runners = [() => ours(small), () => ours(large), () => theirs(small), () => theirs(large)];
// The fastest of 5 rounds in which the runners take turns.
const best = runners.map(() => Number.POSITIVE_INFINITY);
for (const run of runners) run();
for (let round = 0; round < 5; round += 1) {
  runners.forEach((run, at) => {
    best[at] = Math.min(best[at], cpu(run));
  });
}
const [oursSmall, oursLarge, theirSmall, theirLarge] = best;
const growth = oursLarge / oursSmall;
const verdict = growth <= 10 ? 'PASS' : 'FAIL';
console.log(
  `${label.padEnd(32)} ours ${ms(oursSmall)} -> ${ms(oursLarge)}  t(8x)/t(1x) ${growth.toFixed(2)} ${verdict} (${ours(large).ok ? 'read' : 'refused'})   jsonrepair ${ms(theirSmall)} -> ${ms(theirLarge)}  ${(theirLarge / theirSmall).toFixed(2)}  ours ${(theirLarge / oursLarge).toFixed(2)}x faster at 8x`,
);
process.exitCode = growth <= 10 ? 0 : 1;
