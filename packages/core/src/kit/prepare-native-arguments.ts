import type { Repair } from '../repair.js';
import type { CallParseError } from '../translator.js';
import { copyJsonValue } from './copy-json-value.js';
import { createRepair } from './create-repair.js';
import { hasDeclaredType } from './has-declared-type.js';
import { isRecord } from './is-record.js';
import type { ResolvedNativeCallLimits } from './native-call-limits.js';
import type { PropertySchema, ValueSchema } from './value-schema.js';

/** The arguments of one native call, ready for the pipeline. */
export interface PreparedArguments {
  /** The arguments, in objects without a prototype; empty when there was an error. */
  readonly params: Record<string, unknown>;
  /** What was changed to read them, each naming its field. */
  readonly repairs: readonly Repair[];
  /** Set when the arguments cannot run; the call is answered with this error. */
  readonly error?: CallParseError;
}

/** At most this many problems are listed, so the message stays short whatever was sent. */
const MAX_PROBLEMS = 5;

const TYPE_WORDS: Readonly<Record<ValueSchema['type'], string>> = {
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
};

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** Parameters named in the hint of unreadable arguments at most; a few say enough. */
const MAX_NAMED_PARAMETERS = 8;

/**
 * What a model should send instead of unreadable arguments, naming the function's own
 * parameters (never an invented one), for the end of an `unreadable-arguments` message.
 * `undefined` when the function is not known.
 *
 * @example
 * ```ts
 * expectedArgumentsText(['city', 'unit']); // 'one JSON object with its parameters as keys (city, unit)'
 * ```
 */
export function expectedArgumentsText(parameters: readonly string[] | undefined): string {
  if (parameters === undefined) return 'one JSON object of the parameters, or "" for no arguments';
  if (parameters.length === 0) return '"" or {}: the function takes no arguments';
  const named = parameters.slice(0, MAX_NAMED_PARAMETERS).join(', ');
  const more = parameters.length > MAX_NAMED_PARAMETERS ? ', ...' : '';
  return `one JSON object with its parameters as keys (${named}${more})`;
}

function unreadable(
  message: string,
  properties: readonly PropertySchema[],
  repairs: readonly Repair[] = [],
): PreparedArguments {
  const names = properties.map((property) => property.name);
  return {
    params: Object.create(null),
    repairs,
    error: {
      code: 'unreadable-arguments',
      message: `The arguments are not readable: ${message}. Send ${expectedArgumentsText(names)}.`,
    },
  };
}

/**
 * Undoes what providers and models do to arguments, at every depth the declaration reaches:
 * `null` for an optional property is left out (so the function sees it as not given and its
 * default applies; repair `drop-null`), and an object or array sent as JSON text is decoded
 * (repair `parse-json`), as schema packages ask for where a provider cannot describe a value.
 * Works in place on prototype-free arguments (`copyJsonValue`) and returns the repairs, in the
 * order of the declaration; JSON text longer than `maxArgumentsLength` is left as it is, and
 * what it decodes to is copied under `maxArgumentsDepth`. Text that is not JSON of the declared
 * kind, and `null` for a required property, are left for the pipeline to refuse. Never throws.
 * `prepareNativeArguments` calls it; a package that decodes arguments itself (OpenAI's JSON
 * text) may call it alone.
 *
 * @example
 * ```ts
 * const params = copyJsonValue({ city: 'Paris', unit: null }, 64).value;
 * restoreNativeArguments(properties, params, limits); // [{ code: 'drop-null', param: 'unit', ... }]
 * ```
 */
