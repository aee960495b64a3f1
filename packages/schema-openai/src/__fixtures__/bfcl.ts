/**
 * Test support: the Berkeley Function Calling Leaderboard fixture (see bfcl/NOTICE.md) and
 * the mapping of its Python-flavoured docs onto this project's types.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type {
  FunctionInterface,
  FunctionParam,
  ParamType,
  Toolbox,
  ToolboxFunction,
  ToolFunction,
} from '@ai-toolbox/core';
import { hasDeclaredType, isRecord } from '@ai-toolbox/core/kit';

/** A parameter as BFCL writes it. */
export interface BfclParam {
  readonly type: string;
  readonly description?: string;
  readonly enum?: readonly unknown[];
  readonly items?: BfclParam;
  readonly properties?: Readonly<Record<string, BfclParam>>;
  readonly required?: readonly string[];
  readonly default?: unknown;
}

/** A function doc as BFCL writes it. */
export interface BfclFunction {
  readonly name: string;
  readonly description: string;
  readonly parameters: {
    readonly type: string;
    readonly properties: Readonly<Record<string, BfclParam>>;
    readonly required?: readonly string[];
  };
}

/** One expected call: `{ functionName: { param: [acceptable values...] } }`. */
export type BfclExpectedCall = Readonly<
  Record<string, Readonly<Record<string, readonly unknown[]>>>
>;

/** One test entry: the docs the model saw and the calls it should make. */
export interface BfclEntry {
  readonly id: string;
  readonly category: string;
  readonly functions: readonly number[];
  readonly ground_truth: readonly BfclExpectedCall[];
}

/** The fixture, decompressed. */
export interface BfclFixture {
  readonly functions: readonly BfclFunction[];
  readonly entries: readonly BfclEntry[];
}

let fixture: BfclFixture | undefined;

/** Loads the fixture once. */
export function loadBfcl(): BfclFixture {
  fixture ??= JSON.parse(
    gunzipSync(readFileSync(new URL('./bfcl/bfcl-single-turn.json.gz', import.meta.url))).toString(
      'utf8',
    ),
  ) as BfclFixture;
  return fixture;
}

/**
 * BFCL's types and the JSON Schema types they mean. `any` (and the one empty type) become
 * `string`: core has no "any" type, and every BFCL expected value for an `any` parameter is
 * text (a JavaScript expression or a name). `tuple` is a fixed-length array; `float` a number.
 */
export const BFCL_TYPES: Readonly<Record<string, ParamType>> = {
  string: 'string',
  String: 'string',
  any: 'string',
  '': 'string',
  integer: 'integer',
  float: 'number',
  number: 'number',
  boolean: 'boolean',
  Boolean: 'boolean',
  dict: 'object',
  HashMap: 'object',
  array: 'array',
  tuple: 'array',
};

function mapType(type: string, where: string): ParamType {
  const mapped = Object.hasOwn(BFCL_TYPES, type) ? BFCL_TYPES[type] : undefined;
  if (mapped === undefined)
    throw new Error(`${where}: BFCL type ${JSON.stringify(type)} has no mapping`);
  return mapped;
}

/**
 * A BFCL parameter as a core `FunctionParam`, nested `properties` and `items` kept (core's
 * validation lets them through; this package renders them). Three quirks of the docs are
 * read the way their expected answers use them:
 * - an `enum` on an array lists the allowed elements, so it moves to `items`;
 * - an `enum` whose values do not fit the declared type (`boolean` with
 *   `["True", "False", "dontcare"]`, `integer` with `["1", ..., "dontcare"]`) is what the
 *   model must write, so the parameter becomes a `string`;
 * - a `null` default (Python's `None`) is no default, and neither is a default that does not
 *   fit the type or the enum (`"false"` for a boolean, `"N/A"` outside `["seconds", ...]`):
 *   the function would receive a value its own doc forbids.
 * `format`, `maximum` and `optional` are dropped: `required` already says what is optional,
 * and the others are not part of the project's param model. With `keepNullDefaults`, a `null`
 * default stays as written, for the registry, which reads it as no default itself.
 */
