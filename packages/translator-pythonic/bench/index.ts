/**
 * Benchmarks of the pythonic parser. Prints, for prose and for hostile shapes, the time for a
 * text of size 1x and of size 8x and their ratio (linear time gives about 8; the bar is 10),
 * then the throughput on 1 MB of prose holding 1,000 calls beside the atfunc parser on the same
 * prose with the same calls in its own syntax, measured in the same interleaved rounds, then
 * the same megabyte streamed in 16-character chunks. Figures only: nothing here is a test.
 */
import type { FunctionInterface } from '@ai-toolbox/core';
import { createAtfuncTranslator } from '@ai-toolbox/translator-atfunc';

// Both parsers run as built, as their users run them (`pnpm bench` builds first). tsx would
// run this package's sources compiled to CommonJS, where every constant imported from the kit
// is a property read on each use, which slows the scanner's loops several times over; the
// types still come from the sources.
const built = new URL('../dist/index.js', import.meta.url).href;
const { createPythonicTranslator } = (await import(built)) as typeof import('../src/index.js');

const megabyte = 1024 * 1024;
// Limits raised so that every byte is parsed: the bench measures the scanners, not the caps.
const pythonic = createPythonicTranslator({ maxTextLength: 64 * megabyte, maxCalls: 1_000_000 });
const atfunc = createAtfuncTranslator({ maxTextLength: 64 * megabyte, maxCalls: 1_000_000 });

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
    domain: 'weather',
    name: 'f',
    type: 'function',
    description: 'A function the hostile shapes call',
    params: { x: { type: 'string', isRequired: false, description: 'anything' } },
    returns: 'string',
  },
];

// The prose of atfunc's bench: the two parsers read the same sentences.
const sentences = [
  'The quarterly report shows steady growth across all regions, with the north leading. ',
  'Please forward questions to ops-team@example.com before Friday; Anna (anna.b@example.org) is out. ',
  'We compared three approaches (naive, cached, and streamed) and kept the simplest one. ',
  'Temperatures in the valley stayed mild, around 18 degrees, with light wind from the west. ',
  "Note: the numbers below are preliminary, and Maria's team will confirm them next week.\n",
];
const pythonicCalls = [
  "[weather.get_current_weather(location='Paris', unit='c')]",
  '[get_current_weather(location="New York", unit=\'f\')]',
  "```python\nprint(weather.get_current_weather({'location': 'Oslo', 'unit': 'c'}))\n```",
  'get_current_weather(location="Berlin")',
];
const atfuncCalls = [
  '@weather.get_current_weather("Paris", unit="c")',
  '@weather.get_current_weather(location: "New York", unit: \'f\')',
  '@weather.get_current_weather({"location": "Oslo", "unit": "c"})',
  '@get_current_weather(Berlin)',
];

