import { describe, expect, it } from 'vitest';
import { readPropertySchemas } from './read-property-schemas.js';

function failure(specs: unknown, options: Parameters<typeof readPropertySchemas>[1] | object = {}) {
  try {
    readPropertySchemas(specs, {
      fail: (path, problem) => {
        throw new Error(`${path}: ${problem}`);
      },
      ...options,
    });
  } catch (error) {
    return (error as Error).message;
  }
  return undefined;
}

describe('readPropertySchemas', () => {
  it('reads core declarations in order, nested ones included, required by default', () => {
    const read = readPropertySchemas(
      new Map<string, unknown>([
        ['b', { type: 'integer', isRequired: false, default: 2 }],
        ['a', { type: 'object', properties: { x: { type: 'number' } } }],
      ]),
      { fail: () => undefined as never },
    );
    expect(read).toEqual([
      { type: 'integer', name: 'b', required: false, default: 2 },
      {
        type: 'object',
        properties: [{ type: 'number', name: 'x', required: true }],
        name: 'a',
        required: true,
      },
    ]);
  });

  it('hands every unreadable declaration to fail, at a dotted path', () => {
    expect(failure({ a: { type: 'str' } })).toMatch(/^a: type "str" is not valid; valid types are/);
    expect(failure({ a: { type: 'object', properties: { b: { type: 'array', items: 5 } } } })).toBe(
      'a.b[]: a parameter must be a type string or an object with a "type"',
    );
    expect(failure({ a: { type: 'string', default: 1 } })).toBe(
      'a: the default 1 is not of the declared type string',
    );
  });

  it('lets a schema package read its own type strings', () => {
    const read = readPropertySchemas(
      { a: 'number?' },
      {
        readType: (type) =>
          type === 'number?' ? { type: 'number', optional: true } : 'not a type here',
        fail: () => undefined as never,
      },
    );
    expect(read).toEqual([{ type: 'number', name: 'a', required: false }]);
  });

  it('reads default: null as no default when asked, for optional properties only', () => {
    const fail = (path: string, problem: string): never => {
      throw new Error(`${path}: ${problem}`);
    };
    const read = readPropertySchemas(
      {
        unit: { type: 'string', default: null },
        limit: { type: 'integer', isRequired: false, default: null },
        range: { type: 'object', properties: { to: { type: 'number', default: null } } },
      },
      { nullDefaultIsNone: true, fail },
    );
    expect(read).toEqual([
      { type: 'string', name: 'unit', required: false },
      { type: 'integer', name: 'limit', required: false },
      {
        type: 'object',
        properties: [{ type: 'number', name: 'to', required: false }],
        name: 'range',
        required: true,
      },
    ]);
    expect(read.some((property) => 'default' in property)).toBe(false);
    expect(
      failure(
        { a: { type: 'string', required: true, default: null } },
        { nullDefaultIsNone: true },
      ),
    ).toBe('a: the default null is not of the declared type string');
    expect(failure({ a: { type: 'string', default: null } })).toBe(
      'a: the default null is not of the declared type string',
    );
  });
});
