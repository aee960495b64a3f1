import type { FunctionInterface } from '../function-interface.js';
import { interfaceProperties } from './interface-properties.js';
import type { ObjectJsonSchema } from './json-schema.js';
import { renderJsonSchema } from './render-json-schema.js';

/**
 * The provider-neutral JSON Schema of a function's arguments: an object whose properties come
 * in positional order (`getParamSlots`), each with its `type`, `description`, `enum`, `items`
 * and `default` as declared, nested objects and arrays included, and `required` listing the
 * required ones. Schema packages start from this and add what their provider needs (strict
 * mode, name mapping, a different dialect).
 *
 * An interface that carries the full JSON Schema of its arguments (`jsonSchema`, from a
 * Standard Schema or an MCP tool) gives a copy of that schema instead, with every constraint
 * it states (`minimum`, `pattern`, `anyOf`, ...), `properties` and `required` always present,
 * without the `$schema` dialect marker, which providers do not read.
 *
 * @throws {ToolboxValidationError} when a declaration cannot become a schema.
 * @example
 * ```ts
 * interfaceToJsonSchema(getTempInterface);
 * // { type: 'object', properties: { city: { type: 'string', description: 'City' },
 * //   unit: { type: 'string', enum: ['c', 'f'], default: 'c' } }, required: ['city'] }
 * ```
 */
export function interfaceToJsonSchema(functionInterface: FunctionInterface): ObjectJsonSchema {
  const jsonSchema = functionInterface.jsonSchema;
  if (jsonSchema !== undefined) {
    const { $schema: _dialect, ...copy } = structuredClone(jsonSchema) as Record<string, unknown>;
    return {
      ...copy,
      type: 'object',
      properties: (copy.properties ?? {}) as ObjectJsonSchema['properties'],
      required: (copy.required ?? []) as string[],
    };
  }
  return renderJsonSchema(interfaceProperties(functionInterface));
}
