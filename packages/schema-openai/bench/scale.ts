// The scale table: a tool manager with 1,000, 10,000 and 100,000 registered functions. For each
// size: the heap the manager holds per function (measured after collecting the garbage, the
// toolboxes' own interfaces made before, so only the manager's part counts), the time to
// register them, to write the interface text (core's mock translator), to build the Chat
// Completions tools the first time, and a later call of chatCompletionTools() (the conversion
// kept, a fresh copy of the tools handed out). Each figure is the median of three fresh
// managers of the size. Figures only.
import { createToolManager, type Toolbox, type ToolboxFunction } from '@ai-toolbox/core';
import { createMockTranslator } from '@ai-toolbox/core/test';
import { createOpenAITools } from '../src/index.js';

const add = (args: Record<string, unknown>) => Number(args.a) + Number(args.b);

/** `count` functions in toolboxes of 100, their interfaces made now. */
function toolboxes(count: number): Toolbox[] {
  const boxes: Toolbox[] = [];
  for (let box = 0; box * 100 < count; box += 1) {
    const name = `box${box}`;
    const functions: Record<string, boolean> = {};
    const entries = new Map<string, ToolboxFunction>();
    for (let index = 0; index < Math.min(100, count - box * 100); index += 1) {
      const functionName = `add${index}`;
      functions[functionName] = true;
      entries.set(functionName, {
        f: add,
        interface: {
          domain: name,
          name: functionName,
          type: 'function',
          description: 'Add two numbers',
          params: {
            a: { type: 'number', isRequired: true, description: 'First' },
            b: { type: 'number', isRequired: true, description: 'Second' },
          },
          returns: 'number',
        },
      });
    }
    boxes.push({ getName: () => name, getFunction: (fn) => entries.get(fn) ?? null, functions });
  }
  return boxes;
}

function collectGarbage(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
}

/** Milliseconds of CPU time `run` takes. */
function cpu(run: () => unknown): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

export interface ScaleRow {
  readonly functions: number;
  readonly heapPerFunction: number;
  readonly registerMs: number;
  readonly interfaceTextMs: number;
  readonly firstToolsMs: number;
  readonly laterToolsMs: number;
}

function measure(count: number): ScaleRow {
  const boxes = toolboxes(count);
  collectGarbage();
  const before = process.memoryUsage().heapUsed;
  let manager = createToolManager({ controlFunctions: false, translator: createMockTranslator() });
  const registerMs = cpu(() => {
    for (const box of boxes) manager.register(box);
  });
  collectGarbage();
  const heapPerFunction = (process.memoryUsage().heapUsed - before) / count;
  const interfaceTextMs = cpu(() => manager.getRootInterfaceAsText());
  const openaiTools = createOpenAITools({ manager });
  const firstToolsMs = cpu(() => openaiTools.chatCompletionTools());
  // Each call copies the tools, so fewer calls are timed the more functions there are.
  const repeats = Math.max(3, Math.round(1_000_000 / count));
  const laterMs = cpu(() => {
    for (let index = 0; index < repeats; index += 1) openaiTools.chatCompletionTools();
  });
  // Let this size's manager go before the next is measured.
  manager = createToolManager({ controlFunctions: false });
  return {
    functions: count,
    heapPerFunction,
    registerMs,
    interfaceTextMs,
    firstToolsMs,
    laterToolsMs: laterMs / repeats,
  };
}

/** The median of each figure over `runs` fresh managers of one size: one run is noisy. */
function medianOf(count: number, runs: number): ScaleRow {
  const measured = Array.from({ length: runs }, () => measure(count));
  const median = (figure: (row: ScaleRow) => number) =>
    measured.map(figure).sort((a, b) => a - b)[runs >> 1] as number;
  return {
    functions: count,
    heapPerFunction: median((row) => row.heapPerFunction),
    registerMs: median((row) => row.registerMs),
    interfaceTextMs: median((row) => row.interfaceTextMs),
    firstToolsMs: median((row) => row.firstToolsMs),
    laterToolsMs: median((row) => row.laterToolsMs),
  };
}

/** The table at 1k, 10k and 100k functions, with the growth per 10x of each time. */
export function benchScale(): Record<string, string>[] {
  // A small run first, so that the first size is not the one that pays for the JIT.
  measure(200);
  const rows = [1_000, 10_000, 100_000].map((count) => medianOf(count, 3));
  return rows.map((row, index) => {
    const previous = index > 0 ? rows[index - 1] : undefined;
    const growth = (now: number, then: number | undefined) =>
      then === undefined ? '' : ` (${(now / then).toFixed(1)}x)`;
    return {
      functions: row.functions.toLocaleString('en'),
      'heap / function': `${row.heapPerFunction.toFixed(0)} B`,
      'register ms': `${row.registerMs.toFixed(1)}${growth(row.registerMs, previous?.registerMs)}`,
      'interface text ms': `${row.interfaceTextMs.toFixed(1)}${growth(row.interfaceTextMs, previous?.interfaceTextMs)}`,
      'first chatCompletionTools ms': `${row.firstToolsMs.toFixed(1)}${growth(row.firstToolsMs, previous?.firstToolsMs)}`,
      'later chatCompletionTools ms': `${row.laterToolsMs.toFixed(2)}${growth(row.laterToolsMs, previous?.laterToolsMs)}`,
    };
  });
}
