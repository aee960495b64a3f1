import {
  type FunctionParam,
  type FunctionParams,
  PARAM_TYPES,
  type ParamType,
} from '@ai-toolbox/core';
import { hasDeclaredType, isRecord, setOwn } from '@ai-toolbox/core/kit';

/** How deep nested `properties` and `items` are kept; deeper values become free-form. */
export const MAX_SCHEMA_DEPTH = 8;
/** How many schema nodes one conversion reads; past it, values become free-form. */
export const MAX_SCHEMA_NODES = 5000;
/** How many `$ref` hops one value may take before it is read as free-form. */
const MAX_REF_HOPS = 16;

const paramTypes: ReadonlySet<string> = new Set(PARAM_TYPES);

/** A nested declaration as core's schema readers take it (`properties`, `items`, `required`). */
type Declaration = {
  type: ParamType;
  description?: string;
  enum?: unknown[];
  default?: unknown;
  items?: Declaration;
  properties?: Record<string, Declaration & { required: boolean }>;
};

interface Reading {
  readonly root: Readonly<Record<string, unknown>>;
  nodes: number;
}

function own(record: Readonly<Record<string, unknown>>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Follows a local `$ref` (`#/$defs/x`, `#/definitions/x`, any JSON pointer into the root). */
function resolvePointer(reading: Reading, ref: string): unknown {
  if (ref === '#') return reading.root;
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = reading.root;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    if (Array.isArray(node)) node = node[Number(key)];
    else if (isRecord(node)) node = own(node, key);
    else return undefined;
  }
  return node;
}

/** The schema itself, or what its `$ref` chain points to, or `undefined` when it leads nowhere. */
function dereference(
  reading: Reading,
  schema: unknown,
): Readonly<Record<string, unknown>> | undefined {
  let node = schema;
  for (let hop = 0; hop <= MAX_REF_HOPS; hop += 1) {
    if (!isRecord(node)) return undefined;
    const ref = own(node, '$ref');
    if (typeof ref !== 'string') return node;
    node = resolvePointer(reading, ref);
  }
  return undefined;
}

/**
 * The one type core can check for a union: numbers when every branch is numeric, else a
 * string when one branch is (numbers and booleans coerce to it, so no value of such a union
 * is refused that the server would take), else the first branch's type.
 */
function pickType(types: readonly ParamType[]): ParamType | undefined {
  if (types.length === 0) return undefined;
  if (types.every((type) => type === 'integer')) return 'integer';
  if (types.every((type) => type === 'integer' || type === 'number')) return 'number';
  if (types.includes('string')) return 'string';
  return types[0];
}

function typesOf(
  reading: Reading,
  schema: Readonly<Record<string, unknown>>,
  depth: number,
): ParamType[] {
  const declared = own(schema, 'type');
  if (typeof declared === 'string') return paramTypes.has(declared) ? [declared as ParamType] : [];
  if (Array.isArray(declared)) {
    return declared.filter(
      (type): type is ParamType => typeof type === 'string' && paramTypes.has(type),
    );
  }
  if (depth < 2) {
    for (const key of ['anyOf', 'oneOf', 'allOf']) {
      const branches = own(schema, key);
      if (!Array.isArray(branches)) continue;
      const found: ParamType[] = [];
      for (const branch of branches.slice(0, 32)) {
        const target = dereference(reading, branch);
        if (target !== undefined) found.push(...typesOf(reading, target, depth + 1));
      }
      if (found.length > 0) return found;
    }
  }
  const constant = own(schema, 'const');
  if (constant !== undefined) return typeOfValue(constant);
  const allowed = own(schema, 'enum');
  if (Array.isArray(allowed)) return allowed.flatMap(typeOfValue);
  if (isRecord(own(schema, 'properties'))) return ['object'];
  if (own(schema, 'items') !== undefined) return ['array'];
  return [];
}

function typeOfValue(value: unknown): ParamType[] {
  if (typeof value === 'string') return ['string'];
  if (typeof value === 'boolean') return ['boolean'];
  if (typeof value === 'number') return [Number.isInteger(value) ? 'integer' : 'number'];
  if (Array.isArray(value)) return ['array'];
  if (isRecord(value)) return ['object'];
  return [];
}

