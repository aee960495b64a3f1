import { type JsonSchema, type ObjectJsonSchema, setOwn } from '@ai-toolbox/core/kit';

/** Whether a rendered value leaves its shape open, which strict mode cannot describe. */
function isOpen(schema: JsonSchema): boolean {
  return (
    (schema.type === 'object' && schema.properties === undefined) ||
    (schema.type === 'array' && schema.items?.type === undefined)
  );
}

function describe(schema: JsonSchema, open: boolean): string | undefined {
  let description = schema.description;
  if (open) {
    const hint = `Write the ${schema.type === 'object' ? 'object' : 'array'} as JSON text.`;
    description = description === undefined ? hint : `${description} (${hint})`;
  }
  if (schema.default !== undefined) {
    const note = `Default: ${JSON.stringify(schema.default)}.`;
    description = description === undefined ? note : `${description} (${note})`;
  }
  return description;
}

function strictValue(schema: JsonSchema, nullable: boolean): JsonSchema {
  const open = isOpen(schema);
  const type = open ? 'string' : (schema.type as string);
  const strict: JsonSchema = { type: nullable ? [type, 'null'] : type };
  const description = describe(schema, open);
  if (description !== undefined) strict.description = description;
  if (!open) {
    if (schema.enum !== undefined)
      strict.enum = nullable ? [...schema.enum, null] : [...schema.enum];
    if (schema.items !== undefined) strict.items = strictValue(schema.items, false);
    if (schema.properties !== undefined) {
      Object.assign(strict, strictProperties(schema.properties, schema.required ?? []));
    }
  }
  return strict;
}

function strictProperties(
  properties: Record<string, JsonSchema>,
  required: readonly string[],
): Pick<ObjectJsonSchema, 'properties' | 'required'> & { additionalProperties: false } {
  const requiredNames = new Set(required);
  const rendered: Record<string, JsonSchema> = {};
  const names: string[] = [];
  for (const [name, property] of Object.entries(properties)) {
    setOwn(rendered, name, strictValue(property, !requiredNames.has(name)));
    names.push(name);
  }
  return { properties: rendered, required: names, additionalProperties: false };
}

/**
 * The strict-mode form of a provider-neutral schema (core's `interfaceToJsonSchema` or
 * `renderJsonSchema`), what OpenAI's strict mode asks for: every property required and the
 * optional ones nullable, `additionalProperties: false` on every object, defaults moved into
 * descriptions, and values whose shape is left open (objects without properties, arrays
 * without items) asked for as JSON text. `restoreArguments` undoes all of it before a call runs.
 */
export function toStrictJsonSchema(schema: ObjectJsonSchema): ObjectJsonSchema {
  return { type: 'object', ...strictProperties(schema.properties, schema.required) };
}
