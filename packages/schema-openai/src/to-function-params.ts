import type { FunctionParam, FunctionParams } from '@ai-toolbox/core';
import { type PropertySchema, setOwn, type ValueSchema } from '@ai-toolbox/core/kit';

function valueFields(value: ValueSchema): Record<string, unknown> {
  const fields: Record<string, unknown> = { type: value.type };
  if (value.enum !== undefined) fields.enum = value.enum;
  // Nested detail rides along as core's contract extension: core validates the top level,
  // this package renders and checks the rest.
  if (value.items !== undefined) fields.items = valueFields(value.items);
  if (value.properties !== undefined) fields.properties = toFunctionParams(value.properties);
  return fields;
}

/**
 * Property schemas as core `FunctionParams`, in the same order: the way back from
 * {@link normalizeParams}, so that registry tools can be registered with a tool manager.
 */
export function toFunctionParams(properties: readonly PropertySchema[]): FunctionParams {
  const params: Record<string, unknown> = {};
  for (const property of properties) {
    const param: Record<string, unknown> = {
      ...valueFields(property),
      isRequired: property.required,
      description: property.description ?? '',
    };
    if (property.default !== undefined) param.default = property.default;
    setOwn(params, property.name, param);
  }
  return params as Record<string, FunctionParam>;
}
