/**
 * Bounds on what one native call may contain. (How many calls of one answer run is bounded by
 * the tool manager's `maxCallsPerResponse`.)
 */
export interface NativeCallLimits {
  /** The longest `arguments` string read, in UTF-16 code units. Default 1,000,000. */
  readonly maxArgumentsLength?: number;
  /** The deepest nesting of arrays and objects in the arguments. Default 64. */
  readonly maxArgumentsDepth?: number;
}

/** The limits with every default filled in. */
export type ResolvedNativeCallLimits = Required<NativeCallLimits>;

/** Fills in the defaults and checks that every limit is a positive integer. */
export function resolveNativeCallLimits(limits: NativeCallLimits = {}): ResolvedNativeCallLimits {
  const resolved = {
    maxArgumentsLength: limits.maxArgumentsLength ?? 1_000_000,
    maxArgumentsDepth: limits.maxArgumentsDepth ?? 64,
  };
  for (const [key, value] of Object.entries(resolved)) {
    if (!Number.isSafeInteger(value) || value < 1) {
      throw new RangeError(`The limit ${key} must be a positive integer, got ${String(value)}.`);
    }
  }
  return resolved;
}
