import type { ParamType } from '@ai-toolbox/core';
import { hasDeclaredType, isRecord } from './has-declared-type.js';
import { InvalidParamError } from './invalid-param-error.js';
import type { ParamSpecs } from './param-spec.js';
import { parseParamType, VALID_TYPE_NAMES } from './param-type.js';
import type { PropertySchema, ValueSchema } from './value-schema.js';

/** Deeper declarations are refused: no real tool needs them and cycles end here. */
export const MAX_DECLARATION_DEPTH = 32;

interface Context {
  readonly toolName: string;
  /** Whether a property with no `?`, `required`, `isRequired` or default is required. */
  readonly requiredByDefault: boolean;
}

function fail(context: Context, path: string, problem: string): never {
  throw new InvalidParamError({ toolName: context.toolName, paramName: path, problem });
}

function own(record: Readonly<Record<string, unknown>>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

function readTypeString(context: Context, path: string, text: unknown) {
  const parsed = typeof text === 'string' ? parseParamType(text) : undefined;
  if (parsed === undefined) {
    fail(
      context,
      path,
      `type ${JSON.stringify(text) ?? String(text)} is not valid; valid types are ${VALID_TYPE_NAMES.join(', ')}, with "?" appended for an optional parameter`,
    );
  }
  return parsed;
}

function readEnum(
  context: Context,
  path: string,
  type: ParamType,
  values: unknown,
): readonly unknown[] {
  if (type === 'array' || type === 'object') {
    fail(
      context,
      path,
      `"enum" is not supported on ${type === 'array' ? 'an array; list the allowed elements in "items"' : 'an object'}`,
    );
  }
  if (!Array.isArray(values) || values.length === 0) {
    fail(context, path, '"enum" must be a non-empty array of allowed values');
  }
  const bad = values.find((value) => !hasDeclaredType(value, type));
  if (bad !== undefined || values.includes(undefined)) {
    fail(
      context,
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
    fail(context, path, `declarations nest deeper than ${MAX_DECLARATION_DEPTH} levels`);
  }
  if (typeof spec === 'string') {
    const { type, optional } = readTypeString(context, path, spec);
    return { value: { type }, optional };
  }
  if (!isRecord(spec)) {
    fail(context, path, 'a parameter must be a type string or an object with a "type"');
  }
  const { type, optional } = readTypeString(context, path, own(spec, 'type'));
  const value: {
    type: typeof type;
    description?: string;
    enum?: readonly unknown[];
    items?: ValueSchema;
    properties?: readonly PropertySchema[];
  } = { type };
  const description = own(spec, 'description');
  if (description !== undefined) {
    if (typeof description !== 'string') fail(context, path, '"description" must be a string');
    if (description.length > 0) value.description = description;
  }
  const allowed = own(spec, 'enum');
  if (allowed !== undefined) value.enum = readEnum(context, path, type, allowed);
  const items = own(spec, 'items');
  if (items !== undefined) {
    if (type !== 'array') fail(context, path, '"items" is only allowed on an array');
    value.items = readValue(context, `${path}[]`, items, depth + 1).value;
  }
  const properties = own(spec, 'properties');
  if (properties !== undefined) {
    if (type !== 'object') fail(context, path, '"properties" is only allowed on an object');
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
  const required = record === undefined ? undefined : own(record, 'required');
  const isRequired = record === undefined ? undefined : own(record, 'isRequired');
  for (const flag of [required, isRequired]) {
    if (flag !== undefined && typeof flag !== 'boolean') {
      fail(context, path, '"required" and "isRequired" must be true or false');
    }
  }
  const defaultValue = record === undefined ? undefined : own(record, 'default');
  const hasDefault = defaultValue !== undefined;
  if (hasDefault && !fitsDeclaration(value, defaultValue)) {
    fail(
      context,
      path,
      `the default ${JSON.stringify(defaultValue)} is not ${value.enum === undefined ? `of the declared type ${value.type}` : 'one of the "enum" values'}`,
    );
  }
  const explicit = (required ?? isRequired) as boolean | undefined;
  if (optional && explicit === true) {
    fail(context, path, 'the type ends in "?" (optional) but the parameter is marked required');
  }
  const isRequiredProperty = optional
    ? false
    : (explicit ?? (hasDefault ? false : context.requiredByDefault));
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
        fail(context, path || '(params)', 'parameter pairs must be [name, spec]');
      }
      return [entry[0], entry[1]] as const;
    });
  }
  if (isRecord(specs)) return Object.entries(specs);
  fail(context, path || '(params)', 'parameters must be an object, a Map or [name, spec] pairs');
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
      fail(context, where, 'a parameter name must be a non-empty string');
    }
    if (seen.has(name)) fail(context, where, 'the parameter is declared twice');
    seen.add(name);
    properties.push(readProperty(context, where, name, spec, depth));
  }
  return Object.freeze(properties);
}

/**
 * Reads a tool's parameter declarations into property schemas, in declaration order. Accepts
 * registry specs (type strings with aliases and `?`, or full objects) as well as core
 * `FunctionParam` records; throws an {@link InvalidParamError} naming the tool, the parameter
 * and what is valid.
 *
 * @param requiredByDefault whether a parameter that says nothing about being required is
 * required (`true` for the registry, `false` for request body fields).
 */
export function normalizeParams(
  toolName: string,
  specs: ParamSpecs | Readonly<Record<string, unknown>>,
  requiredByDefault = true,
): readonly PropertySchema[] {
  return readProperties({ toolName, requiredByDefault }, '', specs, 0);
}
