import {
  createToolManager,
  defineToolbox,
  findStandardTranslator,
  type ParsedFunctionCallV2,
  type TranslatorV2,
} from '@ai-toolbox/core';
import type { TranslatorOpenersV2 } from '@ai-toolbox/core/kit';
import '@ai-toolbox/translator-atfunc';
import '@ai-toolbox/translator-json';
import '@ai-toolbox/translator-markers';
import '@ai-toolbox/translator-pythonic';
import { TAGS_FAMILIES, TAGS_TRANSLATORS } from '@ai-toolbox/translator-tags';
import { describe, expect, it } from 'vitest';
import { seededRandom as random } from './seeded-random.js';

// `auto` with every translator registered keeps the promise of the named ones: every call a
// family's own markers open gets exactly one result, a call to a function no toolbox has
// included (an error that names what there is), in one text and in any chunks.

const weather = defineToolbox({
  name: 'weather',
  functions: {
    get_temp: {
      description: 'Current temperature in a city.',
      params: { location: { type: 'string', isRequired: true, description: 'City' } },
      run: ({ location }) => `21 degrees in ${location}`,
    },
  },
});

const auto = findStandardTranslator('auto') as TranslatorV2;
const manager = createToolManager({ translator: 'auto', controlFunctions: false });
manager.register(weather);
const interfaces = manager.getInterfaces();

const proseParts = ['Sure.', 'Let me check that for you.', 'Here you go:', 'Done (a, b).', ''];
const cities = ['Paris', 'Oslo', 'New York', 'São Paulo'];

function streamed(text: string, next: () => number): ParsedFunctionCallV2[] {
  const stream = auto.createFunctionCallStream(interfaces, null);
  const calls: ParsedFunctionCallV2[] = [];
  for (let at = 0; at < text.length; ) {
    const size = 1 + Math.floor(next() * 24);
    calls.push(...stream.push(text.slice(at, at + size)));
    at += size;
  }
  return [...calls, ...stream.end()];
}

const claimed = TAGS_FAMILIES.filter((family) => {
  const translator = findStandardTranslator(family.name) as { openers?: TranslatorOpenersV2 };
  return (translator.openers?.own.length ?? 0) > 0;
});

describe('auto: one result per call a family’s markers claim', () => {
  const seed = Number(process.env.AI_TOOLBOX_CONFORMANCE_SEED ?? 20261201);

  it('covers most families', () => {
    expect(claimed.length).toBeGreaterThan(20);
  });

  it.each(claimed.map((family) => family.name))('%s', async (family) => {
    const next = random(seed);
    const render = TAGS_TRANSLATORS[family as keyof typeof TAGS_TRANSLATORS];
    for (let round = 0; round < 12; round += 1) {
      // One to three calls, each to the function or to one no toolbox has, prose around them.
      const known: boolean[] = [];
      let text = proseParts[Math.floor(next() * proseParts.length)] as string;
      const count = 1 + Math.floor(next() * 3);
      for (let index = 0; index < count; index += 1) {
        const isKnown = next() < 0.6;
        known.push(isKnown);
        const city = cities[Math.floor(next() * cities.length)] as string;
        const name = isKnown ? 'weather.get_temp' : 'weather.get_forecast';
        text += `\n${render.renderCall(name, { location: city })}`;
      }
      text += `\n${proseParts[Math.floor(next() * proseParts.length)]}`;
      const what = `${family}, seed ${seed}, round ${round}: ${JSON.stringify(text)}`;
      const calls = auto.parseFunctionCalls(text, interfaces, null);
      expect(
        calls.map((call) => call.error === undefined && call.interface != null),
        what,
      ).toEqual(known);
      expect(streamed(text, next), what).toEqual(calls);
      const { calls: results } = await manager.executeResponseFunctions(text);
      expect(
        results.map((result) => result.ok),
        what,
      ).toEqual(known);
      for (const result of results.filter((result) => !result.ok)) {
        expect(result.result, what).toContain('weather.get_temp');
      }
    }
  });
});
