import { createToolManager, defineToolbox } from '@ai-toolbox/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getTemp, interfaces } from './__fixtures__/interfaces.js';
import { renderCall } from './__fixtures__/render-call.js';
import { TAGS_FAMILIES, TAGS_TRANSLATORS } from './tags-translators.js';

const weather = defineToolbox({
  name: 'weather',
  functions: {
    get_temp: {
      description: 'Current temperature in a city',
      params: {
        location: { type: 'string', isRequired: true, description: 'City name' },
        unit: { type: 'string', isRequired: false, description: 'Unit', enum: ['c', 'f'] },
      },
      run: ({ location, unit }) => `21 ${unit ?? 'c'} in ${location}`,
    },
  },
});
const math = defineToolbox({
  name: 'math',
  functions: {
    add: {
      description: 'Adds two numbers',
      params: {
        a: { type: 'number', isRequired: true, description: 'First' },
        b: { type: 'number', isRequired: true, description: 'Second' },
      },
      run: ({ a, b }) => a + b,
    },
  },
});

const plainText = fc.stringMatching(/^[a-zA-Z0-9 .,:;!?()_-]{1,24}$/);
const finite = fc
  .double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 })
  .map((value) => (Object.is(value, -0) ? 0 : value));

for (const family of TAGS_FAMILIES) {
  const translator = TAGS_TRANSLATORS[family.name];
  describe(`the ${family.name} translator (${family.family})`, () => {
    it('declares each function with its full name, its parameters and its description', () => {
      const text = translator.generateFunctionIfText(getTemp);
      expect(text).toContain('weather.get_temp');
      expect(text).toContain('location');
      expect(text).toContain('Current temperature in a city');
      expect(translator.generateFunctionIfText(getTemp, true)).toBe(`${text}\n---`);
    });

    it("renders the template's tool section around every declaration, with its instructions", () => {
      const prompt = translator.systemPromptFor(interfaces);
      expect(translator.instructions.length).toBeGreaterThan(20);
      expect(prompt).toContain(translator.instructions);
      for (const functionInterface of interfaces) {
        expect(prompt).toContain(`${functionInterface.domain}.${functionInterface.name}`);
      }
    });

    it('runs the calls of an answer through the tool manager, one result each, in its own words', async () => {
      const manager = createToolManager({ translator: translator });
      manager.register(weather);
      manager.register(math);
      const answer = [
        'Let me look that up.',
        renderCall(family.name, 'weather.get_temp', { location: 'Paris', unit: 'f' }),
        renderCall(family.name, 'math.add', { a: 2, b: 40 }),
      ].join('\n');
      const result = await manager.executeResponseFunctions(answer);
      expect(result.calls.map((call) => [call.name, call.result])).toEqual([
        ['weather.get_temp', '21 f in Paris'],
        ['math.add', '42'],
      ]);
      expect(result.functionsOutput).toContain('21 f in Paris');
      expect(result.functionsOutput).toContain('42');
      expect(result.functionsOutput).toBe(
        translator.formatFunctionCallResults(
          result.calls.map((call) => ({ ...call, result: call.result ?? '' })),
        ),
      );
    });

    it('reads back every call its family writes, whatever the text and numbers', () => {
      fc.assert(
        fc.property(plainText, finite, (location, a) => {
          const text = `${renderCall(family.name, 'weather.get_temp', { location })}\n${renderCall(
            family.name,
            'math.add',
            { a, b: 1 },
          )}`;
          const calls = translator.parseFunctionCalls(text, interfaces, null);
          expect(calls.map((call) => [call.name, { ...call.params }, call.error])).toEqual([
            ['weather.get_temp', { location }, undefined],
            ['math.add', { a, b: 1 }, undefined],
          ]);
          for (const call of calls)
            expect(text.slice(call.span.start, call.span.end)).toBe(call.raw);
        }),
        { numRuns: 60 },
      );
    });

    it('reads a name written with underscores for its dots', () => {
      const calls = translator.parseFunctionCalls(
        renderCall(family.name, 'weather_get_temp', { location: 'Oslo' }),
        interfaces,
        null,
      );
      expect(calls.map((call) => [call.name, call.repairs.map((repair) => repair.code)])).toEqual([
        ['weather.get_temp', ['underscored-name']],
      ]);
    });

    it('gives an unknown name no interface and no error, for the tool manager to answer', () => {
      const calls = translator.parseFunctionCalls(
        renderCall(family.name, 'weather.get_tmp', { location: 'Oslo' }),
        interfaces,
        null,
      );
      expect(calls.map((call) => [call.name, call.interface, call.error])).toEqual([
        ['weather.get_tmp', null, undefined],
      ]);
    });

    it('answers a call to an unknown function with one error result, next to the calls that run', async () => {
      const manager = createToolManager({ translator: translator });
      manager.register(weather);
      const answer = [
        renderCall(family.name, 'weather.get_tmp', { location: 'Oslo' }),
        renderCall(family.name, 'weather.get_temp', { location: 'Oslo' }),
      ].join('\n');
      const result = await manager.executeResponseFunctions(answer);
      expect(result.calls.map((call) => [call.name, call.error === undefined])).toEqual([
        ['weather.get_tmp', false],
        ['weather.get_temp', true],
      ]);
      expect(result.calls[0]?.error?.message).toContain('weather.get_temp');
    });

    it('reads no call from prose, JSON or a name(...) that is not in its syntax', () => {
      const prose =
        'The weather.get_temp function takes {"location": "Paris"}; call weather.get_temp(location="Paris") or ' +
        '{"name": "weather.get_temp", "arguments": {"location": "Paris"}} if you like.';
      const calls = translator.parseFunctionCalls(prose, interfaces, null);
      expect(calls).toEqual([]);
    });

    it('answers a call cut off by the end of the text with an error', () => {
      const whole = renderCall(family.name, 'configure', { meta: { deep: [1, 2, 3] } });
      const cut = whole.slice(
        0,
        whole.indexOf('[1, 2') === -1 ? whole.indexOf('[1,2') + 3 : whole.indexOf('[1, 2') + 3,
      );
      const calls = translator.parseFunctionCalls(cut, interfaces, 'app');
      expect(calls.map((call) => call.error?.code)).toEqual(['truncated-call']);
    });
  });
}
