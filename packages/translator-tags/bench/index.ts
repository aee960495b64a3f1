import { qwen3CoderProtocol } from '@ai-sdk-tool/parser';
import { interfaceToJsonSchema } from '@ai-toolbox/core/kit';
import { countStringWork } from '@ai-toolbox/core/test';
import { getTemp, interfaces } from '../src/__fixtures__/interfaces.js';
import { renderCall } from '../src/__fixtures__/render-call.js';
import { TAGS_FAMILIES, TAGS_TRANSLATORS, type TagsTranslatorName } from '../src/index.js';

/**
 * `pnpm bench`: qwen3_coder against `@ai-sdk-tool/parser`'s Qwen3-Coder protocol on 1 MB of prose
 * with 1,000 calls (the bar: at least 5x); then for every family, MB/s reading 1 MB of prose with 1,000 calls (one chunk, and
 * streamed in 16-character chunks), beside the floor measured in the same rounds (one
 * `indexOf` pass finding the same openers, which any reader pays), and t(8x)/t(1x) on hostile
 * text (openers that never close, an unclosed JSON object or string, one long value), which is
 * about 8 when the work is linear, beside the same ratio of string work counted, which does not
 * depend on the machine. CPU time, fastest of interleaved rounds.
 */

const rounds = Number(process.env.BENCH_ROUNDS ?? 7);
const megabyte = 1024 * 1024;

