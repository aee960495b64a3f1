/**
 * Benchmarks of the atfunc parser. Prints, for prose and for hostile shapes, the time for a
 * text of size 1x and of size 8x and their ratio (linear time gives about 8; the bar is 10),
 * then the throughput on 1 MB of prose holding 1,000 calls beside a plain indexOf('@') scan
 * of the same text, and what one call of an answer of 100 costs through the tool manager.
 * Figures only: nothing here is a test.
 */
import { createToolManager, defineToolbox, type FunctionInterface } from '@ai-toolbox/core';
import { createAtfuncTranslator } from '../src/index.js';

const megabyte = 1024 * 1024;
// Limits raised so that every byte is parsed: the bench measures the scanner, not the caps.
const translator = createAtfuncTranslator({ maxTextLength: 64 * megabyte, maxCalls: 1_000_000 });

const interfaces: FunctionInterface[] = [
  {
    domain: 'weather',
    name: 'get_current_weather',
    type: 'function',
    description: 'Get current weather information for a location',
    params: {
      location: { type: 'string', isRequired: true, description: 'City name' },
      unit: { type: 'string', isRequired: false, description: 'c or f' },
    },
    returns: 'object',
  },
  {
    domain: 'a',
    name: 'b',
    type: 'function',
    description: 'A function the hostile shapes call',
    params: { x: { type: 'string', isRequired: false, description: 'anything' } },
    returns: 'string',
  },
];

const sentences = [
  'The quarterly report shows steady growth across all regions, with the north leading. ',
  'Please forward questions to ops-team@example.com before Friday; Anna (anna.b@example.org) is out. ',
  'We compared three approaches (naive, cached, and streamed) and kept the simplest one. ',
  'Temperatures in the valley stayed mild, around 18 degrees, with light wind from the west. ',
  'Note: the numbers below are preliminary, and @maria will confirm them next week.\n',
];
const calls = [
  '@weather.get_current_weather("Paris", unit="c")',
  '@weather.get_current_weather(location: "New York", unit: \'f\')',
  '@weather.get_current_weather({"location": "Oslo", "unit": "c"})',
  '@get_current_weather(Berlin)',
];

/** About `size` characters of prose with one call per `callEvery` characters. */
function prose(size: number, callEvery: number): string {
  const parts: string[] = [];
  let length = 0;
  let nextCall = callEvery;
  let index = 0;
  while (length < size) {
    const sentence = sentences[index % sentences.length] ?? '';
    parts.push(sentence);
    length += sentence.length;
    if (length >= nextCall) {
      const call = `${calls[index % calls.length] ?? ''}\n`;
      parts.push(call);
      length += call.length;
      nextCall += callEvery;
    }
    index += 1;
  }
  return parts.join('');
}

const loremWithoutBreaks = (size: number): string =>
  'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor '.repeat(
    Math.ceil(size / 78),
  );

const shapes: { name: string; make: (size: number) => string }[] = [
  { name: 'prose, 1 call per KB', make: (size) => prose(size, 1024) },
  { name: "'@a(' repeated", make: (size) => '@a('.repeat(size / 3) },
  { name: 'unclosed quotes', make: (size) => '@a.b("unclosed '.repeat(size / 16) },
  { name: "'((((' inside a call", make: (size) => `@a.b(${'('.repeat(size)}` },
  { name: "'@a.b(' then text to the end", make: (size) => `@a.b(${loremWithoutBreaks(size)}` },
  { name: 'nested JSON brackets', make: (size) => `@a.b(${'[{"k":'.repeat(size / 6)}` },
  { name: 'backslashes in a string', make: (size) => `@a.b("${'\\'.repeat(size)}")` },
  { name: 'escapes and text in a string', make: (size) => `@a.b("${'ab\\n'.repeat(size / 4)}")` },
  { name: 'blanks before =', make: (size) => `@a.b(x${' '.repeat(size)}="y")` },
];

/** Collects the previous run's garbage first (with --expose-gc), so no run pays for another. */
function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

/**
 * Milliseconds of CPU time one run takes, after collecting the garbage of the runs before.
 * The machine is shared: wall time charges a run for other programs' turns on the CPU, which
 * a long run suffers far more often than a short one, so wall-time ratios of a linear parser
 * come out too high. CPU time of this process (with the garbage collector kept on the main
 * thread by --single-threaded-gc) counts the parser's own work.
 */
