import { describe, expect, it } from 'vitest';
import { interfaces } from './__fixtures__/interfaces.js';
import { runWeatherAnswer } from './__fixtures__/weather-manager.js';
import { TAGS_TRANSLATORS } from './tags-translators.js';

const translator = TAGS_TRANSLATORS.apertus;
const read = (text: string) =>
  translator
    .parseFunctionCalls(text, interfaces, null)
    .map((call) => [call.name, { ...call.params }, call.error?.code]);

describe('the apertus translator', () => {
  it("reads the function's name as the object's key and its value as the arguments", () => {
    expect(
      read(
        '<|tools_prefix|>[{"weather.get_temp": {"location": "Bern"}}, {"clock.now": null}]<|tools_suffix|>',
      ),
    ).toEqual([
      ['weather.get_temp', { location: 'Bern' }, undefined],
      ['clock.now', {}, undefined],
    ]);
  });

  it('answers an object naming two functions, and arguments that are no object, with errors', () => {
    expect(
      read('<|tools_prefix|>[{"math.add": {"a": 1, "b": 2}, "clock.now": {}}]<|tools_suffix|>'),
    ).toEqual([['math.add', {}, 'unreadable-call']]);
    expect(read('<|tools_prefix|>[{"math.add": [1, 2]}]<|tools_suffix|>')).toEqual([
      ['math.add', {}, 'unreadable-arguments'],
    ]);
  });

  it('gives the results back as the template writes tool messages: one list', async () => {
    const run = await runWeatherAnswer(
      'apertus',
      '<|tools_prefix|>[{"weather.get_temp": {"location": "Bern"}}, {"weather.get_tmp": {"location": "Chur"}}]<|tools_suffix|>',
    );
    expect(run.calls.map(([name, , failed]) => [name, failed])).toEqual([
      ['weather.get_temp', false],
      ['weather.get_tmp', true],
    ]);
    expect(run.output.startsWith('[21 C in Bern, Error: ')).toBe(true);
    expect(run.output.endsWith(']')).toBe(true);
  });

  it('declares the functions as the template renders them under Tool Capabilities', () => {
    expect(translator.systemPromptFor(interfaces)).toContain(
      'Tool Capabilities:\n// Current temperature in a city\ntype weather.get_temp = (_: {\n// City name\nlocation: string,\n// Unit\nunit?: "c" | "f"\n}) => any;\n// Adds two numbers',
    );
  });
});
