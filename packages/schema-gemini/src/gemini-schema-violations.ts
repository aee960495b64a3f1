import { isRecord } from '@ai-toolbox/core/kit';
import { GEMINI_TYPE_NAMES, type GeminiTypeName, type GeminiTypes } from './gemini-schema.js';

/** One way a schema leaves Gemini's OpenAPI subset. */
export interface GeminiSchemaViolation {
  /** Where, as an argument path (`''` for the whole schema). */
  readonly path: string;
  /** What is wrong there. */
  readonly problem: string;
}

const ALLOWED = new Set([
  'type',
  'format',
  'title',
  'description',
  'nullable',
  'enum',
  'items',
  'properties',
  'required',
  'propertyOrdering',
  'anyOf',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'minProperties',
  'maxProperties',
  'pattern',
  'example',
]);

const FORMATS: Readonly<Partial<Record<GeminiTypeName, ReadonlySet<string>>>> = {
  STRING: new Set(['date-time', 'enum']),
  NUMBER: new Set(['float', 'double']),
  INTEGER: new Set(['int32', 'int64']),
};

/**
 * Checks a function declaration's `parameters` against the rules of Gemini's OpenAPI subset that
 * the API enforces or that this package promises: only the subset's keywords (no `default`,
 * `additionalProperties`, `$schema`, `$defs`, `$ref`, `oneOf`, ...), a known type on every
 * schema without `anyOf`, `enum` only on strings and of strings, formats Gemini takes, `items`
 * with a type on every array, declared properties on every object below the top, `required` and
 * `propertyOrdering` naming declared properties only. Empty when the schema follows them all.
 *
 * @example
 * ```ts
 * findGeminiSchemaViolations({ type: 'OBJECT', properties: { a: { type: 'INTEGER', enum: ['1'] } } });
 * // [{ path: 'a', problem: 'enum is only allowed on STRING' }]
 * ```
 */
export function findGeminiSchemaViolations(
  schema: unknown,
  options: { readonly types?: GeminiTypes<string> } = {},
): GeminiSchemaViolation[] {
  const names = new Map<string, GeminiTypeName>(
    GEMINI_TYPE_NAMES.map((name) => [options.types?.[name] ?? name, name]),
  );
  const violations: GeminiSchemaViolation[] = [];
  const add = (path: string, problem: string): void => {
    violations.push({ path, problem });
  };

  const check = (node: unknown, path: string, atRoot: boolean, depth: number): void => {
    if (depth > 64) {
      add(path, 'nested too deep to check');
      return;
    }
    if (!isRecord(node)) {
      add(path, 'a schema must be an object');
      return;
    }
    for (const key of Object.keys(node)) {
      if (!ALLOWED.has(key)) add(path, `${key} is not part of Gemini's schema`);
    }
    if (Array.isArray(node.anyOf)) {
      if (node.anyOf.length === 0) add(path, 'anyOf is empty');
      node.anyOf.forEach((member) => {
        check(member, path, false, depth + 1);
      });
      return;
    }
    const type = typeof node.type === 'string' ? names.get(node.type) : undefined;
    if (type === undefined) {
      add(path, `type ${JSON.stringify(node.type)} is not a Gemini type`);
      return;
    }
    if (node.enum !== undefined) {
      if (type !== 'STRING') add(path, 'enum is only allowed on STRING');
      else if (
        !Array.isArray(node.enum) ||
        !node.enum.every((value) => typeof value === 'string')
      ) {
        add(path, 'enum values must be strings');
      }
    }
    if (node.format !== undefined && FORMATS[type]?.has(String(node.format)) !== true) {
      add(path, `format ${JSON.stringify(node.format)} is not taken on ${type}`);
    }
    if (type === 'ARRAY') {
      if (node.items === undefined) add(path, 'an ARRAY needs items');
      else check(node.items, `${path}[]`, false, depth + 1);
    } else if (node.items !== undefined) {
      add(path, 'items is only allowed on ARRAY');
    }
    if (type !== 'OBJECT') {
      if (node.properties !== undefined) add(path, 'properties is only allowed on OBJECT');
      return;
    }
    const properties = isRecord(node.properties) ? node.properties : undefined;
    const declared = properties === undefined ? [] : Object.keys(properties);
    if (declared.length === 0 && !atRoot) add(path, 'an OBJECT needs at least one property');
    for (const name of declared) {
      check(
        (properties as Record<string, unknown>)[name],
        path === '' ? name : `${path}.${name}`,
        false,
        depth + 1,
      );
    }
    for (const key of ['required', 'propertyOrdering'] as const) {
      const listed = node[key];
      if (listed === undefined) continue;
      if (!Array.isArray(listed) || !listed.every((name) => declared.includes(name as string))) {
        add(path, `${key} names a property that is not declared`);
      }
    }
    if (Array.isArray(node.propertyOrdering) && node.propertyOrdering.length !== declared.length) {
      add(path, 'propertyOrdering does not list every property');
    }
  };

  check(schema, '', true, 0);
  return violations;
}
