import * as v from 'valibot';
import { InvalidSettingsError } from '../invalid-settings-error.js';

/**
 * Checks settings given to a factory against their valibot schema and returns what the schema
 * makes of them. Every factory of the project parses its settings here, so a mistake always
 * throws core's {@link InvalidSettingsError}, naming each wrong setting as `path: message`, and
 * never a raw `ValiError`, `TypeError` or `RangeError`.
 *
 * @param subject - What the settings are for, as the message names it (`'createToolManager'`,
 * `'the atfunc translator'`).
 * @throws {InvalidSettingsError} when `input` does not fit `schema`.
 *
 * @example
 * ```ts
 * const settingsSchema = v.strictObject({ maxCalls: v.optional(v.number()) });
 * parseSettings(settingsSchema, { maxCals: 3 }, 'createMyTranslator');
 * // throws InvalidSettingsError: Invalid settings for createMyTranslator: maxCals: Invalid key: ...
 * ```
 */
export function parseSettings<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  subject: string,
): v.InferOutput<TSchema> {
  const parsed = v.safeParse(schema, input);
  if (parsed.success) return parsed.output;
  throw new InvalidSettingsError({
    subject,
    problems: parsed.issues.map(
      (issue) => `${v.getDotPath(issue) ?? 'settings'}: ${issue.message}`,
    ),
  });
}
