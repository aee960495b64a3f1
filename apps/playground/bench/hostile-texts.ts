/**
 * The worst hostile shape of each family: every registered translator reads the hostile shapes
 * the conformance kit makes from its page example (own `__proto__` keys, nesting far past the
 * depth limit, long numbers, names and strings, its openers repeated and cut, prose full of its
 * openers), at 16 KB and at 128 KB, in interleaved rounds of CPU time. Each family's worst
 * t(8x)/t(1x) is printed; linear time gives about 8, the bar is 10. Figures only: nothing here
 * is a test.
 */
import {
  createToolManager,
  type FunctionInterface,
  findStandardTranslator,
  listStandardTranslators,
  type Translator,
} from '@ai-toolbox/core';
import { createHostileShapes, openerCharacters } from '@ai-toolbox/core/test';
import '@ai-toolbox/translator-atfunc';
import '@ai-toolbox/translator-json';
import '@ai-toolbox/translator-markers';
import '@ai-toolbox/translator-pythonic';
import '@ai-toolbox/translator-tags';
import { createMathToolbox, createWeatherToolbox } from '../src/demo-toolboxes.js';
import { createMemoryFileToolbox } from '../src/memory-file-toolbox.js';
import { pageExampleFor } from '../src/page-examples.js';

const kilobyte = 1024;
const rounds = 5;

const manager = createToolManager({ controlFunctions: false });
manager.register(createWeatherToolbox());
manager.register(createMathToolbox());
manager.register(createMemoryFileToolbox());
const interfaces: FunctionInterface[] = manager.getInterfaces();

function cpuMilliseconds(run: () => unknown): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

function parse(translator: Translator, text: string): void {
  if (typeof translator.parseFunctionCalls === 'function') {
    translator.parseFunctionCalls(text, interfaces, null);
  } else translator.getFunctionCallsFromText(text, interfaces, null);
}

const seed = Number(process.env.AI_TOOLBOX_CONFORMANCE_SEED ?? 1);
console.log(`Hostile shapes per family, 16 KB and 128 KB, CPU ms (seed ${seed}); bar: ratio <= 10`);
let worstOverall = 0;
for (const name of listStandardTranslators()) {
  const translator = findStandardTranslator(name);
  if (translator === undefined) continue;
  const sample = pageExampleFor(name);
  const shapes = createHostileShapes([sample], {
    seed,
    openers: openerCharacters(translator, { interfaces, samples: [sample] }),
  }).filter((shape) => shape.grows);
  let worst = { ratio: 0, label: '', small: 0, large: 0 };
  for (const shape of shapes) {
    const small = shape.build(16 * kilobyte);
    const large = shape.build(128 * kilobyte);
    let smallMs = Number.POSITIVE_INFINITY;
    let largeMs = Number.POSITIVE_INFINITY;
    for (let round = 0; round < rounds; round += 1) {
      smallMs = Math.min(
        smallMs,
        cpuMilliseconds(() => parse(translator, small)),
      );
      largeMs = Math.min(
        largeMs,
        cpuMilliseconds(() => parse(translator, large)),
      );
    }
    // Below a tenth of a millisecond the clock's grain decides the ratio, not the reader.
    const ratio = largeMs / Math.max(smallMs, 0.1);
    if (ratio > worst.ratio) {
      worst = { ratio, label: `${shape.kind} at ${shape.at}`, small: smallMs, large: largeMs };
    }
  }
  worstOverall = Math.max(worstOverall, worst.ratio);
  console.log(
    `${name.padEnd(22)} worst ${worst.label.padEnd(24)} ${worst.small.toFixed(2).padStart(8)} -> ${worst.large.toFixed(2).padStart(8)}  x${worst.ratio.toFixed(1)}`,
  );
}
console.log(`worst t(8x)/t(1x) of all families: ${worstOverall.toFixed(1)} (bar 10)`);
