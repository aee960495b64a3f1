import { describe, expect, it } from 'vitest';
import { add, configure, getTemp, interfaces } from './__fixtures__/interfaces.js';
import { createTagsTranslator } from './create-tags-translator.js';

const lfm2 = createTagsTranslator('lfm2');
const olmo3 = createTagsTranslator('olmo3');

function lfm2Calls(body: string, end = '<|tool_call_end|>') {
  return lfm2.parseFunctionCalls(`<|tool_call_start|>${body}${end}`, interfaces, null);
}

describe('the Python calls block reader', () => {
  it('maps positional arguments in parameter order and keywords by name', () => {
    const calls = lfm2Calls("[math.add(2, b=0x10), weather.get_temp('Oslo', unit='c')]");
    expect(calls[0]).toMatchObject({ name: 'math.add', interface: add, params: { a: 2, b: 16 } });
    expect(calls[1]).toMatchObject({
      name: 'weather.get_temp',
      interface: getTemp,
      params: { location: 'Oslo', unit: 'c' },
    });
    expect(calls.map((found) => found.error)).toEqual([undefined, undefined]);
  });

  it('reads every literal form, and reports what it repaired', () => {
    const [call] = lfm2Calls(
      "[app.configure(verbose=true, retries=+3, tags=('a', \"it's\"), meta={'k': None, 1: [1.5e3]})]",
    );
    expect(call?.params).toEqual({
      verbose: true,
      retries: 3,
      tags: ['a', "it's"],
      meta: { k: null, 1: [1500] },
    });
    expect(call?.interface).toBe(configure);
    expect(call?.repairs.map((repair) => repair.code)).toEqual(['json-literal']);
  });

  it('answers a call it cannot read with an error and reads the next one', () => {
    const calls = olmo3.parseFunctionCalls(
      "<function_calls>\nweather.get_temp(location=city_of('x', [1, ')']))\nmath.add(a=1, b=2)\n</function_calls>",
      interfaces,
      null,
    );
    expect(calls.map((call) => [call.name, call.error?.code])).toEqual([
      ['weather.get_temp', 'unreadable-arguments'],
      ['math.add', undefined],
    ]);
    expect(calls[0]?.error?.message).toContain('nested call');
    expect(calls[1]?.params).toEqual({ a: 1, b: 2 });
  });

  it('refuses positional arguments it cannot place', () => {
    const [unknown] = lfm2Calls("[lookup('x')]");
    expect(unknown?.error?.message).toContain('positional arguments need a known function');
    const [tooMany] = lfm2Calls('[math.add(1, 2, 3)]');
    expect(tooMany?.error?.message).toContain('more positional arguments than the 2');
  });

  it('tells a call cut off by the end of the text from one left without its )', () => {
    const [cut] = lfm2Calls("[weather.get_temp(location='Os", '');
    expect(cut?.error?.code).toBe('truncated-call');
    const [unclosed] = lfm2Calls("[weather.get_temp(location='Oslo'");
    expect(unclosed?.error?.code).toBe('unreadable-arguments');
    expect(unclosed?.error?.message).toContain('no closing )');
  });
});
