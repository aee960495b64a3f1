import { describe, expect, it } from 'vitest';
import { interfaces } from './__fixtures__/interfaces.js';
import { AUTO_TRANSLATOR, TAGS_TRANSLATORS } from './tags-translators.js';

const readWith = (name: keyof typeof TAGS_TRANSLATORS | 'auto', text: string) =>
  (name === 'auto' ? AUTO_TRANSLATOR : TAGS_TRANSLATORS[name])
    .parseFunctionCalls(text, interfaces, null)
    .map((call) => [call.name, { ...call.params }, call.error?.code]);

const draft = '{"name": "weather.get_temp", "arguments": {"location": "Draft"}}';
const call = '{"name": "weather.get_temp", "arguments": {"location": "Bern"}}';

describe('reasoning blocks of other families', () => {
  it('drop the drafts in a closed <think> for a family that thinks in <thinking>', () => {
    const text = `<think><tool_calls>[${draft}]</tool_calls></think>\n<tool_calls>[${call}]</tool_calls>`;
    const expected = [['weather.get_temp', { location: 'Bern' }, undefined]];
    expect(readWith('apriel', text)).toEqual(expected);
    expect(readWith('auto', text)).toEqual(expected);
  });

  it('drop the drafts in a closed <thinking> for a family with no reasoning block of its own', () => {
    const text = `<thinking><tool_calls>\n${draft}\n</tool_calls></thinking>\n<tool_calls>\n${call}\n</tool_calls>`;
    expect(readWith('jamba', text)).toEqual([
      ['weather.get_temp', { location: 'Bern' }, undefined],
    ]);
  });

  it('keep the calls of a reasoning block that never closes', () => {
    const text = `<thinking><tool_calls>[${call}]</tool_calls>`;
    expect(readWith('apriel', text).map(([name]) => name)).toEqual(['weather.get_temp']);
  });
});

describe('the <function=name> body of Qwen3-Coder', () => {
  it('reads JSON arguments in a code fence, as Functionary v3.1 does', () => {
    const text = '<function=weather.get_temp>```json\n{"location": "Cairo"}\n```</function>';
    const expected = [['weather.get_temp', { location: 'Cairo' }, undefined]];
    expect(readWith('qwen3_coder', text)).toEqual(expected);
    expect(readWith('functionary_v31', text)).toEqual(expected);
    expect(readWith('auto', text)).toEqual(expected);
  });
});
