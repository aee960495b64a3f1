/**
 * Lowers a JSON Schema into Gemini's OpenAPI subset: the recursion over its nodes (`$ref`,
 * `allOf`, unions, type lists, arrays and objects) and the public {@link toGeminiSchema}.
 */
import { getOwn, isRecord, MAX_DECLARATION_DEPTH, setOwn } from '@ai-toolbox/core/kit';
import type { GeminiLossiness } from './gemini-lossiness.js';
import {
  GEMINI_TYPE_NAMES,
  type GeminiSchema,
  type GeminiTypeName,
  type GeminiTypes,
} from './gemini-schema.js';
import {
  type Context,
  count,
  type Draft,
  finish,
  join,
  report,
  text,
} from './gemini-schema-draft.js';
import {
  addCommon,
  addEnumOrConst,
  addFormat,
  addNumberBounds,
  COMMON,
  geminiTypeOf,
  HANDLED,
  keywordsOf,
  reportOutOfPlace,
} from './gemini-schema-keywords.js';

/** Options of {@link toGeminiSchema}. */
export interface ToGeminiSchemaOptions<Type extends string> {
  /** The type values to write (`@google/genai`'s `Type`); default the plain names. */
  readonly types?: GeminiTypes<Type>;
  /** The most schema nodes written; past it, values are asked for as JSON text. Default 10,000. */
  readonly maxNodes?: number;
}

/** A JSON Schema in Gemini's OpenAPI subset, and what could not be said as it was. */
export interface GeminiSchemaConversion<Type extends string> {
  readonly schema: GeminiSchema<Type>;
  /** Every keyword lowered or dropped, in the order met. */
  readonly lossiness: GeminiLossiness[];
}
/**
 * A value Gemini cannot describe, asked for as JSON text (the runner decodes it again). Its
 * default, title and example still come along, unless `bare` (past the depth or size limit).
 */
function asJsonText<Type extends string>(
  context: Context<Type>,
  node: Readonly<Record<string, unknown>>,
  kind: 'object' | 'array' | 'value',
  path: string,
  bare = false,
): GeminiSchema<Type> {
  const draft: Draft<Type> = { schema: { type: context.types.STRING }, notes: [] };
  draft.notes.push(`Write the ${kind} as JSON text.`);
  if (getOwn(node, 'nullable') === true) draft.schema.nullable = true;
  if (!bare) addCommon(context, node, draft, path);
  return finish(draft, getOwn(node, 'description') ?? getOwn(node, 'title'));
}

function resolveRef(
  context: Context<string>,
  reference: string,
): Readonly<Record<string, unknown>> | undefined {
  const match = /^#\/(\$defs|definitions)\/([^/]+)$/.exec(reference);
  if (match === null) return undefined;
  const definitions = getOwn(context.root, match[1] as string);
  if (!isRecord(definitions)) return undefined;
  const target = getOwn(
    definitions,
    (match[2] as string).replaceAll('~1', '/').replaceAll('~0', '~'),
  );
  return isRecord(target) ? target : undefined;
}

/** `allOf` of objects merged into one node; anything else keeps its first member. */
function mergeAllOf<Type extends string>(
  context: Context<Type>,
  node: Readonly<Record<string, unknown>>,
  path: string,
): Readonly<Record<string, unknown>> {
  const members = getOwn(node, 'allOf');
  if (!Array.isArray(members) || members.length === 0) return node;
  const { allOf: _allOf, ...rest } = node;
  const merged: Record<string, unknown> = { ...rest };
  const properties: Record<string, unknown> = isRecord(rest.properties)
    ? { ...rest.properties }
    : {};
  const required = new Set(Array.isArray(rest.required) ? rest.required : []);
  let mergedAll = true;
  for (const member of members) {
    const resolved =
      isRecord(member) && typeof member.$ref === 'string'
        ? resolveRef(context, member.$ref)
        : member;
    if (!isRecord(resolved)) {
      mergedAll = false;
      continue;
    }
    for (const [key, value] of Object.entries(resolved)) {
      if (key === 'properties' && isRecord(value)) {
        for (const [name, property] of Object.entries(value)) setOwn(properties, name, property);
      } else if (key === 'required' && Array.isArray(value)) {
        for (const name of value) required.add(name);
      } else if (!Object.hasOwn(merged, key)) {
        merged[key] = value;
      } else if (key !== 'description' && key !== 'title' && text(merged[key]) !== text(value)) {
        mergedAll = false;
      }
    }
  }
  if (Object.keys(properties).length > 0) merged.properties = properties;
  if (required.size > 0) merged.required = [...required];
  report(
    context,
    path,
    'allOf',
    mergedAll ? 'lowered' : 'dropped',
    mergedAll
      ? 'its schemas were merged into one'
      : 'its schemas were merged; where two disagreed, the first won',
  );
  return merged;
}