export function restoreNativeArguments(
  properties: readonly PropertySchema[],
  params: Record<string, unknown>,
  limits: ResolvedNativeCallLimits,
): Repair[] {
  const repairs: Repair[] = [];
  const decode = (schema: ValueSchema, value: string, path: string): unknown => {
    const wantObject = schema.type === 'object';
    const trimmed = value.trimStart();
    if (!trimmed.startsWith(wantObject ? '{' : '[') || value.length > limits.maxArgumentsLength) {
      return value;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      return value;
    }
    if (wantObject ? !isRecord(parsed) : !Array.isArray(parsed)) return value;
    const copied = copyJsonValue(parsed, limits.maxArgumentsDepth);
    if ('problem' in copied) return value;
    repairs.push(
      createRepair(
        'parse-json',
        `"${path}" came as JSON text; it was decoded to ${wantObject ? 'an object' : 'an array'}.`,
        path,
      ),
    );
    return copied.value;
  };

  const restoreValue = (schema: ValueSchema, value: unknown, path: string): unknown => {
    const current =
      typeof value === 'string' && (schema.type === 'object' || schema.type === 'array')
        ? decode(schema, value, path)
        : value;
    if (schema.properties !== undefined && isRecord(current)) {
      restoreProperties(schema.properties, current, `${path}.`);
    } else if (schema.items !== undefined && Array.isArray(current)) {
      const items = schema.items;
      return current.map((element, index) => restoreValue(items, element, `${path}[${index}]`));
    }
    return current;
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
  return repairs;
}

/**
 * The problems of the declared structure inside the arguments: the properties of object
 * arguments and the elements below array arguments, which core's `FunctionParam` does not
 * carry and so the pipeline cannot check. The top-level values and the elements of top-level
 * arrays are left to the pipeline, which coerces them. Unknown nested keys are let through, as
 * the schemas without `additionalProperties` allow them.
 */
function nestedProblems(
  properties: readonly PropertySchema[],
  params: Readonly<Record<string, unknown>>,
): string[] {
  const problems: string[] = [];
  const report = (problem: string) => {
    if (problems.length < MAX_PROBLEMS) problems.push(problem);
  };
  const checkValue = (schema: ValueSchema, value: unknown, path: string): void => {
    if (!hasDeclaredType(value, schema.type)) {
      report(`${path} must be ${TYPE_WORDS[schema.type]}, got ${kindOf(value)}`);
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
      for (const [index, element] of value.entries()) {
        checkValue(items, element, `${path}[${index}]`);
      }
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
        // The element's own type is the pipeline's to coerce; what is inside it is checked here.
        if (hasDeclaredType(element, items.type)) {
          checkInside(items, element, `${property.name}[${index}]`);
        }
      }
    }
  }
  return problems;
}

/**
 * Prepares the decoded arguments of one native tool call (Anthropic's `input`, Gemini's `args`,
 * OpenAI's decoded `arguments`) for core's pipeline: copied into objects without a prototype
 * (nesting past `maxArgumentsDepth` or a `__proto__` key refuses them), `null` for optional
 * properties left out and JSON text decoded where an object or array is declared (each a
 * repair), and the nested structure the pipeline cannot see checked against the declaration.
 * `undefined` means no arguments, and so does `null` (reported as `null-arguments`); anything
 * that is not an object is an error for this call alone. `toolName` is how error messages name
 * the tool (the name the model used). Never throws.
 *
 * @example
 * ```ts
 * prepareNativeArguments({ city: 'Paris', unit: null }, properties, limits);
 * // { params: { city: 'Paris' }, repairs: [{ code: 'drop-null', ... }] }
 * ```
 */
export function prepareNativeArguments(
  input: unknown,
  properties: readonly PropertySchema[],
  limits: ResolvedNativeCallLimits,
  toolName = 'the tool',
): PreparedArguments {
  if (input === undefined) return { params: Object.create(null), repairs: [] };
  if (input === null) {
    return {
      params: Object.create(null),
      repairs: [createRepair('null-arguments', 'The arguments were null; read as no arguments.')],
    };
  }
  if (!isRecord(input)) return unreadable(`they are ${kindOf(input)}, not an object`, properties);
  const copied = copyJsonValue(input, limits.maxArgumentsDepth);
  if ('problem' in copied) return unreadable(copied.problem, properties);
  const params = copied.value as Record<string, unknown>;
  const repairs = restoreNativeArguments(properties, params, limits);
  const problems = nestedProblems(properties, params);
  if (problems.length > 0) {
    return {
      params,
      repairs,
      error: {
        code: 'invalid-arguments',
        message: `Invalid arguments for ${toolName}: ${problems.join('; ')}.`,
      },
    };
  }
  return { params, repairs };
}
