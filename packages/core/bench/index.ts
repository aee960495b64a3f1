// The cost of the pipeline, against the libraries people would use instead, and its scale:
// call() on a validated two-param function beside a direct call, the valibot floor, the AI
// SDK, OpenAI Agents and the MCP SDK; a call among 10 against 10,000 registered functions;
// what a huge result costs. Figures only; nothing here passes or fails. The scale table (heap,
// register, interface text, tools at 100,000 functions) is in schema-openai's bench, which has
// both halves. The package is measured as it is published: the built files (the bench runs
// after the build).
import { createToolManager, type Toolbox, type ToolboxFunction } from '@ai-toolbox/core';
import { benchHostileResults } from './hostile-results.js';
import { benchPeers, OURS, peersTable } from './peers.js';

const add = (args: Record<string, unknown>) => (args.a as number) + (args.b as number);

function addFunction(domain: string, name: string): ToolboxFunction {
  return {
    f: add,
    interface: {
      domain,
      name,
      type: 'function',
      description: 'Add two numbers',
      params: {
        a: { type: 'number', isRequired: true, description: 'First' },
        b: { type: 'number', isRequired: true, description: 'Second' },
      },
      returns: 'number',
    },
  };
}

/** `count` functions spread over toolboxes of at most 100 functions each. */
function toolboxes(count: number): Toolbox[] {
  const result: Toolbox[] = [];
  for (let box = 0; box * 100 < count; box += 1) {
    const name = `box${box}`;
    const functions: Record<string, boolean> = {};
    for (let index = 0; index < Math.min(100, count - box * 100); index += 1) {
      functions[`add${index}`] = true;
    }
    result.push({
      getName: () => name,
      getFunction: (functionName) =>
        Object.hasOwn(functions, functionName) ? addFunction(name, functionName) : null,
      functions,
    });
  }
  return result;
}

console.log(
  '@ai-toolbox/core: one validated call of a two-param sync function (ns per call, CPU time, median and fastest of 21 interleaved rounds)',
);
const peers = await benchPeers();
console.table(peersTable(peers));
const ours = peers.get(OURS)?.median ?? Number.NaN;
console.log(
  `manager.call(): ${ours.toFixed(0)} ns per call, median (bar ≤ 500: ${ours <= 500 ? 'met' : 'NOT met'})`,
);

const small = createToolManager({ toolboxes: toolboxes(10), controlFunctions: false });
const large = createToolManager({ toolboxes: toolboxes(10_000), controlFunctions: false });
const args = { a: 1, b: 2 };
const textArgs = { a: '1', b: '2' };

/**
 * Times the managers in alternating blocks, so that a change in the machine's load during
 * the run weighs on all alike; returns nanoseconds per call for each, CPU time.
 */
async function interleaved(rounds: number, block: number) {
  const runs = {
    '10 functions': () => small.call('box0.add5', args),
    '10 functions, text args': () => small.call('box0.add5', textArgs),
    '10,000 functions': () => large.call('box0.add5', args),
    '10,000 functions, last toolbox': () => large.call('box99.add99', args),
  };
  const totals = new Map<string, number>(Object.keys(runs).map((name) => [name, 0]));
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, run] of Object.entries(runs)) {
      const start = process.cpuUsage();
      for (let index = 0; index < block; index += 1) await run();
      const used = process.cpuUsage(start);
      totals.set(name, (totals.get(name) ?? 0) + used.user + used.system);
    }
  }
  return new Map([...totals].map(([name, total]) => [name, (total * 1000) / (rounds * block)]));
}
const scaling = await interleaved(20, 5000);
console.log('\ncall() by the number of registered functions (ns per call, interleaved blocks)');
console.table([...scaling].map(([managers, ns]) => ({ managers, 'ns per call': ns.toFixed(0) })));
const ratio = (scaling.get('10,000 functions') ?? 0) / (scaling.get('10 functions') ?? 1);
console.log(`10,000 vs 10 registered functions: ${ratio.toFixed(2)}x (bound: 1.5x)`);

console.log(
  '\nhostile results: CPU time of one call whose tool returns a huge value, 256 KB against 2 MB of JSON (fastest of 5 interleaved rounds; linear ≈ 8, bar ≤ 10)',
);
console.table(await benchHostileResults());
