import { setOwn } from '@ai-toolbox/core/kit';
import type { JsonSchema, ParametersJsonSchema } from './json-schema.js';
import type { PropertySchema, ValueSchema } from './value-schema.js';

/** How parameters are rendered. */
export interface RenderOptions {
  /**
   * Render for the provider's strict mode: every property required, optional ones nullable,
   * `additionalProperties: false` on every object, defaults moved into descriptions, and
   * values strict mode cannot describe (objects without properties, arrays without items)
   * asked for as JSON text. {@link restoreStrictArguments} undoes all of it before a call runs.
   */
  readonly strict: boolean;
}

/**
 * Whether strict mode cannot describe the value's shape: an object without declared
 * properties or an array without an item type. Strict mode asks for these as JSON text.
 */
export function isFreeForm(value: ValueSchema): boolean {
  return (
    (value.type === 'object' && value.properties === undefined) ||
    (value.type === 'array' && value.items === undefined)
  );
}

function describe(value: ValueSchema, defaultValue: unknown, strict: boolean): string | undefined {
  let description = value.description;
  if (strict && isFreeForm(value)) {
    const hint = `Write the ${value.type === 'object' ? 'object' : 'array'} as JSON text.`;
    description = description === undefined ? hint : `${description} (${hint})`;
  }
  if (strict && defaultValue !== undefined) {
    const note = `Default: ${JSON.stringify(defaultValue)}.`;
    description = description === undefined ? note : `${description} (${note})`;
  }
  return description;
}

function renderValue(
  value: ValueSchema,
  strict: boolean,
  nullable: boolean,
  defaultValue: unknown,
): JsonSchema {
  const freeForm = strict && isFreeForm(value);
  const baseType = freeForm ? 'string' : value.type;
  const schema: JsonSchema = { type: nullable ? [baseType, 'null'] : baseType };
  const description = describe(value, defaultValue, strict);
  if (description !== undefined) schema.description = description;
  if (value.enum !== undefined && !freeForm) {
    schema.enum = nullable ? [...value.enum, null] : [...value.enum];
  }
  if (!freeForm) {
    if (value.items !== undefined)
      schema.items = renderValue(value.items, strict, false, undefined);
    else if (value.type === 'array') schema.items = {};
    if (value.properties !== undefined) {
      Object.assign(schema, renderObject(value.properties, strict));
    }
  }
  if (!strict && defaultValue !== undefined) schema.default = defaultValue;
  return schema;
}

function renderObject(
  properties: readonly PropertySchema[],
  strict: boolean,
): Pick<ParametersJsonSchema, 'properties' | 'required'> & { additionalProperties?: false } {
  const rendered: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const property of properties) {
    const nullable = strict && !property.required;
    setOwn(rendered, property.name, renderValue(property, strict, nullable, property.default));
    if (strict || property.required) required.push(property.name);
  }
  return strict
    ? { properties: rendered, required, additionalProperties: false }
    : { properties: rendered, required };
}

/**
 * Renders a tool's parameters as the JSON Schema object the provider expects, in declaration
 * order, with `required` always present.
 *
 * @example
 * ```ts
 * renderParameters(normalizeParams('get_temp', { city: 'string', unit: 'str?' }), { strict: false });
 * // { type: 'object', properties: { city: { type: 'string' }, unit: { type: 'string' } }, required: ['city'] }
 * ```
 */
export function renderParameters(
  properties: readonly PropertySchema[],
  options: RenderOptions,
): ParametersJsonSchema {
  return { type: 'object', ...renderObject(properties, options.strict) };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/**
 * The parameters of one tool, rendered once per mode and then shared: tools never change
 * after they are declared, and requests send the same tools again and again, so `build()`
 * only wraps what is already rendered. The shared schemas are frozen (copy one with
 * `structuredClone` to change it).
 */
export function memoizeParameters(
  properties: readonly PropertySchema[],
): (strict: boolean) => ParametersJsonSchema {
  let plain: ParametersJsonSchema | undefined;
  let strict: ParametersJsonSchema | undefined;
  return (wantStrict) => {
    if (wantStrict) {
      strict ??= deepFreeze(renderParameters(properties, { strict: true }));
      return strict;
    }
    plain ??= deepFreeze(renderParameters(properties, { strict: false }));
    return plain;
  };
}