/** The branch of a union that declares the chosen type, to read its `items` or `properties`. */
function branchOf(
  reading: Reading,
  schema: Readonly<Record<string, unknown>>,
  type: ParamType,
): Readonly<Record<string, unknown>> {
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    const branches = own(schema, key);
    if (!Array.isArray(branches)) continue;
    for (const branch of branches.slice(0, 32)) {
      const target = dereference(reading, branch);
      if (target !== undefined && typesOf(reading, target, 1).includes(type)) return target;
    }
  }
  return schema;
}

function readDeclaration(reading: Reading, schema: unknown, depth: number): Declaration {
  reading.nodes += 1;
  const target = dereference(reading, schema);
  if (target === undefined) return { type: 'string' };
  const type = pickType(typesOf(reading, target, 0)) ?? 'string';
  const source = branchOf(reading, target, type);
  const declaration: Declaration = { type };
  const description =
    own(target, 'description') ?? own(target, 'title') ?? own(source, 'description');
  if (typeof description === 'string' && description.length > 0)
    declaration.description = description;
  const allowed =
    own(source, 'enum') ??
    (own(source, 'const') === undefined ? undefined : [own(source, 'const')]);
  if (
    Array.isArray(allowed) &&
    allowed.length > 0 &&
    type !== 'object' &&
    type !== 'array' &&
    allowed.every((value) => hasDeclaredType(value, type))
  ) {
    declaration.enum = [...allowed];
  }
  const fallback = own(target, 'default');
  if (
    fallback !== undefined &&
    hasDeclaredType(fallback, type) &&
    (declaration.enum === undefined || declaration.enum.includes(fallback))
  ) {
    declaration.default = fallback;
  }
  const deeper = depth < MAX_SCHEMA_DEPTH && reading.nodes < MAX_SCHEMA_NODES;
  if (type === 'array' && deeper) {
    const items = own(source, 'items');
    if (isRecord(items)) declaration.items = readDeclaration(reading, items, depth + 1);
  }
  if (type === 'object' && deeper) {
    const properties = readProperties(reading, source, depth + 1);
    if (properties !== undefined) declaration.properties = properties;
  }
  return declaration;
}

function requiredNames(schema: Readonly<Record<string, unknown>>): ReadonlySet<string> {
  const required = own(schema, 'required');
  return new Set(
    Array.isArray(required) ? required.filter((name) => typeof name === 'string') : [],
  );
}

function readProperties(
  reading: Reading,
  schema: Readonly<Record<string, unknown>>,
  depth: number,
): Record<string, Declaration & { required: boolean }> | undefined {
  const properties = own(schema, 'properties');
  if (!isRecord(properties)) return undefined;
  const required = requiredNames(schema);
  const read: Record<string, Declaration & { required: boolean }> = {};
  for (const name of Object.keys(properties)) {
    setOwn(read, name, {
      ...readDeclaration(reading, own(properties, name), depth),
      required: required.has(name),
    });
  }
  return read;
}

/**
 * The interface params of a JSON Schema of arguments (an MCP tool's `inputSchema`), in the
 * schema's property order: each property's type, `isRequired` from `required`, its
 * description (or title), and `enum`, `default`, `items` and nested `properties` where core
 * can check them. Local `$ref`s (`#/$defs/...`) are followed. What core's six types cannot say
 * exactly is read generously, so that no value the server accepts is refused on the way:
 * `["string", "null"]` is an optional string, a union of numbers is a number, a union with a
 * string is a string, and a value with no type at all is a string. Keep the schema itself on
 * the interface (`jsonSchema`): it stays the authority, and the server checks the rest.
 *
 * Bounded: at most {@link MAX_SCHEMA_DEPTH} levels are read, and once {@link MAX_SCHEMA_NODES}
 * nodes have been, no further nesting: deeper values are free-form objects and arrays, while
 * every property of the level being read is still declared. Never throws.
 *
 * @example
 * ```ts
 * jsonSchemaToParams({ type: 'object', properties: { path: { type: 'string' } }, required: ['path'] });
 * // { path: { type: 'string', isRequired: true, description: '' } }
 * ```
 */
export function jsonSchemaToParams(schema: unknown): FunctionParams {
  const params: Record<string, FunctionParam> = {};
  if (!isRecord(schema)) return params;
  const reading: Reading = { root: schema, nodes: 0 };
  const properties = readProperties(reading, schema, 1) ?? {};
  for (const name of Object.keys(properties)) {
    const { required, description, ...rest } = properties[name] as Declaration & {
      required: boolean;
    };
    setOwn(params, name, {
      ...rest,
      isRequired: required,
      description: description ?? '',
    } as FunctionParam);
  }
  return params;
}
