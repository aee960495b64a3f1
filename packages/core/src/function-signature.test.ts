import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { FunctionParam, ParamItems, ParamType } from './function-param.js';
import {
  compileFunctionSignature,
  describeExpected,
  findParam,
  findParamIgnoringCase,
  isRecord,
  paramNames,
} from './function-signature.js';
import { stringifyValue } from './kit/stringify-value.js';

/** Each declaration stated as a valibot schema: what a parameter's check must agree with. */
function valueCheckSchema(
  type: ParamType,
  allowed: readonly unknown[] | undefined,
  items: ParamItems | undefined,
): v.GenericSchema {
  const base = {
    string: () => v.string(),
    number: () => v.pipe(v.number(), v.finite()),
    integer: () => v.pipe(v.number(), v.safeInteger()),
    boolean: () => v.boolean(),
    object: () => v.custom<Record<string, unknown>>(isRecord),
    array: () =>
      v.array(
        items === undefined ? v.unknown() : valueCheckSchema(items.type, items.enum, undefined),
      ),
  }[type]();
  if (allowed === undefined) return base;
  const keys = new Set(allowed.map((value) => stringifyValue(value)));
  return v.pipe(
    base,
    v.check((value) => keys.has(stringifyValue(value))),
  );
}

const types: ParamType[] = ['string', 'number', 'integer', 'boolean', 'object', 'array'];
const values = fc.oneof(
  fc.anything(),
  fc.constantFrom(
    Number.NaN,
    Number.POSITIVE_INFINITY,
    2 ** 53,
    -0,
    1.5,
    'c',
    [1, 'c'],
    [1, 2],
    ['c', 'f'],
    [[1]],
    // A sparse array: its hole reads as undefined, as a schema reads it.
    Object.assign(new Array(3), { 0: 'c', 2: 'c' }),
    Object.create(null),
    new Date(0),
  ),
);
const declaration = fc.record(
  {
    type: fc.constantFrom(...types),
    enum: fc.constantFrom(['c', 'f'], [1, 2, 3], [true], [[1], { a: 1 }]),
    items: fc.record(
      { type: fc.constantFrom(...types), enum: fc.constantFrom(['c'], [1, 2]) },
      { requiredKeys: ['type'] },
    ),
  },
  { requiredKeys: ['type'] },
);

describe('compileFunctionSignature', () => {
  it('checks every value as the valibot schema of its declaration does', () => {
    fc.assert(
      fc.property(declaration, values, (declared, value) => {
        const param: FunctionParam = { ...declared, isRequired: false, description: 'p' };
        const [compiled] = compileFunctionSignature({
          domain: 'box',
          name: 'f',
          type: 'function',
          description: 'f',
          params: { p: param },
          returns: 'string',
        }).params;
        const schema = valueCheckSchema(param.type, param.enum, param.items);
        expect(compiled?.check(value)).toBe(v.is(schema, value));
      }),
      { numRuns: 3000 },
    );
  });

  it('shares one check among the parameters of a type without enum or items', () => {
    const { params } = compileFunctionSignature({
      domain: 'box',
      name: 'f',
      type: 'function',
      description: 'f',
      params: {
        a: { type: 'number', isRequired: true, description: 'a' },
        b: { type: 'number', isRequired: false, description: 'b' },
        c: { type: 'string', isRequired: false, description: 'c', enum: ['x'] },
      },
      returns: 'number',
    });
    expect(params[0]?.check).toBe(params[1]?.check);
    expect(params[2]?.check).not.toBe(params[0]?.check);
    expect(params.map((param) => [param.index, describeExpected(param)])).toEqual([
      [0, 'a number'],
      [1, 'a number'],
      [2, "one of 'x'"],
    ]);
  });

  it('finds params by name and, ignoring case, the first that matches, with many params too', () => {
    for (const count of [3, 40]) {
      const params: Record<string, FunctionParam> = {};
      for (let index = 0; index < count; index += 1) {
        params[`p${index}`] = { type: 'string', isRequired: false, description: 'p' };
      }
      params.Name = { type: 'string', isRequired: false, description: 'first' };
      params.NAME = { type: 'string', isRequired: false, description: 'second' };
      const signature = compileFunctionSignature({
        domain: 'box',
        name: 'f',
        type: 'function',
        description: 'f',
        params,
        returns: 'string',
      });
      expect(paramNames(signature)).toHaveLength(count + 2);
      expect(findParam(signature, 'p1')?.index).toBe(1);
      expect(findParam(signature, 'name')).toBeUndefined();
      expect(findParamIgnoringCase(signature, 'name')?.name).toBe('Name');
      expect(findParam(signature, 'NAME')?.name).toBe('NAME');
      expect(findParam(signature, 'toString')).toBeUndefined();
    }
  });
});
