/**
 * How build() scales: the time to build 10,000 tools divided by the time to build 1,000
 * should stay near 10 (linear); the target is at most 12. Also measured in the same run:
 * a tool manager's interfaces converted to tools, and JSON.stringify of the built tools (a
 * floor every caller pays anyway, to send them).
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

const bench = new Bench({ time: 1_500, warmupTime: 300 });
for (const size of SIZES) {
  const registry = registryOf(size);
  const interfaces = interfacesOf(size);
  const built = registry.build();
  bench.add(`registry.build() ${size}`, () => registry.build());
  bench.add(`registry.build({ strict: true }) ${size}`, () => registry.build({ strict: true }));
  bench.add(`interfacesToChatCompletionTools ${size}`, () =>
    interfacesToChatCompletionTools(interfaces),
  );
  bench.add(`JSON.stringify(built tools) ${size}`, () => JSON.stringify(built));
}
await bench.run();

const meanMs = new Map<string, number>();
for (const task of bench.tasks) {
  const result = task.result;
  if (result.state !== 'completed') throw new Error(`${task.name}: ${result.state}`);
  meanMs.set(task.name, result.latency.mean);
  console.log(
    `${task.name.padEnd(46)} ${result.latency.mean.toFixed(3).padStart(10)} ms (±${result.latency.rme.toFixed(1)}%)`,
  );
}

console.log('');
let worst = 0;
for (const label of [
  'registry.build()',
  'registry.build({ strict: true })',
  'interfacesToChatCompletionTools',
  'JSON.stringify(built tools)',
]) {
  const small = meanMs.get(`${label} ${SIZES[0]}`) as number;
  const large = meanMs.get(`${label} ${SIZES[1]}`) as number;
  const ratio = large / small;
  if (!label.startsWith('JSON')) worst = Math.max(worst, ratio);
  console.log(`${label.padEnd(34)} 10,000 / 1,000 = ${ratio.toFixed(2)}`);
}
const small = meanMs.get(`registry.build() ${SIZES[0]}`) as number;
const floor = meanMs.get(`JSON.stringify(built tools) ${SIZES[0]}`) as number;
console.log(
  `registry.build() 1,000 / JSON.stringify of its output = ${(small / floor).toFixed(2)}`,
);
console.log(
  `worst build ratio ${worst.toFixed(2)} (target at most ${MAX_RATIO}): ${worst <= MAX_RATIO ? 'met' : 'NOT met'}`,
);
