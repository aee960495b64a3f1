import { type PropertySchema, readPropertySchemas } from '@ai-toolbox/core/kit';
import { InvalidParamError } from './invalid-param-error.js';
import type { ParamSpecs } from './param-spec.js';
import { parseParamType, VALID_TYPE_NAMES } from './param-type.js';

function readRegistryType(text: unknown) {
  const parsed = typeof text === 'string' ? parseParamType(text) : undefined;
  return (
    parsed ??
    `type ${JSON.stringify(text) ?? String(text)} is not valid; valid types are ${VALID_TYPE_NAMES.join(', ')}, with "?" appended for an optional parameter`
  );
}

/**
 * Reads a tool's parameter declarations into property schemas, in declaration order, with
 * core's declaration reader (`readPropertySchemas` of `@ai-toolbox/core/kit`): registry specs
 * (type strings with aliases and `?`, or full objects) as well as core `FunctionParam`
 * records; throws an {@link InvalidParamError} naming the tool, the parameter and what is valid.
 * A `default: null` on a parameter that is not required means "no default" (Python's `None`).
 *
 * @param requiredByDefault whether a parameter that says nothing about being required is
 * required (`true` for the registry, `false` for request body fields).
 */
export function normalizeParams(
  toolName: string,
  specs: ParamSpecs | Readonly<Record<string, unknown>>,
  requiredByDefault = true,
): readonly PropertySchema[] {
  return readPropertySchemas(specs, {
    readType: readRegistryType,
    requiredByDefault,
    // Real function docs write Python's `None` as the default of optional parameters.
    nullDefaultIsNone: true,
    fail: (paramName, problem) => {
      throw new InvalidParamError({ toolName, paramName, problem });
    },
  });
}
