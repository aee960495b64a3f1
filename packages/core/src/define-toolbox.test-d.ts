// Type tests, checked by `tsc --noEmit`: the argument types of `run` come from `params`.
import * as v from 'valibot';
import { expectTypeOf } from 'vitest';
import { defineToolbox } from './define-toolbox.js';
import type { Toolbox } from './toolbox.js';

const weather = defineToolbox({
  name: 'weather',
  functions: {
    get_temp: {
      description: 'Current temperature',
      params: {
        location: { type: 'string', isRequired: true, description: 'City' },
        unit: { type: 'string', isRequired: false, description: 'Unit', enum: ['c', 'f'] },
        days: { type: 'integer', isRequired: false, description: 'Days', default: 1 },
      },
      run: (args) => {
        expectTypeOf(args).toEqualTypeOf<{ location: string; days: number; unit?: 'c' | 'f' }>();
        return `${args.location} ${args.unit ?? 'c'}`;
      },
    },
    summary: {
      description: 'Everything',
      params: {
        verbose: { type: 'boolean', isRequired: true, description: 'Verbose' },
        options: { type: 'object', isRequired: false, description: 'Options' },
        cities: {
          type: 'array',
          isRequired: true,
          description: 'Cities',
          items: { type: 'string' },
        },
        weights: { type: 'array', isRequired: false, description: 'Weights' },
        ratio: { type: 'number', isRequired: true, description: 'Ratio' },
      },
      run: (args, context) => {
        expectTypeOf(args.verbose).toEqualTypeOf<boolean>();
        expectTypeOf(args.options).toEqualTypeOf<Record<string, unknown> | undefined>();
        expectTypeOf(args.cities).toEqualTypeOf<string[]>();
        expectTypeOf(args.weights).toEqualTypeOf<unknown[] | undefined>();
        expectTypeOf(args.ratio).toEqualTypeOf<number>();
        expectTypeOf(context.signal).toEqualTypeOf<AbortSignal>();
        return null;
      },
    },
    ping: {
      description: 'No params',
      params: {},
      run: (args) => {
        expectTypeOf(args).toEqualTypeOf<Record<never, never>>();
        return 'pong';
      },
    },
  },
});

expectTypeOf(weather).toExtend<Toolbox>();
expectTypeOf(weather.functions).toEqualTypeOf<{
  readonly get_temp: true;
  readonly summary: true;
  readonly ping: true;
}>();

defineToolbox({
  name: 'broken',
  functions: {
    f: {
      description: 'Reads a param it does not declare',
      params: { a: { type: 'number', isRequired: true, description: 'A' } },
      // @ts-expect-error: `b` is not declared
      run: (args) => args.b,
    },
    g: {
      description: 'Treats a number as a string',
      params: { a: { type: 'number', isRequired: true, description: 'A' } },
      // @ts-expect-error: `a` is a number
      run: (args) => args.a.toUpperCase(),
    },
  },
});

// A plain valibot schema, not wrapped in toStandardJsonSchema: `run` receives its output.
defineToolbox({
  name: 'plain',
  functions: {
    get_temp: {
      description: 'Current temperature',
      input: v.object({ city: v.string(), days: v.optional(v.number(), 1) }),
      run: (args) => {
        expectTypeOf(args).toEqualTypeOf<{ city: string; days: number }>();
        return args.city;
      },
    },
  },
});
