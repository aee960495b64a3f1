import type { OutputFilter } from '@ai-toolbox/core';
import { DEFAULT_MAX_CALLS, DEFAULT_MAX_TEXT_LENGTH, parseSettings } from '@ai-toolbox/core/kit';
import * as v from 'valibot';

/** How a tags translator reads model text and shapes results. */
export interface TagsTranslatorSettings {
  /** Whether function names match case-sensitively; `true` by default, as the families copy names exactly. */
  readonly caseSensitive?: boolean;
  /** Rewrites a result before the model sees it; `null` or `undefined` keeps the result. */
  readonly outputFilter?: OutputFilter | null;
  /** Text beyond this many UTF-16 code units is not read (default 4 MiB). */
  readonly maxTextLength?: number;
  /** How many calls one text may hold; the next one is answered with an error (default 1000). */
  readonly maxCalls?: number;
  /** The longest call block read, in UTF-16 code units (default 1 MiB); a longer one is an error. */
  readonly maxBlockLength?: number;
  /** How deep JSON values in calls may nest (default 64). */
  readonly maxDepth?: number;
}

const limit = (maximum: number) =>
  v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(maximum)));

/** The valibot schema of {@link TagsTranslatorSettings}, checked by `createTagsTranslator`. */
export const tagsTranslatorSettingsSchema = v.strictObject({
  caseSensitive: v.optional(v.boolean()),
  outputFilter: v.optional(v.nullable(v.function())),
  maxTextLength: limit(2 ** 30),
  maxCalls: limit(1_000_000),
  maxBlockLength: limit(2 ** 30),
  maxDepth: limit(10_000),
});

/** Settings with every default filled in. */
export interface ResolvedTagsTranslatorSettings {
  readonly caseSensitive: boolean;
  readonly outputFilter: OutputFilter | null;
  readonly maxTextLength: number;
  readonly maxCalls: number;
  readonly maxBlockLength: number;
  readonly maxDepth: number;
}

/** Checks settings against the schema (`InvalidSettingsError` otherwise) and fills in the defaults. */
export function resolveTagsTranslatorSettings(
  settings: TagsTranslatorSettings | undefined,
  subject: string,
): ResolvedTagsTranslatorSettings {
  parseSettings(tagsTranslatorSettingsSchema, settings ?? {}, subject);
  const given = settings ?? {};
  return {
    caseSensitive: given.caseSensitive ?? true,
    outputFilter: given.outputFilter ?? null,
    maxTextLength: given.maxTextLength ?? DEFAULT_MAX_TEXT_LENGTH,
    maxCalls: given.maxCalls ?? DEFAULT_MAX_CALLS,
    maxBlockLength: given.maxBlockLength ?? 1024 * 1024,
    maxDepth: given.maxDepth ?? 64,
  };
}
