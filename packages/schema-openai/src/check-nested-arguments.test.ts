import { describe, expect, it } from 'vitest';
import { checkNestedArguments } from './check-nested-arguments.js';
import { normalizeParams } from './normalize-param.js';

const properties = normalizeParams('t', {
  count: 'int',
  tags: { type: 'list', items: 'int' },
  store: {
    type: 'dict',
    properties: {
      state: 'dict',
      mode: { type: 'str?', enum: ['a', 'b'] },
      layers: { type: 'list', items: { type: 'list', items: 'float' } },
    },
  },
  points: { type: 'list?', items: { type: 'dict', properties: { x: 'float', y: 'float?' } } },
});

describe('checkNestedArguments', () => {
  it('accepts nested values of the declared types, with unknown nested keys', () => {
    expect(
      checkNestedArguments(properties, {
        count: 1,
        tags: [1],
        store: { state: {}, mode: 'a', layers: [[1.5]], extra: true },
        points: [{ x: 1 }, { x: 2, y: 3 }],
      }),
    ).toEqual([]);
  });

  it('names every nested problem by its path', () => {
    expect(
      checkNestedArguments(properties, {
        store: { state: 'initialStateObject', mode: 'c', layers: [[1], ['2']] },
        points: [{ y: 1 }, { x: '1' }],
      }),
    ).toEqual([
      'store.state must be an object, got a string',
      'store.mode must be one of "a", "b"',
      'store.layers[1][0] must be a number, got a string',
      'points[0].x is required',
      'points[1].x must be a number, got a string',
    ]);
  });

  it('leaves top-level values and the elements of top-level arrays to core, which coerces them', () => {
    expect(
      checkNestedArguments(properties, { count: '1', tags: ['1', 'x'], points: ['p'] }),
    ).toEqual([]);
  });

  it('lists at most five problems', () => {
    const points = Array.from({ length: 20 }, () => ({ x: 'no' }));
    expect(checkNestedArguments(properties, { points })).toHaveLength(5);
  });
});
