import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  type FunctionInterface,
  functionInterfaceSchema,
  getFunctionPath,
} from './function-interface.js';

const greet: FunctionInterface = {
  domain: 'mytoolbox',
  name: 'greet',
  type: 'function',
  description: 'Greet a person by name',
  params: { name: { type: 'string', isRequired: true, description: "Person's name" } },
  returns: 'string',
};

describe('functionInterfaceSchema', () => {
  it('accepts the interface of the reference Quick Start', () => {
    expect(v.safeParse(functionInterfaceSchema, greet).success).toBe(true);
  });

  it('accepts an api wrapper whose request body says `required`', () => {
    const getUser = {
      domain: 'api',
      name: 'create_user',
      type: 'api-wrapper',
      description: 'Create a user',
      path_params: { org: { type: 'string', isRequired: true, description: 'Organisation' } },
      request_body: { username: { type: 'string', required: true, description: 'Login' } },
      response_type: 'application/json',
      returns: 'object',
    };
    expect(v.safeParse(functionInterfaceSchema, getUser).success).toBe(true);
  });

  it('rejects a type other than function and api-wrapper', () => {
    const result = v.safeParse(functionInterfaceSchema, { ...greet, type: 'procedure' });
    expect(result.success).toBe(false);
  });

  it('rejects a param without isRequired and names where it is', () => {
    const result = v.safeParse(functionInterfaceSchema, {
      ...greet,
      params: { name: { type: 'string', description: 'Name' } },
    });
    expect(result.success).toBe(false);
    const path = result.issues?.[0] && v.getDotPath(result.issues[0]);
    expect(path).toBe('params.name.isRequired');
  });

  it('rejects a param type outside the declared set', () => {
    const result = v.safeParse(functionInterfaceSchema, {
      ...greet,
      params: { name: { type: 'text', isRequired: true, description: 'Name' } },
    });
    expect(result.success).toBe(false);
  });
});

describe('functionInterfaceSchema with annotations and a JSON Schema', () => {
  const jsonSchema = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    $defs: { city: { type: 'string' } },
    properties: { name: { $ref: '#/$defs/city' } },
    additionalProperties: false,
  } as const;

  it('accepts hints and an object schema, and keeps the schema as it was given', () => {
    const declared = {
      ...greet,
      annotations: { title: 'Greet', readOnlyHint: true, openWorldHint: false },
      jsonSchema,
    };
    const result = v.safeParse(functionInterfaceSchema, declared);
    expect(result.success).toBe(true);
    expect(result.output).toEqual(declared);
  });

  it('refuses a misspelt hint and a hint that is not true or false, naming each', () => {
    const result = v.safeParse(functionInterfaceSchema, {
      ...greet,
      annotations: { readonlyHint: true, destructiveHint: 'yes' },
    });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => v.getDotPath(issue)).sort()).toEqual([
      'annotations.destructiveHint',
      'annotations.readonlyHint',
    ]);
  });

  it('refuses a JSON Schema whose arguments are not an object', () => {
    const result = v.safeParse(functionInterfaceSchema, {
      ...greet,
      jsonSchema: { type: 'array', items: {} },
    });
    expect(result.success).toBe(false);
    expect(result.issues?.[0] && v.getDotPath(result.issues[0])).toBe('jsonSchema.type');
  });
});

describe('getFunctionPath', () => {
  it('joins domain and name with a dot', () => {
    expect(getFunctionPath(greet)).toBe('mytoolbox.greet');
  });
});