function lowerUnion<Type extends string>(
  context: Context<Type>,
  node: Readonly<Record<string, unknown>>,
  keyword: 'anyOf' | 'oneOf',
  members: readonly unknown[],
  path: string,
  depth: number,
  atRoot: boolean,
): GeminiSchema<Type> {
  const isNull = (member: unknown) =>
    isRecord(member) &&
    (getOwn(member, 'type') === 'null' || text(getOwn(member, 'enum')) === '[null]');
  const others = members.filter((member) => !isNull(member));
  const nullable = others.length < members.length || getOwn(node, 'nullable') === true;
  if (keyword === 'oneOf') {
    report(context, path, 'oneOf', 'lowered', 'read as anyOf: Gemini cannot say "exactly one"');
  }
  const { anyOf: _anyOf, oneOf: _oneOf, ...rest } = node;
  if (others.length === 1) {
    if (nullable) report(context, path, keyword, 'lowered', 'a null member became nullable');
    const only = others[0];
    const merged = isRecord(only) ? { ...only, ...stripUndefined(rest) } : rest;
    const schema = lowerNode(context, merged, path, depth, atRoot);
    if (nullable) schema.nullable = true;
    return schema;
  }
  if (others.length === 0) {
    report(context, path, keyword, 'dropped', 'only null was allowed; read as a nullable string');
    return { type: context.types.STRING, nullable: true };
  }
  const draft: Draft<Type> = {
    schema: { anyOf: others.map((member) => lowerNode(context, member, path, depth + 1)) },
    notes: [],
  };
  if (nullable) draft.schema.nullable = true;
  if (nullable && others.length < members.length) {
    report(context, path, keyword, 'lowered', 'a null member became nullable');
  }
  for (const key of Object.keys(rest)) {
    if (HANDLED.has(key) && !COMMON.has(key)) {
      report(context, path, key, 'dropped', 'a keyword beside anyOf, which Gemini cannot attach');
    }
  }
  addCommon(context, rest, draft, path);
  return finish(draft, getOwn(rest, 'description') ?? getOwn(rest, 'title'));
}

function stripUndefined(record: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) if (value !== undefined) result[key] = value;
  return result;
}

