import { describe, expect, it } from 'vitest';
import { findStrictModeViolations } from './strict-mode-violations.js';

const valid = {
  type: 'object',
  properties: {
    city: { type: 'string', description: 'City' },
    unit: { type: ['string', 'null'], enum: ['c', 'f', null] },
    tags: { type: 'array', items: { type: 'string' } },
  },
  required: ['city', 'unit', 'tags'],
  additionalProperties: false,
};

describe('findStrictModeViolations', () => {
  it('accepts a schema that follows the rules', () => {
    expect(findStrictModeViolations(valid)).toEqual([]);
  });

  it('reports an optional property, a missing additionalProperties and a default', () => {
    const violations = findStrictModeViolations({
      type: 'object',
      properties: { a: { type: 'string', default: 'x' }, b: { type: 'integer' } },
      required: ['a'],
    });
    expect(violations).toEqual(
      expect.arrayContaining([
        { path: '/', problem: '"additionalProperties" must be false' },
        { path: '/', problem: '"required" must list every property (missing: b)' },
        { path: '/properties/a', problem: 'keyword "default" is not allowed' },
      ]),
    );
    expect(violations).toHaveLength(3);
  });

  it('reports a free-form object, an array without items and a missing type', () => {
    const violations = findStrictModeViolations({
      type: 'object',
      properties: { o: { type: 'object' }, l: { type: 'array' }, x: { description: 'any' } },
      required: ['o', 'l', 'x'],
      additionalProperties: false,
    });
    expect(violations.map((violation) => violation.path).sort()).toEqual([
      '/properties/l',
      '/properties/o',
      '/properties/o',
      '/properties/x',
    ]);
  });

  it('reports a nullable enum without null and nesting deeper than 10 objects', () => {
    expect(
      findStrictModeViolations({
        type: 'object',
        properties: { u: { type: ['string', 'null'], enum: ['c'] } },
        required: ['u'],
        additionalProperties: false,
      }),
    ).toEqual([{ path: '/properties/u', problem: 'a nullable enum must list null' }]);
    let deep: Record<string, unknown> = {
      type: 'object',
      properties: {},
      required: [],
      additionalProperties: false,
    };
    for (let level = 0; level < 11; level++) {
      deep = {
        type: 'object',
        properties: { n: deep },
        required: ['n'],
        additionalProperties: false,
      };
    }
    expect(findStrictModeViolations(deep).map((violation) => violation.problem)).toContain(
      'objects nest deeper than 10 levels',
    );
  });
});
