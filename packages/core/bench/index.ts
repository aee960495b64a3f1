// The cost of the pipeline: call() on a validated two-param function against calling the
// function directly, and a call among 10 against 10,000 registered functions. Figures only;
// nothing here passes or fails.
import { Bench } from 'tinybench';
import { createToolManager, type Toolbox, type ToolboxFunction } from '../src/index.js';

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

const small = createToolManager({ toolboxes: toolboxes(10), controlFunctions: false });
const large = createToolManager({ toolboxes: toolboxes(10_000), controlFunctions: false });
const args = { a: 1, b: 2 };
const textArgs = { a: '1', b: '2' };

const bench = new Bench({ time: 1000, warmupTime: 200 });
bench
  .add('direct add(args)', () => {
    add(args);
  })
  .add('direct await add(args)', async () => {
    await add(args);
  })
  .add('call() with 10 functions', async () => {
    await small.call('box0.add5', args);
  })
  .add('call() with 10 functions, text args', async () => {
    await small.call('box0.add5', textArgs);
  })
  .add('call() with 10,000 functions', async () => {
    await large.call('box0.add5', args);
  });

await bench.run();

/**
 * Times the two managers in alternating blocks, so that a change in the machine's load during
 * the run weighs on both alike; returns nanoseconds per call for each.
 */
async function interleaved(rounds: number, block: number) {
  const totals = { small: 0, large: 0, largeLast: 0 };
  const time = async (run: () => Promise<unknown>) => {
    const start = performance.now();
    for (let index = 0; index < block; index += 1) await run();
    return performance.now() - start;
  };
  for (let round = 0; round < rounds; round += 1) {
    totals.small += await time(() => small.call('box0.add5', args));
    totals.large += await time(() => large.call('box0.add5', args));
    totals.largeLast += await time(() => large.call('box99.add99', args));
  }
  const perCall = (total: number) => (total / (rounds * block)) * 1e6;
  return {
    small: perCall(totals.small),
    large: perCall(totals.large),
    largeLast: perCall(totals.largeLast),
  };
}
const scaling = await interleaved(20, 2000);

const nanoseconds = new Map<string, number>();
for (const task of bench.tasks) {
  const result = task.result;
  if (!('latency' in result)) throw new Error(`${task.name}: ${result.state}`);
  nanoseconds.set(task.name, result.latency.mean * 1e6);
}
const ns = (name: string) => nanoseconds.get(name) ?? Number.NaN;
const row = (name: string) => `${name.padEnd(44)} ${ns(name).toFixed(0).padStart(8)} ns/call`;

console.log('@ai-toolbox/core: call() overhead');
for (const name of nanoseconds.keys()) console.log(row(name));
console.log('');
const direct = ns('direct await add(args)');
const viaCall = ns('call() with 10 functions');
console.log(
  `overhead of call() on a validated two-param function: ${(viaCall - direct).toFixed(0)} ns per call; call() / direct await = ${(viaCall / direct).toFixed(1)}x, call() / direct sync = ${(viaCall / ns('direct add(args)')).toFixed(1)}x`,
);
console.log(
  `interleaved blocks: 10 functions ${scaling.small.toFixed(0)} ns/call, 10,000 functions ${scaling.large.toFixed(0)} ns/call (last toolbox ${scaling.largeLast.toFixed(0)} ns/call)`,
);
console.log(
  `10,000 vs 10 registered functions: ${(scaling.large / scaling.small).toFixed(2)}x (last toolbox: ${(scaling.largeLast / scaling.small).toFixed(2)}x; bound: 1.5x)`,
);

const { benchHostileResults } = await import('./hostile-results.js');
console.log(
  '\nhostile results: CPU time of one call whose tool returns a huge value, 256 KB against 2 MB of JSON (fastest of 5 interleaved rounds; linear ≈ 8, bar ≤ 10)',
);
console.table(await benchHostileResults());
