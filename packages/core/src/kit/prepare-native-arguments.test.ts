import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveNativeCallLimits } from './native-call-limits.js';
import {
  expectedArgumentsText,
  prepareNativeArguments,
  restoreNativeArguments,
} from './prepare-native-arguments.js';
import type { PropertySchema } from './value-schema.js';

const limits = resolveNativeCallLimits();

const properties: readonly PropertySchema[] = [
  { name: 'city', type: 'string', required: true },
  { name: 'unit', type: 'string', required: false, enum: ['c', 'f'] },
  {
    name: 'point',
    type: 'object',
    required: false,
    properties: [
      { name: 'x', type: 'number', required: true },
      { name: 'label', type: 'string', required: false },
    ],
  },
  {
    name: 'stops',
    type: 'array',
    required: false,
    items: { type: 'object', properties: [{ name: 'at', type: 'integer', required: true }] },
  },
  { name: 'extra', type: 'object', required: false },
];

function codes(input: unknown) {
  return prepareNativeArguments(input, properties, limits).repairs.map((repair) => repair.code);
}

describe('prepareNativeArguments', () => {
  it('passes well-formed arguments through, copied without prototypes', () => {
    const input = { city: 'Paris', point: { x: 1.5 }, stops: [{ at: 3 }] };
    const prepared = prepareNativeArguments(input, properties, limits);
    expect(prepared).toEqual({ params: input, repairs: [] });
    expect(prepared.params).not.toBe(input);
    expect(Object.getPrototypeOf(prepared.params.point)).toBeNull();
  });

  it('reads no arguments as none, and null as none with a repair', () => {
    expect(prepareNativeArguments(undefined, properties, limits)).toEqual({
      params: {},
      repairs: [],
    });
    expect(codes(null)).toEqual(['null-arguments']);
  });

  it('leaves out null for optional properties at every depth, not for required ones', () => {
    const prepared = prepareNativeArguments(
      { city: 'Paris', unit: null, point: { x: 1, label: null } },
      properties,
      limits,
    );
    expect(prepared.params).toEqual({ city: 'Paris', point: { x: 1 } });
    expect(prepared.repairs.map((repair) => repair.param)).toEqual(['unit', 'point.label']);
    const required = prepareNativeArguments({ city: null }, properties, limits);
    // The pipeline answers a missing required param; it is not hidden here.
    expect(required.params).toEqual({ city: null });
    expect(required.error).toBeUndefined();
  });

  it('decodes objects and arrays sent as JSON text, then checks what is inside', () => {
    const prepared = prepareNativeArguments(
      { city: 'Paris', point: '{"x": 2}', stops: '[{"at": 1}]', extra: ' {"k": [1]}' },
      properties,
      limits,
    );
    expect(prepared.params).toEqual({
      city: 'Paris',
      point: { x: 2 },
      stops: [{ at: 1 }],
      extra: { k: [1] },
    });
    expect(prepared.repairs.map((repair) => repair.code)).toEqual([
      'parse-json',
      'parse-json',
      'parse-json',
    ]);
    const inside = prepareNativeArguments({ city: 'a', point: '{"x": "far"}' }, properties, limits);
    expect(inside.error?.message).toBe(
      'Invalid arguments for the tool: point.x must be a number, got a string.',
    );
  });

  it('leaves text that is not JSON of the declared kind for the pipeline to refuse', () => {
    for (const point of ['{"x": 2', '[1]', 'x=2']) {
      const prepared = prepareNativeArguments({ city: 'a', point }, properties, limits);
      expect(prepared.params.point).toBe(point);
      expect(prepared.repairs).toEqual([]);
    }
  });

  it('reports every nested problem by its path, at most five', () => {
    const prepared = prepareNativeArguments(
      { point: { label: 3 }, stops: [{ at: 'x' }, {}, 5] },
      properties,
      limits,
      'plan_trip',
    );
    expect(prepared.error).toEqual({
      code: 'invalid-arguments',
      message:
        'Invalid arguments for plan_trip: point.x is required; point.label must be a string, got a number; stops[0].at must be an integer, got a string; stops[1].at is required.',
    });
  });

  it('refuses what is not an object, __proto__ keys and nesting past the limit', () => {
    for (const input of ['{"city": "Paris"}', 5, ['Paris']]) {
      expect(prepareNativeArguments(input, properties, limits).error?.code).toBe(
        'unreadable-arguments',
      );
    }
    const proto = prepareNativeArguments(JSON.parse('{"__proto__": {"polluted": 1}}'), [], limits);
    expect(proto.error?.message).toContain('the key "__proto__" is not allowed');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const deep = prepareNativeArguments(
      { a: [[[[1]]]] },
      [],
      resolveNativeCallLimits({ maxArgumentsDepth: 3 }),
    );
    expect(deep.error?.message).toContain('deeper than 3 levels');
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const prepared = prepareNativeArguments(input, properties, limits);
        expect(typeof prepared.params).toBe('object');
      }),
    );
  });

  it('names the function’s own parameters in the hint of unreadable arguments', () => {
    expect(prepareNativeArguments([1], properties, limits).error?.message).toBe(
      'The arguments are not readable: they are an array, not an object. Send one JSON object with its parameters as keys (city, unit, point, stops, extra).',
    );
    expect(prepareNativeArguments(5, [], limits).error?.message).toContain(
      'Send "" or {}: the function takes no arguments.',
    );
  });

  it('leaves top-level values and the elements of top-level arrays to the pipeline, which coerces them', () => {
    const declared: readonly PropertySchema[] = [
      { name: 'count', type: 'integer', required: true },
      { name: 'tags', type: 'array', required: true, items: { type: 'integer' } },
      ...properties,
    ];
    const prepared = prepareNativeArguments(
      { count: '1', tags: ['1', 'x'], stops: ['p'] },
      declared,
      limits,
    );
    expect(prepared.error).toBeUndefined();
  });

  it('checks enums and arrays of arrays below the top level, and lists at most five problems', () => {
    const declared: readonly PropertySchema[] = [
      {
        name: 'store',
        type: 'object',
        required: true,
        properties: [
          { name: 'mode', type: 'string', required: false, enum: ['a', 'b'] },
          {
            name: 'layers',
            type: 'array',
            required: true,
            items: { type: 'array', items: { type: 'number' } },
          },
        ],
      },
      ...properties,
    ];
    const prepared = prepareNativeArguments(
      { store: { mode: 'c', layers: [[1], ['2']], extra: true } },
      declared,
      limits,
      't',
    );
    expect(prepared.error?.message).toBe(
      'Invalid arguments for t: store.mode must be one of "a", "b"; store.layers[1][0] must be a number, got a string.',
    );
    const stops = Array.from({ length: 20 }, () => ({ at: 'no' }));
    const many = prepareNativeArguments({ stops }, properties, limits, 't');
    expect(many.error?.message.split('; ')).toHaveLength(5);
  });
});

