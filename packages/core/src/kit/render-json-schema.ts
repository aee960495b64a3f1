import type { JsonSchema, ObjectJsonSchema } from './json-schema.js';
import { setOwn } from './set-own.js';
import type { PropertySchema, ValueSchema } from './value-schema.js';

/**
 * Whether a value's shape is left open: an object without declared properties or an array
 * without an item type. Providers with a strict mode cannot describe these.
 */
export function isFreeForm(value: ValueSchema): boolean {
  return (
    (value.type === 'object' && value.properties === undefined) ||
    (value.type === 'array' && value.items === undefined)
  );
}

function renderValue(value: ValueSchema, defaultValue: unknown): JsonSchema {
  const schema: JsonSchema = { type: value.type };
  if (value.description !== undefined) schema.description = value.description;
  if (value.enum !== undefined) schema.enum = [...value.enum];
  // `items: {}` (any value) rather than nothing: some providers refuse an array without it.
  if (value.items !== undefined) schema.items = renderValue(value.items, undefined);
  else if (value.type === 'array') schema.items = {};
  if (value.properties !== undefined) Object.assign(schema, renderProperties(value.properties));
  if (defaultValue !== undefined) schema.default = defaultValue;
  return schema;
}

function renderProperties(
  properties: readonly PropertySchema[],
): Pick<ObjectJsonSchema, 'properties' | 'required'> {
  const rendered: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const property of properties) {
    setOwn(rendered, property.name, renderValue(property, property.default));
    if (property.required) required.push(property.name);
  }
  return { properties: rendered, required };
}

/**
 * Renders property schemas as a provider-neutral JSON Schema object, in declaration order:
 * `type`, `properties` and `required` always (`required` empty when nothing is), and
 * `description`, `enum`, `items`, `default` where declared. No `additionalProperties`: not
 * every provider accepts it, and the pipeline refuses unknown arguments anyway.
 *
 * @example
 * ```ts
 * renderJsonSchema([{ name: 'city', type: 'string', required: true }]);
 * // { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] }
 * ```
 */
export function renderJsonSchema(properties: readonly PropertySchema[]): ObjectJsonSchema {
  return { type: 'object', ...renderProperties(properties) };
}
