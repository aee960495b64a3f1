import { hermesToolMiddleware } from '@ai-sdk-tool/parser';
import type { LanguageModelMiddleware } from 'ai';
import { convertArrayToReadableStream, MockLanguageModelV3 } from 'ai/test';
import { tagTranslator } from '../src/__fixtures__/tag-translator.js';
import type { CallOptionsV3, StreamPartV3 } from '../src/ai-sdk-types.js';
import { toolCallingMiddleware } from '../src/index.js';

// The middleware's overhead per streamed chunk and per call, beside @ai-sdk-tool/parser's
// hermesToolMiddleware on the very same scripted stream: `<tool_call>{"name": ..., "arguments":
// ...}</tool_call>` calls in prose, cut into 16-character text deltas. Ours reads it through a
// translator made with the kit for this format (src/__fixtures__/tag-translator.ts). Each run
// drives the middleware as wrapLanguageModel does (transformParams, then wrapStream over a
// fresh stream) and reads the stream to its end; the cost of the stream itself is measured
// alone and taken off. Times are CPU time (waiting for a core does not count), and the three
// contenders run one after the other in each round, so a slow moment hits them all.

const CHUNK = 16;
const CALLS = 64;
const ROUNDS = 9;

const call = '<tool_call>{"name": "get_temp", "arguments": {"location": "Paris"}}</tool_call>';
const prose =
  'The weather service answers in a moment; meanwhile, a few words about <b>Paris</b>. ';

/** An answer of `calls` calls, each after the same stretch of prose, or the prose alone. */
function answer(calls: number, withCalls: boolean): string {
  let text = '';
  for (let index = 0; index < calls; index += 1) {
    for (let line = 0; line < 8; line += 1) text += prose;
    text += withCalls ? call : ' '.repeat(call.length);
  }
  return text;
}

function parts(text: string): StreamPartV3[] {
  const deltas: StreamPartV3[] = [];
  for (let at = 0; at < text.length; at += CHUNK) {
    deltas.push({ type: 'text-delta', id: 't', delta: text.slice(at, at + CHUNK) });
  }
  return [
    { type: 'stream-start', warnings: [] },
    { type: 'text-start', id: 't' },
    ...deltas,
    { type: 'text-end', id: 't' },
    {
      type: 'finish',
      finishReason: { unified: 'stop', raw: 'stop' },
      usage: {
        inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
        outputTokens: { total: 1, text: 1, reasoning: undefined },
      },
    },
  ];
}

const params: CallOptionsV3 = {
  prompt: [{ role: 'user', content: [{ type: 'text', text: 'Weather?' }] }],
  tools: [
    {
      type: 'function',
      name: 'get_temp',
      description: 'Current temperature in a city',
      inputSchema: {
        type: 'object',
        properties: { location: { type: 'string' } },
        required: ['location'],
      },
    },
  ],
};

const model = new MockLanguageModelV3();

/** Streams `scripted` through `middleware`; returns how many tool calls came out. */
async function run(middleware: LanguageModelMiddleware | undefined, scripted: StreamPartV3[]) {
  const source = () => Promise.resolve({ stream: convertArrayToReadableStream(scripted) });
  let stream: ReadableStream<StreamPartV3>;
  if (middleware === undefined) {
    stream = (await source()).stream;
  } else {
    const transformed = middleware.transformParams
      ? await middleware.transformParams({ type: 'stream', params, model })
      : params;
    const result = await (middleware.wrapStream as NonNullable<typeof middleware.wrapStream>)({
      doStream: source,
      doGenerate: () => Promise.reject(new Error('not used')),
      params: transformed,
      model,
    });
    stream = result.stream;
  }
  let calls = 0;
  const reader = stream.getReader();
  for (;;) {
    const next = await reader.read();
    if (next.done) break;
    if (next.value.type === 'tool-call') calls += 1;
  }
  return calls;
}

async function cpu(task: () => Promise<unknown>, repeat: number): Promise<number> {
  const started = process.cpuUsage();
  for (let index = 0; index < repeat; index += 1) await task();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000 / repeat;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

async function main(): Promise<void> {
  const withCalls = parts(answer(CALLS, true));
  const proseOnly = parts(answer(CALLS, false));
  const chunks = withCalls.length - 4;
  const ours = toolCallingMiddleware({ translator: tagTranslator });
  const contenders: Array<[string, LanguageModelMiddleware | undefined]> = [
    ['stream alone', undefined],
    ['@ai-toolbox/ai-sdk', ours],
    ['@ai-sdk-tool/parser', hermesToolMiddleware],
  ];
  for (const [name, middleware] of contenders.slice(1)) {
    const found = await run(middleware, withCalls);
    if (found !== CALLS) throw new Error(`${name} found ${found} of ${CALLS} calls`);
  }
  const times = new Map<string, { calls: number[]; prose: number[] }>();
  for (const [name] of contenders) times.set(name, { calls: [], prose: [] });
  for (let round = 0; round < ROUNDS + 1; round += 1) {
    for (const [name, middleware] of contenders) {
      const withTime = await cpu(() => run(middleware, withCalls), 5);
      const proseTime = await cpu(() => run(middleware, proseOnly), 5);
      // The first round warms up.
      if (round === 0) continue;
      times.get(name)?.calls.push(withTime);
      times.get(name)?.prose.push(proseTime);
    }
  }
  const base = times.get('stream alone') as { calls: number[]; prose: number[] };
  const baseProse = median(base.prose);
  console.log(
    `\n## ${chunks} text deltas of ${CHUNK} characters, ${CALLS} calls (median of ${ROUNDS} rounds, CPU time)\n`,
  );
  console.log('| middleware | per chunk (µs) | per call (µs) | whole stream (ms) |');
  console.log('| --- | --- | --- | --- |');
  const perChunk = new Map<string, number>();
  const perCall = new Map<string, number>();
  for (const [name, middleware] of contenders) {
    const entry = times.get(name) as { calls: number[]; prose: number[] };
    const prose = median(entry.prose);
    const all = median(entry.calls);
    if (middleware === undefined) {
      console.log(`| ${name} | ${((prose / chunks) * 1000).toFixed(2)} | - | ${all.toFixed(2)} |`);
      continue;
    }
    const chunkCost = ((prose - baseProse) / chunks) * 1000;
    const callCost = ((all - prose) / CALLS) * 1000;
    perChunk.set(name, chunkCost);
    perCall.set(name, callCost);
    console.log(
      `| ${name} | ${chunkCost.toFixed(2)} | ${callCost.toFixed(2)} | ${all.toFixed(2)} |`,
    );
  }
  const ratio = (map: Map<string, number>) =>
    (
      (map.get('@ai-toolbox/ai-sdk') as number) / (map.get('@ai-sdk-tool/parser') as number)
    ).toFixed(2);
  console.log(
    `\nours / @ai-sdk-tool/parser: ${ratio(perChunk)}x per chunk, ${ratio(perCall)}x per call (below 1 is faster)`,
  );
}

await main();
