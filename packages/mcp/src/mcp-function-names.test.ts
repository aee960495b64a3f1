import { describe, expect, it } from 'vitest';
import { MAX_FUNCTION_NAME_LENGTH, nameMcpFunctions } from './mcp-function-names.js';

describe('nameMcpFunctions', () => {
  it('turns what a translator cannot read in a name into _ and numbers the clashes', () => {
    expect([
      ...nameMcpFunctions(['get-sum', 'get_sum', 'files/read', 'box.fn', '', 'get.sum']),
    ]).toEqual([
      ['get_sum', 'get-sum'],
      ['get_sum_2', 'get_sum'],
      ['files_read', 'files/read'],
      ['box_fn', 'box.fn'],
      ['tool', ''],
      ['get_sum_3', 'get.sum'],
    ]);
  });

  it('cuts long names, numbered ones included, to the limit', () => {
    const long = 'x'.repeat(100);
    const names = [...nameMcpFunctions([long, `${long}y`]).keys()];
    expect(names.map((name) => name.length)).toEqual([
      MAX_FUNCTION_NAME_LENGTH,
      MAX_FUNCTION_NAME_LENGTH,
    ]);
    expect(names[1]?.endsWith('_2')).toBe(true);
  });
});