/** The type a node without `type` means, from its other keywords, or `undefined` for "any". */
function inferType(node: Readonly<Record<string, unknown>>): string | undefined {
  if (
    getOwn(node, 'properties') !== undefined ||
    getOwn(node, 'additionalProperties') !== undefined
  ) {
    return 'object';
  }
  if (getOwn(node, 'items') !== undefined || getOwn(node, 'prefixItems') !== undefined)
    return 'array';
  const values = Array.isArray(getOwn(node, 'enum'))
    ? (getOwn(node, 'enum') as unknown[])
    : Object.hasOwn(node, 'const')
      ? [getOwn(node, 'const')]
      : [];
  if (values.length > 0 && values.every((value) => typeof value === 'string')) return 'string';
  if (values.length > 0 && values.every((value) => Number.isSafeInteger(value))) return 'integer';
  if (values.length > 0 && values.every((value) => typeof value === 'number')) return 'number';
  if (values.length > 0 && values.every((value) => typeof value === 'boolean')) return 'boolean';
  if (['minLength', 'maxLength', 'pattern'].some((key) => Object.hasOwn(node, key)))
    return 'string';
  if (['minimum', 'maximum'].some((key) => Object.hasOwn(node, key))) return 'number';
  return undefined;
}
function lowerArray<Type extends string>(
  context: Context<Type>,
  node: Readonly<Record<string, unknown>>,
  draft: Draft<Type>,
  path: string,
  depth: number,
): GeminiSchema<Type> | undefined {
  let items = getOwn(node, 'items');
  const prefix = getOwn(node, 'prefixItems');
  if (Array.isArray(prefix) && prefix.length > 0) {
    const same = prefix.every((member) => text(member) === text(prefix[0]));
    if (same && (items === undefined || items === false)) {
      items = prefix[0];
      report(context, path, 'prefixItems', 'lowered', 'its one item schema became items');
    } else {
      report(
        context,
        path,
        'prefixItems',
        'lowered',
        'a tuple of different items is asked for as JSON text',
      );
      return asJsonText(context, node, 'array', path);
    }
  }
  if (!isRecord(items) || (inferType(items) === undefined && !hasShape(items))) {
    report(context, path, 'items', 'lowered', 'an array of any values is asked for as JSON text');
    return asJsonText(context, node, 'array', path);
  }
  draft.schema.items = lowerNode(context, items, `${path}[]`, depth + 1);
  const minItems = count(getOwn(node, 'minItems'));
  const maxItems = count(getOwn(node, 'maxItems'));
  if (minItems !== undefined) draft.schema.minItems = minItems;
  if (maxItems !== undefined) draft.schema.maxItems = maxItems;
  if (getOwn(node, 'uniqueItems') === true) {
    draft.notes.push('The items must differ.');
    report(context, path, 'uniqueItems', 'lowered', 'moved into the description');
  }
  return undefined;
}

/** Whether a node declares a type or something a type follows from. */
function hasShape(node: Readonly<Record<string, unknown>>): boolean {
  return ['type', 'anyOf', 'oneOf', 'allOf', '$ref'].some((key) => getOwn(node, key) !== undefined);
}

function lowerObject<Type extends string>(
  context: Context<Type>,
  node: Readonly<Record<string, unknown>>,
  draft: Draft<Type>,
  path: string,
  depth: number,
  atRoot: boolean,
): GeminiSchema<Type> | undefined {
  const properties = getOwn(node, 'properties');
  const additional = getOwn(node, 'additionalProperties');
  if (!isRecord(properties) || Object.keys(properties).length === 0) {
    if (atRoot) {
      // The root of a function with no parameters: nothing to declare.
      draft.schema.properties = {};
      if (additional !== undefined && additional !== false) {
        report(
          context,
          path,
          'additionalProperties',
          'dropped',
          'arguments beyond the declared ones cannot be declared',
        );
      }
      return undefined;
    }
    report(
      context,
      path,
      'properties',
      'lowered',
      'an object without declared properties is asked for as JSON text',
    );
    return asJsonText(context, node, 'object', path);
  }
  const rendered: Record<string, GeminiSchema<Type>> = {};
  for (const [name, property] of Object.entries(properties)) {
    setOwn(rendered, name, lowerNode(context, property, join(path, name), depth + 1));
  }
  draft.schema.properties = rendered;
  const names = Object.keys(rendered);
  const declared = getOwn(node, 'required');
  if (Array.isArray(declared)) {
    const required = declared.filter(
      (name) => typeof name === 'string' && Object.hasOwn(rendered, name),
    );
    if (required.length < declared.length) {
      report(context, path, 'required', 'dropped', 'names no declared property');
    }
    draft.schema.required = [...new Set(required as string[])];
  }
  if (names.length > 1) draft.schema.propertyOrdering = names;
  if (additional === false) {
    report(
      context,
      path,
      'additionalProperties',
      'dropped',
      'Gemini cannot forbid other properties; the pipeline refuses unknown arguments',
    );
  } else if (additional !== undefined && additional !== true) {
    report(
      context,
      path,
      'additionalProperties',
      'dropped',
      'properties beyond the declared ones cannot be declared',
    );
  }
  const minProperties = count(getOwn(node, 'minProperties'));
  const maxProperties = count(getOwn(node, 'maxProperties'));
  if (minProperties !== undefined) draft.schema.minProperties = minProperties;
  if (maxProperties !== undefined) draft.schema.maxProperties = maxProperties;
  return undefined;
}

