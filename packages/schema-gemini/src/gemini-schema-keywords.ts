import { getOwn } from '@ai-toolbox/core/kit';
/**
 * The JSON Schema keywords Gemini's subset takes, by the type they belong to, and the functions
 * that copy them onto a schema being written (or into its description), reporting the rest.
 */
import type { GeminiTypeName } from './gemini-schema.js';
import { type Context, type Draft, report, text } from './gemini-schema-draft.js';

const JSON_TYPES: Readonly<Record<string, GeminiTypeName>> = {
  string: 'STRING',
  number: 'NUMBER',
  integer: 'INTEGER',
  boolean: 'BOOLEAN',
  array: 'ARRAY',
  object: 'OBJECT',
};

/** The Gemini type of a JSON Schema type name, own keys only (`constructor` is no type). */
export function geminiTypeOf(type: string): GeminiTypeName | undefined {
  return Object.hasOwn(JSON_TYPES, type) ? JSON_TYPES[type] : undefined;
}

const STRING_FORMATS = new Set(['date-time', 'enum']);
const NUMBER_FORMATS: Readonly<Record<string, ReadonlySet<string>>> = {
  NUMBER: new Set(['float', 'double']),
  INTEGER: new Set(['int32', 'int64']),
};

// Read elsewhere (by the type they belong to, or with another keyword).
export const HANDLED = new Set([
  'type',
  'description',
  'title',
  'nullable',
  'default',
  'enum',
  'const',
  'format',
  'items',
  'prefixItems',
  'properties',
  'required',
  'additionalProperties',
  'anyOf',
  'oneOf',
  'allOf',
  '$ref',
  'example',
  'examples',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minLength',
  'maxLength',
  'pattern',
  'minProperties',
  'maxProperties',
  'propertyOrdering',
]);

// What a schema says about its value whatever its type: read by addCommon.
export const COMMON = new Set([
  'description',
  'title',
  'default',
  'example',
  'examples',
  'nullable',
]);

// Metadata that says nothing to the model: dropped, and reported as dropped.
const METADATA = new Set([
  '$schema',
  '$id',
  '$anchor',
  '$comment',
  '$defs',
  'definitions',
  'deprecated',
  'readOnly',
  'writeOnly',
]);

/** `default`, `example(s)` and the keywords every type shares; the rest are reported. */
export function addCommon<Type extends string>(
  context: Context<Type>,
  node: Readonly<Record<string, unknown>>,
  draft: Draft<Type>,
  path: string,
): void {
  if (Object.hasOwn(node, 'default')) {
    draft.notes.push(`Default: ${text(getOwn(node, 'default'))}.`);
    report(context, path, 'default', 'lowered', 'moved into the description');
  }
  if (getOwn(node, 'title') !== undefined) {
    if (typeof getOwn(node, 'description') === 'string' && getOwn(node, 'description') !== '') {
      report(context, path, 'title', 'dropped', 'the description says more');
    } else {
      report(context, path, 'title', 'lowered', 'used as the description');
    }
  }
  if (Object.hasOwn(node, 'example')) draft.schema.example = getOwn(node, 'example');
  else if (
    Array.isArray(getOwn(node, 'examples')) &&
    (getOwn(node, 'examples') as unknown[]).length > 0
  ) {
    draft.schema.example = (getOwn(node, 'examples') as unknown[])[0];
    report(context, path, 'examples', 'lowered', 'the first became the example');
  }
  for (const key of Object.keys(node)) {
    if (HANDLED.has(key)) continue;
    report(
      context,
      path,
      key,
      'dropped',
      METADATA.has(key) ? 'metadata that tells the model nothing' : 'Gemini has no such keyword',
    );
  }
}

/** `enum` or `const`: a string enum on strings, the allowed values in the description otherwise. */
export function addEnumOrConst<Type extends string>(
  context: Context<Type>,
  node: Readonly<Record<string, unknown>>,
  draft: Draft<Type>,
  type: GeminiTypeName,
  path: string,
): void {
  const declared = getOwn(node, 'enum');
  const values = Array.isArray(declared)
    ? declared
    : Object.hasOwn(node, 'const')
      ? [getOwn(node, 'const')]
      : undefined;
  if (values === undefined) return;
  const keyword = Array.isArray(declared) ? 'enum' : 'const';
  const allowed = values.filter((value) => value !== null);
  if (allowed.length < values.length) {
    draft.schema.nullable = true;
    report(context, path, keyword, 'lowered', 'null among the values became nullable');
  }
  if (type === 'STRING' && allowed.every((value) => typeof value === 'string')) {
    draft.schema.enum = allowed as string[];
    if (keyword === 'const') report(context, path, 'const', 'lowered', 'read as an enum of one');
    return;
  }
  // Gemini takes enum only on strings: the allowed values go into the description, and the
  // pipeline still refuses any other value.
  draft.notes.push(
    allowed.length === 1
      ? `Must be ${text(allowed[0])}.`
      : `One of: ${allowed.map(text).join(', ')}.`,
  );
  report(
    context,
    path,
    keyword,
    'lowered',
    'values of a type other than string moved into the description',
  );
}

