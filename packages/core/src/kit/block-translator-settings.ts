import * as v from 'valibot';
import {
  type ResolvedTextTranslatorSettings,
  resolveTextTranslatorSettings,
  settingsLimit,
  type TextTranslatorSettings,
  textTranslatorSettingsEntries,
} from './text-translator-settings.js';

/** The longest call read unless a translator's settings say otherwise: 1 MiB. */
export const DEFAULT_MAX_CALL_LENGTH = 1024 * 1024;

/**
 * The settings of a translator that reads calls as blocks of model text (a JSON call, a tagged
 * block, a Python-style call): the kit's text translator settings and the longest call.
 */
export interface BlockTranslatorSettings extends TextTranslatorSettings {
  /**
   * Whether function names match case-sensitively; `true` by default, as models copy the names
   * they are given.
   */
  readonly caseSensitive?: boolean;
  /** How deep a value in a call may nest (default 64). */
  readonly maxDepth?: number;
  /**
   * The longest call, from its first character (its marker or its name) to its last, in UTF-16
   * code units (default 1 MiB); a longer one is answered with `call-too-long`.
   */
  readonly maxCallLength?: number;
}

/** The valibot schema of {@link BlockTranslatorSettings}, checked by every block translator. */
export const blockTranslatorSettingsSchema = v.strictObject({
  ...textTranslatorSettingsEntries,
  maxCallLength: settingsLimit(2 ** 30),
});

/** {@link BlockTranslatorSettings} with every default filled in. */
export interface ResolvedBlockTranslatorSettings extends ResolvedTextTranslatorSettings {
  readonly maxCallLength: number;
}

/**
 * Checks `settings` against {@link blockTranslatorSettingsSchema} (an `InvalidSettingsError`
 * naming `subject` otherwise) and fills in every default.
 *
 * @example
 * ```ts
 * resolveBlockTranslatorSettings({ maxCallLength: 4096 }, 'the hermes translator');
 * // { caseSensitive: true, outputFilter: null, maxTextLength: 4194304, maxCalls: 1000,
 * //   maxDepth: 64, maxCallLength: 4096 }
 * ```
 */
export function resolveBlockTranslatorSettings(
  settings: BlockTranslatorSettings | undefined,
  subject: string,
): ResolvedBlockTranslatorSettings {
  return {
    ...resolveTextTranslatorSettings(blockTranslatorSettingsSchema, settings, subject, {
      caseSensitive: true,
    }),
    maxCallLength: settings?.maxCallLength ?? DEFAULT_MAX_CALL_LENGTH,
  };
}
