import { PARAM_TYPES, type ParamType } from '../function-param.js';
import { getOwn } from './get-own.js';
import { hasDeclaredType } from './has-declared-type.js';
import { isRecord } from './is-record.js';
import type { PropertySchema, ValueSchema } from './value-schema.js';

/** Deeper declarations are refused: no real tool needs them, and cycles end here. */
export const MAX_DECLARATION_DEPTH = 32;

/** How {@link readPropertySchemas} reads declarations. */
export interface PropertyReadOptions {
  /**
   * Reads a declared `type`: the type and whether it marks the property optional, or why it is
   * not a type. Default: exactly one of `PARAM_TYPES`, never optional by itself.
   */
  readonly readType?: (type: unknown) => { type: ParamType; optional: boolean } | string;
  /** Whether a property that says nothing about being required is required. Default `true`. */
  readonly requiredByDefault?: boolean;
  /**
   * Read `default: null` on a property that is not required as "no default" (Python's `None`,
   * as real function docs write it) instead of refusing a default that is not of the declared
   * type. The property stays optional, as a default makes it. Default `false`.
   */
  readonly nullDefaultIsNone?: boolean;
  /** Reports a declaration that cannot be read, at a dotted `path` (`options.issuer`). */
  readonly fail: (path: string, problem: string) => never;
}

interface Context extends Required<PropertyReadOptions> {}

function readExactType(type: unknown): { type: ParamType; optional: boolean } | string {
  return typeof type === 'string' && (PARAM_TYPES as readonly string[]).includes(type)
    ? { type: type as ParamType, optional: false }
    : `type ${JSON.stringify(type) ?? String(type)} is not valid; valid types are ${PARAM_TYPES.join(', ')}`;
}

function readType(context: Context, path: string, text: unknown) {
  const read = context.readType(text);
  return typeof read === 'string' ? context.fail(path, read) : read;
}

function readEnum(
  context: Context,
  path: string,
  type: ParamType,
  values: unknown,
): readonly unknown[] {
  if (type === 'array' || type === 'object') {
    context.fail(
      path,
      `"enum" is not supported on ${type === 'array' ? 'an array; list the allowed elements in "items"' : 'an object'}`,
    );
  }
  if (!Array.isArray(values) || values.length === 0) {
    context.fail(path, '"enum" must be a non-empty array of allowed values');
  }
  const bad = values.find((value) => !hasDeclaredType(value, type));
  if (bad !== undefined || values.includes(undefined)) {
    context.fail(
      path,
      `"enum" value ${JSON.stringify(bad) ?? 'undefined'} is not of the declared type ${type}`,
    );
  }
  return Object.freeze([...values]);
}

function fitsDeclaration(value: ValueSchema, candidate: unknown): boolean {
  return value.enum === undefined
    ? hasDeclaredType(candidate, value.type)
    : value.enum.includes(candidate);
}

function readValue(
  context: Context,
  path: string,
  spec: unknown,
  depth: number,
): { value: ValueSchema; optional: boolean; record?: Readonly<Record<string, unknown>> } {
  if (depth > MAX_DECLARATION_DEPTH) {
    context.fail(path, `declarations nest deeper than ${MAX_DECLARATION_DEPTH} levels`);
  }
  if (typeof spec === 'string') {
    const { type, optional } = readType(context, path, spec);
    return { value: { type }, optional };
  }
  if (!isRecord(spec)) {
    context.fail(path, 'a parameter must be a type string or an object with a "type"');
  }
  const { type, optional } = readType(context, path, getOwn(spec, 'type'));
  const value: {
    type: typeof type;
    description?: string;
    enum?: readonly unknown[];
    items?: ValueSchema;
    properties?: readonly PropertySchema[];
  } = { type };
  const description = getOwn(spec, 'description');
  if (description !== undefined) {
    if (typeof description !== 'string') context.fail(path, '"description" must be a string');
    if (description.length > 0) value.description = description;
  }
  const allowed = getOwn(spec, 'enum');
  if (allowed !== undefined) value.enum = readEnum(context, path, type, allowed);
  const items = getOwn(spec, 'items');
  if (items !== undefined) {
    if (type !== 'array') context.fail(path, '"items" is only allowed on an array');
    value.items = readValue(context, `${path}[]`, items, depth + 1).value;
  }
  const properties = getOwn(spec, 'properties');
  if (properties !== undefined) {
    if (type !== 'object') context.fail(path, '"properties" is only allowed on an object');
    value.properties = readProperties(context, path, properties, depth + 1);
  }
  return { value, optional, record: spec };
}

