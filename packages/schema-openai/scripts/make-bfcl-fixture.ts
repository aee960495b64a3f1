/**
 * Rebuilds src/__fixtures__/bfcl/bfcl-single-turn.json.gz from a copy of the Berkeley
 * Function Calling Leaderboard data (the folder `bfcl_eval/data/` of ShishirPatil/gorilla):
 * every function doc of the single-turn categories, each distinct doc stored once, and every
 * entry with the indexes of its docs and its expected calls.
 *
 *   pnpm exec tsx scripts/make-bfcl-fixture.ts <path to the BFCL data folder>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const CATEGORIES = [
  'simple_python',
  'simple_javascript',
  'multiple',
  'parallel',
  'parallel_multiple',
  'live_simple',
  'live_multiple',
  'live_parallel',
  'live_parallel_multiple',
];

const source = process.argv[2];
if (source === undefined) {
  console.error('usage: tsx scripts/make-bfcl-fixture.ts <BFCL data folder>');
  process.exit(1);
}

function readLines(path: string): Array<Record<string, unknown>> {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

const indexByDoc = new Map<string, number>();
const functions: unknown[] = [];
const entries: unknown[] = [];
for (const category of CATEGORIES) {
  const answers = new Map(
    readLines(join(source, 'possible_answer', `BFCL_v4_${category}.json`)).map((answer) => [
      answer.id,
      answer.ground_truth,
    ]),
  );
  for (const entry of readLines(join(source, `BFCL_v4_${category}.json`))) {
    const docs = entry.function as unknown[];
    const indexes = docs.map((doc) => {
      const key = JSON.stringify(doc);
      let index = indexByDoc.get(key);
      if (index === undefined) {
        index = functions.length;
        indexByDoc.set(key, index);
        functions.push(doc);
      }
      return index;
    });
    entries.push({
      id: entry.id,
      category,
      functions: indexes,
      ground_truth: answers.get(entry.id) ?? [],
    });
  }
}

const target = new URL('../src/__fixtures__/bfcl/bfcl-single-turn.json.gz', import.meta.url);
writeFileSync(target, gzipSync(JSON.stringify({ functions, entries }), { level: 9 }));
console.log(`${functions.length} distinct function docs, ${entries.length} entries`);
