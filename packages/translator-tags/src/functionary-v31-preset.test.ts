import { describe, expect, it } from 'vitest';
import { interfaces } from './__fixtures__/interfaces.js';
import { runWeatherAnswer } from './__fixtures__/weather-manager.js';
import { AUTO_TRANSLATOR, TAGS_TRANSLATORS } from './tags-translators.js';

const translator = TAGS_TRANSLATORS.functionary_v31;
const read = (text: string) =>
  translator
    .parseFunctionCalls(text, interfaces, null)
    .map((call) => [call.name, { ...call.params }, call.error?.code]);

describe('the functionary_v31 translator', () => {
  it('reads the Hermes-style <function name="f"> form, quoted or bare, as auto does', () => {
    const text =
      'Checking.\n<function name="weather.get_temp">{"location": "Paris"}</function>\n<function name=math.add>{"a": 1, "b": 2}</function>';
    const expected = [
      ['weather.get_temp', { location: 'Paris' }, undefined],
      ['math.add', { a: 1, b: 2 }, undefined],
    ];
    expect(read(text)).toEqual(expected);
    expect(
      AUTO_TRANSLATOR.parseFunctionCalls(text, interfaces, null).map((call) => [
        call.name,
        { ...call.params },
        call.error?.code,
      ]),
    ).toEqual(expected);
  });

  it('reads code after <|python_tag|> as a call of python, and a JSON call object as that call', () => {
    expect(read('<|python_tag|>print(1)\n<|eom_id|>')).toEqual([
      ['python', { code: 'print(1)' }, undefined],
    ]);
    expect(read('<|python_tag|>{"name": "math.add", "parameters": {"a": 1, "b": 2}}')).toEqual([
      ['math.add', { a: 1, b: 2 }, undefined],
    ]);
  });

  it('answers a name without its > and arguments that are not JSON with errors', () => {
    expect(read('<function=math.add {"a": 1}</function>')).toEqual([['', {}, 'unreadable-call']]);
    expect(read('<function=math.add>a=1, b=2</function>')).toEqual([
      ['math.add', {}, 'unreadable-arguments'],
    ]);
  });

  it('has an unknown name answered with an error result by the tool manager', async () => {
    const run = await runWeatherAnswer(
      'functionary_v31',
      '<function=weather.get_temp>{"location": "Paris"}</function><function=weather.get_tmp>{"location": "Oslo"}</function>',
    );
    expect(run.calls.map(([name, , failed]) => [name, failed])).toEqual([
      ['weather.get_temp', false],
      ['weather.get_tmp', true],
    ]);
    expect(run.output.split('\n')[0]).toBe('21 C in Paris');
  });

  it("declares each function as the template's 'Use the function' line and its JSON", () => {
    const prompt = translator.systemPromptFor(interfaces);
    expect(prompt).toContain(
      'Use the function \'weather.get_temp\' to \'Current temperature in a city\'\n{"name": "weather.get_temp"',
    );
    expect(prompt.startsWith('Cutting Knowledge Date: December 2023')).toBe(true);
    expect(prompt.endsWith('- Put the entire function call reply on one line')).toBe(true);
  });
});
