import { describe, expect, it } from 'vitest';
import type { PlainFunctionInterface } from '../function-interface.js';
import { ToolboxValidationError } from '../toolbox-validation-error.js';
import { getTemp, updateUser } from './__fixtures__/interfaces.js';
import { interfaceToJsonSchema } from './interface-to-json-schema.js';
import { getParamSlots } from './param-slots.js';

describe('interfaceToJsonSchema', () => {
  it('renders every declared detail and lists the required params', () => {
    expect(interfaceToJsonSchema(getTemp)).toEqual({
      type: 'object',
      properties: {
        unit: { type: 'string', enum: ['c', 'f'], default: 'c' },
        city: { type: 'string', description: 'City' },
        days: { type: 'array', description: 'Days', items: { type: 'integer' } },
        raw: { type: 'array', description: 'Anything', items: {} },
      },
      required: ['city'],
    });
  });

  it('keeps positional order, with an api wrapper’s required body fields first', () => {
    const schema = interfaceToJsonSchema(updateUser);
    expect(Object.keys(schema.properties)).toEqual(
      getParamSlots(updateUser).map((slot) => slot.name),
    );
    expect(schema.required).toEqual(['id', 'email', 'age']);
    expect(schema.properties.id).toEqual({ type: 'string', description: 'User id' });
  });

  it('renders nested properties and items that core lets through', () => {
    const nested = {
      ...getTemp,
      params: {
        point: {
          type: 'object',
          isRequired: true,
          description: 'Where',
          properties: {
            x: { type: 'number', isRequired: true, description: '' },
            tags: { type: 'array', isRequired: false, description: '', items: { type: 'string' } },
          },
        },
      },
    } as PlainFunctionInterface;
    expect(interfaceToJsonSchema(nested).properties.point).toEqual({
      type: 'object',
      description: 'Where',
      properties: { x: { type: 'number' }, tags: { type: 'array', items: { type: 'string' } } },
      required: ['x'],
    });
  });

  it('carries no additionalProperties, which not every provider accepts', () => {
    expect(JSON.stringify(interfaceToJsonSchema(getTemp))).not.toContain('additionalProperties');
  });

  it('refuses a declaration no schema can state, naming the function and the parameter', () => {
    const wrong = {
      ...getTemp,
      params: { unit: { type: 'string', isRequired: true, description: '', enum: [1] } },
    } as PlainFunctionInterface;
    let caught: unknown;
    try {
      interfaceToJsonSchema(wrong);
    } catch (error) {
      caught = error;
    }
    expect(ToolboxValidationError.isInstance(caught)).toBe(true);
    expect((caught as Error).message).toBe(
      `Validation failed for function 'get_temp' in toolbox 'weather': parameter 'unit': "enum" value 1 is not of the declared type string`,
    );
  });

  it('gives a copy of the full JSON Schema an interface carries, properties and required always present', () => {
    const jsonSchema = {
      type: 'object' as const,
      properties: { qty: { type: 'integer', minimum: 1 } },
      additionalProperties: false,
    };
    const withSchema: PlainFunctionInterface = {
      ...getTemp,
      params: { qty: { type: 'integer', isRequired: false, description: '' } },
      jsonSchema: { $schema: 'https://json-schema.org/draft/2020-12/schema', ...jsonSchema },
    };
    const schema = interfaceToJsonSchema(withSchema);
    expect(schema).toEqual({ ...jsonSchema, required: [] });
    expect(schema.properties).not.toBe(jsonSchema.properties);
  });
});
