import { DEFAULT_MAX_TRUNCATE_LENGTH } from '@ai-toolbox/core';
import { type BigIntegerMode, parseSettings } from '@ai-toolbox/core/kit';
import * as v from 'valibot';

/** How a non-string result is written into the text. */
export type ResultFormat = 'json' | 'string' | ((value: unknown, tool: string) => string);

/** Options of `executeTools` and `executeMutedTools`. */
export interface MarkerOptions {
  /**
   * How results that are not strings are written: `'json'` (default) writes objects and
   * arrays as JSON and everything else as `String(value)`; `'string'` writes `String(value)`
   * as tools-llm does (`[object Object]`); a function writes what it returns.
   */
  readonly formatResult?: ResultFormat;
  /**
   * The longest text a result is written as (default 100,000 characters): a longer one keeps
   * its head and says how much was cut, and a value is read only as far as that text goes, so
   * a function returning millions of keys or elements costs what is written of it.
   */
  readonly maxResultLength?: number;
  /** Whether names may hold dots, `[[math.sum:1,2]]` (default `true`). */
  readonly allowDots?: boolean;
  /**
   * Which functions markers may call: a list of names or a predicate. Others are treated
   * as unknown markers. Default: every function of `tools`.
   */
  readonly allow?: readonly string[] | ((name: string) => boolean);
  /** The most calls run for one text (default 1,000); later markers stay in the text. */
  readonly maxMarkers?: number;
  /** The longest text searched for markers, in UTF-16 units (default 10,000,000). */
  readonly maxTextLength?: number;
  /** Milliseconds a call may take before it counts as failed (default: no limit). */
  readonly timeoutMs?: number;
  /** How integers beyond ±(2^53 − 1) in JSON arguments arrive (default `'bigint'`). */
  readonly bigIntegers?: BigIntegerMode;
  /** The deepest nesting of a JSON argument (default 100). */
  readonly maxJsonDepth?: number;
}

const positiveInteger = v.pipe(v.number(), v.integer(), v.minValue(1));

/** The valibot schema of {@link MarkerOptions}, checked on every call. */
export const markerOptionsSchema = v.strictObject({
  formatResult: v.optional(
    v.union([
      v.picklist(['json', 'string']),
      v.custom<(value: unknown, tool: string) => string>(
        (input) => typeof input === 'function',
        'formatResult must be "json", "string" or a function',
      ),
    ]),
  ),
  maxResultLength: v.optional(positiveInteger),
  allowDots: v.optional(v.boolean()),
  allow: v.optional(
    v.union([
      v.array(v.string()),
      v.custom<(name: string) => boolean>(
        (input) => typeof input === 'function',
        'allow must be a list of names or a function',
      ),
    ]),
  ),
  maxMarkers: v.optional(positiveInteger),
  maxTextLength: v.optional(positiveInteger),
  timeoutMs: v.optional(v.pipe(v.number(), v.minValue(0))),
  bigIntegers: v.optional(v.picklist(['bigint', 'string', 'number'])),
  maxJsonDepth: v.optional(positiveInteger),
});

/** Options with every default filled in. */
export interface MarkerSettings {
  readonly formatResult: ResultFormat;
  readonly maxResultLength: number;
  readonly allowDots: boolean;
  readonly isAllowed: (name: string) => boolean;
  readonly maxMarkers: number;
  readonly maxTextLength: number;
  readonly timeoutMs: number | undefined;
  readonly bigIntegers: BigIntegerMode;
  readonly maxJsonDepth: number;
}

const allowAll = (): boolean => true;

/**
 * Checks options (they come from the application, so a mistake throws core's
 * `InvalidSettingsError` naming the option) and fills in the defaults.
 */
export function resolveMarkerOptions(options: MarkerOptions | undefined): MarkerSettings {
  const checked = parseSettings(markerOptionsSchema, options ?? {}, 'the marker options');
  const allow = checked.allow;
  let isAllowed: (name: string) => boolean = allowAll;
  if (typeof allow === 'function') isAllowed = allow;
  else if (allow !== undefined) {
    const names = new Set(allow);
    isAllowed = (name) => names.has(name);
  }
  return {
    formatResult: checked.formatResult ?? 'json',
    maxResultLength: checked.maxResultLength ?? DEFAULT_MAX_TRUNCATE_LENGTH,
    allowDots: checked.allowDots ?? true,
    isAllowed,
    maxMarkers: checked.maxMarkers ?? 1000,
    maxTextLength: checked.maxTextLength ?? 10_000_000,
    timeoutMs: checked.timeoutMs,
    bigIntegers: checked.bigIntegers ?? 'bigint',
    maxJsonDepth: checked.maxJsonDepth ?? 100,
  };
}
