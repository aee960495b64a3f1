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
 * validation lets them through; this package renders them). A `null` default (Python's
 * `None`) is read as no default. `format`, `maximum` and `optional` are dropped: `required`
 * already says what is optional, and the others are not part of the project's param model.
 */
export function toFunctionParam(
  param: BfclParam,
  isRequired: boolean,
  where: string,
): FunctionParam {
  const converted: Record<string, unknown> = {
    type: mapType(param.type, where),
    isRequired,
    description: param.description ?? '',
  };
  if (param.enum !== undefined && param.enum.length > 0) converted.enum = param.enum;
  if (param.items !== undefined) {
    converted.items = toFunctionParam(param.items, true, `${where}[]`);
  }
  if (param.properties !== undefined) {
    const required = new Set(param.required ?? []);
    const properties: Record<string, FunctionParam> = {};
    for (const [name, nested] of Object.entries(param.properties)) {
      properties[name] = toFunctionParam(nested, required.has(name), `${where}.${name}`);
    }
    converted.properties = properties;
  }
  if (param.default !== undefined && param.default !== null) converted.default = param.default;
  return converted as unknown as FunctionParam;
}

/** A BFCL function's parameters as core `FunctionParams`, in declaration order. */
export function toFunctionParams(doc: BfclFunction): Record<string, FunctionParam> {
  const required = new Set(doc.parameters.required ?? []);
  const params: Record<string, FunctionParam> = {};
  for (const [name, param] of Object.entries(doc.parameters.properties)) {
    params[name] = toFunctionParam(param, required.has(name), `${doc.name}.${name}`);
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

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Marks "leave this out" among BFCL's acceptable values. */
export const OMIT = Symbol('omit');

/**
 * The value a model would send for one parameter: the first acceptable value that is not
 * `""` (BFCL's "may be left out"), with nested objects (written as `{ key: [acceptable...] }`)
 * resolved the same way; {@link OMIT} when leaving it out is the only choice.
 */
export function pickExpectedValue(candidates: readonly unknown[]): unknown {
  const chosen = candidates.find((candidate) => candidate !== '');
  return chosen === undefined ? OMIT : resolveNested(chosen);
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
): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const [name, candidates] of Object.entries(params)) {
    const picked = pickExpectedValue(candidates);
    if (picked !== OMIT) args[name] = picked;
  }
  return args;
}
