import { createToolManager, defineToolbox, type ToolManagerOptions } from '@ai-toolbox/core';

/** A manager with a weather toolbox whose calls are recorded, for the tests. */
export function createWeatherManager(options: ToolManagerOptions = {}) {
  const calls: Array<Record<string, unknown>> = [];
  const weather = defineToolbox({
    name: 'weather',
    functions: {
      get_temp: {
        description: 'Current temperature in a city',
        params: {
          location: { type: 'string', isRequired: true, description: 'City' },
          unit: { type: 'string', isRequired: false, description: 'Unit', enum: ['c', 'f'] },
        },
        run: ({ location, unit }) => {
          calls.push({ location, unit });
          return `21 ${unit ?? 'c'} in ${location}`;
        },
      },
      add: {
        description: 'Adds two numbers',
        params: {
          a: { type: 'number', isRequired: true, description: 'First' },
          b: { type: 'number', isRequired: true, description: 'Second' },
        },
        run: ({ a, b }) => a + b,
      },
      wait: {
        description: 'Waits until cancelled',
        params: {},
        run: (_args, context) =>
          new Promise((_resolve, reject) => {
            context.signal.addEventListener('abort', () => reject(new Error('cancelled')));
          }),
      },
    },
  });
  const { rootToolbox, ...rest } = options;
  const manager = createToolManager({ controlFunctions: false, ...rest });
  manager.register(weather);
  if (rootToolbox !== undefined) manager.setRootToolBox(rootToolbox);
  return { manager, calls };
}

/** What a mock model's generate call returns when it writes `text`. */
export function textResult(text: string) {
  return {
    content: [{ type: 'text' as const, text }],
    finishReason: { unified: 'stop' as const, raw: 'stop' },
    usage: {
      inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
      outputTokens: { total: 5, text: 5, reasoning: undefined },
    },
    warnings: [],
  };
}

/** The stream parts of a mock model that writes `chunks` as text deltas. */
export function textStream(chunks: readonly string[]) {
  return [
    { type: 'stream-start' as const, warnings: [] },
    { type: 'text-start' as const, id: 't0' },
    ...chunks.map((delta) => ({ type: 'text-delta' as const, id: 't0', delta })),
    { type: 'text-end' as const, id: 't0' },
    {
      type: 'finish' as const,
      finishReason: { unified: 'stop' as const, raw: 'stop' },
      usage: textResult('').usage,
    },
  ];
}