describe('restoreNativeArguments', () => {
  it('works in place on arguments decoded elsewhere and returns the repairs in order', () => {
    const params: Record<string, unknown> = Object.assign(Object.create(null), {
      city: 'Paris',
      unit: null,
      extra: '{"verbose": true}',
      point: { x: 1, label: null },
    });
    const repairs = restoreNativeArguments(properties, params, limits);
    expect(params).toEqual({ city: 'Paris', extra: { verbose: true }, point: { x: 1 } });
    expect(Object.getPrototypeOf(params.extra)).toBeNull();
    expect(repairs.map((repair) => [repair.code, repair.param])).toEqual([
      ['drop-null', 'unit'],
      ['drop-null', 'point.label'],
      ['parse-json', 'extra'],
    ]);
  });

  it('leaves JSON text past the length limit, and text that is not JSON of the kind, as it is', () => {
    const small = resolveNativeCallLimits({ maxArgumentsLength: 10 });
    for (const extra of ['{"verbose": true}', '[1, 2]', '{broken', '{"__proto__": 1}']) {
      const params: Record<string, unknown> = Object.assign(Object.create(null), { extra });
      expect(restoreNativeArguments(properties, params, small)).toEqual([]);
      expect(params.extra).toBe(extra);
    }
  });
});

describe('expectedArgumentsText', () => {
  it('names at most eight parameters, and says when there are none or none are known', () => {
    const names = Array.from({ length: 10 }, (_, index) => `p${index}`);
    expect(expectedArgumentsText(names)).toBe(
      'one JSON object with its parameters as keys (p0, p1, p2, p3, p4, p5, p6, p7, ...)',
    );
    expect(expectedArgumentsText([])).toBe('"" or {}: the function takes no arguments');
    expect(expectedArgumentsText(undefined)).toContain('one JSON object of the parameters');
  });
});
