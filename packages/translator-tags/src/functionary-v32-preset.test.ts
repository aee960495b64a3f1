import { describe, expect, it } from 'vitest';
import { interfaces } from './__fixtures__/interfaces.js';
import { runWeatherAnswer } from './__fixtures__/weather-manager.js';
import { TAGS_TRANSLATORS } from './tags-translators.js';

const translator = TAGS_TRANSLATORS.functionary_v32;
const read = (text: string, root: string | null = null) =>
  translator
    .parseFunctionCalls(text, interfaces, root)
    .map((call) => [call.name, { ...call.params }, call.error?.code]);

describe('the functionary_v32 translator', () => {
  it('reads the first message without >>>, as the answer to a prompt that ends with it', () => {
    expect(read('math.add\n{"a": 1, "b": 2}>>>weather.get_temp\n{"location": "Rome"}')).toEqual([
      ['math.add', { a: 1, b: 2 }, undefined],
      ['weather.get_temp', { location: 'Rome' }, undefined],
    ]);
    expect(read('all\nOne moment.>>>math.add\n{"a": 3, "b": 4}')).toEqual([
      ['math.add', { a: 3, b: 4 }, undefined],
    ]);
  });

  it('takes no call from an answer that starts with a word and JSON naming no function', () => {
    expect(read('Example\n{"a": 1, "b": 2}')).toEqual([]);
    expect(read('add\n{"a": 1, "b": 2}', 'math')).toEqual([
      ['math.add', { a: 1, b: 2 }, undefined],
    ]);
  });

  it('reads a Python session as prose, and code for python as a call of it', () => {
    expect(read('Try it:\n>>> import math\n>>> math.sqrt(2)\n1.414')).toEqual([]);
    expect(read('>>>python\nimport math\nprint(math.pi)')).toEqual([
      ['python', { code: 'import math\nprint(math.pi)' }, undefined],
    ]);
  });

  it('answers a known function given text that is not JSON, or cut off, with an error', () => {
    expect(read('>>>math.add\na=1, b=2')).toEqual([['math.add', {}, 'unreadable-arguments']]);
    expect(read('>>>math.add\n{"a": 1, "b"').map(([name, , code]) => [name, code])).toEqual([
      ['math.add', 'truncated-call'],
    ]);
  });

  it('has an unknown name answered with an error result by the tool manager', async () => {
    const run = await runWeatherAnswer(
      'functionary_v32',
      'weather.get_temp\n{"location": "Paris"}>>>weather.get_tmp\n{"location": "Oslo"}',
    );
    expect(run.calls.map(([name, , failed]) => [name, failed])).toEqual([
      ['weather.get_temp', false],
      ['weather.get_tmp', true],
    ]);
  });

  it("declares the functions in the template's TypeScript namespace", () => {
    const prompt = translator.systemPromptFor(interfaces);
    expect(prompt).toContain(
      'namespace functions {\n\n// Current temperature in a city\ntype weather.get_temp = (_: {\n// City name.\nlocation: string,\n// Unit.\nunit?: "c" | "f",\n}) => any;\n\n',
    );
    expect(prompt.endsWith('} // namespace functions')).toBe(true);
  });
});
