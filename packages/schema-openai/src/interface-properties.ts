import { type FunctionInterface, getFunctionPath } from '@ai-toolbox/core';
import { getParamSlots } from '@ai-toolbox/core/kit';
import { normalizeParams } from './normalize-param.js';
import type { ParamDefinition } from './param-spec.js';
import type { PropertySchema } from './value-schema.js';

/**
 * The arguments a function takes, as property schemas in positional order: the order of
 * core's `getParamSlots` (`@ai-toolbox/core/kit`), which the translators fill positional
 * arguments in and the pipeline checks arguments in. Objects may carry nested `properties`
 * and arrays nested `items`, which are rendered when present.
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
  for (const slot of getParamSlots(functionInterface)) {
    // Core accepts `required` or `isRequired` on body fields; one flag keeps them unambiguous.
    const { isRequired: _isRequired, required: _required, ...rest } = slot.param as ParamDefinition;
    pairs.set(slot.name, { ...rest, required: slot.required });
  }
  return normalizeParams(getFunctionPath(functionInterface), pairs);
}
