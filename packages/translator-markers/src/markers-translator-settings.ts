import type { OutputFilter } from '@ai-toolbox/core';
import { type BigIntegerMode, parseSettings } from '@ai-toolbox/core/kit';
import * as v from 'valibot';

/** Settings of {@link createMarkersTranslator}. */
export interface MarkersTranslatorSettings {
  /** Whether names match case-sensitively (default `true`). */
  readonly caseSensitive?: boolean;
  /** Rewrites a result before the model sees it; `null` or `undefined` keeps it. */
  readonly outputFilter?: OutputFilter | null;
  /** The most calls read from one text (default 100); later ones answer 'too-many-calls'. */
  readonly maxCalls?: number;
  /** The longest text read, in UTF-16 units (default 1,000,000). */
  readonly maxTextLength?: number;
  /** How integers beyond ±(2^53 − 1) in JSON arguments arrive (default `'bigint'`). */
  readonly bigIntegers?: BigIntegerMode;
  /** The deepest nesting of a JSON argument (default 100). */
  readonly maxJsonDepth?: number;
}

const positiveInteger = v.pipe(v.number(), v.integer(), v.minValue(1));

/** The valibot schema of {@link MarkersTranslatorSettings}, checked at construction. */
export const markersTranslatorSettingsSchema = v.strictObject({
  caseSensitive: v.optional(v.boolean()),
  outputFilter: v.optional(
    v.nullable(
      v.custom<OutputFilter>(
        (input) => typeof input === 'function',
        'outputFilter must be a function or null',
      ),
    ),
  ),
  maxCalls: v.optional(positiveInteger),
  maxTextLength: v.optional(positiveInteger),
  bigIntegers: v.optional(v.picklist(['bigint', 'string', 'number'])),
  maxJsonDepth: v.optional(positiveInteger),
});

/** Settings with every default filled in. */
export interface ResolvedMarkersTranslatorSettings {
  readonly caseSensitive: boolean;
  readonly outputFilter: OutputFilter | null;
  readonly maxCalls: number;
  readonly maxTextLength: number;
  readonly bigIntegers: BigIntegerMode;
  readonly maxJsonDepth: number;
}

/** Checks settings (a mistake throws core's `InvalidSettingsError` naming it) and fills defaults. */
export function resolveMarkersTranslatorSettings(
  settings: MarkersTranslatorSettings | undefined,
): ResolvedMarkersTranslatorSettings {
  const checked = parseSettings(
    markersTranslatorSettingsSchema,
    settings ?? {},
    'the markers translator',
  );
  return {
    caseSensitive: checked.caseSensitive ?? true,
    outputFilter: checked.outputFilter ?? null,
    maxCalls: checked.maxCalls ?? 100,
    maxTextLength: checked.maxTextLength ?? 1_000_000,
    bigIntegers: checked.bigIntegers ?? 'bigint',
    maxJsonDepth: checked.maxJsonDepth ?? 100,
  };
}
