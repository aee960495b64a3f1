// Hostile native messages: one assistant message of 256 KB and of 2 MB, run through
// runToolCalls, in CPU time, with the ratio (linear ≈ 8, bar ≤ 10). The arguments limit is
// raised, so that the reading is measured and not the refusal. Figures only.
import { createToolManager, defineToolbox } from '@ai-toolbox/core';
import { createOpenAITools } from '../src/index.js';

const kilobyte = 1024;

const manager = createToolManager({ controlFunctions: false });
manager.register(
  defineToolbox({
    name: 'w',
    functions: {
      echo: {
        description: 'Returns its arguments',
        params: {
          text: { type: 'string', isRequired: false, description: 'Text' },
          count: { type: 'integer', isRequired: false, description: 'A count' },
          options: { type: 'object', isRequired: false, description: 'Anything' },
        },
        run: (args) => args,
      },
    },
  }),
);
const openaiTools = createOpenAITools({ manager, maxArgumentsLength: 64 * 1024 * kilobyte });

const call = (id: string, args: string) => ({
  id,
  type: 'function',
  function: { name: 'w__echo', arguments: args },
});

/** Assistant messages whose JSON is about `size` characters. */
const shapes: readonly { name: string; make: (size: number) => unknown }[] = [
  { name: 'one long string', make: (size) => [call('a', `{"text":"${'x'.repeat(size)}"}`)] },
  {
    name: 'backslashes in a string',
    make: (size) => [call('a', `{"text":"${'\\\\'.repeat(size / 2)}"}`)],
  },
  {
    name: 'an object of many keys',
    make: (size) => {
      const keys = Array.from({ length: size / 12 }, (_, index) => `"k${index}":0`);
      return [call('a', `{"options":{${keys.join(',')}}}`)];
    },
  },
  {
    name: 'nested past the depth limit',
    make: (size) => [call('a', `{"options":${'{"a":'.repeat(size / 5)}1${'}'.repeat(size / 5)}}`)],
  },
  { name: 'a long integer', make: (size) => [call('a', `{"count":${'9'.repeat(size)}}`)] },
  {
    name: 'many calls (past maxCallsPerResponse)',
    make: (size) =>
      Array.from({ length: size / 64 }, (_, index) => call(`c${index}`, '{"text":"a"}')),
  },
  {
    name: 'calls without ids',
    make: (size) =>
      Array.from({ length: size / 64 }, () => ({
        type: 'function',
        function: { name: 'w__echo', arguments: '{}' },
      })),
  },
];

async function cpuTime(run: () => Promise<unknown>): Promise<number> {
  (globalThis as { gc?: () => void }).gc?.();
  const start = process.cpuUsage();
  await run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** The table of hostile messages, 256 KB against 2 MB, interleaved rounds, fastest CPU time. */
export async function benchHostileCalls(): Promise<Record<string, string>[]> {
  const rows: Record<string, string>[] = [];
  for (const { name, make } of shapes) {
    const small = make(256 * kilobyte);
    const large = make(2048 * kilobyte);
    let t1 = Number.POSITIVE_INFINITY;
    let t8 = Number.POSITIVE_INFINITY;
    for (let round = 0; round < 7; round += 1) {
      t1 = Math.min(t1, await cpuTime(() => openaiTools.runToolCalls(small)));
      t8 = Math.min(t8, await cpuTime(() => openaiTools.runToolCalls(large)));
    }
    rows.push({
      shape: name,
      't(256 KB) ms': t1.toFixed(2),
      't(2 MB) ms': t8.toFixed(2),
      't(8x)/t(1x)': (t8 / t1).toFixed(2),
      'within 10': t8 / t1 <= 10 ? 'yes' : 'NO',
    });
  }
  return rows;
}
