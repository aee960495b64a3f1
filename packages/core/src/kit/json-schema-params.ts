import type { FunctionParam, ParamItems, ParamType } from '../function-param.js';
import { PARAM_TYPES } from '../function-param.js';
import { getOwn } from './get-own.js';
import { hasDeclaredType } from './has-declared-type.js';
import { isRecord } from './is-record.js';
import { setOwn } from './set-own.js';

/**
 * The params of a function read from the JSON Schema of its arguments, and what the pipeline
 * needs to know of each beyond a {@link FunctionParam}.
 */
export interface JsonSchemaParams {
  /** One param per property, in the schema's order, as text translators render them. */
  readonly params: Readonly<Record<string, FunctionParam>>;
  /** Properties whose schema accepts `null`: a `null` from the model is handed on, not dropped. */
  readonly nullable: readonly string[];
  /**
   * Properties whose schema is no single type (`anyOf` of several, no `type`, an unresolved
   * `$ref`): their values are handed to the schema as they came, without coercion. Their
   * param shows the closest type (`object` with properties, `array` with items, else `string`).
   */
  readonly untyped: readonly string[];
  /** Whether the schema admits properties it does not name (`additionalProperties` true or a schema). */
  readonly open: boolean;
}

/** Local references are followed this many steps at most (cycles end here). */
const MAX_REFERENCE_STEPS = 8;

const paramTypes: ReadonlySet<string> = new Set(PARAM_TYPES);

/** The node a local JSON pointer (`#`, `#/$defs/name`, `#/properties/a/items`) names, if any. */
function pointTo(root: Readonly<Record<string, unknown>>, reference: string): unknown {
  if (reference === '#') return root;
  if (!reference.startsWith('#/')) return undefined;
  let node: unknown = root;
  for (const raw of reference.slice(2).split('/')) {
    let key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    try {
      key = decodeURIComponent(key);
    } catch {
      return undefined;
    }
    if (Array.isArray(node)) node = /^\d+$/.test(key) ? node[Number(key)] : undefined;
    else if (isRecord(node)) node = getOwn(node, key);
    else return undefined;
  }
  return node;
}

/**
 * Follows local references (any JSON pointer into the root) and an `allOf` of one member (how
 * pydantic gives a `$ref` its own description); anything else is left as it is.
 */
function resolve(
  root: Readonly<Record<string, unknown>>,
  schema: Readonly<Record<string, unknown>>,
): Readonly<Record<string, unknown>> {
  let current = schema;
  for (let step = 0; step < MAX_REFERENCE_STEPS; step += 1) {
    const reference = getOwn(current, '$ref');
    const all = getOwn(current, 'allOf');
    const target =
      typeof reference === 'string'
        ? pointTo(root, reference)
        : Array.isArray(all) && all.length === 1 && getOwn(current, 'type') === undefined
          ? all[0]
          : undefined;
    if (!isRecord(target)) return current;
    current = target;
  }
  return current;
}

/** A value's type as JSON Schema names it, for `enum` and `const` without a `type`. */
function typeOfValue(value: unknown): ParamType | 'null' | undefined {
  if (value === null) return 'null';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (Array.isArray(value)) return 'array';
  if (isRecord(value)) return 'object';
  return undefined;
}

interface ReadType {
  /** The one type besides `null`, when there is one. */
  readonly type: ParamType | undefined;
  readonly nullable: boolean;
}

/** Every type a value of the schema may have, `null` included. */
function typesOf(
  root: Readonly<Record<string, unknown>>,
  schema: Readonly<Record<string, unknown>>,
  depth: number,
): Set<string> | undefined {
  const resolved = resolve(root, schema);
  const declared = getOwn(resolved, 'type');
  if (typeof declared === 'string') return new Set([declared]);
  if (Array.isArray(declared)) return new Set(declared.filter((item) => typeof item === 'string'));
  const values = Object.hasOwn(resolved, 'const') ? [resolved.const] : getOwn(resolved, 'enum');
  if (Array.isArray(values) && values.length > 0) {
    const types = new Set<string>();
    for (const value of values) {
      const type = typeOfValue(value);
      if (type === undefined) return undefined;
      types.add(type);
    }
    // An integer among numbers is a number.
    if (types.has('integer') && types.has('number')) types.delete('integer');
    return types;
  }
  const members = getOwn(resolved, 'anyOf') ?? getOwn(resolved, 'oneOf');
  if (Array.isArray(members) && depth < MAX_REFERENCE_STEPS) {
    const types = new Set<string>();
    for (const member of members) {
      const memberTypes = isRecord(member) ? typesOf(root, member, depth + 1) : undefined;
      if (memberTypes === undefined) return undefined;
      for (const type of memberTypes) types.add(type);
    }
    // An integer among numbers is a number.
    if (types.has('integer') && types.has('number')) types.delete('integer');
    return types;
  }
  return undefined;
}