function timeOnce(run: () => unknown): number {
  collectGarbage();
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** The fastest of `repeats` runs: other work only ever adds time. */
function timeOf(run: () => unknown, repeats: number): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < repeats; i += 1) best = Math.min(best, timeOnce(run));
  return best;
}

/** The fastest of `repeats` runs in wall time, for throughput. */
function wallTimeOf(run: () => unknown, repeats: number): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < repeats; i += 1) {
    collectGarbage();
    const start = performance.now();
    run();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

/**
 * Runs the 1x text eight times in one timing, so that both sizes are timed over the same span:
 * a timing of one millisecond is at the mercy of the scheduler and the collector's timing.
 */
function eightTimes(run: () => unknown): void {
  for (let index = 0; index < 8; index += 1) run();
}

const parse = (text: string): number =>
  translator.parseFunctionCalls(text, interfaces, 'weather').length;

// Warm up the JIT on every shape before measuring.
for (const shape of shapes) parse(shape.make(64 * 1024));

// 256 KB to 2 MB: the sizes at which a rope of one-character pieces once turned superlinear.
const base = megabyte / 4;
console.log(
  `atfunc parser: t(8x)/t(1x) in CPU time, best of 7 to 40 interleaved runs, 1x = ${base / 1024} KB (linear ≈ 8, bar ≤ 10)`,
);
const rows = shapes.map((shape) => {
  const small = shape.make(base);
  const large = shape.make(8 * base);
  const calls1x = parse(small);
  // Interleaved, so that a busy spell on the machine hits both sizes alike.
  let t1 = Number.POSITIVE_INFINITY;
  let t8 = Number.POSITIVE_INFINITY;
  // At least 7 rounds, more while a few seconds last, so that a quiet moment on the machine
  // sets the minimum of both sizes.
  const deadline = performance.now() + 5000;
  for (let round = 0; round < 7 || (round < 40 && performance.now() < deadline); round += 1) {
    t1 = Math.min(t1, timeOnce(() => eightTimes(() => parse(small))) / 8);
    t8 = Math.min(
      t8,
      timeOnce(() => parse(large)),
    );
  }
  return {
    shape: shape.name,
    'calls (1x)': calls1x,
    't(1x) ms': t1.toFixed(2),
    't(8x) ms': t8.toFixed(2),
    't(8x)/t(1x)': (t8 / t1).toFixed(2),
    'within 10': t8 / t1 <= 10 ? 'yes' : 'NO',
  };
});
console.table(rows);

/** Parses `text` fed in chunks of 16 characters, as a model's tokens arrive. */
const parseStreamed = (chunks: readonly string[]): number => {
  const stream = translator.createFunctionCallStream(interfaces, 'weather');
  let count = 0;
  for (const chunk of chunks) count += stream.push(chunk).length;
  return count + stream.end().length;
};
const chunksOf = (text: string): string[] => {
  const chunks: string[] = [];
  for (let at = 0; at < text.length; at += 16) chunks.push(text.slice(at, at + 16));
  return chunks;
};
const streamedShapes = shapes.filter((shape) =>
  ['backslashes in a string', 'escapes and text in a string', 'blanks before ='].includes(
    shape.name,
  ),
);
console.log(
  '\nthe same hostile strings streamed in chunks of 16 characters (CPU time, best of 7 interleaved runs)',
);
console.table(
  streamedShapes.map((shape) => {
    const small = chunksOf(shape.make(base));
    const large = chunksOf(shape.make(8 * base));
    let t1 = Number.POSITIVE_INFINITY;
    let t8 = Number.POSITIVE_INFINITY;
    for (let round = 0; round < 7; round += 1) {
      t1 = Math.min(t1, timeOnce(() => eightTimes(() => parseStreamed(small))) / 8);
      t8 = Math.min(
        t8,
        timeOnce(() => parseStreamed(large)),
      );
    }
    return {
      shape: shape.name,
      't(1x) ms': t1.toFixed(2),
      't(8x) ms': t8.toFixed(2),
      't(8x)/t(1x)': (t8 / t1).toFixed(2),
      'within 10': t8 / t1 <= 10 ? 'yes' : 'NO',
    };
  }),
);

const text = prose(megabyte, megabyte / 1000);
const found = parse(text);
const scan = (): number => {
  let count = 0;
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) count += 1;
  return count;
};
const megabytes = text.length / megabyte;
const rate = (ms: number): number => megabytes / (ms / 1000);
const parseCpu = timeOf(() => parse(text), 21);
const parseWall = wallTimeOf(() => parse(text), 21);
const scanCpu = timeOf(scan, 21);
const scanWall = wallTimeOf(scan, 21);
console.log(
  `\n1 MB of prose holding ${found} calls (${text.length} characters), best of 21 runs each:`,
);
console.table([
  {
    what: 'parseFunctionCalls',
    'CPU ms': parseCpu.toFixed(2),
    'MB/s (CPU)': rate(parseCpu).toFixed(0),
    'wall ms': parseWall.toFixed(2),
    'MB/s (wall)': rate(parseWall).toFixed(0),
  },
  {
    what: "indexOf('@') scan",
    'CPU ms': scanCpu.toFixed(2),
    'MB/s (CPU)': rate(scanCpu).toFixed(0),
    'wall ms': scanWall.toFixed(2),
    'MB/s (wall)': rate(scanWall).toFixed(0),
  },
]);
const verdict = (mbs: number): string => (mbs >= 100 ? 'meets' : 'BELOW');
console.log(
  `parser at ${rate(parseCpu).toFixed(0)} MB/s in CPU time (${verdict(rate(parseCpu))} the 100 MB/s bar), ${rate(parseWall).toFixed(0)} MB/s in wall time (${verdict(rate(parseWall))} it); ${(parseCpu / scanCpu).toFixed(1)}x the CPU time of the indexOf scan`,
);

