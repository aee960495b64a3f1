import type { OutputFilter } from '@ai-toolbox/core';
import { DEFAULT_MAX_CALLS, DEFAULT_MAX_TEXT_LENGTH, parseSettings } from '@ai-toolbox/core/kit';
import * as v from 'valibot';

/** How the atfunc translator reads model text and shapes results. */
export interface AtfuncTranslatorSettings {
  /** Whether function and argument names match case-sensitively; `false` by default. */
  readonly caseSensitive?: boolean;
  /** Rewrites a result before the model sees it; `null` or `undefined` keeps the result. */
  readonly outputFilter?: OutputFilter | null;
  /** Text beyond this many UTF-16 code units is not read (default 4 MiB). */
  readonly maxTextLength?: number;
  /** How deep JSON arguments may nest (default 64). */
  readonly maxDepth?: number;
  /** How many calls one text may hold; the next one is answered with an error (default 1000). */
  readonly maxCalls?: number;
}

const limit = (maximum: number) =>
  v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(maximum)));

/** The valibot schema of {@link AtfuncTranslatorSettings}, checked by `createAtfuncTranslator`. */
export const atfuncTranslatorSettingsSchema = v.strictObject({
  caseSensitive: v.optional(v.boolean()),
  outputFilter: v.optional(v.nullable(v.function())),
  maxTextLength: limit(2 ** 30),
  maxDepth: limit(10_000),
  maxCalls: limit(1_000_000),
});

/** Settings with every default filled in. */
export interface ResolvedAtfuncTranslatorSettings {
  readonly caseSensitive: boolean;
  readonly outputFilter: OutputFilter | null;
  readonly maxTextLength: number;
  readonly maxDepth: number;
  readonly maxCalls: number;
}

/** Checks settings against the schema (`InvalidSettingsError` otherwise) and fills in the defaults. */
export function resolveAtfuncTranslatorSettings(
  settings: AtfuncTranslatorSettings | undefined,
): ResolvedAtfuncTranslatorSettings {
  parseSettings(atfuncTranslatorSettingsSchema, settings ?? {}, 'the atfunc translator');
  const given = settings ?? {};
  return {
    caseSensitive: given.caseSensitive ?? false,
    outputFilter: given.outputFilter ?? null,
    maxTextLength: given.maxTextLength ?? DEFAULT_MAX_TEXT_LENGTH,
    maxDepth: given.maxDepth ?? 64,
    maxCalls: given.maxCalls ?? DEFAULT_MAX_CALLS,
  };
}
