import type { OutputFilter } from '@ai-toolbox/core';
import { DEFAULT_MAX_CALLS, DEFAULT_MAX_TEXT_LENGTH, parseSettings } from '@ai-toolbox/core/kit';
import * as v from 'valibot';

/** How a JSON call translator reads model text and shapes results. */
export interface JsonTranslatorSettings {
  /** Whether function names match case-sensitively; `true` by default, as JSON tool names do. */
  readonly caseSensitive?: boolean;
  /** Rewrites a result before the model sees it; `null` or `undefined` keeps the result. */
  readonly outputFilter?: OutputFilter | null;
  /** Text beyond this many UTF-16 code units is not read (default 4 MiB). */
  readonly maxTextLength?: number;
  /** How many calls one text may hold; the next one is answered with an error (default 1000). */
  readonly maxCalls?: number;
  /** How deep the JSON of a call may nest (default 64). */
  readonly maxDepth?: number;
  /** The longest call, from its marker to its end, in UTF-16 code units (default 1 MiB). */
  readonly maxCallLength?: number;
}

const limit = (maximum: number) =>
  v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(maximum)));

/** The valibot schema of {@link JsonTranslatorSettings}, checked by every factory of this package. */
export const jsonTranslatorSettingsSchema = v.strictObject({
  caseSensitive: v.optional(v.boolean()),
  outputFilter: v.optional(v.nullable(v.function())),
  maxTextLength: limit(2 ** 30),
  maxCalls: limit(1_000_000),
  maxDepth: limit(10_000),
  maxCallLength: limit(2 ** 30),
});

/** Settings with every default filled in. */
export interface ResolvedJsonTranslatorSettings {
  readonly caseSensitive: boolean;
  readonly outputFilter: OutputFilter | null;
  readonly maxTextLength: number;
  readonly maxCalls: number;
  readonly maxDepth: number;
  readonly maxCallLength: number;
}

/** Checks settings against the schema (`InvalidSettingsError` otherwise) and fills in the defaults. */
export function resolveJsonTranslatorSettings(
  settings: JsonTranslatorSettings | undefined,
  subject: string,
): ResolvedJsonTranslatorSettings {
  parseSettings(jsonTranslatorSettingsSchema, settings ?? {}, subject);
  const given = settings ?? {};
  return {
    caseSensitive: given.caseSensitive ?? true,
    outputFilter: given.outputFilter ?? null,
    maxTextLength: given.maxTextLength ?? DEFAULT_MAX_TEXT_LENGTH,
    maxCalls: given.maxCalls ?? DEFAULT_MAX_CALLS,
    maxDepth: given.maxDepth ?? 64,
    maxCallLength: given.maxCallLength ?? 1024 * 1024,
  };
}
