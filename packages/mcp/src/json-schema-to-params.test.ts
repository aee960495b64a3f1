import { createToolManager } from '@ai-toolbox/core';
import { interfaceToJsonSchema } from '@ai-toolbox/core/kit';
import { describe, expect, it } from 'vitest';
import { jsonSchemaToParams, MAX_SCHEMA_NODES } from './json-schema-to-params.js';

describe('jsonSchemaToParams', () => {
  it('reads types, required, descriptions, enums and defaults in property order', () => {
    expect(
      jsonSchemaToParams({
        type: 'object',
        properties: {
          path: { type: 'string', description: 'Where' },
          mode: { type: 'string', enum: ['r', 'w'], default: 'r' },
          lines: { type: 'integer', title: 'Line count' },
          ratio: { type: 'number' },
          dry: { type: 'boolean', default: false },
        },
        required: ['path'],
      }),
    ).toEqual({
      path: { type: 'string', isRequired: true, description: 'Where' },
      mode: { type: 'string', isRequired: false, description: '', enum: ['r', 'w'], default: 'r' },
      lines: { type: 'integer', isRequired: false, description: 'Line count' },
      ratio: { type: 'number', isRequired: false, description: '' },
      dry: { type: 'boolean', isRequired: false, description: '', default: false },
    });
  });

  it('keeps nested items and properties, following local $refs', () => {
    const params = jsonSchemaToParams({
      type: 'object',
      $defs: {
        edit: { type: 'object', properties: { old: { type: 'string' } }, required: ['old'] },
      },
      properties: { edits: { type: 'array', items: { $ref: '#/$defs/edit' } } },
      required: ['edits'],
    });
    expect(params.edits).toEqual({
      type: 'array',
      isRequired: true,
      description: '',
      items: { type: 'object', properties: { old: { type: 'string', required: true } } },
    });
  });

  it('reads unions generously: nullable as optional, numbers as number, a string branch as string', () => {
    const params = jsonSchemaToParams({
      type: 'object',
      properties: {
        maybe: { type: ['string', 'null'] },
        amount: { anyOf: [{ type: 'integer' }, { type: 'number' }] },
        either: { oneOf: [{ type: 'boolean' }, { type: 'string' }] },
        anything: {},
        fixed: { const: 3 },
        broken: { $ref: '#/$defs/missing' },
      },
    });
    expect(
      Object.fromEntries(Object.entries(params).map(([name, param]) => [name, param.type])),
    ).toEqual({
      maybe: 'string',
      amount: 'number',
      either: 'string',
      anything: 'string',
      fixed: 'integer',
      broken: 'string',
    });
    expect(params.fixed?.enum).toEqual([3]);
  });

  it('drops what core could not check instead of failing: an enum on an array, a default of another type', () => {
    const params = jsonSchemaToParams({
      type: 'object',
      properties: {
        tags: { type: 'array', enum: [['a']] },
        count: { type: 'integer', default: 'many' },
        pick: { type: 'string', enum: ['a', 2] },
      },
    });
    expect(params.tags).toEqual({ type: 'array', isRequired: false, description: '' });
    expect(params.count).toEqual({ type: 'integer', isRequired: false, description: '' });
    expect(params.pick).toEqual({ type: 'string', isRequired: false, description: '' });
  });

  it('gives interfaces that core registers and the kit renders, for __proto__ properties too', () => {
    const params = jsonSchemaToParams(
      JSON.parse(
        '{"type":"object","properties":{"__proto__":{"type":"string"},"constructor":{"type":"object","properties":{"a":{"type":"number"}}}},"required":["__proto__"]}',
      ),
    );
    expect(Object.keys(params)).toEqual(['__proto__', 'constructor']);
    const manager = createToolManager();
    const functionInterface = {
      domain: 'odd',
      name: 'names',
      type: 'function' as const,
      description: '',
      params,
      returns: 'string',
    };
    manager.register({
      getName: () => 'odd',
      functions: { names: true },
      getFunction: () => ({ f: () => 'ok', interface: functionInterface }),
    });
    expect(Object.keys(interfaceToJsonSchema(functionInterface).properties)).toEqual([
      '__proto__',
      'constructor',
    ]);
  });

  it('stops at its bounds on a schema whose $refs fan out without end', () => {
    const properties = Object.fromEntries(
      Array.from({ length: 10 }, (_, index) => [`p${index}`, { $ref: '#' }]),
    );
    const schema = { type: 'object', properties };
    const params = jsonSchemaToParams(schema);
    let nodes = 0;
    const count = (value: unknown): void => {
      if (typeof value !== 'object' || value === null) return;
      nodes += 1;
      for (const inner of Object.values(value)) count(inner);
    };
    count(params);
    expect(Object.keys(params)).toHaveLength(10);
    expect(nodes).toBeLessThan(MAX_SCHEMA_NODES * 3);
  });

  it('gives no params for something that is not a schema', () => {
    expect(jsonSchemaToParams(null)).toEqual({});
    expect(jsonSchemaToParams({ type: 'object' })).toEqual({});
    expect(jsonSchemaToParams({ type: 'object', properties: [] })).toEqual({});
  });
});
