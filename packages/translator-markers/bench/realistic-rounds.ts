/**
 * Where the realistic figure's time goes: ours alone, in the bench's order (the megabyte's runs,
 * then one run of the realistic text, its 3 warm-ups and its 13 measured rounds), printing every round. Run it
 * with `npx tsx bench/realistic-rounds.ts`; with `node --import tsx --single-threaded
 * --trace-opt --trace-deopt bench/realistic-rounds.ts` the engine's compiles land on the main
 * thread and print beside the round that pays for them.
 */
import { executeMutedTools, executeTools } from '../src/index.js';
import { tools } from './bench-tools.js';
import { buildMegabyte } from './megabyte-text.js';
import { buildRealisticText } from './realistic-text.js';

async function cpu(run: () => unknown): Promise<number> {
  const started = process.cpuUsage();
  await run();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

// The megabyte bench's runs of ours: its check, warm-ups and rounds.
const megabyte = buildMegabyte();
for (let run = 0; run < 35; run += 1) await executeTools(megabyte, tools);
for (let run = 0; run < 34; run += 1) await executeMutedTools(megabyte, tools);

const text = buildRealisticText();
for (let run = 0; run < 4; run += 1) await executeTools(text, tools);
const times: number[] = [];
for (let round = 0; round < 13; round += 1) {
  console.log(`round ${round}`);
  times.push(await cpu(() => executeTools(text, tools)));
}
const median = [...times].sort((a, b) => a - b)[times.length >> 1] as number;
console.log(`rounds (CPU ms): ${times.map((time) => time.toFixed(2)).join(' ')}`);
console.log(`median ${median.toFixed(3)} ms, fastest ${Math.min(...times).toFixed(3)} ms`);
