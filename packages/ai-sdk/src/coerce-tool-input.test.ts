import { describe, expect, it } from 'vitest';
import { coerceToolInput } from './coerce-tool-input.js';

const schema = {
  type: 'object',
  properties: {
    a: { type: 'number' },
    flag: { type: 'boolean' },
    text: { type: 'string' },
    list: { type: 'array', items: { type: 'integer' } },
    either: { type: ['integer', 'string'] },
    free: {},
  },
};

describe('coerceToolInput', () => {
  it('brings text to the schema’s types and says so', () => {
    const { input, repairs } = coerceToolInput(
      { a: '2.5', flag: 'TRUE', text: 7, list: ['1', 2, 'x'], either: '3', free: '9', extra: '1' },
      schema,
    );
    expect({ ...input }).toEqual({
      a: 2.5,
      flag: true,
      text: '7',
      list: [1, 2, 'x'],
      either: '3',
      free: '9',
      extra: '1',
    });
    expect(repairs.map((repair) => [repair.code, repair.param])).toEqual([
      ['coerce-number', 'a'],
      ['coerce-boolean', 'flag'],
      ['coerce-string', 'text'],
      ['coerce-integer', 'list'],
    ]);
  });

  it('leaves what no coercion fits to the SDK’s validation, and keeps keys as plain data', () => {
    const { input, repairs } = coerceToolInput(
      JSON.parse('{"a": "many", "__proto__": {"x": 1}}') as Record<string, unknown>,
      schema,
    );
    expect(input.a).toBe('many');
    expect(Object.hasOwn(input, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(input)).toBeNull();
    expect(repairs).toEqual([]);
  });
});
