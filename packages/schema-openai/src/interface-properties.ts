import {
  type FunctionInterface,
  type FunctionParams,
  getFunctionPath,
  isRequestBodyFieldRequired,
} from '@ai-toolbox/core';
import { normalizeParams } from './normalize-param.js';
import type { ParamDefinition } from './param-spec.js';
import type { PropertySchema } from './value-schema.js';

/**
 * The arguments a function takes, as property schemas in the order the interface declares
 * them: a plain function's `params`; an api wrapper's path params, then query params, then
 * params, then request body fields (the order core maps positional arguments in). Objects may
 * carry nested `properties` and arrays nested `items`, which are rendered when present. A name
 * declared in two sections keeps its first declaration, as core's pipeline does, since one
 * argument object cannot carry both.
 *
 * @example
 * ```ts
 * interfaceProperties(getTempInterface).map((property) => property.name); // ['city', 'unit']
 * ```
 */
export function interfaceProperties(
  functionInterface: FunctionInterface,
): readonly PropertySchema[] {
  const pairs = new Map<string, ParamDefinition>();
  const add = (params: FunctionParams | undefined) => {
    if (params === undefined) return;
    for (const [name, param] of Object.entries(params)) {
      if (!pairs.has(name)) pairs.set(name, param);
    }
  };
  if (functionInterface.type === 'api-wrapper') {
    add(functionInterface.path_params);
    add(functionInterface.query_params);
    add(functionInterface.params);
    for (const [name, field] of Object.entries(functionInterface.request_body ?? {})) {
      if (pairs.has(name)) continue;
      // Core accepts `required` or `isRequired` on body fields; one flag keeps them unambiguous.
      const { isRequired: _isRequired, ...rest } = field;
      pairs.set(name, { ...rest, required: isRequestBodyFieldRequired(field) });
    }
  } else {
    add(functionInterface.params);
  }
  return normalizeParams(getFunctionPath(functionInterface), pairs);
}
