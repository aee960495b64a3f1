import {
  type ResolvedTextTranslatorSettings,
  resolveTextTranslatorSettings,
  type TextTranslatorSettings,
  textTranslatorSettingsEntries,
} from '@ai-toolbox/core/kit';
import * as v from 'valibot';

/**
 * How the pythonic translator reads model text and shapes results: the kit's text translator
 * settings. Names match case-sensitively by default, as in Python; `maxDepth` bounds how deep
 * lists, tuples and dicts may nest in an argument.
 */
export interface PythonicTranslatorSettings extends TextTranslatorSettings {}

/** The valibot schema of {@link PythonicTranslatorSettings}, checked by `createPythonicTranslator`. */
export const pythonicTranslatorSettingsSchema = v.strictObject(textTranslatorSettingsEntries);

/** Settings with every default filled in. */
export interface ResolvedPythonicTranslatorSettings extends ResolvedTextTranslatorSettings {}

/** Checks settings against the schema (`InvalidSettingsError` otherwise) and fills in the defaults. */
export function resolvePythonicTranslatorSettings(
  settings: PythonicTranslatorSettings | undefined,
): ResolvedPythonicTranslatorSettings {
  return resolveTextTranslatorSettings(
    pythonicTranslatorSettingsSchema,
    settings,
    'the pythonic translator',
    { caseSensitive: true },
  );
}