function readType(
  root: Readonly<Record<string, unknown>>,
  schema: Readonly<Record<string, unknown>>,
): ReadType {
  const types = typesOf(root, schema, 0);
  if (types === undefined) return { type: undefined, nullable: false };
  const nullable = types.delete('null');
  const [only] = types;
  return {
    type:
      types.size === 1 && only !== undefined && paramTypes.has(only)
        ? (only as ParamType)
        : undefined,
    nullable,
  };
}

/** The allowed values besides `null`, when all of them are of `type`. */
function readEnum(
  schema: Readonly<Record<string, unknown>>,
  type: ParamType,
): readonly unknown[] | undefined {
  const values = Object.hasOwn(schema, 'const') ? [schema.const] : getOwn(schema, 'enum');
  if (!Array.isArray(values)) return undefined;
  const allowed = values.filter((value) => value !== null);
  return allowed.length > 0 && allowed.every((value) => hasDeclaredType(value, type))
    ? allowed
    : undefined;
}

function readItems(
  root: Readonly<Record<string, unknown>>,
  schema: Readonly<Record<string, unknown>>,
): ParamItems | undefined {
  const items = getOwn(schema, 'items');
  if (!isRecord(items)) return undefined;
  const resolved = resolve(root, items);
  const { type, nullable } = readType(root, resolved);
  if (type === undefined || nullable) return undefined;
  const allowed = readEnum(resolved, type);
  return allowed === undefined ? { type } : { type, enum: allowed };
}

/** The closest type for a property of no single type, for translators to show. */
function shownType(schema: Readonly<Record<string, unknown>>): ParamType {
  if (isRecord(getOwn(schema, 'properties'))) return 'object';
  if (Object.hasOwn(schema, 'items')) return 'array';
  return 'string';
}

/**
 * Reads the params of a function from the JSON Schema of its arguments (a Standard JSON
 * Schema's `input()`, an MCP tool's `inputSchema`): each property becomes a param with its
 * type, `isRequired` from `required`, its `description`, `enum` (or `const`), `items` and a
 * `default` of its type; a `title` stands in for a missing description. A union of integers
 * and numbers is a number. A nullable type (`['string', 'null']`, `anyOf` with `null`) reads as
 * its other type; local `$ref`s (any JSON pointer into the schema) and an `allOf` of one
 * member are followed, at most eight steps. What cannot be read as one type is listed in
 * `untyped`, so that the pipeline hands such values on unchanged.
 *
 * @returns the params, or a sentence saying why the schema describes no named arguments.
 * @example
 * ```ts
 * readJsonSchemaParams({ type: 'object', properties: { city: { type: 'string' } }, required: ['city'] }).params;
 * // { city: { type: 'string', isRequired: true, description: '' } }
 * ```
 */
export function readJsonSchemaParams(schema: unknown): JsonSchemaParams | string {
  if (!isRecord(schema)) return 'the JSON Schema of the arguments must be an object';
  const root = schema;
  const resolved = resolve(root, schema);
  const type = getOwn(resolved, 'type');
  const properties = getOwn(resolved, 'properties') ?? {};
  if ((type !== undefined && type !== 'object') || !isRecord(properties)) {
    return `the JSON Schema of the arguments must describe an object with named properties (type 'object'), got ${type === undefined ? 'a schema without properties' : `type ${JSON.stringify(type)}`}`;
  }
  const requiredList = getOwn(resolved, 'required');
  const required = new Set(
    Array.isArray(requiredList) ? requiredList.filter((name) => typeof name === 'string') : [],
  );
  const params: Record<string, FunctionParam> = {};
  const nullable: string[] = [];
  const untyped: string[] = [];
  for (const name of Object.keys(properties)) {
    const declared = properties[name];
    const property = isRecord(declared) ? resolve(root, declared) : {};
    const read = readType(root, property);
    if (read.nullable) nullable.push(name);
    if (read.type === undefined) untyped.push(name);
    const paramType = read.type ?? shownType(property);
    const description =
      (isRecord(declared) ? getOwn(declared, 'description') : undefined) ??
      getOwn(property, 'description') ??
      (isRecord(declared) ? getOwn(declared, 'title') : undefined) ??
      getOwn(property, 'title');
    const param: {
      type: ParamType;
      isRequired: boolean;
      description: string;
      enum?: readonly unknown[];
      items?: ParamItems;
      default?: unknown;
    } = {
      type: paramType,
      isRequired: required.has(name),
      description: typeof description === 'string' ? description : '',
    };
    if (read.type !== undefined) {
      const allowed = readEnum(property, read.type);
      if (allowed !== undefined) param.enum = allowed;
      if (read.type === 'array') {
        const items = readItems(root, property);
        if (items !== undefined) param.items = items;
      }
      const defaultValue = getOwn(property, 'default');
      if (defaultValue !== undefined && hasDeclaredType(defaultValue, read.type)) {
        param.default = defaultValue;
      }
    }
    // A property named `__proto__` is an ordinary key, not a prototype change.
    setOwn(params, name, param);
  }
  const additional = getOwn(resolved, 'additionalProperties');
  return {
    params,
    nullable,
    untyped,
    open: additional === true || isRecord(additional),
  };
}
