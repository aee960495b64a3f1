import { describe, expect, it } from 'vitest';
import { createRepair } from './create-repair.js';

describe('createRepair', () => {
  it('records the code, the message and the parameter', () => {
    expect(createRepair('drop-null', 'null read as not given', 'unit')).toEqual({
      code: 'drop-null',
      message: 'null read as not given',
      param: 'unit',
    });
  });

  it('leaves `param` out, not undefined, when the repair concerns no parameter', () => {
    expect(Object.keys(createRepair('comment', 'skipped a comment'))).toEqual(['code', 'message']);
  });
});
