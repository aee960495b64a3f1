/**
 * How build() scales: the time to build 10,000 tools divided by the time to build 1,000
 * should stay near 10 (linear); the target is at most 12. build() renders each tool's
 * parameters once and copies them into every build afterwards, so the first build after add()
 * is measured apart. Also measured in the same run: a tool manager's interfaces converted to tools, and
 * JSON.stringify of the built tools (a floor every caller pays anyway, to send them).
 */
import type { FunctionInterface } from '@ai-toolbox/core';
import { Bench } from 'tinybench';
import { createToolRegistry, interfacesToChatCompletionTools } from '../src/index.js';

const SIZES = [1_000, 10_000] as const;
const MAX_RATIO = 12;

function registryOf(size: number) {
  const registry = createToolRegistry();
  for (let index = 0; index < size; index++) {
    registry.add(
      `tool_${index}`,
      `Tool number ${index}`,
      {
        query: { type: 'string', description: 'What to look for' },
        limit: 'int?',
        unit: { type: 'str?', enum: ['c', 'f'], default: 'c' },
        tags: { type: 'list?', items: 'str' },
        range: { type: 'dict?', properties: { from: 'float', to: 'float?' } },
      },
      () => index,
    );
  }
  return registry;
}

function interfacesOf(size: number): FunctionInterface[] {
  return Array.from({ length: size }, (_, index) => ({
    domain: `box${index % 50}`,
    name: `fn_${index}`,
    type: 'function' as const,
    description: `Function number ${index}`,
    params: {
      city: { type: 'string' as const, isRequired: true, description: 'City' },
      days: { type: 'integer' as const, isRequired: false, description: 'Days', default: 1 },
      units: {
        type: 'array' as const,
        isRequired: false,
        description: 'Units',
        items: { type: 'string' as const },
      },
    },
    returns: 'object',
  }));
}

type Task = { label: string; run: (size: number) => () => unknown };

const TASKS: Task[] = [
  {
    label: 'registry.build()',
    run: (size) => {
      const registry = registryOf(size);
      return () => registry.build();
    },
  },
  {
    label: 'registry.build({ strict: true })',
    run: (size) => {
      const registry = registryOf(size);
      return () => registry.build({ strict: true });
    },
  },
  {
    label: 'add() x N, then the first build()',
    run: (size) => () => registryOf(size).build(),
  },
  {
    label: 'interfacesToChatCompletionTools',
    run: (size) => {
      const interfaces = interfacesOf(size);
      return () => interfacesToChatCompletionTools(interfaces);
    },
  },
  {
    label: 'the same, for interfaces never seen',
    run: (size) => () => interfacesToChatCompletionTools(interfacesOf(size)),
  },
  {
    label: 'JSON.stringify(built tools)',
    run: (size) => {
      const built = registryOf(size).build();
      return () => JSON.stringify(built);
    },
  },
];

// The machine is shared, so load drifts while the bench runs: times are this process's CPU
// time (user + system), which does not count waiting for a core; both sizes are measured in
// every round, one right after the other; and the ratio is the median over the rounds, taken
// from each round's median time (p50 resists the odd collection pause).
const cpuClock = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
const ROUNDS = 5;
const medianOf = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};
const times = new Map<string, number[]>();
const ratios = new Map<string, number[]>();
for (let round = 0; round < ROUNDS; round++) {
  for (const task of TASKS) {
    const bench = new Bench({
      time: 400,
      iterations: 5,
      warmupTime: 100,
      warmupIterations: 2,
      now: cpuClock,
    });
    for (const size of SIZES) bench.add(`${task.label} ${size}`, task.run(size));
    await bench.run();
    const p50 = bench.tasks.map((entry) => {
      const result = entry.result;
      if (result.state !== 'completed') throw new Error(`${entry.name}: ${result.state}`);
      const list = times.get(entry.name) ?? [];
      list.push(result.latency.p50);
      times.set(entry.name, list);
      return result.latency.p50;
    });
    const list = ratios.get(task.label) ?? [];
    list.push((p50[1] as number) / (p50[0] as number));
    ratios.set(task.label, list);
  }
}

for (const [name, list] of times) {
  console.log(
    `${name.padEnd(48)} ${medianOf(list).toFixed(3).padStart(10)} ms CPU (median of ${ROUNDS} rounds)`,
  );
}
console.log('');
let worst = 0;
for (const task of TASKS) {
  const ratio = medianOf(ratios.get(task.label) ?? []);
  if (task.label.startsWith('registry.build')) worst = Math.max(worst, ratio);
  console.log(`${task.label.padEnd(36)} 10,000 / 1,000 = ${ratio.toFixed(2)}`);
}
const build = medianOf(times.get(`registry.build() ${SIZES[0]}`) ?? []);
const floor = medianOf(times.get(`JSON.stringify(built tools) ${SIZES[0]}`) ?? []);
console.log(
  `registry.build() 1,000 / JSON.stringify of its output = ${(build / floor).toFixed(2)}`,
);
console.log(
  `worst build ratio ${worst.toFixed(2)} (target at most ${MAX_RATIO}): ${worst <= MAX_RATIO ? 'met' : 'NOT met'}`,
);

const { benchHostileCalls } = await import('./hostile-calls.js');
console.log(
  '\nhostile native messages through runToolCalls, 256 KB against 2 MB (CPU time, fastest of 7 interleaved rounds; linear ≈ 8, bar ≤ 10)',
);
console.table(await benchHostileCalls());

const { benchScale } = await import('./scale.js');
console.log(
  '\nscale: a tool manager with 1,000, 10,000 and 100,000 functions (CPU time, median of 3 managers per size; growth per 10x in parentheses, linear ≈ 10; heap held by the manager per function, bar ≤ 1.5 KB; later chatCompletionTools: a fresh copy each call, linear)',
);
console.table(benchScale());
