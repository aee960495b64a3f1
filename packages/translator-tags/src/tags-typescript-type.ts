import type { JsonSchema } from '@ai-toolbox/core/kit';

/**
 * A JSON Schema type as the TypeScript-like declarations of harmony, Functionary v3.2 and
 * Apertus write it: an enum as its values, `number` for integers, `T[]` for arrays.
 */
export function typeScriptType(schema: JsonSchema): string {
  if (schema.enum !== undefined && schema.enum.length > 0) {
    return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  }
  switch (schema.type) {
    case 'string':
      return 'string';
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'array':
      return schema.items === undefined || schema.items.type === undefined
        ? 'any[]'
        : `${typeScriptType(schema.items)}[]`;
    case 'object':
      return 'object';
    default:
      return 'any';
  }
}
