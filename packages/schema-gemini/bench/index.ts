/**
 * What this package costs, measured against peers in the same run, in interleaved rounds of
 * CPU time (the machine is shared: waiting for a core is not the code's cost):
 *
 * - functionDeclarations(): 10,000 functions against 1,000, first conversion (linear: near 10),
 *   and the OpenAPI lowering against the `'json-schema'` mode, which renders core's schema only;
 * - toGeminiSchema of one schema with 8,000 properties against one with 1,000 (linear: near 8);
 * - runFunctionCalls of 64 calls against handing the same requests to the pipeline directly.
 */
import {
  createToolManager,
  defineToolbox,
  type FunctionInterface,
  type Toolbox,
} from '@ai-toolbox/core';
import { createGeminiTools, toGeminiSchema } from '../src/index.js';

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
          days: {
            type: 'integer',
            isRequired: false,
            description: 'Days',
            default: 1,
            enum: [1, 2, 3],
          },
          units: {
            type: 'array',
            isRequired: false,
            description: 'Units',
            items: { type: 'string' },
          },
          options: { type: 'object', isRequired: false, description: 'Options' },
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

/** functionDeclarations() on managers made beforehand, one per run, never converted before. */
async function firstDeclarations(size: number, schema: 'openapi' | 'json-schema'): Promise<number> {
  const managers = Array.from({ length: 3 }, () => managerOf(size));
  return measure(() => {
    const manager = managers.pop();
    if (manager === undefined) throw new Error('one manager per run');
    return createGeminiTools({ manager, schema }).functionDeclarations();
  }, 3);
}

function wideSchema(size: number) {
  const properties: Record<string, unknown> = {};
  for (let index = 0; index < size; index++) {
    properties[`p${index}`] =
      index % 4 === 0
        ? { type: ['string', 'null'], default: 'x', format: 'email' }
        : index % 4 === 1
          ? { type: 'integer', enum: [1, 2], minimum: 0 }
          : index % 4 === 2
            ? { type: 'array', items: { type: 'object', properties: { a: { type: 'string' } } } }
            : { anyOf: [{ type: 'string' }, { type: 'number' }] };
  }
  return { type: 'object', properties, required: ['p0'] };
}
const narrow = wideSchema(1000);
const wide = wideSchema(8000);

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
const geminiTools = createGeminiTools({ manager: runner });
const parts = Array.from({ length: 64 }, (_, index) => ({
  functionCall: { name: 'echo.say', id: `call_${index}`, args: { text: `hello ${index}` } },
}));
const requests = parts.map((part) => ({ name: 'echo.say', params: part.functionCall.args }));

const results = new Map<string, number[]>();
const note = (label: string, value: number) =>
  results.set(label, [...(results.get(label) ?? []), value]);
for (let round = 0; round < ROUNDS; round++) {
  const thousand = await firstDeclarations(1000, 'openapi');
  const tenThousand = await firstDeclarations(10_000, 'openapi');
  const jsonSchema = await firstDeclarations(1000, 'json-schema');
  note('functionDeclarations() 10,000 / 1,000 functions', tenThousand / thousand);
  note('functionDeclarations() openapi / json-schema', thousand / jsonSchema);
  note('functionDeclarations() 1,000 functions, ms', thousand);
  const small = await measure(() => toGeminiSchema(narrow), 5);
  const large = await measure(() => toGeminiSchema(wide), 5);
  note('toGeminiSchema 8,000 / 1,000 properties', large / small);
  note('toGeminiSchema 1,000 properties, ms', small);
  const viaRunner = await measure(() => geminiTools.runFunctionCalls(parts), 15);
  const direct = await measure(() => runner.executeFunctionCalls(requests), 15);
  note('runFunctionCalls(64) / executeFunctionCalls(64)', viaRunner / direct);
  note('runFunctionCalls(64), ms', viaRunner);
}

console.log(`schema-gemini bench, median of ${ROUNDS} interleaved rounds (CPU time)`);
for (const [label, values] of results) {
  const value = median(values);
  console.log(
    `${label.padEnd(52)} ${label.endsWith('ms') ? value.toFixed(3) : `${value.toFixed(2)}x`}`,
  );
}