// Streaming: the same megabyte fed in 16-byte chunks, as a model's tokens arrive, against one
// chunk. Interleaved rounds, fastest of each in CPU time.
const sixteen: string[] = [];
for (let at = 0; at < text.length; at += 16) sixteen.push(text.slice(at, at + 16));
const streamed = (): number => {
  const stream = translator.createFunctionCallStream(interfaces, 'weather');
  let count = 0;
  for (const chunk of sixteen) count += stream.push(chunk).length;
  return count + stream.end().length;
};
if (streamed() !== found) throw new Error('the stream found other calls than the one-shot parse');
let oneChunk = Number.POSITIVE_INFINITY;
let manyChunks = Number.POSITIVE_INFINITY;
for (let round = 0; round < 21; round += 1) {
  oneChunk = Math.min(
    oneChunk,
    timeOnce(() => parse(text)),
  );
  manyChunks = Math.min(manyChunks, timeOnce(streamed));
}
console.log(
  `\nthe same megabyte streamed in ${sixteen.length} chunks of 16 characters: ${manyChunks.toFixed(2)} ms against ${oneChunk.toFixed(2)} ms in one chunk (CPU, best of 21 interleaved rounds), ${(manyChunks / oneChunk).toFixed(2)}x (bar ≤ 2: ${manyChunks / oneChunk <= 2 ? 'meets' : 'ABOVE'})`,
);

// One call of an answer holding 100 through the whole pipeline: parse, resolve, coerce, run,
// format. The call limit is raised to 100 so that no call is answered with the limit's error.
const manager = createToolManager({
  controlFunctions: false,
  translator,
  maxCallsPerResponse: 100,
});
manager.register(
  defineToolbox({
    name: 'math',
    functions: {
      add: {
        description: 'Add two numbers',
        params: {
          a: { type: 'number', isRequired: true, description: 'First' },
          b: { type: 'number', isRequired: true, description: 'Second' },
        },
        run: ({ a, b }) => a + b,
      },
    },
  }),
);
const answer = Array.from({ length: 100 }, (_, index) => `@math.add(${index}, 2)`).join('\n');
const checked = await manager.executeResponseFunctions(answer);
if (checked.calls.filter((call) => call.ok).length !== 100) throw new Error('not every call ran');
for (let warm = 0; warm < 1000; warm += 1) await manager.executeResponseFunctions(answer);
const perCall: number[] = [];
for (let round = 0; round < 15; round += 1) {
  const start = process.cpuUsage();
  for (let index = 0; index < 200; index += 1) await manager.executeResponseFunctions(answer);
  const used = process.cpuUsage(start);
  perCall.push(((used.user + used.system) * 1000) / (200 * 100));
}
perCall.sort((a, b) => a - b);
const median = perCall[Math.floor(perCall.length / 2)] as number;
console.log(
  `\nexecuteResponseFunctions with 100 calls: ${median.toFixed(0)} ns per call (CPU, median of 15 rounds of 200 answers; bar ≤ 1,200: ${median <= 1200 ? 'meets' : 'ABOVE'})`,
);
