import { createToolManager } from '../create-tool-manager.js';
import { findUnsafeNesting } from '../find-unsafe-nesting.js';
import { type FunctionInterface, getFunctionPath } from '../function-interface.js';
import type { Toolbox } from '../toolbox.js';
import type { Translator } from '../translator.js';
import { clip, describeThrown, type Found, parse } from './conformance-basics.js';
import type { TranslatorConformanceOptions } from './translator-conformance.js';

/**
 * A merge as a careless tool writes it: every key copied, objects (and functions) walked into.
 * Given `{"__proto__": {...}}` or `{"constructor": {"prototype": {...}}}` as own keys, it writes
 * into `Object.prototype`: the function a model's arguments must never be able to reach.
 */
function mergeCarelessly(target: Record<string, unknown>, source: unknown, depth = 0): void {
  if (typeof source !== 'object' || source === null || depth > 1000) return;
  for (const key in source) {
    const value = (source as Record<string, unknown>)[key];
    if (typeof value === 'object' && value !== null) {
      const current = target[key];
      if (typeof current !== 'object' && typeof current !== 'function') target[key] = {};
      mergeCarelessly(target[key] as Record<string, unknown>, value, depth + 1);
    } else {
      target[key] = value;
    }
  }
}

/** Toolboxes for the interfaces whose functions merge their arguments as a careless tool does. */
function toolboxesFor(
  interfaces: readonly FunctionInterface[],
  received: (params: unknown) => void,
): Toolbox[] {
  const byDomain = new Map<string, FunctionInterface[]>();
  for (const functionInterface of interfaces) {
    const list = byDomain.get(functionInterface.domain);
    if (list === undefined) byDomain.set(functionInterface.domain, [functionInterface]);
    else list.push(functionInterface);
  }
  return [...byDomain].map(([domain, list]) => {
    const functions = new Map(list.map((entry) => [entry.name, entry]));
    return {
      getName: () => domain,
      getFunction: (name: string) => {
        const functionInterface = functions.get(name);
        if (functionInterface === undefined) return null;
        const f = (params: unknown) => {
          received(params);
          mergeCarelessly({}, params);
          return `ran ${getFunctionPath(functionInterface)}`;
        };
        return { f, interface: functionInterface };
      },
      functions: Object.fromEntries(list.map((entry) => [entry.name, true as const])),
    };
  });
}

/**
 * Runs the text through a tool manager with the translator: every call the translator finds
 * must get exactly one result (**one-result-per-call**), and no value a function receives may
 * carry a key that reaches a prototype (**plain-data**). Its functions merge their arguments
 * carelessly, so that a value that could reach a prototype does, and {@link watchPrototypes}
 * sees it.
 */
export async function checkPipeline(
  translator: Translator,
  text: string,
  options: TranslatorConformanceOptions,
  problems: Found[],
): Promise<void> {
  const unsafe: string[] = [];
  try {
    await runPipeline(translator, text, options, problems, (params) => {
      const why = findUnsafeNesting(params);
      if (why !== undefined) unsafe.push(why);
    });
  } catch (thrown) {
    problems.push({
      check: 'never-throws',
      text: clip(text),
      detail: `the pipeline threw ${describeThrown(thrown)}`,
    });
  } finally {
    if (unsafe.length > 0) {
      problems.push({
        check: 'plain-data',
        text: clip(text),
        detail: `a function received ${unsafe[0]}`,
      });
    }
  }
}

async function runPipeline(
  translator: Translator,
  text: string,
  options: TranslatorConformanceOptions,
  problems: Found[],
  received: (params: unknown) => void,
): Promise<void> {
  const manager = createToolManager({ maxCallsPerResponse: 1_000_000 });
  manager.unregisterControlFunctions();
  try {
    manager.setFunctionTranslator(translator);
    for (const toolbox of toolboxesFor(options.interfaces, received)) manager.register(toolbox);
    if (options.rootToolBox !== undefined && options.rootToolBox !== null) {
      manager.setRootToolBox(options.rootToolBox);
    }
  } catch (thrown) {
    problems.push({
      check: 'one-result-per-call',
      text: clip(text),
      detail: `the tool manager refused the translator or the interfaces: ${describeThrown(thrown)}`,
    });
    return;
  }
  const found = parse(translator, text, options.interfaces, options.rootToolBox ?? null);
  const result = await manager.executeResponseFunctions(text);
  const answered = result.calls.filter((call) => typeof call.result === 'string').length;
  if (result.calls.length !== found.length || answered !== found.length) {
    problems.push({
      check: 'one-result-per-call',
      text: clip(text),
      detail: `the translator found ${found.length} calls; the pipeline gave ${result.calls.length} records, ${answered} of them with a result`,
    });
  }
}
