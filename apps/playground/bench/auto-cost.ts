/**
 * What `auto` costs beside the named translator of the family it reads: 1 MB of prose with
 * 1,000 calls of one family, read by the family's own translator and by `auto` with every
 * translator of the repository registered, CPU time, fastest of interleaved rounds. The bar is
 * auto/named <= 2. Figures only: nothing here is a test.
 */
import {
  createToolManager,
  type FunctionInterface,
  findStandardTranslator,
  type Translator,
} from '@ai-toolbox/core';
import '@ai-toolbox/translator-atfunc';
import '@ai-toolbox/translator-json';
import '@ai-toolbox/translator-markers';
import '@ai-toolbox/translator-pythonic';
import '@ai-toolbox/translator-tags';
import { createMathToolbox, createWeatherToolbox } from '../src/demo-toolboxes.js';

const rounds = Number(process.env.BENCH_ROUNDS ?? 15);
const megabyte = 1024 * 1024;

const manager = createToolManager({ controlFunctions: false });
manager.register(createWeatherToolbox());
manager.register(createMathToolbox());
const interfaces: FunctionInterface[] = manager.getInterfaces();

/** Three calls of each family as its models write them. */
const families: Record<string, readonly string[]> = {
  hermes: [
    '<tool_call>\n{"name": "weather.get_temp", "arguments": {"location": "Paris", "unit": "c"}}\n</tool_call>',
    '<tool_call>\n{"name": "math.calculate_power", "arguments": {"base": 2, "exponent": 10}}\n</tool_call>',
  ],
  qwen3_coder: [
    '<tool_call>\n<function=weather.get_temp>\n<parameter=location>\nParis\n</parameter>\n<parameter=unit>\nc\n</parameter>\n</function>\n</tool_call>',
    '<tool_call>\n<function=math.calculate_power>\n<parameter=base>\n2\n</parameter>\n<parameter=exponent>\n10\n</parameter>\n</function>\n</tool_call>',
  ],
  mistral: [
    '[TOOL_CALLS][{"name": "weather.get_temp", "arguments": {"location": "Paris", "unit": "c"}}]',
    '[TOOL_CALLS][{"name": "math.calculate_power", "arguments": {"base": 2, "exponent": 10}}]',
  ],
  pythonic: [
    "[weather.get_temp(location='Paris', unit='c')]",
    '[math.calculate_power(base=2, exponent=10)]',
  ],
};

const prose =
  'The quick brown fox jumps over the lazy dog, then reads a note (a, b) about {things} <b>and</b> more. ';

function megabyteWithCalls(calls: readonly string[]): string {
  const gap = Math.floor(megabyte / 1000);
  const parts: string[] = [];
  for (let index = 0; index < 1000; index += 1) {
    const call = calls[index % calls.length] as string;
    parts.push(
      prose.repeat(Math.ceil(gap / prose.length)).slice(0, gap - call.length - 1),
      '\n',
      call,
    );
  }
  return parts.join('');
}

function cpu(run: () => unknown): number {
  const started = process.cpuUsage();
  run();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

function measure(jobs: readonly (() => unknown)[]): number[] {
  for (const job of jobs) job();
  const best = jobs.map(() => Number.POSITIVE_INFINITY);
  for (let round = 0; round < rounds; round += 1) {
    jobs.forEach((job, index) => {
      best[index] = Math.min(best[index] as number, cpu(job));
    });
  }
  return best;
}

function parse(
  translator: Translator,
  text: string,
): { name: string; params?: Record<string, unknown> }[] {
  return (
    typeof translator.parseFunctionCalls === 'function'
      ? translator.parseFunctionCalls(text, interfaces, null)
      : translator.getFunctionCallsFromText(text, interfaces, null)
  ) as { name: string; params?: Record<string, unknown> }[];
}

const auto = findStandardTranslator('auto') as Translator;
const pad = (value: string, width: number) => value.padEnd(width);
console.log(`# auto beside the named translator (${rounds} rounds, CPU ms, fastest round)\n`);
console.log(
  `${pad('family', 14)}${pad('calls', 12)}${pad('named', 10)}${pad('auto', 10)}auto/named`,
);
let worst = 0;
for (const [name, calls] of Object.entries(families)) {
  const translator = findStandardTranslator(name) as Translator;
  const text = megabyteWithCalls(calls);
  const plain = (calls: ReturnType<typeof parse>) =>
    JSON.stringify(calls.map((call) => [call.name, call.params]));
  const named = parse(translator, text);
  const read = parse(auto, text);
  if (plain(named) !== plain(read)) throw new Error(`auto reads other calls than ${name}`);
  const [own = 0, theirs = 0] = measure([() => parse(translator, text), () => parse(auto, text)]);
  const ratio = theirs / Math.max(own, 0.001);
  worst = Math.max(worst, ratio);
  console.log(
    `${pad(name, 14)}${pad(`${named.length}/${read.length}`, 12)}${pad(own.toFixed(1), 10)}${pad(theirs.toFixed(1), 10)}${ratio.toFixed(1)}x`,
  );
}
console.log(`\nworst auto/named: ${worst.toFixed(1)}x (bar: 2)`);
