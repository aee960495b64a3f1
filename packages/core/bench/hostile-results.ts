// Hostile results: a tool returns a huge value, and the pipeline turns it into the text the model
// reads. For each shape, the CPU time of one call at 256 KB and at 2 MB of JSON (8x) and their
// ratio: the bar is 10 (linear); a budgeted writer should stay near 1. Figures only.
import { createToolManager, defineToolbox } from '@ai-toolbox/core';
import { cpuTimeOf } from './cpu-time.js';

const kilobyte = 1024;

interface Shape {
  readonly name: string;
  /** A value whose JSON is about `size` characters. */
  readonly make: (size: number) => unknown;
}

const shapes: readonly Shape[] = [
  // "0," per element.
  { name: 'Uint8Array', make: (size) => new Uint8Array(size / 2) },
  { name: 'array of zeros', make: (size) => new Array(size / 2).fill(0) },
  // `"k123456":0,` is about 12 characters.
  {
    name: 'object of many keys',
    make: (size) => {
      const record: Record<string, number> = {};
      for (let index = 0; index < size / 12; index += 1) record[`k${index}`] = 0;
      return record;
    },
  },
  {
    name: 'Map of many entries',
    make: (size) => new Map(Array.from({ length: size / 12 }, (_, index) => [`k${index}`, 0])),
  },
  {
    name: 'Set of many members',
    make: (size) => new Set(Array.from({ length: size / 8 }, (_, i) => i)),
  },
  { name: 'one long string in an object', make: (size) => ({ text: 'x'.repeat(size) }) },
  { name: 'quotes to escape', make: (size) => ({ text: '"'.repeat(size / 2) }) },
  {
    name: 'cycles',
    make: (size) => {
      const cyclic: unknown[] = [];
      for (let index = 0; index < size / 14; index += 1) cyclic.push(cyclic);
      return cyclic;
    },
  },
];

let current: unknown;
const manager = createToolManager({ controlFunctions: false });
manager.register(
  defineToolbox({
    name: 'bad',
    functions: { value: { description: 'Returns a huge value', params: {}, run: () => current } },
  }),
);

/** One call through the pipeline, as a native call: the result text is what costs. */
async function shape(value: unknown): Promise<number> {
  current = value;
  const [record] = await manager.executeFunctionCalls([{ name: 'bad.value', params: {} }]);
  return record?.result.length ?? 0;
}

export interface HostileResultRow {
  readonly shape: string;
  readonly 't(256 KB) ms': string;
  readonly 't(2 MB) ms': string;
  readonly 't(8x)/t(1x)': string;
  readonly 'within 10': string;
}

/** The table of hostile results, 256 KB against 2 MB, interleaved rounds, fastest CPU time. */
export async function benchHostileResults(): Promise<HostileResultRow[]> {
  const rows: HostileResultRow[] = [];
  for (const { name, make } of shapes) {
    const small = make(256 * kilobyte);
    const large = make(2048 * kilobyte);
    let t1 = Number.POSITIVE_INFINITY;
    let t8 = Number.POSITIVE_INFINITY;
    for (let round = 0; round < 5; round += 1) {
      t1 = Math.min(t1, await cpuTimeOf(() => shape(small)));
      t8 = Math.min(t8, await cpuTimeOf(() => shape(large)));
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