/** `format`: kept where Gemini takes it, moved into the description otherwise. */
export function addFormat<Type extends string>(
  context: Context<Type>,
  node: Readonly<Record<string, unknown>>,
  draft: Draft<Type>,
  type: GeminiTypeName,
  path: string,
): void {
  const format = getOwn(node, 'format');
  if (format === undefined) return;
  const kept =
    typeof format === 'string' &&
    (type === 'STRING' ? STRING_FORMATS.has(format) : NUMBER_FORMATS[type]?.has(format) === true);
  if (kept) {
    draft.schema.format = format;
    return;
  }
  draft.notes.push(`Format: ${typeof format === 'string' ? format : text(format)}.`);
  report(
    context,
    path,
    'format',
    'lowered',
    'a format Gemini does not take moved into the description',
  );
}

/** `minimum` and `maximum` kept; exclusive bounds and `multipleOf` into the description. */
export function addNumberBounds<Type extends string>(
  context: Context<Type>,
  node: Readonly<Record<string, unknown>>,
  draft: Draft<Type>,
  path: string,
): void {
  const minimum = getOwn(node, 'minimum');
  const maximum = getOwn(node, 'maximum');
  if (typeof minimum === 'number' && Number.isFinite(minimum)) draft.schema.minimum = minimum;
  if (typeof maximum === 'number' && Number.isFinite(maximum)) draft.schema.maximum = maximum;
  for (const [keyword, words] of [
    ['exclusiveMinimum', 'More than'],
    ['exclusiveMaximum', 'Less than'],
  ] as const) {
    const bound = getOwn(node, keyword);
    if (bound === undefined) continue;
    if (typeof bound === 'number') draft.notes.push(`${words} ${bound}.`);
    else if (bound === true)
      draft.notes.push(`${words} the ${keyword === 'exclusiveMinimum' ? 'minimum' : 'maximum'}.`);
    report(context, path, keyword, 'lowered', 'moved into the description');
  }
  const multipleOf = getOwn(node, 'multipleOf');
  if (multipleOf !== undefined) {
    draft.notes.push(`A multiple of ${text(multipleOf)}.`);
    report(context, path, 'multipleOf', 'lowered', 'moved into the description');
  }
}

// The keywords that apply to some types only.
const BELONGS: Readonly<Record<string, readonly GeminiTypeName[]>> = {
  minimum: ['NUMBER', 'INTEGER'],
  maximum: ['NUMBER', 'INTEGER'],
  exclusiveMinimum: ['NUMBER', 'INTEGER'],
  exclusiveMaximum: ['NUMBER', 'INTEGER'],
  multipleOf: ['NUMBER', 'INTEGER'],
  minLength: ['STRING'],
  maxLength: ['STRING'],
  pattern: ['STRING'],
  items: ['ARRAY'],
  prefixItems: ['ARRAY'],
  minItems: ['ARRAY'],
  maxItems: ['ARRAY'],
  uniqueItems: ['ARRAY'],
  properties: ['OBJECT'],
  required: ['OBJECT'],
  additionalProperties: ['OBJECT'],
  minProperties: ['OBJECT'],
  maxProperties: ['OBJECT'],
  propertyOrdering: ['OBJECT'],
};

/** The keywords of `node` that apply to `type` (or to every type). */
export function keywordsOf(
  node: Readonly<Record<string, unknown>>,
  type: string,
): Record<string, unknown> {
  const geminiType = geminiTypeOf(type);
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    const types = Object.hasOwn(BELONGS, key) ? BELONGS[key] : undefined;
    if (types === undefined || (geminiType !== undefined && types.includes(geminiType))) {
      kept[key] = value;
    }
  }
  return kept;
}

/** Reports the keywords of `node` that belong to a type other than `type`. */
export function reportOutOfPlace<Type extends string>(
  context: Context<Type>,
  node: Readonly<Record<string, unknown>>,
  type: GeminiTypeName,
  path: string,
): void {
  for (const [keyword, types] of Object.entries(BELONGS)) {
    if (Object.hasOwn(node, keyword) && !types.includes(type)) {
      report(context, path, keyword, 'dropped', 'it does not apply to the declared type');
    }
  }
}