function readProperty(
  context: Context,
  path: string,
  name: string,
  spec: unknown,
  depth: number,
): PropertySchema {
  const { value, optional, record } = readValue(context, path, spec, depth);
  const required = record === undefined ? undefined : getOwn(record, 'required');
  const isRequired = record === undefined ? undefined : getOwn(record, 'isRequired');
  for (const flag of [required, isRequired]) {
    if (flag !== undefined && typeof flag !== 'boolean') {
      context.fail(path, '"required" and "isRequired" must be true or false');
    }
  }
  const declaredDefault = record === undefined ? undefined : getOwn(record, 'default');
  const explicit = (required ?? isRequired) as boolean | undefined;
  // A required property keeps the check: null would be a value its own type forbids.
  const noneDefault = declaredDefault === null && context.nullDefaultIsNone && explicit !== true;
  const defaultValue = noneDefault ? undefined : declaredDefault;
  const hasDefault = defaultValue !== undefined;
  if (hasDefault && !fitsDeclaration(value, defaultValue)) {
    context.fail(
      path,
      `the default ${JSON.stringify(defaultValue)} is not ${value.enum === undefined ? `of the declared type ${value.type}` : 'one of the "enum" values'}`,
    );
  }
  if (optional && explicit === true) {
    context.fail(path, 'the type ends in "?" (optional) but the parameter is marked required');
  }
  const isRequiredProperty = optional
    ? false
    : (explicit ?? (hasDefault || noneDefault ? false : context.requiredByDefault));
  const property: PropertySchema = { ...value, name, required: isRequiredProperty };
  return hasDefault ? { ...property, default: defaultValue } : property;
}

function entriesOf(
  context: Context,
  path: string,
  specs: unknown,
): Array<readonly [unknown, unknown]> {
  if (specs instanceof Map) return [...specs];
  if (Array.isArray(specs)) {
    return specs.map((entry: unknown) => {
      if (!Array.isArray(entry) || entry.length !== 2) {
        context.fail(path || '(params)', 'parameter pairs must be [name, spec]');
      }
      return [entry[0], entry[1]] as const;
    });
  }
  if (isRecord(specs)) return Object.entries(specs);
  return context.fail(
    path || '(params)',
    'parameters must be an object, a Map or [name, spec] pairs',
  );
}

function readProperties(
  context: Context,
  path: string,
  specs: unknown,
  depth: number,
): readonly PropertySchema[] {
  const seen = new Set<string>();
  const properties: PropertySchema[] = [];
  for (const [name, spec] of entriesOf(context, path, specs)) {
    const where = path === '' ? String(name) : `${path}.${String(name)}`;
    if (typeof name !== 'string' || name.length === 0) {
      context.fail(where, 'a parameter name must be a non-empty string');
    }
    if (seen.has(name)) context.fail(where, 'the parameter is declared twice');
    seen.add(name);
    properties.push(readProperty(context, where, name, spec, depth));
  }
  return Object.freeze(properties);
}

/**
 * Reads parameter declarations into property schemas, in declaration order: a record, a `Map`
 * or `[name, spec]` pairs of core `FunctionParam`s, request body fields, or a schema package's
 * own declarations (type strings read by `readType`), nested `items` and `properties`
 * included. A declaration that cannot become a schema (an `enum` value or a `default` not of
 * the declared type, `items` on a non-array, nesting past {@link MAX_DECLARATION_DEPTH}, ...) is
 * handed to `fail`, naming where it is.
 *
 * @example
 * ```ts
 * readPropertySchemas({ city: { type: 'string', isRequired: true, description: 'City' } }, {
 *   fail: (path, problem) => { throw new Error(`${path}: ${problem}`); },
 * }); // [{ type: 'string', description: 'City', name: 'city', required: true }]
 * ```
 */
export function readPropertySchemas(
  specs: unknown,
  options: PropertyReadOptions,
): readonly PropertySchema[] {
  const context: Context = {
    readType: options.readType ?? readExactType,
    requiredByDefault: options.requiredByDefault ?? true,
    nullDefaultIsNone: options.nullDefaultIsNone ?? false,
    fail: options.fail,
  };
  return readProperties(context, '', specs, 0);
}
