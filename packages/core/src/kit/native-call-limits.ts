import * as v from 'valibot';
import { parseSettings } from './parse-settings.js';

/**
 * Bounds on what one native tool call may contain, for the schema packages. (How many calls of
 * one answer run is bounded by the tool manager's `maxCallsPerResponse`.)
 */
export interface NativeCallLimits {
  /** The longest arguments text read (streamed JSON, say), in UTF-16 code units. Default 1,000,000. */
  readonly maxArgumentsLength?: number;
  /** The deepest nesting of arrays and objects in the arguments. Default 64. */
  readonly maxArgumentsDepth?: number;
}

/** The limits with every default filled in. */
export type ResolvedNativeCallLimits = Required<NativeCallLimits>;

const limit = v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1)));

/**
 * The valibot schema of {@link NativeCallLimits}: every limit a positive integer. Other keys
 * are let through, since the limits come inside a schema package's settings
 * (`...nativeCallLimitsSchema.entries`).
 */
export const nativeCallLimitsSchema = v.object({
  maxArgumentsLength: limit,
  maxArgumentsDepth: limit,
});

/**
 * Fills in the defaults and checks that every limit is a positive integer.
 *
 * @throws {InvalidSettingsError} (core's) naming each limit that is not one.
 * @example
 * ```ts
 * resolveNativeCallLimits({ maxArgumentsDepth: 16 });
 * // { maxArgumentsLength: 1_000_000, maxArgumentsDepth: 16 }
 * ```
 */
export function resolveNativeCallLimits(limits: NativeCallLimits = {}): ResolvedNativeCallLimits {
  const checked = parseSettings(nativeCallLimitsSchema, limits, 'the native call limits');
  return {
    maxArgumentsLength: checked.maxArgumentsLength ?? 1_000_000,
    maxArgumentsDepth: checked.maxArgumentsDepth ?? 64,
  };
}
