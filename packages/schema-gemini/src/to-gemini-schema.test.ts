import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findGeminiSchemaViolations } from './gemini-schema-violations.js';
import { toGeminiSchema } from './to-gemini-schema.js';

function lowered(schema: unknown) {
  const { schema: result, lossiness } = toGeminiSchema(schema);
  return {
    result,
    changes: lossiness.map((entry) => `${entry.path}:${entry.keyword}:${entry.change}`),
  };
}

const object = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties,
  ...extra,
});

describe('toGeminiSchema', () => {
  it('writes types in Gemini’s names, keeps order, required, enums on strings and bounds', () => {
    const { result, changes } = lowered(
      object(
        {
          city: { type: 'string', description: 'City', minLength: 1, pattern: '^[A-Z]' },
          unit: { type: 'string', enum: ['c', 'f'] },
          days: { type: 'integer', minimum: 1, maximum: 14, format: 'int32' },
          when: { type: 'string', format: 'date-time' },
          tags: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 5 },
          point: object({ x: { type: 'number' } }, { required: ['x'] }),
        },
        { required: ['city'] },
      ),
    );
    expect(result).toEqual({
      type: 'OBJECT',
      properties: {
        city: { type: 'STRING', description: 'City', minLength: '1', pattern: '^[A-Z]' },
        unit: { type: 'STRING', enum: ['c', 'f'] },
        days: { type: 'INTEGER', minimum: 1, maximum: 14, format: 'int32' },
        when: { type: 'STRING', format: 'date-time' },
        tags: { type: 'ARRAY', items: { type: 'STRING' }, minItems: '1', maxItems: '5' },
        point: { type: 'OBJECT', properties: { x: { type: 'NUMBER' } }, required: ['x'] },
      },
      required: ['city'],
      propertyOrdering: ['city', 'unit', 'days', 'when', 'tags', 'point'],
    });
    expect(changes).toEqual([]);
  });

  it('reads null in a type list or a union as nullable, and other unions as anyOf', () => {
    const { result, changes } = lowered(
      object({
        a: { type: ['string', 'null'] },
        b: { anyOf: [{ type: 'integer' }, { type: 'null' }], description: 'B' },
        c: { type: ['string', 'integer'], minimum: 2, maxLength: 3 },
        d: { oneOf: [{ type: 'string' }, { type: 'boolean' }] },
      }),
    );
    expect(result.properties).toEqual({
      a: { type: 'STRING', nullable: true },
      b: { type: 'INTEGER', description: 'B', nullable: true },
      c: {
        anyOf: [
          { type: 'STRING', maxLength: '3' },
          { type: 'INTEGER', minimum: 2 },
        ],
      },
      d: { anyOf: [{ type: 'STRING' }, { type: 'BOOLEAN' }] },
    });
    expect(changes).toEqual([
      'a:type:lowered',
      'b:anyOf:lowered',
      'c:type:lowered',
      'd:oneOf:lowered',
    ]);
  });

  it('moves defaults, formats, enums of other types and other constraints into the description', () => {
    const { result, changes } = lowered(
      object({
        unit: { type: 'string', description: 'Unit', default: 'c' },
        mail: { type: 'string', format: 'email' },
        level: { type: 'integer', enum: [1, 2, 3] },
        flag: { type: 'boolean', const: true },
        ratio: { type: 'number', exclusiveMinimum: 0, multipleOf: 0.5 },
        ids: { type: 'array', items: { type: 'integer' }, uniqueItems: true },
      }),
    );
    expect(result.properties).toEqual({
      unit: { type: 'STRING', description: 'Unit (Default: "c".)' },
      mail: { type: 'STRING', description: 'Format: email.' },
      level: { type: 'INTEGER', description: 'One of: 1, 2, 3.' },
      flag: { type: 'BOOLEAN', description: 'Must be true.' },
      ratio: { type: 'NUMBER', description: 'More than 0. A multiple of 0.5.' },
      ids: { type: 'ARRAY', items: { type: 'INTEGER' }, description: 'The items must differ.' },
    });
    expect(changes).toEqual([
      'unit:default:lowered',
      'mail:format:lowered',
      'level:enum:lowered',
      'flag:const:lowered',
      'ratio:exclusiveMinimum:lowered',
      'ratio:multipleOf:lowered',
      'ids:uniqueItems:lowered',
    ]);
  });

  it('asks for values Gemini cannot describe as JSON text', () => {
    const { result, changes } = lowered(
      object({
        options: { type: 'object', description: 'Options' },
        map: { type: 'object', additionalProperties: { type: 'string' } },
        anything: { type: 'array', items: {} },
        bare: { type: 'array' },
        pair: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }] },
        any: { description: 'Anything' },
      }),
    );
    expect(result.properties).toEqual({
      options: { type: 'STRING', description: 'Options (Write the object as JSON text.)' },
      map: { type: 'STRING', description: 'Write the object as JSON text.' },
      anything: { type: 'STRING', description: 'Write the array as JSON text.' },
      bare: { type: 'STRING', description: 'Write the array as JSON text.' },
      pair: { type: 'STRING', description: 'Write the array as JSON text.' },
      any: { type: 'STRING', description: 'Anything (Write the value as JSON text.)' },
    });
    expect(changes).toEqual([
      'options:properties:lowered',
      'map:properties:lowered',
      'anything:items:lowered',
      'bare:items:lowered',
      'pair:prefixItems:lowered',
      'any:type:lowered',
    ]);
  });

  it('inlines $ref, merges allOf, and asks for recursive values as JSON text', () => {
    const { result, changes } = lowered({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $ref: '#/$defs/Input',
      $defs: {
        Input: object(
          {
            node: { $ref: '#/$defs/Node' },
            both: {
              allOf: [
                object({ a: { type: 'string' } }, { required: ['a'] }),
                object({ b: { type: 'integer' } }),
              ],
            },
          },
          { additionalProperties: false },
        ),
        Node: object({ value: { type: 'string' }, next: { $ref: '#/$defs/Node' } }),
      },
    });
    expect(result).toEqual({
      type: 'OBJECT',
      properties: {
        node: {
          type: 'OBJECT',
          properties: {
            value: { type: 'STRING' },
            next: { type: 'STRING', description: 'Write the value as JSON text.' },
          },
          propertyOrdering: ['value', 'next'],
        },
        both: {
          type: 'OBJECT',
          properties: { a: { type: 'STRING' }, b: { type: 'INTEGER' } },
          required: ['a'],
          propertyOrdering: ['a', 'b'],
        },
      },
      propertyOrdering: ['node', 'both'],
    });
    expect(changes).toEqual([
      ':$ref:lowered',
      'node:$ref:lowered',
      'node.next:$ref:lowered',
      'both:allOf:lowered',
      ':additionalProperties:dropped',
      ':$schema:dropped',
      ':$defs:dropped',
    ]);
  });

  it('drops what it cannot say, naming each keyword', () => {
    const { result, changes } = lowered(
      object(
        {
          a: { type: 'string', title: 'A', 'x-internal': true, deprecated: true },
          b: { type: 'string', minimum: 3, not: { const: 'x' } },
        },
        { required: ['a', 'missing'] },
      ),
    );
    expect(result.properties).toEqual({
      a: { type: 'STRING', description: 'A' },
      b: { type: 'STRING' },
    });
    expect(result.required).toEqual(['a']);
    expect(changes).toEqual([
      'a:title:lowered',
      'a:x-internal:dropped',
      'a:deprecated:dropped',
      'b:minimum:dropped',
      'b:not:dropped',
      ':required:dropped',
    ]);
  });

  it('takes the type values it is given, such as the SDK’s enum', () => {
    const types = {
      STRING: 's',
      NUMBER: 'n',
      INTEGER: 'i',
      BOOLEAN: 'b',
      ARRAY: 'a',
      OBJECT: 'o',
    } as const;
    const { schema } = toGeminiSchema(
      object({ x: { type: 'array', items: { type: 'integer' } } }),
      { types },
    );
    expect(schema).toEqual({ type: 'o', properties: { x: { type: 'a', items: { type: 'i' } } } });
  });

  it('reads keywords and types as own names only', () => {
    const { result } = lowered(
      object({ a: { type: 'constructor' }, b: { type: 'toString', constructor: 1 } }),
    );
    expect(result.properties?.a).toEqual({
      type: 'STRING',
      description: 'Write the value as JSON text.',
    });
    expect(result.properties?.b?.type).toBe('STRING');
  });

  it('stays bounded on a schema whose references multiply', () => {
    const defs: Record<string, unknown> = { D0: { type: 'string' } };
    for (let index = 1; index <= 30; index++) {
      defs[`D${index}`] = object({
        a: { $ref: `#/$defs/D${index - 1}` },
        b: { $ref: `#/$defs/D${index - 1}` },
      });
    }
    const { schema, lossiness } = toGeminiSchema(
      { $ref: '#/$defs/D30', $defs: defs },
      { maxNodes: 2000 },
    );
    expect(JSON.stringify(schema).length).toBeLessThan(400_000);
    expect(lossiness.some((entry) => entry.keyword === 'depth')).toBe(true);
  });

  it('never throws, and what it writes stays in Gemini’s subset', () => {
    const jsonSchema = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.record(
          {
            type: fc.constantFrom(
              'string',
              'integer',
              'number',
              'boolean',
              'null',
              ['string', 'null'],
              ['integer', 'string'],
            ),
            description: fc.string({ maxLength: 5 }),
            default: fc.jsonValue({ maxDepth: 1 }),
            enum: fc.array(fc.oneof(fc.string({ maxLength: 3 }), fc.integer(), fc.constant(null)), {
              minLength: 1,
              maxLength: 3,
            }),
            format: fc.constantFrom('email', 'date-time', 'int64', 'uuid'),
            minimum: fc.integer(),
            title: fc.string({ maxLength: 3 }),
          },
          { requiredKeys: ['type'] },
        ),
        fc.record({ type: fc.constant('array'), items: tie('node') }, { requiredKeys: ['type'] }),
        fc.record(
          {
            type: fc.constant('object'),
            properties: fc.dictionary(fc.string({ minLength: 1, maxLength: 4 }), tie('node'), {
              maxKeys: 3,
            }),
            required: fc.array(fc.string({ maxLength: 4 }), { maxLength: 2 }),
            additionalProperties: fc.boolean(),
          },
          { requiredKeys: ['type'] },
        ),
        fc.record({ anyOf: fc.array(tie('node'), { minLength: 1, maxLength: 3 }) }),
        fc.record({ oneOf: fc.array(tie('node'), { minLength: 1, maxLength: 3 }) }),
      ),
    })).node;
    fc.assert(
      fc.property(jsonSchema, (node) => {
        const { schema } = toGeminiSchema({ type: 'object', properties: { value: node } });
        expect(findGeminiSchemaViolations(schema)).toEqual([]);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(typeof toGeminiSchema(value).schema).toBe('object');
      }),
    );
  });
});
