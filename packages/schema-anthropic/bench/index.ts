/**
 * What this package costs, measured against peers in the same run, in interleaved rounds of
 * CPU time (the machine is shared: waiting for a core is not the code's cost):
 *
 * - streamed tool input: 64 KB of JSON read in 16-character fragments against the same text in
 *   one fragment (linear: near 1), against `JSON.parse` of the joined text (the floor), and
 *   against the SDK's own partial JSON parser run once on the joined text (what its message
 *   stream does when the input is read);
 * - tools(): 10,000 functions against 1,000, first conversion (linear: near 10);
 * - runToolUses of 64 tool uses against handing the same requests to the pipeline directly.
 */

import {
  createToolManager,
  defineToolbox,
  type FunctionInterface,
  type Toolbox,
} from '@ai-toolbox/core';
import { partialParse } from '@anthropic-ai/sdk/_vendor/partial-json-parser/parser';
import { createAnthropicTools, createToolUseStream } from '../src/index.js';

const cpu = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

/** The median CPU time of `run` over `repeats` runs, in milliseconds. */
async function measure(run: () => unknown, repeats: number): Promise<number> {
  const times: number[] = [];
  for (let index = 0; index < repeats; index++) {
    const started = cpu();
    await run();
    times.push(cpu() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

const ROUNDS = 5;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

// Streamed input: one tool use whose arguments are 64 KB of JSON.
const rows = Array.from({ length: 1200 }, (_, index) => ({
  id: index,
  name: `item ${index}`,
  tags: ['a', 'b'],
  ok: index % 2 === 0,
}));
const inputJson = JSON.stringify({ query: 'inventory', rows });
function events(size: number): unknown[] {
  const list: unknown[] = [
    {
      type: 'content_block_start',
      index: 0,
      content_block: { type: 'tool_use', id: 'toolu_1', name: 'store__put', input: {} },
    },
  ];
  for (let at = 0; at < inputJson.length; at += size) {
    list.push({
      type: 'content_block_delta',
      index: 0,
      delta: { type: 'input_json_delta', partial_json: inputJson.slice(at, at + size) },
    });
  }
  list.push({ type: 'content_block_stop', index: 0 });
  return list;
}
const small = events(16);
const whole = events(inputJson.length);
const assemble = (list: readonly unknown[]) => () => {
  const stream = createToolUseStream();
  for (const event of list) stream.push(event);
  return stream.toolUses();
};
const fragments = small
  .slice(1, -1)
  .map((event) => (event as { delta: { partial_json: string } }).delta.partial_json);

// tools(): interfaces never seen before, so the first conversion is measured.
function managerOf(size: number) {
  const toolboxes: Toolbox[] = [];
  for (let box = 0; box < size / 100; box++) {
    const interfaces = new Map<string, FunctionInterface>();
    for (let index = 0; index < 100; index++) {
      interfaces.set(`fn_${index}`, {
        domain: `box${box}`,
        name: `fn_${index}`,
        type: 'function',
        description: `Function ${index}`,
        params: {
          city: { type: 'string', isRequired: true, description: 'City' },
          days: { type: 'integer', isRequired: false, description: 'Days', default: 1 },
          units: {
            type: 'array',
            isRequired: false,
            description: 'Units',
            items: { type: 'string' },
          },
        },
        returns: 'object',
      });
    }
    toolboxes.push({
      getName: () => `box${box}`,
      getFunction: (name) => {
        const found = interfaces.get(name);
        return found === undefined ? null : { f: () => 1, interface: found };
      },
      functions: Object.fromEntries([...interfaces.keys()].map((name) => [name, true])),
    });
  }
  return createToolManager({ toolboxes, controlFunctions: false });
}

// runToolUses: 64 calls of one function.
const echo = defineToolbox({
  name: 'echo',
  functions: {
    say: {
      description: 'Echo',
      params: { text: { type: 'string', isRequired: true, description: 'Text' } },
      run: ({ text }) => text,
    },
  },
});
const runner = createToolManager({ toolboxes: [echo], controlFunctions: false });
const anthropicTools = createAnthropicTools({ manager: runner });
const uses = Array.from({ length: 64 }, (_, index) => ({
  type: 'tool_use',
  id: `toolu_${index}`,
  name: 'echo__say',
  input: { text: `hello ${index}` },
}));
const requests = uses.map((use) => ({ name: 'echo.say', params: { text: use.input.text } }));

/** tools() on managers made beforehand, one per run, whose interfaces were never converted. */
async function firstTools(size: number): Promise<number> {
  const managers = Array.from({ length: 3 }, () => managerOf(size));
  return measure(() => {
    const manager = managers.pop();
    if (manager === undefined) throw new Error('one manager per run');
    return createAnthropicTools({ manager }).tools();
  }, 3);
}

const results = new Map<string, number[]>();
const note = (label: string, value: number) =>
  results.set(label, [...(results.get(label) ?? []), value]);
for (let round = 0; round < ROUNDS; round++) {
  const fragmented = await measure(assemble(small), 15);
  const oneChunk = await measure(assemble(whole), 15);
  const parsed = await measure(() => JSON.parse(fragments.join('')), 15);
  const sdk = await measure(() => partialParse(fragments.join('')), 15);
  note('stream 16-char fragments / one fragment', fragmented / oneChunk);
  note('stream 16-char fragments / JSON.parse of the text', fragmented / parsed);
  note('stream 16-char fragments / SDK partialParse once', fragmented / sdk);
  note('stream 16-char fragments, ms', fragmented);
  const thousand = await firstTools(1000);
  const tenThousand = await firstTools(10_000);
  note('tools() 10,000 / 1,000 functions', tenThousand / thousand);
  note('tools() 1,000 functions, ms', thousand);
  const viaRunner = await measure(() => anthropicTools.runToolUses(uses), 15);
  const direct = await measure(() => runner.executeFunctionCalls(requests), 15);
  note('runToolUses(64) / executeFunctionCalls(64)', viaRunner / direct);
  note('runToolUses(64), ms', viaRunner);
}

console.log(`schema-anthropic bench, median of ${ROUNDS} interleaved rounds (CPU time)`);
for (const [label, values] of results) {
  const value = median(values);
  console.log(
    `${label.padEnd(52)} ${label.endsWith('ms') ? value.toFixed(3) : `${value.toFixed(2)}x`}`,
  );
}