function lowerTyped<Type extends string>(
  context: Context<Type>,
  node: Readonly<Record<string, unknown>>,
  type: GeminiTypeName,
  path: string,
  depth: number,
  atRoot: boolean,
): GeminiSchema<Type> {
  const draft: Draft<Type> = { schema: { type: context.types[type] }, notes: [] };
  if (getOwn(node, 'nullable') === true) draft.schema.nullable = true;
  reportOutOfPlace(context, node, type, path);
  addEnumOrConst(context, node, draft, type, path);
  addFormat(context, node, draft, type, path);
  if (type === 'STRING') {
    const minLength = count(getOwn(node, 'minLength'));
    const maxLength = count(getOwn(node, 'maxLength'));
    if (minLength !== undefined) draft.schema.minLength = minLength;
    if (maxLength !== undefined) draft.schema.maxLength = maxLength;
    if (typeof getOwn(node, 'pattern') === 'string')
      draft.schema.pattern = getOwn(node, 'pattern') as string;
  } else if (type === 'NUMBER' || type === 'INTEGER') {
    addNumberBounds(context, node, draft, path);
  } else if (type === 'ARRAY') {
    const replaced = lowerArray(context, node, draft, path, depth);
    if (replaced !== undefined) return replaced;
  } else if (type === 'OBJECT') {
    const replaced = lowerObject(context, node, draft, path, depth, atRoot);
    if (replaced !== undefined) return replaced;
  }
  addCommon(context, node, draft, path);
  return finish(draft, getOwn(node, 'description') ?? getOwn(node, 'title'));
}

