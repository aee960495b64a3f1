import type { Repair } from '@ai-toolbox/core';
import {
  createRepair,
  isFreeForm,
  isRecord,
  type PropertySchema,
  type ValueSchema,
} from '@ai-toolbox/core/kit';
import { copyJsonValue } from './copy-json-value.js';

/** Arguments after the strict-mode encoding was undone. */
export interface RestoredArguments {
  readonly params: Record<string, unknown>;
  readonly repairs: readonly Repair[];
}

/**
 * Undoes what strict mode asks of the model, before the pipeline sees the arguments: an
 * optional property sent as `null` (strict mode makes every property required and the
 * optional ones nullable) is left out, so the function sees it as not given and its default
 * applies; an object or array that strict mode asked for as JSON text is decoded. The same
 * holds for models that send `null` or JSON text without strict mode. Every change is reported
 * as a repair naming the field; values it cannot decode are left for the pipeline to reject.
 * Works on the prototype-free objects `decodeToolArguments` produces and never throws.
 */
export function restoreArguments(
  properties: readonly PropertySchema[],
  params: Record<string, unknown>,
  maxDepth: number,
): RestoredArguments {
  const repairs: Repair[] = [];

  const restoreValue = (schema: ValueSchema, value: unknown, path: string): unknown => {
    if (isFreeForm(schema) && typeof value === 'string') {
      const wantObject = schema.type === 'object';
      const trimmed = value.trimStart();
      if (!trimmed.startsWith(wantObject ? '{' : '[')) return value;
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        return value;
      }
      if (wantObject ? !isRecord(parsed) : !Array.isArray(parsed)) return value;
      const copied = copyJsonValue(parsed, maxDepth);
      if ('problem' in copied) return value;
      repairs.push(
        createRepair(
          'parse-json',
          `"${path}" came as JSON text; it was decoded to ${wantObject ? 'an object' : 'an array'}.`,
          path,
        ),
      );
      return copied.value;
    }
    if (schema.properties !== undefined && isRecord(value)) {
      restoreProperties(schema.properties, value, `${path}.`);
      return value;
    }
    if (schema.items !== undefined && Array.isArray(value)) {
      const items = schema.items;
      return value.map((element, index) => restoreValue(items, element, `${path}[${index}]`));
    }
    return value;
  };

  const restoreProperties = (
    declared: readonly PropertySchema[],
    record: Record<string, unknown>,
    prefix: string,
  ): void => {
    for (const property of declared) {
      if (!Object.hasOwn(record, property.name)) continue;
      const path = `${prefix}${property.name}`;
      const value = record[property.name];
      if (value === null && !property.required) {
        delete record[property.name];
        repairs.push(
          createRepair('drop-null', `"${path}" was null; it was left out, as if not given.`, path),
        );
        continue;
      }
      record[property.name] = restoreValue(property, value, path);
    }
  };

  restoreProperties(properties, params, '');
  return { params, repairs };
}
