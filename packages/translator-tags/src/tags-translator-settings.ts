import {
  type ResolvedTextTranslatorSettings,
  resolveTextTranslatorSettings,
  settingsLimit,
  type TextTranslatorSettings,
  textTranslatorSettingsEntries,
} from '@ai-toolbox/core/kit';
import * as v from 'valibot';

/** How a tags translator reads model text and shapes results. */
export interface TagsTranslatorSettings extends TextTranslatorSettings {
  /** Whether function names match case-sensitively; `true` by default, as the families copy names exactly. */
  readonly caseSensitive?: boolean;
  /** The longest call block read, in UTF-16 code units (default 1 MiB); a longer one is an error. */
  readonly maxBlockLength?: number;
  /** How deep JSON values in calls may nest (default 64). */
  readonly maxDepth?: number;
}

/** The valibot schema of {@link TagsTranslatorSettings}, checked by `createTagsTranslator`. */
export const tagsTranslatorSettingsSchema = v.strictObject({
  ...textTranslatorSettingsEntries,
  maxBlockLength: settingsLimit(2 ** 30),
});

/** Settings with every default filled in. */
export interface ResolvedTagsTranslatorSettings extends ResolvedTextTranslatorSettings {
  readonly maxBlockLength: number;
}

/** Checks settings against the schema (`InvalidSettingsError` otherwise) and fills in the defaults. */
export function resolveTagsTranslatorSettings(
  settings: TagsTranslatorSettings | undefined,
  subject: string,
): ResolvedTagsTranslatorSettings {
  return {
    ...resolveTextTranslatorSettings(tagsTranslatorSettingsSchema, settings, subject, {
      caseSensitive: true,
    }),
    maxBlockLength: settings?.maxBlockLength ?? 1024 * 1024,
  };
}
