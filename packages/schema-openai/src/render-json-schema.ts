import {
  deepFreeze,
  mutableCopy,
  type ObjectJsonSchema as ParametersJsonSchema,
  type PropertySchema,
  renderJsonSchema,
} from '@ai-toolbox/core/kit';
import { toStrictJsonSchema } from './strict-json-schema.js';

/** How parameters are rendered. */
export interface RenderOptions {
  /**
   * Render for the provider's strict mode: every property required, optional ones nullable,
   * `additionalProperties: false` on every object, defaults moved into descriptions, and
   * values strict mode cannot describe (objects without properties, arrays without items)
   * asked for as JSON text. `restoreArguments` undoes all of it before a call runs.
   */
  readonly strict: boolean;
}

/**
 * Renders a tool's parameters as the JSON Schema object the provider expects, in declaration
 * order, with `required` always present: core's provider-neutral rendering (`renderJsonSchema`
 * of `@ai-toolbox/core/kit`), in its strict-mode form when asked.
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
  const schema = renderJsonSchema(properties);
  return options.strict ? toStrictJsonSchema(schema) : schema;
}

/**
 * The parameters of one tool, rendered once per mode and kept frozen: tools never change after
 * they are declared, and requests send the same tools again and again, so `build()` only copies
 * what is already rendered. Each call gives a fresh, mutable copy, since provider SDKs may
 * write into the tools they are given. Outside strict mode `plainSchema` gives the schema
 * offered (core's `nativeToolSchema`: the function's own JSON Schema whole), if given.
 */
export function memoizeParameters(
  properties: readonly PropertySchema[],
  plainSchema?: () => ParametersJsonSchema,
): (strict: boolean) => ParametersJsonSchema {
  let plain: ParametersJsonSchema | undefined;
  let strict: ParametersJsonSchema | undefined;
  return (wantStrict) => {
    if (wantStrict) {
      strict ??= deepFreeze(renderParameters(properties, { strict: true }));
      return mutableCopy(strict);
    }
    plain ??= deepFreeze(plainSchema?.() ?? renderParameters(properties, { strict: false }));
    return mutableCopy(plain);
  };
}