function lowerNode<Type extends string>(
  context: Context<Type>,
  value: unknown,
  path: string,
  depth: number,
  atRoot = false,
): GeminiSchema<Type> {
  context.nodes += 1;
  if (!isRecord(value)) {
    report(
      context,
      path,
      'schema',
      'lowered',
      'a schema that allows any value is asked for as JSON text',
    );
    return asJsonText(context, {}, 'value', path, true);
  }
  if (depth > MAX_DECLARATION_DEPTH || context.nodes > context.maxNodes) {
    report(
      context,
      path,
      'depth',
      'lowered',
      'a value nested past the limit is asked for as JSON text',
    );
    return asJsonText(context, value, 'value', path, true);
  }
  let node = value;
  const reference = getOwn(node, '$ref');
  if (typeof reference === 'string') {
    const { $ref: _ref, ...siblings } = node;
    if (context.refs.includes(reference)) {
      report(context, path, '$ref', 'lowered', 'a recursive reference is asked for as JSON text');
      return asJsonText(context, siblings, 'value', path);
    }
    const target = resolveRef(context, reference);
    if (target === undefined) {
      report(
        context,
        path,
        '$ref',
        'dropped',
        'a reference that cannot be resolved is asked for as JSON text',
      );
      return asJsonText(context, siblings, 'value', path);
    }
    report(context, path, '$ref', 'lowered', 'the referenced schema was written in its place');
    context.refs.push(reference);
    try {
      return lowerNode(context, { ...target, ...siblings }, path, depth + 1, atRoot);
    } finally {
      context.refs.pop();
    }
  }
  node = mergeAllOf(context, node, path);
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const members = getOwn(node, keyword);
    if (Array.isArray(members) && members.length > 0) {
      return lowerUnion(context, node, keyword, members, path, depth, atRoot);
    }
  }
  const declared = getOwn(node, 'type');
  if (Array.isArray(declared)) {
    const types = declared.filter((type) => type !== 'null');
    const nullable = types.length < declared.length;
    const { type: _type, ...rest } = node;
    if (types.length === 1) {
      if (nullable)
        report(context, path, 'type', 'lowered', 'null in a list of types became nullable');
      const schema = lowerNode(context, { ...rest, type: types[0] }, path, depth, atRoot);
      if (nullable) schema.nullable = true;
      return schema;
    }
    report(context, path, 'type', 'lowered', 'a list of types became anyOf');
    // Each member takes the keywords of its own type; what every type shares stays outside.
    const shared: Record<string, unknown> = nullable ? { nullable: true } : {};
    const specific: Record<string, unknown> = {};
    for (const [key, keyValue] of Object.entries(rest)) {
      if (COMMON.has(key) || !HANDLED.has(key)) shared[key] = keyValue;
      else specific[key] = keyValue;
    }
    return lowerUnion(
      context,
      shared,
      'anyOf',
      types.map((type) => ({ ...keywordsOf(specific, type), type })),
      path,
      depth,
      atRoot,
    );
  }
  const type = typeof declared === 'string' ? declared : inferType(node);
  if (type === 'null') {
    report(context, path, 'type', 'dropped', 'only null was allowed; read as a nullable string');
    return { type: context.types.STRING, nullable: true };
  }
  const geminiType = type === undefined ? undefined : geminiTypeOf(type);
  if (geminiType === undefined) {
    report(
      context,
      path,
      'type',
      'lowered',
      type === undefined
        ? 'a value of any type is asked for as JSON text'
        : 'an unknown type is asked for as JSON text',
    );
    return asJsonText(context, node, 'value', path);
  }
  return lowerTyped(context, node, geminiType, path, depth, atRoot);
}

const DEFAULT_TYPES = Object.freeze(
  Object.fromEntries(GEMINI_TYPE_NAMES.map((name) => [name, name])),
) as GeminiTypes<GeminiTypeName>;

/**
 * Lowers a JSON Schema (core's `interfaceToJsonSchema`, or any other: an MCP tool's, one made
 * by zod) into Gemini's OpenAPI 3.0 subset, the `parameters` of a function declaration: types
 * in Gemini's names, `enum` on strings only, `nullable` for null, `propertyOrdering` to keep
 * the declared order, and no `additionalProperties`, `$schema`, `$defs` or `default`. What
 * Gemini can say another way is lowered (a type list or `oneOf` to `anyOf`, `$ref` inlined,
 * `allOf` merged, a default or a constraint Gemini lacks into the description, a value it cannot
 * describe, such as an object without declared properties or an array of any values, asked for
 * as JSON text, which `runFunctionCalls` decodes again); what it cannot is dropped; both are
 * listed in `lossiness`. Linear in the schema's size, bounded by `maxNodes` and the declaration
 * depth; never throws.
 *
 * @example
 * ```ts
 * toGeminiSchema({ type: 'object', properties: { unit: { type: ['string', 'null'], default: 'c' } } });
 * // schema: { type: 'OBJECT', properties: { unit: { type: 'STRING', nullable: true,
 * //   description: 'Default: "c".' } } }, lossiness: [type lowered, default lowered]
 * ```
 */
export function toGeminiSchema<Type extends string = GeminiTypeName>(
  jsonSchema: unknown,
  options: ToGeminiSchemaOptions<Type> = {},
): GeminiSchemaConversion<Type> {
  const context: Context<Type> = {
    types: options.types ?? (DEFAULT_TYPES as unknown as GeminiTypes<Type>),
    lossiness: [],
    root: isRecord(jsonSchema) ? jsonSchema : {},
    maxNodes: options.maxNodes ?? 10_000,
    nodes: 0,
    refs: [],
  };
  const schema = lowerNode(context, jsonSchema, '', 0, true);
  return { schema, lossiness: context.lossiness };
}
