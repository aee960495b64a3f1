import { describe, expect, it } from 'vitest';
import { readJsonSchemaParams } from './json-schema-params.js';

describe('readJsonSchemaParams', () => {
  it('reads types, required, descriptions, enums, items and defaults in the schema’s order', () => {
    expect(
      readJsonSchemaParams({
        type: 'object',
        properties: {
          city: { type: 'string', description: 'City' },
          unit: { enum: ['c', 'f'], default: 'c' },
          days: { type: 'integer', default: 'three' },
          tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } },
          mode: { const: 'fast' },
        },
        required: ['city', 'nowhere'],
      }),
    ).toEqual({
      params: {
        city: { type: 'string', isRequired: true, description: 'City' },
        unit: {
          type: 'string',
          isRequired: false,
          description: '',
          enum: ['c', 'f'],
          default: 'c',
        },
        days: { type: 'integer', isRequired: false, description: '' },
        tags: {
          type: 'array',
          isRequired: false,
          description: '',
          items: { type: 'string', enum: ['a', 'b'] },
        },
        mode: { type: 'string', isRequired: false, description: '', enum: ['fast'] },
      },
      nullable: [],
      untyped: [],
      open: false,
    });
  });

  it('reads a nullable type as its other type and follows local references', () => {
    const read = readJsonSchemaParams({
      type: 'object',
      properties: {
        a: { type: ['number', 'null'] },
        b: { anyOf: [{ $ref: '#/$defs/name' }, { type: 'null' }] },
        c: { $ref: '#/$defs/missing' },
        d: { anyOf: [{ type: 'string' }, { type: 'number' }] },
        e: { anyOf: [{ type: 'object', properties: {} }, { type: 'array' }], properties: {} },
      },
      $defs: { name: { type: 'string', description: 'A name' } },
      additionalProperties: {},
    });
    expect(read).toMatchObject({
      params: {
        a: { type: 'number' },
        b: { type: 'string' },
        c: { type: 'string' },
        d: { type: 'string' },
        e: { type: 'object' },
      },
      nullable: ['a', 'b'],
      untyped: ['c', 'd', 'e'],
      open: true,
    });
  });

  it('reads what MCP servers write: pointers, an allOf of one, titles, integer-or-number unions', () => {
    const read = readJsonSchemaParams({
      type: 'object',
      properties: {
        edits: { type: 'array', items: { $ref: '#/definitions/edit' } },
        same: { $ref: '#/properties/edits' },
        mode: { allOf: [{ $ref: '#/$defs/mode' }], description: 'How to open' },
        lines: { type: 'integer', title: 'Line count' },
        amount: { anyOf: [{ type: 'integer' }, { type: 'number' }] },
        whole: { $ref: '#' },
        odd: { $ref: '#/%E0%A4%A' },
        loop: { $ref: '#/properties/loop' },
      },
      definitions: { edit: { type: 'string' } },
      $defs: { mode: { enum: ['r', 'w'], description: 'Mode' } },
    });
    if (typeof read === 'string') throw new Error(read);
    expect(read.params.edits).toEqual({
      type: 'array',
      isRequired: false,
      description: '',
      items: { type: 'string' },
    });
    expect(read.params.same?.type).toBe('array');
    expect(read.params.mode).toEqual({
      type: 'string',
      isRequired: false,
      description: 'How to open',
      enum: ['r', 'w'],
    });
    expect(read.params.lines?.description).toBe('Line count');
    expect(read.params.amount?.type).toBe('number');
    expect(read.params.whole?.type).toBe('object');
    expect(read.untyped).toEqual(['odd', 'loop']);
  });

  it('says why a schema of no named arguments cannot be read', () => {
    expect(readJsonSchemaParams({ type: 'string' })).toMatch(/must describe an object/);
    expect(readJsonSchemaParams(null)).toMatch(/must be an object/);
  });

  it('keeps a property named __proto__ as an own param', () => {
    const read = readJsonSchemaParams(
      JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string"}}}'),
    );
    if (typeof read === 'string') throw new Error(read);
    expect(Object.hasOwn(read.params, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(read.params)).toBe(Object.prototype);
  });
});
