import {
  type ResolvedTextTranslatorSettings,
  resolveTextTranslatorSettings,
  type TextTranslatorSettings,
  textTranslatorSettingsEntries,
} from '@ai-toolbox/core/kit';
import * as v from 'valibot';

/** How the atfunc translator reads model text and shapes results. */
export interface AtfuncTranslatorSettings extends TextTranslatorSettings {
  /** Whether function and argument names match case-sensitively; `false` by default. */
  readonly caseSensitive?: boolean;
  /** How deep JSON arguments may nest (default 64). */
  readonly maxDepth?: number;
}

/** The valibot schema of {@link AtfuncTranslatorSettings}, checked by `createAtfuncTranslator`. */
export const atfuncTranslatorSettingsSchema = v.strictObject(textTranslatorSettingsEntries);

/** Settings with every default filled in. */
export interface ResolvedAtfuncTranslatorSettings extends ResolvedTextTranslatorSettings {}

/** Checks settings against the schema (`InvalidSettingsError` otherwise) and fills in the defaults. */
export function resolveAtfuncTranslatorSettings(
  settings: AtfuncTranslatorSettings | undefined,
): ResolvedAtfuncTranslatorSettings {
  return resolveTextTranslatorSettings(
    atfuncTranslatorSettingsSchema,
    settings,
    'the atfunc translator',
    { caseSensitive: false },
  );
}
