import * as v from 'valibot';
import type { OutputFilter } from '../translator.js';
import { DEFAULT_MAX_CALLS, DEFAULT_MAX_TEXT_LENGTH } from './define-translator.js';
import { parseSettings } from './parse-settings.js';

/** How deep a value in a call may nest unless a translator says otherwise. */
export const DEFAULT_MAX_DEPTH = 64;

/**
 * The settings every text translator built on the kit takes. A translator's own settings
 * extend these with what its syntax adds (the longest call block, say).
 */
export interface TextTranslatorSettings {
  /** Whether function names match case-sensitively; each translator states its default. */
  readonly caseSensitive?: boolean;
  /** Rewrites a result before the model sees it; `null` or `undefined` keeps the result. */
  readonly outputFilter?: OutputFilter | null;
  /** Text beyond this many UTF-16 code units is not read (default 4 MiB). */
  readonly maxTextLength?: number;
  /** How many calls one text may hold; the next one is answered with an error (default 1000). */
  readonly maxCalls?: number;
  /** How deep a value in a call may nest (default 64). */
  readonly maxDepth?: number;
}

/** {@link TextTranslatorSettings} with every default filled in. */
export interface ResolvedTextTranslatorSettings {
  readonly caseSensitive: boolean;
  readonly outputFilter: OutputFilter | null;
  readonly maxTextLength: number;
  readonly maxCalls: number;
  readonly maxDepth: number;
}

/** An optional whole-number setting from 1 to `maximum`. */
export function settingsLimit(maximum: number) {
  return v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(maximum)));
}

/**
 * The valibot entries of {@link TextTranslatorSettings}, spread into a translator's own
 * `v.strictObject` beside the entries its syntax adds.
 */
export const textTranslatorSettingsEntries = {
  caseSensitive: v.optional(v.boolean()),
  outputFilter: v.optional(v.nullable(v.function())),
  maxTextLength: settingsLimit(2 ** 30),
  maxCalls: settingsLimit(1_000_000),
  maxDepth: settingsLimit(10_000),
};

/**
 * Checks `settings` against a translator's whole `schema` (an `InvalidSettingsError` naming
 * `subject` otherwise) and fills in the shared defaults; `caseSensitive` is the translator's
 * own default. The translator fills in the defaults of the entries it adds.
 */
export function resolveTextTranslatorSettings(
  schema: v.GenericSchema,
  settings: TextTranslatorSettings | undefined,
  subject: string,
  defaults: { readonly caseSensitive: boolean },
): ResolvedTextTranslatorSettings {
  const given = settings ?? {};
  parseSettings(schema, given, subject);
  return {
    caseSensitive: given.caseSensitive ?? defaults.caseSensitive,
    outputFilter: given.outputFilter ?? null,
    maxTextLength: given.maxTextLength ?? DEFAULT_MAX_TEXT_LENGTH,
    maxCalls: given.maxCalls ?? DEFAULT_MAX_CALLS,
    maxDepth: given.maxDepth ?? DEFAULT_MAX_DEPTH,
  };
}
