import type { ParamType, Repair } from '@ai-toolbox/core';
import { coerceValue, createRepair, type RepairCode, setOwn } from '@ai-toolbox/core/kit';
import { jsonTypeOf, schemaTypes } from './tool-interfaces.js';

/** Array elements coerced one by one get a repair each up to this many, then one for the rest. */
const maxElementRepairs = 20;

function allows(types: readonly ParamType[], value: unknown): boolean {
  const type = jsonTypeOf(value);
  if (type === 'integer') return types.includes('integer') || types.includes('number');
  return (types as readonly string[]).includes(type);
}

/** `value` brought to one of `types`, or `undefined` when it already fits or cannot. */
function fit(types: readonly ParamType[], value: unknown) {
  if (types.length === 0 || value === null || allows(types, value)) return undefined;
  for (const type of types) {
    const coerced = coerceValue(value, type);
    if (coerced !== undefined && allows(types, coerced.value)) return coerced;
  }
  return undefined;
}

function describe(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : String(value);
  return text.length > 40 ? `${text.slice(0, 40)}...` : text;
}

/**
 * A call's arguments brought to the types of the tool's input schema, as the pipeline brings
 * them to a function's declared types (core's `coerceValue`): text translators write `"5"` or
 * `true` as text, and the SDK validates the input against the tool's own schema (zod or JSON
 * Schema) before it runs it. Top-level properties and the elements of top-level arrays are
 * coerced; a value that fits, or that no coercion makes fit, is left as written for the SDK's
 * validation to judge. Every change is a repair.
 */
export function coerceToolInput(
  params: Record<string, unknown>,
  schema: Record<string, unknown>,
): { readonly input: Record<string, unknown>; readonly repairs: Repair[] } {
  const properties =
    typeof schema.properties === 'object' && schema.properties !== null
      ? (schema.properties as Record<string, unknown>)
      : {};
  const input: Record<string, unknown> = Object.create(null);
  const repairs: Repair[] = [];
  for (const key of Object.keys(params)) {
    const value = params[key];
    const property = Object.hasOwn(properties, key) ? properties[key] : undefined;
    const types = schemaTypes(property);
    const coerced = fit(types, value);
    if (coerced !== undefined) {
      repairs.push(
        createRepair(
          coerced.code,
          `Parameter '${key}': read ${describe(value)} as ${describe(coerced.value)}`,
          key,
        ),
      );
      setOwn(input, key, coerced.value);
      continue;
    }
    if (Array.isArray(value) && types.includes('array')) {
      setOwn(input, key, coerceElements(key, value, property, repairs));
      continue;
    }
    setOwn(input, key, value);
  }
  return { input, repairs };
}

function coerceElements(
  key: string,
  elements: readonly unknown[],
  property: unknown,
  repairs: Repair[],
): unknown[] {
  const items = (property as { items?: unknown } | undefined)?.items;
  const types = schemaTypes(items);
  if (types.length === 0) return [...elements];
  let count = 0;
  let lastCode: RepairCode = 'coerce-string';
  const result = elements.map((element, index) => {
    const coerced = fit(types, element);
    if (coerced === undefined) return element;
    count += 1;
    lastCode = coerced.code;
    if (count <= maxElementRepairs) {
      repairs.push(
        createRepair(
          coerced.code,
          `Parameter '${key}[${index}]': read ${describe(element)} as ${describe(coerced.value)}`,
          key,
        ),
      );
    }
    return coerced.value;
  });
  if (count > maxElementRepairs) {
    repairs.push(
      createRepair(
        lastCode,
        `Parameter '${key}': ${count - maxElementRepairs} more elements read the same way`,
        key,
      ),
    );
  }
  return result;
}
