import {
  type ResolvedTextTranslatorSettings,
  resolveTextTranslatorSettings,
  settingsLimit,
  type TextTranslatorSettings,
  textTranslatorSettingsEntries,
} from '@ai-toolbox/core/kit';
import * as v from 'valibot';

/** How a JSON call translator reads model text and shapes results. */
export interface JsonTranslatorSettings extends TextTranslatorSettings {
  /** Whether function names match case-sensitively; `true` by default, as JSON tool names do. */
  readonly caseSensitive?: boolean;
  /** How deep the JSON of a call may nest (default 64). */
  readonly maxDepth?: number;
  /** The longest call, from its marker to its end, in UTF-16 code units (default 1 MiB). */
  readonly maxCallLength?: number;
}

/** The valibot schema of {@link JsonTranslatorSettings}, checked by every factory of this package. */
export const jsonTranslatorSettingsSchema = v.strictObject({
  ...textTranslatorSettingsEntries,
  maxCallLength: settingsLimit(2 ** 30),
});

/** Settings with every default filled in. */
export interface ResolvedJsonTranslatorSettings extends ResolvedTextTranslatorSettings {
  readonly maxCallLength: number;
}

/** Checks settings against the schema (`InvalidSettingsError` otherwise) and fills in the defaults. */
export function resolveJsonTranslatorSettings(
  settings: JsonTranslatorSettings | undefined,
  subject: string,
): ResolvedJsonTranslatorSettings {
  return {
    ...resolveTextTranslatorSettings(jsonTranslatorSettingsSchema, settings, subject, {
      caseSensitive: true,
    }),
    maxCallLength: settings?.maxCallLength ?? 1024 * 1024,
  };
}
