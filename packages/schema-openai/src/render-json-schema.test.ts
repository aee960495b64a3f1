import { describe, expect, it } from 'vitest';
import { normalizeParams } from './normalize-param.js';
import { renderParameters } from './render-json-schema.js';
import { findStrictModeViolations } from './strict-mode-violations.js';

const properties = normalizeParams('t', {
  city: { type: 'string', description: 'City' },
  unit: { type: 'str', enum: ['c', 'f'], default: 'c', description: 'Unit' },
  options: { type: 'dict?', description: 'Anything' },
  points: { type: 'list', items: { type: 'dict', properties: { x: 'float', y: 'float?' } } },
  raw: 'list?',
});

describe('renderParameters', () => {
  it('keeps defaults, free-form objects and optional params as they are without strict mode', () => {
    expect(renderParameters(properties, { strict: false })).toEqual({
      type: 'object',
      properties: {
        city: { type: 'string', description: 'City' },
        unit: { type: 'string', description: 'Unit', enum: ['c', 'f'], default: 'c' },
        options: { type: 'object', description: 'Anything' },
        points: {
          type: 'array',
          items: {
            type: 'object',
            properties: { x: { type: 'number' }, y: { type: 'number' } },
            required: ['x'],
          },
        },
        raw: { type: 'array', items: {} },
      },
      required: ['city', 'points'],
    });
  });

  it('makes every property required and optional ones nullable in strict mode, at every level', () => {
    const schema = renderParameters(properties, { strict: true });
    expect(schema).toEqual({
      type: 'object',
      properties: {
        city: { type: 'string', description: 'City' },
        unit: {
          type: ['string', 'null'],
          description: 'Unit (Default: "c".)',
          enum: ['c', 'f', null],
        },
        options: {
          type: ['string', 'null'],
          description: 'Anything (Write the object as JSON text.)',
        },
        points: {
          type: 'array',
          items: {
            type: 'object',
            properties: { x: { type: 'number' }, y: { type: ['number', 'null'] } },
            required: ['x', 'y'],
            additionalProperties: false,
          },
        },
        raw: { type: ['string', 'null'], description: 'Write the array as JSON text.' },
      },
      required: ['city', 'unit', 'options', 'points', 'raw'],
      additionalProperties: false,
    });
    expect(findStrictModeViolations(schema)).toEqual([]);
  });

  it('renders a parameter named __proto__ as an own property', () => {
    const schema = renderParameters(normalizeParams('t', [['__proto__', 'int']]), {
      strict: false,
    });
    expect(Object.getPrototypeOf(schema.properties)).toBe(Object.prototype);
    expect(Object.keys(schema.properties)).toEqual(['__proto__']);
    expect(JSON.stringify(schema)).toBe(
      '{"type":"object","properties":{"__proto__":{"type":"integer"}},"required":["__proto__"]}',
    );
  });
});
