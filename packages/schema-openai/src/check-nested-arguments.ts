import {
  hasDeclaredType,
  isRecord,
  type PropertySchema,
  type ValueSchema,
} from '@ai-toolbox/core/kit';

/** At most this many problems are listed, so the message stays short whatever was sent. */
const MAX_PROBLEMS = 5;

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

const TYPE_WORDS: Readonly<Record<ValueSchema['type'], string>> = {
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
};

/**
 * Checks what core's pipeline cannot: the declared structure inside the arguments (the
 * properties of object params and the elements nested below array params), which core's
 * `FunctionParam` does not carry. Core checks and coerces the top-level values and the
 * elements of top-level arrays itself, so those are left to it. Returns the problems found,
 * each naming the field by its path (`store.initialState`, `points[2].x`); empty when the
 * nested structure fits. Unknown nested keys are allowed, as the non-strict schema allows them.
 */
export function checkNestedArguments(
  properties: readonly PropertySchema[],
  params: Readonly<Record<string, unknown>>,
): string[] {
  const problems: string[] = [];
  const report = (problem: string) => {
    if (problems.length < MAX_PROBLEMS) problems.push(problem);
  };

  const checkValue = (schema: ValueSchema, value: unknown, path: string): void => {
    if (!hasDeclaredType(value, schema.type)) {
      report(`${path} must be ${TYPE_WORDS[schema.type]}, got ${describe(value)}`);
      return;
    }
    if (schema.enum !== undefined && !schema.enum.includes(value)) {
      report(
        `${path} must be one of ${schema.enum.map((allowed) => JSON.stringify(allowed)).join(', ')}`,
      );
      return;
    }
    checkInside(schema, value, path);
  };

  const checkObject = (
    declared: readonly PropertySchema[],
    record: Readonly<Record<string, unknown>>,
    prefix: string,
  ): void => {
    for (const property of declared) {
      const path = `${prefix}.${property.name}`;
      const value = Object.hasOwn(record, property.name) ? record[property.name] : undefined;
      if (value === undefined) {
        if (property.required) report(`${path} is required`);
      } else {
        checkValue(property, value, path);
      }
    }
  };

  const checkInside = (schema: ValueSchema, value: unknown, path: string): void => {
    if (schema.properties !== undefined && isRecord(value)) {
      checkObject(schema.properties, value, path);
    } else if (schema.items !== undefined && Array.isArray(value)) {
      const items = schema.items;
      for (const [index, element] of value.entries())
        checkValue(items, element, `${path}[${index}]`);
    }
  };

  for (const property of properties) {
    if (!Object.hasOwn(params, property.name)) continue;
    const value = params[property.name];
    if (property.properties !== undefined && isRecord(value)) {
      checkObject(property.properties, value, property.name);
    } else if (property.items !== undefined && Array.isArray(value)) {
      const items = property.items;
      for (const [index, element] of value.entries()) {
        if (hasDeclaredType(element, items.type))
          checkInside(items, element, `${property.name}[${index}]`);
      }
    }
  }
  return problems;
}