export function toFunctionParam(
  param: BfclParam,
  isRequired: boolean,
  where: string,
  options: BfclMappingOptions = {},
): FunctionParam {
  let type = mapType(param.type, where);
  let items = param.items;
  let allowed = param.enum !== undefined && param.enum.length > 0 ? param.enum : undefined;
  if (allowed !== undefined && type === 'array') {
    items = { type: 'string', ...items, enum: allowed };
    allowed = undefined;
  } else if (allowed !== undefined && !allowed.every((value) => hasDeclaredType(value, type))) {
    type = 'string';
  }
  const converted: Record<string, unknown> = {
    type,
    isRequired,
    description: param.description ?? '',
  };
  if (allowed !== undefined) converted.enum = allowed;
  if (items !== undefined) converted.items = toFunctionParam(items, true, `${where}[]`, options);
  if (param.properties !== undefined) {
    const required = new Set(param.required ?? []);
    const properties: Record<string, FunctionParam> = {};
    for (const [name, nested] of Object.entries(param.properties)) {
      properties[name] = toFunctionParam(nested, required.has(name), `${where}.${name}`, options);
    }
    converted.properties = properties;
  }
  const fallback = param.default;
  if (fallback === null && options.keepNullDefaults === true) converted.default = null;
  else if (
    fallback !== undefined &&
    fallback !== null &&
    (allowed === undefined ? hasDeclaredType(fallback, type) : allowed.includes(fallback))
  ) {
    converted.default = fallback;
  }
  return converted as unknown as FunctionParam;
}

/** How {@link toFunctionParam} maps a doc. */
export interface BfclMappingOptions {
  /** Keep `default: null` as written instead of dropping it. */
  readonly keepNullDefaults?: boolean;
}

/** A BFCL function's parameters as core `FunctionParams`, in declaration order. */
export function toFunctionParams(
  doc: BfclFunction,
  options: BfclMappingOptions = {},
): Record<string, FunctionParam> {
  const required = new Set(doc.parameters.required ?? []);
  const params: Record<string, FunctionParam> = {};
  for (const [name, param] of Object.entries(doc.parameters.properties)) {
    params[name] = toFunctionParam(param, required.has(name), `${doc.name}.${name}`, options);
  }
  return params;
}

/** The toolbox of BFCL functions whose name has no dot. */
export const BFCL_ROOT_TOOLBOX = 'bfcl';

/** Where a BFCL function lives: the name before the first dot is its toolbox, as core resolves it. */
export function splitBfclName(name: string): { toolbox: string; functionName: string } {
  const dot = name.indexOf('.');
  return dot > 0
    ? { toolbox: name.slice(0, dot), functionName: name.slice(dot + 1) }
    : { toolbox: BFCL_ROOT_TOOLBOX, functionName: name };
}

/** A BFCL function as a core interface. */
export function toInterface(doc: BfclFunction): FunctionInterface {
  const { toolbox, functionName } = splitBfclName(doc.name);
  return {
    domain: toolbox,
    name: functionName,
    type: 'function',
    description: doc.description,
    params: toFunctionParams(doc),
    returns: 'object',
  };
}

/** Toolboxes holding the given docs; every function runs `run`. */
export function toToolboxes(docs: readonly BfclFunction[], run: ToolFunction): Toolbox[] {
  const byToolbox = new Map<string, Map<string, ToolboxFunction>>();
  for (const doc of docs) {
    const functionInterface = toInterface(doc);
    let functions = byToolbox.get(functionInterface.domain);
    if (functions === undefined) {
      functions = new Map();
      byToolbox.set(functionInterface.domain, functions);
    }
    functions.set(functionInterface.name, { f: run, interface: functionInterface });
  }
  return [...byToolbox].map(([name, functions]) => ({
    getName: () => name,
    getFunction: (functionName: string) => functions.get(functionName) ?? null,
    functions: Object.fromEntries(
      [...functions.keys()].map((functionName) => [functionName, true]),
    ),
  }));
}

/** Marks "leave this out" among BFCL's acceptable values. */
export const OMIT = Symbol('omit');

/**
 * The value a model would send for one parameter: the first acceptable value that `accepts`
 * (BFCL often lists a value its own doc forbids next to one it allows), else leaving it out
 * when BFCL allows that (`""` among the values, or no values), else the first value. Nested
 * objects, written as `{ key: [acceptable...] }`, are resolved to their first values.
 */
export function pickExpectedValue(
  candidates: readonly unknown[],
  accepts: (value: unknown) => boolean = () => true,
): unknown {
  const values = candidates.filter((candidate) => candidate !== '').map(resolveNested);
  const accepted = values.find(accepts);
  if (accepted !== undefined) return accepted;
  if (values.length === 0 || values.length < candidates.length) return OMIT;
  return values[0];
}

function resolveNested(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(resolveNested);
  if (!isRecord(value)) return value;
  const resolved: Record<string, unknown> = {};
  for (const [key, candidates] of Object.entries(value)) {
    const picked = Array.isArray(candidates)
      ? pickExpectedValue(candidates)
      : resolveNested(candidates);
    if (picked !== OMIT) resolved[key] = picked;
  }
  return resolved;
}

/** The arguments of an expected call, as a model would send them. */
export function expectedArguments(
  params: Readonly<Record<string, readonly unknown[]>>,
  accepts: (param: string, value: unknown) => boolean = () => true,
): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const [name, candidates] of Object.entries(params)) {
    const picked = pickExpectedValue(candidates, (value) => accepts(name, value));
    if (picked !== OMIT) args[name] = picked;
  }
  return args;
}
