import { describe, expect, it } from 'vitest';
import { interfaces } from './__fixtures__/interfaces.js';
import { readCalls as read } from './__fixtures__/read-calls.js';
import { createTagsTranslator } from './create-tags-translator.js';

describe('the DeepSeek translators', () => {
  it('read a DSML invoke whose body is a JSON object as its arguments', () => {
    const text =
      '<｜DSML｜function_calls>\n<｜DSML｜invoke name="weather.get_temp">{"location": "Paris", "unit": "c"}</｜DSML｜invoke>\n<｜DSML｜invoke name="math.add">\n{"a": 2, "b": 40}\n</｜DSML｜invoke>\n</｜DSML｜function_calls>';
    expect(read('deepseek_v32', text)).toEqual([
      ['weather.get_temp', { location: 'Paris', unit: 'c' }, undefined],
      ['math.add', { a: 2, b: 40 }, undefined],
    ]);
    const calls = createTagsTranslator('deepseek_v32').parseFunctionCalls(text, interfaces, null);
    expect(calls[0]?.repairs.map((repair) => repair.code)).toEqual(['spread-object']);
  });

  it('answer a DSML invoke whose JSON body cannot be read with an error, not empty arguments', () => {
    const text =
      '<｜DSML｜function_calls>\n<｜DSML｜invoke name="weather.get_temp">{"location": }}}</｜DSML｜invoke>\n</｜DSML｜function_calls>';
    expect(read('deepseek_v32', text).map((call) => [call[0], call[2]])).toEqual([
      ['weather.get_temp', 'unreadable-arguments'],
    ]);
  });

  it('read a V3 answer that opens with <｜tool▁calls｜>, and report the repair', () => {
    const text =
      'Let me check.<｜tool▁calls｜>function<｜tool▁sep｜>weather.get_temp\n```json\n{"location": "Tokyo"}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>';
    for (const name of ['deepseek_v3', 'deepseek_v31', 'deepseek_v32']) {
      const calls = createTagsTranslator(name).parseFunctionCalls(text, interfaces, null);
      expect(calls.map((call) => [call.name, { ...call.params }, call.error])).toEqual([
        ['weather.get_temp', { location: 'Tokyo' }, undefined],
      ]);
      expect(calls[0]?.repairs.map((repair) => repair.code)).toEqual(['other-call-format']);
      expect(text.slice(calls[0]?.span.start, calls[0]?.span.end)).toBe(calls[0]?.raw);
    }
  });

  it('read <｜tool▁calls｜> followed by the calls of either version', () => {
    const text =
      '<｜tool▁calls｜><｜tool▁call▁begin｜>weather.get_temp<｜tool▁sep｜>{"location": "Lima"}<｜tool▁call▁end｜><｜tool▁call▁begin｜>math.add<｜tool▁sep｜>{"a": 1, "b": 2}<｜tool▁call▁end｜><｜tool▁calls▁end｜>';
    expect(read('deepseek_v31', text)).toEqual([
      ['weather.get_temp', { location: 'Lima' }, undefined],
      ['math.add', { a: 1, b: 2 }, undefined],
    ]);
  });
});
