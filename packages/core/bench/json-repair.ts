// The kit's JSON repairer against jsonrepair + JSON.parse, measured in the same run: snippets
// per second over jsonrepair's own suite (refusals included) and over the values both read,
// the damage corpus, and how time grows from 100 KB to 800 KB on hostile shapes. CPU time,
// interleaved rounds, ratios printed; nothing here passes or fails a build. The repairer is
// measured as it is published, from the built files (the bench runs after the build): run from
// the sources through tsx, every constant one module imports from another is read through a
// getter, which makes the same code two to three times slower than it runs for a user.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { repairJson } from '@ai-toolbox/core/kit';
import { jsonrepair } from 'jsonrepair';
import { jsonrepairSuite } from '../src/kit/__fixtures__/jsonrepair-suite.js';
import { repairCorpus } from './repair-corpus.js';

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const ratio = (value: number) => `${value.toFixed(2)}x`;

/** CPU time of `run`, in milliseconds. */
function cpu(run: () => void): number {
  const started = process.cpuUsage();
  run();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

/**
 * The fastest CPU time of each runner over `rounds` rounds, the runners taking turns in each
 * round, so that a busy spell on the shared machine weighs on all of them alike.
 */
function interleaved(runners: readonly (() => void)[], rounds: number): number[] {
  const best = runners.map(() => Number.POSITIVE_INFINITY);
  for (const run of runners) run();
  for (let round = 0; round < rounds; round += 1) {
    runners.forEach((run, index) => {
      best[index] = Math.min(best[index] as number, cpu(run));
    });
  }
  return best;
}

const ours = (text: string) => repairJson(text, { maxDepth: 1_000_000 });
const theirs = (text: string) => {
  try {
    return JSON.parse(jsonrepair(text)) as unknown;
  } catch {
    // A refusal costs time like an answer; both count.
    return undefined;
  }
};

function throughput(label: string, texts: readonly string[]): boolean {
  const repeat = Math.ceil(40_000 / texts.length);
  const runOurs = () => {
    for (let round = 0; round < repeat; round += 1) for (const text of texts) ours(text);
  };
  const runTheirs = () => {
    for (let round = 0; round < repeat; round += 1) for (const text of texts) theirs(text);
  };
  const [oursMs, theirMs] = interleaved([runOurs, runTheirs], 7) as [number, number];
  const count = repeat * texts.length;
  const oursRate = count / (oursMs / 1000);
  const theirRate = count / (theirMs / 1000);
  const need = label.startsWith('whole') ? 3 : 5;
  const faster = oursRate / theirRate;
  console.log(
    `${label.padEnd(40)} ours ${Math.round(oursRate).toLocaleString('en').padStart(10)}/s  jsonrepair+JSON.parse ${Math.round(theirRate).toLocaleString('en').padStart(10)}/s  ${ratio(faster)} (need >= ${need}x) ${verdict(faster >= need)}`,
  );
  return faster >= need;
}

function benchSuite(): boolean {
  const inputs = jsonrepairSuite.map((entry) => entry.input);
  const both = inputs.filter((text) => ours(text).ok && theirs(text) !== undefined);
  console.log(
    `\n## jsonrepair's suite: ${inputs.length} snippets, ${both.length} read by both (CPU time, fastest of 7 interleaved rounds)`,
  );
  return [
    throughput('whole suite, refusals included', inputs),
    throughput('values both read', both),
  ].every(Boolean);
}

function benchCorpus(): boolean {
  const tally = {
    ours: { correct: 0, wrong: 0, refused: 0 },
    jsonrepair: { correct: 0, wrong: 0, refused: 0 },
  };
  for (const { kind, text, expected } of repairCorpus) {
    const read = ours(text);
    const mine = !read.ok
      ? 'refused'
      : isDeepStrictEqual(read.value, expected)
        ? 'correct'
        : 'wrong';
    const value = theirs(text);
    const other =
      value === undefined ? 'refused' : isDeepStrictEqual(value, expected) ? 'correct' : 'wrong';
    tally.ours[mine] += 1;
    tally.jsonrepair[other] += 1;
    if (mine !== 'correct' || other !== 'correct') {
      console.log(
        `  ${kind.padEnd(28)} ours ${mine.padEnd(8)} jsonrepair ${other.padEnd(8)} ${JSON.stringify(text)}`,
      );
    }
  }
  console.log(`\n## Damage corpus: ${repairCorpus.length} snippets, the value the writer meant`);
  for (const [name, counts] of Object.entries(tally)) {
    console.log(
      `${name.padEnd(10)} correct ${counts.correct}  silently wrong ${counts.wrong}  refused ${counts.refused}`,
    );
  }
  const ok = tally.ours.wrong === 0 && tally.ours.correct >= tally.jsonrepair.correct;
  console.log(`as many correct as jsonrepair, none wrong: ${verdict(ok)}`);
  return ok;
}

function benchGrowth(): boolean {
  console.log(
    '\n## Growth from 100 KB to 800 KB: t(8x)/t(1x), CPU time, fastest of interleaved rounds, each shape in a node process of its own (need <= 10)',
  );
  // One process per shape (see the script for why), until the script says there is no more.
  const script = fileURLToPath(new URL('./json-repair-growth.mjs', import.meta.url));
  let ok = true;
  for (let shape = 0; ; shape += 1) {
    const child = spawnSync(process.execPath, [script, String(shape)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (child.status === NO_SUCH_SHAPE) return ok;
    process.stdout.write(child.stdout);
    ok &&= child.status === 0;
    if (child.status !== 0 && child.status !== 1) return false;
  }
}

/** What bench/json-repair-growth.mjs exits with for an index past its last shape. */
const NO_SUCH_SHAPE = 2;

console.log('# @ai-toolbox/core/kit repairJson against jsonrepair@3.15.0 + JSON.parse');
const results = [benchSuite(), benchCorpus(), benchGrowth()];
console.log(`\nall targets met: ${results.every(Boolean) ? 'yes' : 'no'}`);
