import { toJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';

/**
 * The JSON Schema (draft 2020-12) of what a plain valibot schema accepts, made by valibot's
 * own converter as `toStandardJsonSchema` of `@valibot/to-json-schema` gives it; `undefined`
 * for anything that is no valibot schema. valibot's schemas carry no JSON Schema themselves,
 * so without this a plain `v.object(...)` given as `input` could not describe itself. The
 * converter is bundled into core, which still needs only valibot at run time.
 *
 * @throws {Error} for a schema JSON Schema cannot describe (`v.date()`, a custom check, ...).
 */
export function valibotJsonSchema(value: unknown): Record<string, unknown> | undefined {
  if (!isValibotSchema(value)) return undefined;
  return toJsonSchema(value, { typeMode: 'input', target: 'draft-2020-12' }) as Record<
    string,
    unknown
  >;
}

/** Whether a value is a schema made by valibot: its vendor, its kind and its run function. */
function isValibotSchema(value: unknown): value is GenericSchema {
  if (typeof value !== 'object' || value === null) return false;
  const schema = value as { kind?: unknown; '~run'?: unknown; '~standard'?: { vendor?: unknown } };
  return (
    schema['~standard']?.vendor === 'valibot' &&
    schema.kind === 'schema' &&
    typeof schema['~run'] === 'function'
  );
}
