import { Ajv } from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ParamDefinition } from './param-spec.js';
import { findStrictModeViolations } from './strict-mode-violations.js';
import { createToolRegistry } from './tool-registry.js';

const scalar = fc.oneof(
  fc.record({ type: fc.constantFrom('string', 'str', 'string?') }),
  fc.record({
    type: fc.constantFrom('int', 'integer?'),
    enum: fc.uniqueArray(fc.integer(), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({ type: fc.constantFrom('float', 'number?', 'bool', 'boolean?') }),
  fc.record({
    type: fc.constant('str?'),
    enum: fc.constant(['a', 'b']),
    default: fc.constant('a'),
  }),
);

const param: fc.Arbitrary<ParamDefinition> = fc.letrec<{ param: ParamDefinition }>((tie) => ({
  param: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.record({ type: fc.constantFrom('dict', 'object?') }),
    fc.record({ type: fc.constantFrom('list', 'array?') }),
    fc.record({ type: fc.constantFrom('list', 'list?'), items: tie('param') }),
    fc.record({
      type: fc.constantFrom('dict', 'dict?'),
      properties: fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), tie('param'), {
        maxKeys: 4,
      }),
    }),
  ),
})).param;

describe('every schema the registry builds', () => {
  it('is valid JSON Schema, and in strict mode obeys the strict-mode rules', () => {
    const ajv = new Ajv({ strict: true, allowUnionTypes: true });
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), param, { maxKeys: 5 }),
        fc.string({ maxLength: 40 }),
        (params, description) => {
          const registry = createToolRegistry();
          registry.add('tool', description, params, () => undefined);
          for (const strict of [false, true]) {
            const [tool] = registry.build({ strict });
            const schema = tool?.function.parameters;
            expect(ajv.validateSchema(schema as object), ajv.errorsText(ajv.errors)).toBe(true);
            expect(schema?.required).toBeInstanceOf(Array);
            if (strict) expect(findStrictModeViolations(schema)).toEqual([]);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
