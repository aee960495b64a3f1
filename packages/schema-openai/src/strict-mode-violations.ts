import { isRecord } from '@ai-toolbox/core/kit';

/** One way a schema breaks the provider's strict-mode rules. */
export interface StrictModeViolation {
  /** Where, as a JSON-pointer-like path (`/properties/unit`). */
  readonly path: string;
  /** What is wrong. */
  readonly problem: string;
}

const ALLOWED_KEYWORDS = new Set([
  'type',
  'description',
  'enum',
  'items',
  'properties',
  'required',
  'additionalProperties',
]);
const ALLOWED_TYPES = new Set([
  'string',
  'number',
  'integer',
  'boolean',
  'object',
  'array',
  'null',
]);
/** The provider's limits for strict schemas. */
const MAX_NESTING = 10;
const MAX_PROPERTIES = 5000;

/**
 * Checks a parameters schema against the strict-mode rules this package follows (the subset
 * of JSON Schema the provider's structured outputs accept): every node has a `type`; every
 * object lists `properties`, requires all of them and sets `additionalProperties: false`;
 * every array has typed `items`; a nullable enum lists `null`; no other keywords (no
 * `default`); at most 10 levels of nesting and 5000 properties. Returns every violation found;
 * an empty list means the schema follows the rules.
 *
 * @example
 * ```ts
 * findStrictModeViolations(registry.build({ strict: true })[0].function.parameters); // []
 * ```
 */
export function findStrictModeViolations(schema: unknown): StrictModeViolation[] {
  const violations: StrictModeViolation[] = [];
  let propertyCount = 0;
  const stack: Array<{ node: unknown; path: string; depth: number }> = [
    { node: schema, path: '', depth: 0 },
  ];
  while (stack.length > 0) {
    const { node, path, depth } = stack.pop() as { node: unknown; path: string; depth: number };
    const where = path === '' ? '/' : path;
    const report = (problem: string) => violations.push({ path: where, problem });
    if (!isRecord(node)) {
      report('a schema must be an object');
      continue;
    }
    for (const keyword of Object.keys(node)) {
      if (!ALLOWED_KEYWORDS.has(keyword)) report(`keyword "${keyword}" is not allowed`);
    }
    const types = Array.isArray(node.type) ? node.type : [node.type];
    if (types.length === 0 || !types.every((type) => ALLOWED_TYPES.has(type as string))) {
      report('"type" must be one or more of string, number, integer, boolean, object, array, null');
    }
    if (Array.isArray(node.enum) && types.includes('null') && !node.enum.includes(null)) {
      report('a nullable enum must list null');
    }
    if (types.includes('object')) {
      if (depth >= MAX_NESTING) report(`objects nest deeper than ${MAX_NESTING} levels`);
      if (node.additionalProperties !== false) report('"additionalProperties" must be false');
      if (!isRecord(node.properties)) {
        report('an object must list its "properties"');
      } else {
        const keys = Object.keys(node.properties);
        propertyCount += keys.length;
        const required = Array.isArray(node.required) ? node.required : [];
        const missing = keys.filter((key) => !required.includes(key));
        if (missing.length > 0 || required.length !== keys.length) {
          report(`"required" must list every property (missing: ${missing.join(', ') || 'none'})`);
        }
        for (const key of keys) {
          stack.push({
            node: node.properties[key],
            path: `${path}/properties/${key}`,
            depth: depth + 1,
          });
        }
      }
    }
    if (types.includes('array')) {
      if (node.items === undefined) report('an array must have "items"');
      else stack.push({ node: node.items, path: `${path}/items`, depth: depth + 1 });
    }
  }
  if (propertyCount > MAX_PROPERTIES) {
    violations.push({ path: '/', problem: `more than ${MAX_PROPERTIES} properties in total` });
  }
  return violations;
}
