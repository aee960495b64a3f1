import type { Repair } from '@ai-toolbox/core';
import { type PropertySchema, restoreNativeArguments } from '@ai-toolbox/core/kit';

/** Arguments after the strict-mode encoding was undone. */
export interface RestoredArguments {
  readonly params: Record<string, unknown>;
  readonly repairs: readonly Repair[];
}

/**
 * Undoes what strict mode asks of the model, before the pipeline sees the arguments: an
 * optional property sent as `null` (strict mode makes every property required and the
 * optional ones nullable) is left out, so the function sees it as not given and its default
 * applies; an object or array sent as JSON text (as strict mode asks for the ones it cannot
 * describe) is decoded, at every depth. The same holds for models that send `null` or JSON
 * text without strict mode. Every change is reported as a repair naming the field; values it
 * cannot decode are left for the pipeline to reject. This is core's `restoreNativeArguments`
 * (`@ai-toolbox/core/kit`), the step every schema package takes; it works in place on the
 * prototype-free objects `decodeToolArguments` produces and never throws.
 */
export function restoreArguments(
  properties: readonly PropertySchema[],
  params: Record<string, unknown>,
  maxDepth: number,
): RestoredArguments {
  // The text was read under the length limit already, so only the depth bounds what it holds.
  const limits = { maxArgumentsDepth: maxDepth, maxArgumentsLength: Number.MAX_SAFE_INTEGER };
  return { params, repairs: restoreNativeArguments(properties, params, limits) };
}