function cpu(run: () => unknown): number {
  const started = process.cpuUsage();
  run();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

/** The fastest CPU time of each job over interleaved rounds, so noise hits all alike. */
function measure(jobs: readonly (() => unknown)[], times = rounds): number[] {
  for (const job of jobs) job();
  const best = jobs.map(() => Number.POSITIVE_INFINITY);
  for (let round = 0; round < times; round += 1) {
    jobs.forEach((job, index) => {
      best[index] = Math.min(best[index] as number, cpu(job));
    });
  }
  return best;
}

const prose =
  'The quick brown fox jumps over the lazy dog, then reads a note (a, b) about {things} <b>and</b> more. ';

function megabyteWithCalls(family: TagsTranslatorName): string {
  const calls = [
    renderCall(family, 'weather.get_temp', { location: 'Paris', unit: 'c' }),
    renderCall(family, 'math.add', { a: 2, b: 40 }),
    renderCall(family, 'app.configure', { verbose: true, tags: ['a', 'b'], meta: { k: 1 } }),
  ];
  const gap = Math.floor(megabyte / 1000);
  let text = '';
  for (let index = 0; index < 1000; index += 1) {
    const call = calls[index % calls.length] as string;
    let chunk = '';
    while (chunk.length < gap - call.length) chunk += prose;
    text += chunk.slice(0, Math.max(0, gap - call.length)) + call;
  }
  return text;
}

function streamed(family: TagsTranslatorName, text: string, size: number): number {
  const stream = TAGS_TRANSLATORS[family].createFunctionCallStream(interfaces, null);
  let count = 0;
  for (let at = 0; at < text.length; at += size)
    count += stream.push(text.slice(at, at + size)).length;
  return count + stream.end().length;
}

/** The openers of a family's calls, found with one `indexOf` pass each. */
function floor(text: string, opener: string): number {
  let count = 0;
  for (let at = text.indexOf(opener); at !== -1; at = text.indexOf(opener, at + 1)) count += 1;
  return count;
}

const pad = (value: string, width: number) => value.padEnd(width);
const mbps = (ms: number) => `${(1 / (ms / 1000)).toFixed(0)} MB/s`;

console.log(`# translator-tags bench (${rounds} rounds, CPU time, fastest round)\n`);

// 1. Against the peer: the same megabyte, the same function, read by both.
// The peer is handed the same function as a JSON Schema tool.
const peerTools = [
  {
    type: 'function' as const,
    name: getTemp.name,
    description: getTemp.description,
    inputSchema: interfaceToJsonSchema(getTemp),
  },
];
const qwenCalls = [
  '<tool_call>\n<function=get_temp>\n<parameter=location>\nParis\n</parameter>\n<parameter=unit>\nc\n</parameter>\n</function>\n</tool_call>\n',
  '<tool_call>\n<function=get_temp>\n<parameter=location>\nOslo, Norway\n</parameter>\n</function>\n</tool_call>\n',
];
let qwenText = '';
for (let index = 0; index < 1000; index += 1) {
  const call = qwenCalls[index % qwenCalls.length] as string;
  let gap = '';
  while (gap.length < megabyte / 1000 - call.length) gap += prose;
  qwenText += gap.slice(0, megabyte / 1000 - call.length) + call;
}
const qwen3Coder = TAGS_TRANSLATORS.qwen3_coder;
const peer = qwen3CoderProtocol();
const ours = () => qwen3Coder.parseFunctionCalls(qwenText, [getTemp], 'weather').length;
const theirs = () =>
  peer
    .parseGeneratedText({ text: qwenText, tools: peerTools })
    .filter((part) => part.type === 'tool-call').length;
if (ours() !== 1000 || theirs() !== 1000) {
  throw new Error(`expected 1000 calls from each reader, got ${ours()} and ${theirs()}`);
}
for (let warm = 0; warm < 20; warm += 1) {
  ours();
  theirs();
}
const [oursMs = 0, theirsMs = 0] = measure([ours, theirs], rounds * 3);
console.log('## qwen3_coder against @ai-sdk-tool/parser, 1 MB of prose with 1,000 calls');
console.log(
  `ours ${oursMs.toFixed(2)} ms, @ai-sdk-tool/parser's qwen3CoderProtocol ${theirsMs.toFixed(2)} ms: ${(theirsMs / oursMs).toFixed(1)}x (bar ≥ 5x: ${theirsMs / oursMs >= 5 ? 'meets' : 'BELOW'})\n`,
);
console.log('## 1 MB of prose with 1,000 calls');
console.log(
  `${pad('family', 16)}${pad('calls', 7)}${pad('one chunk', 12)}${pad('16-char chunks', 16)}${pad('indexOf floor', 15)}parse/floor`,
);
let worstHostile = 0;
let worstWork = 0;
for (const family of TAGS_FAMILIES) {
  const text = megabyteWithCalls(family.name);
  const translator = TAGS_TRANSLATORS[family.name];
  const opener = renderCall(family.name, 'math.add', { a: 1 }).slice(0, 10);
  const calls = translator.parseFunctionCalls(text, interfaces, null);
  const good = calls.filter((call) => call.error === undefined && call.interface !== null).length;
  const [whole = 0, chunked = 0, base = 0] = measure([
    () => translator.parseFunctionCalls(text, interfaces, null),
    () => streamed(family.name, text, 16),
    () => floor(text, opener),
  ]);
  console.log(
    `${pad(family.name, 16)}${pad(String(good), 7)}${pad(mbps(whole), 12)}${pad(mbps(chunked), 16)}${pad(mbps(base), 15)}${(whole / Math.max(base, 0.001)).toFixed(1)}x`,
  );
}

console.log(
  '\n## t(8x)/t(1x) on hostile text in 64-character chunks, (in brackets) the same ratio of string work\n## counted by countStringWork; linear gives about 8, the target is 10 or less',
);
for (const family of TAGS_FAMILIES) {
  const sample = renderCall(family.name, 'app.configure', { meta: { note: 'x' } });
  const opener = sample.slice(0, Math.max(1, sample.indexOf('note') - 4));
  const shapes: [string, (n: number) => string][] = [
    ['opener repeated', (n) => opener.repeat(Math.ceil(n / opener.length))],
    ['unclosed {', (n) => `${opener}${'{"a": '.repeat(Math.ceil(n / 6))}`],
    ['unclosed string', (n) => `${opener}{"a": "${'x'.repeat(n)}`],
    [
      'one long value',
      (n) => renderCall(family.name, 'weather.get_temp', { location: 'y'.repeat(n) }),
    ],
  ];
  const ratios: string[] = [];
  for (const [name, make] of shapes) {
    const small = make(64 * 1024);
    const large = make(8 * 64 * 1024);
    const [one = 0, eight = 0] = measure(
      [() => streamed(family.name, small, 64), () => streamed(family.name, large, 64)],
      rounds * 2,
    );
    const ratio = eight / Math.max(one, 0.001);
    const work =
      countStringWork(() => streamed(family.name, large, 64)) /
      Math.max(
        1,
        countStringWork(() => streamed(family.name, small, 64)),
      );
    worstHostile = Math.max(worstHostile, ratio);
    worstWork = Math.max(worstWork, work);
    ratios.push(`${name} ${ratio.toFixed(1)} (${work.toFixed(1)})`);
  }
  console.log(`${pad(family.name, 16)}${ratios.join(' | ')}`);
}
console.log(
  `\nworst t(8x)/t(1x): ${worstHostile.toFixed(1)} (${worstHostile <= 10 ? 'PASS' : 'FAIL'}), worst work ratio: ${worstWork.toFixed(1)} (${worstWork <= 10 ? 'PASS' : 'FAIL'})`,
);