/** About `size` characters of prose with one call per `callEvery` characters. */
function prose(size: number, callEvery: number, calls: readonly string[]): string {
  const parts: string[] = [];
  let length = 0;
  let nextCall = callEvery;
  let index = 0;
  while (length < size) {
    const sentence = sentences[index % sentences.length] ?? '';
    parts.push(sentence);
    length += sentence.length;
    if (length >= nextCall) {
      const call = `\n${calls[index % calls.length] ?? ''}\n`;
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
  { name: 'prose, 1 call per KB', make: (size) => prose(size, 1024, pythonicCalls) },
  { name: "'[f(' repeated", make: (size) => '[f('.repeat(size / 3) },
  { name: "unclosed strings f(x='...", make: (size) => "f(x='unclosed ".repeat(size / 14) },
  { name: 'unclosed quotes in prose', make: (size) => "it's 'open ".repeat(size / 11) },
  { name: "'((((' in prose", make: (size) => '('.repeat(size) },
  { name: "'((((' inside a call", make: (size) => `f(${'('.repeat(size)}` },
  { name: 'a 1 MB string literal', make: (size) => `[f(x='${'y'.repeat(size)}')]` },
  { name: "'f(x=' then text to the end", make: (size) => `f(x=${loremWithoutBreaks(size)}` },
  { name: 'nested [{( brackets', make: (size) => `f(x=${'[{('.repeat(size / 3)}` },
  { name: "'<think>' never closed", make: (size) => `<think>${loremWithoutBreaks(size)}` },
];

/**
 * Milliseconds of CPU time one run takes. The machine is shared: wall time charges a run for
 * other programs' turns on the CPU, which a long run suffers far more often than a short one.
 * CPU time of this process (with the garbage collector on the main thread, by
 * --single-threaded-gc) counts the parser's own work, its garbage collection included. No
 * collection is forced before a run: right after a forced full collection V8 shrinks its young
 * generation, and the next run then spends most of its time collecting (ten times the time of
 * a run in a warm heap, for both parsers here), which measures the forcing, not the parser.
 */
function timeOnce(run: () => unknown): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

const parse = (text: string): number =>
  pythonic.parseFunctionCalls(text, interfaces, 'weather').length;
const parseAtfunc = (text: string): number =>
  atfunc.parseFunctionCalls(text, interfaces, 'weather').length;

for (const shape of shapes) parse(shape.make(64 * 1024));

const base = megabyte;
console.log(
  `pythonic parser: t(8x)/t(1x) in CPU time, best of 7 to 40 interleaved runs, 1x = ${base / megabyte} MB (linear ≈ 8, bar ≤ 10)`,
);
const rows = shapes.map((shape) => {
  const small = shape.make(base);
  const large = shape.make(8 * base);
  const calls1x = parse(small);
  let t1 = Number.POSITIVE_INFINITY;
  let t8 = Number.POSITIVE_INFINITY;
  const deadline = performance.now() + 5000;
  for (let round = 0; round < 7 || (round < 40 && performance.now() < deadline); round += 1) {
    t1 = Math.min(
      t1,
      timeOnce(() => parse(small)),
    );
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

const text = prose(megabyte, megabyte / 1000, pythonicCalls);
const atfuncText = prose(megabyte, megabyte / 1000, atfuncCalls);
const found = parse(text);
const foundAtfunc = parseAtfunc(atfuncText);
let pythonicCpu = Number.POSITIVE_INFINITY;
let atfuncCpu = Number.POSITIVE_INFINITY;
for (let round = 0; round < 21; round += 1) {
  pythonicCpu = Math.min(
    pythonicCpu,
    timeOnce(() => parse(text)),
  );
  atfuncCpu = Math.min(
    atfuncCpu,
    timeOnce(() => parseAtfunc(atfuncText)),
  );
}
const rate = (characters: number, ms: number): number => characters / megabyte / (ms / 1000);
console.log(
  '\n1 MB of prose with a call every KB (the same sentences for both), best of 21 interleaved rounds:',
);
console.table([
  {
    parser: 'pythonic',
    characters: text.length,
    calls: found,
    'CPU ms': pythonicCpu.toFixed(2),
    'MB/s (CPU)': rate(text.length, pythonicCpu).toFixed(0),
  },
  {
    parser: 'atfunc',
    characters: atfuncText.length,
    calls: foundAtfunc,
    'CPU ms': atfuncCpu.toFixed(2),
    'MB/s (CPU)': rate(atfuncText.length, atfuncCpu).toFixed(0),
  },
]);
const pythonicRate = rate(text.length, pythonicCpu);
const atfuncRate = rate(atfuncText.length, atfuncCpu);
console.log(
  `pythonic at ${pythonicRate.toFixed(0)} MB/s in CPU time (${pythonicRate >= 500 ? 'meets' : 'BELOW'} the 500 MB/s bar), ${(pythonicRate / atfuncRate).toFixed(2)}x atfunc's ${atfuncRate.toFixed(0)} MB/s on the same prose`,
);

// Streaming: the same megabyte fed in 16-character chunks, as a model's tokens arrive.
const sixteen: string[] = [];
for (let at = 0; at < text.length; at += 16) sixteen.push(text.slice(at, at + 16));
const streamed = (): number => {
  const stream = pythonic.createFunctionCallStream(interfaces, 'weather');
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
  `\nthe same megabyte streamed in ${sixteen.length} chunks of 16 characters: ${manyChunks.toFixed(2)} ms against ${oneChunk.toFixed(2)} ms in one chunk (CPU, best of 21 interleaved rounds), ${(manyChunks / oneChunk).toFixed(2)}x`,
);
