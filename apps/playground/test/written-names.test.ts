import { createToolManager, defineToolbox, type ToolManager } from '@ai-toolbox/core';
import '@ai-toolbox/translator-json';
import '@ai-toolbox/translator-pythonic';
import '@ai-toolbox/translator-tags';
import { describe, expect, it } from 'vitest';

// A name as a model writes it is resolved one way, whatever the family that read the call:
// the same function, the same repairs with the same words, and for an unknown name the same
// "did you mean" as a direct call of the tool manager.

/** One call of `name` with `{city: "Paris"}`, as each family writes it. */
const writers: Record<string, (name: string) => string> = {
  hermes: (name) => `<tool_call>{"name": "${name}", "arguments": {"city": "Paris"}}</tool_call>`,
  qwen3_coder: (name) =>
    `<tool_call>\n<function=${name}>\n<parameter=city>\nParis\n</parameter>\n</function>\n</tool_call>`,
  pythonic: (name) => `[${name}(city="Paris")]`,
};

function managerFor(translator: string): ToolManager {
  const manager = createToolManager({ translator });
  manager.register(
    defineToolbox({
      name: 'weather',
      functions: {
        get_forecast: {
          description: 'The forecast for a city.',
          params: { city: { type: 'string', description: 'The city.', isRequired: true } },
          returns: 'The forecast.',
          run: (args) => `sunny in ${String(args.city)}`,
        },
      },
    }),
  );
  manager.register(
    defineToolbox({
      name: 'travel',
      functions: {
        book: {
          description: 'Books a trip to a city.',
          params: { city: { type: 'string', description: 'The city.', isRequired: true } },
          returns: 'The booking.',
          run: (args) => `booked ${String(args.city)}`,
        },
      },
    }),
  );
  manager.setRootToolBox('weather');
  return manager;
}

/** What reading and running one written name gave: the call's name, its name repairs, its result. */
async function readName(translator: string, written: string) {
  const writer = writers[translator] as (name: string) => string;
  const result = await managerFor(translator).executeResponseFunctions(writer(written));
  expect(result.calls, `${translator}: ${written}`).toHaveLength(1);
  const call = result.calls[0];
  return {
    name: call?.name,
    repairs: (call?.repairs ?? [])
      .filter((repair) =>
        ['namespace-prefix', 'underscored-name', 'bare-name'].includes(repair.code),
      )
      .map((repair) => `${repair.code}: ${repair.message}`),
    result: call?.result,
  };
}

const written = [
  'get_forecast',
  'weather.get_forecast',
  'functions.get_forecast',
  'default_api.get_forecast',
  'travel_book',
  'travel__book',
  'functions.travel_book',
  'functions.travel.book',
  'book',
  'functions.book',
];

describe('a function name as written, read by every family', () => {
  it.each(written)('resolves %s alike in hermes, qwen3_coder and pythonic', async (name) => {
    const hermes = await readName('hermes', name);
    expect(hermes.result).toMatch(/^(sunny|booked) in? ?Paris$|^(sunny in|booked) Paris$/);
    expect(await readName('qwen3_coder', name)).toEqual(hermes);
    expect(await readName('pythonic', name)).toEqual(hermes);
  });

  it('repairs functions.get_forecast with one namespace-prefix repair', async () => {
    const read = await readName('hermes', 'functions.get_forecast');
    expect(read.name).toBe('weather.get_forecast');
    expect(read.repairs).toEqual([
      'namespace-prefix: Read functions.get_forecast as get_forecast: functions. is not part of the name.',
    ]);
  });

  it('reads book, outside the root toolbox, as the one function of that name', async () => {
    const read = await readName('hermes', 'book');
    expect(read.name).toBe('travel.book');
    expect(read.repairs).toEqual([
      'bare-name: Read book as travel.book: the one function of that name.',
    ]);
    expect(read.result).toBe('booked Paris');
  });

  it('answers an unknown name with the "did you mean" of a direct call', async () => {
    let direct = '';
    try {
      await managerFor('hermes').call('get_forcast', { city: 'Paris' });
    } catch (error) {
      direct = `Error: ${(error as Error).message}`;
    }
    expect(direct).toContain("Did you mean 'get_forecast'");
    for (const translator of Object.keys(writers)) {
      const read = await readName(translator, 'get_forcast');
      expect(read.result, translator).toBe(direct);
    }
  });
});
