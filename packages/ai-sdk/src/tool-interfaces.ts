import {
  type FunctionInterface,
  type FunctionParam,
  PARAM_TYPES,
  type ParamType,
} from '@ai-toolbox/core';
import { setOwn } from '@ai-toolbox/core/kit';
import type { FunctionToolV3 } from './ai-sdk-types.js';
import { METADATA_KEY } from './metadata-key.js';

/** A JSON Schema as the AI SDK hands it over, read defensively. */
type SchemaObject = Record<string, unknown>;

/** The tools of one call, as the translator sees them: interfaces, and the way back. */
export interface ToolInterfaces {
  /** One interface per function tool, in the order of the call's tools. */
  readonly interfaces: readonly FunctionInterface[];
  /** The toolbox whose functions the model may call by their bare name. */
  readonly rootToolBox: string;
  /** The tool name of each interface. */
  readonly toolNameOf: ReadonlyMap<FunctionInterface, string>;
  /** The interface of each tool name. */
  readonly interfaceOf: ReadonlyMap<string, FunctionInterface>;
  /** The input schema of each interface, for coercing what the model wrote. */
  readonly schemaOf: ReadonlyMap<FunctionInterface, SchemaObject>;
}

function isSchemaObject(value: unknown): value is SchemaObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The types a JSON Schema allows, in its own order: from `type` (a name or a list), else from
 * the alternatives of `anyOf` / `oneOf`, else from `const` or `enum` values; `null` left out.
 */
export function schemaTypes(schema: unknown): ParamType[] {
  if (!isSchemaObject(schema)) return [];
  const found: ParamType[] = [];
  const add = (type: unknown): void => {
    if (typeof type === 'string' && (PARAM_TYPES as readonly string[]).includes(type)) {
      if (!found.includes(type as ParamType)) found.push(type as ParamType);
    }
  };
  const type = schema.type;
  if (Array.isArray(type)) for (const entry of type) add(entry);
  else add(type);
  if (found.length > 0) return found;
  for (const key of ['anyOf', 'oneOf'] as const) {
    const alternatives = schema[key];
    if (Array.isArray(alternatives)) {
      for (const alternative of alternatives)
        for (const inner of schemaTypes(alternative)) add(inner);
    }
  }
  if (found.length > 0) return found;
  const values = Object.hasOwn(schema, 'const') ? [schema.const] : schema.enum;
  if (Array.isArray(values)) for (const value of values) add(jsonTypeOf(value));
  return found;
}

/** The JSON Schema type name of a value. */
export function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'bigint') return 'integer';
  return typeof value;
}

/** One property of a tool's input schema as a core param. */
function toParam(schema: unknown, required: boolean): FunctionParam {
  const property = isSchemaObject(schema) ? schema : {};
  // A property whose type the schema does not say is any JSON value: shown as an object, the
  // most general thing a translator writes, and handed over as written.
  const type = schemaTypes(property)[0] ?? 'object';
  const description = typeof property.description === 'string' ? property.description : '';
  const param: Record<string, unknown> = { type, isRequired: required, description };
  const values = Object.hasOwn(property, 'const') ? [property.const] : property.enum;
  if (Array.isArray(values) && values.length > 0) param.enum = [...values];
  if (type === 'array' && isSchemaObject(property.items)) {
    const itemType = schemaTypes(property.items)[0];
    if (itemType !== undefined) param.items = { type: itemType };
  }
  if (Object.hasOwn(property, 'default') && !required) param.default = property.default;
  return param as unknown as FunctionParam;
}

/** The params of a tool's input schema, in the order its properties are declared. */
function toParams(schema: unknown): Record<string, FunctionParam> {
  const params: Record<string, FunctionParam> = Object.create(null);
  if (!isSchemaObject(schema) || !isSchemaObject(schema.properties)) return params;
  const required = new Set(
    Array.isArray(schema.required)
      ? schema.required.filter((name) => typeof name === 'string')
      : [],
  );
  for (const [name, property] of Object.entries(schema.properties)) {
    setOwn(params, name, toParam(property, required.has(name)));
  }
  return params;
}

/** `box` and `fn` of `box<separator>fn`, or `undefined` for a name without the separator. */
function split(name: string, separator: string): { domain: string; name: string } | undefined {
  const cut = name.indexOf(separator);
  return cut > 0 && cut + separator.length < name.length
    ? { domain: name.slice(0, cut), name: name.slice(cut + separator.length) }
    : undefined;
}

/** The function path a tool made by `toAiSdkTools` carries, split at its first dot. */
function pathOf(tool: FunctionToolV3): { domain: string; name: string } | undefined {
  const entry = tool.providerOptions?.[METADATA_KEY];
  const path = isSchemaObject(entry) ? entry.path : undefined;
  return typeof path === 'string' ? split(path, '.') : undefined;
}

/**
 * The call's function tools as core interfaces. A tool made by `toAiSdkTools` carries its
 * function's path; otherwise a tool name holding the separator stands for a dotted path
 * (`weather__get_temp` is `weather.get_temp`, as the schema packages name them), so the model
 * sees and writes the path; any other name is a function of the root toolbox, which the model
 * may call by its bare name.
 */
export function toToolInterfaces(
  tools: readonly FunctionToolV3[],
  rootToolBox: string,
  separator: string,
): ToolInterfaces {
  const interfaces: FunctionInterface[] = [];
  const toolNameOf = new Map<FunctionInterface, string>();
  const interfaceOf = new Map<string, FunctionInterface>();
  const schemaOf = new Map<FunctionInterface, SchemaObject>();
  const taken = new Set<string>();
  for (const tool of tools) {
    if (interfaceOf.has(tool.name)) continue;
    const dotted = pathOf(tool) ?? split(tool.name, separator);
    // Two tools that would show as one path: the later one keeps its own name whole.
    let place = dotted ?? { domain: rootToolBox, name: tool.name };
    if (taken.has(`${place.domain}.${place.name}`))
      place = { domain: rootToolBox, name: tool.name };
    if (taken.has(`${place.domain}.${place.name}`)) place = { domain: tool.name, name: tool.name };
    taken.add(`${place.domain}.${place.name}`);
    const functionInterface: FunctionInterface = {
      domain: place.domain,
      name: place.name,
      type: 'function',
      description: tool.description ?? '',
      params: toParams(tool.inputSchema),
      returns: 'string',
    };
    interfaces.push(functionInterface);
    toolNameOf.set(functionInterface, tool.name);
    interfaceOf.set(tool.name, functionInterface);
    schemaOf.set(
      functionInterface,
      isSchemaObject(tool.inputSchema) ? (tool.inputSchema as SchemaObject) : {},
    );
  }
  return { interfaces, rootToolBox, toolNameOf, interfaceOf, schemaOf };
}
