import type { FunctionInterface } from './function-interface.js';
import type { ParamItems, ParamType } from './function-param.js';
import { isRecord } from './kit/is-record.js';
import { getParamSlots } from './kit/param-slots.js';
import { stringifyValue } from './kit/stringify-value.js';

// Kept here too: the pipeline's modules read it beside the signature they check against.
export { isRecord };

/** Whether a value fits a declared type, as it is (no coercion). */
export type ValueCheck = (value: unknown) => boolean;

/** One parameter as the pipeline checks it, compiled once at registration. */
export interface DeclaredParam {
  readonly name: string;
  /** Its place in {@link FunctionSignature.params}. */
  readonly index: number;
  readonly type: ParamType;
  readonly isRequired: boolean;
  readonly items: ParamItems | undefined;
  /** The values it allows, when the interface declares an `enum`. */
  readonly allowed: readonly unknown[] | undefined;
  readonly hasDefault: boolean;
  readonly defaultValue: unknown;
  /**
   * Whether a value satisfies the declaration: its type, its `enum`, its item type. The same
   * check for every parameter of a type without `enum` or `items`, so that a parameter costs
   * no function of its own (`valueCheckSchema` in the tests states each one with valibot).
   */
  readonly check: ValueCheck;
}

/** Everything the pipeline needs to check a call's arguments, compiled once per function. */
export interface FunctionSignature {
  /** The params in the order positional arguments map to them. */
  readonly params: readonly DeclaredParam[];
  /** Whether the interface declares a request body, whose fields may come as one object. */
  readonly hasRequestBody: boolean;
}

/** Past this many params, a signature looks names up in a map instead of walking its list. */
const MAX_SCANNED_PARAMS = 12;

const typeWords: Record<ParamType, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'an integer',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
};

const typePlurals: Record<ParamType, string> = {
  string: 'strings',
  number: 'numbers',
  integer: 'integers',
  boolean: 'booleans',
  object: 'objects',
  array: 'arrays',
};

const isString: ValueCheck = (value) => typeof value === 'string';
const isFiniteNumber: ValueCheck = (value) => typeof value === 'number' && Number.isFinite(value);
const isSafeInteger: ValueCheck = (value) => Number.isSafeInteger(value);
const isBoolean: ValueCheck = (value) => typeof value === 'boolean';
const isArray: ValueCheck = (value) => Array.isArray(value);

/** The check of each type without `enum` or `items`: one function, shared by every parameter. */
const typeChecks: Record<ParamType, ValueCheck> = {
  string: isString,
  number: isFiniteNumber,
  integer: isSafeInteger,
  boolean: isBoolean,
  object: isRecord,
  array: isArray,
};

/** Every element (holes read as `undefined`, as a schema reads them) passes `check`. */
function arrayOf(check: ValueCheck): ValueCheck {
  return (value) => {
    if (!Array.isArray(value)) return false;
    for (let index = 0; index < value.length; index += 1) {
      if (!check(value[index])) return false;
    }
    return true;
  };
}

/** The declared values, compared as their JSON text, so that `[1]` allows an equal `[1]`. */
function oneOf(check: ValueCheck, allowed: readonly unknown[]): ValueCheck {
  const keys = new Set(allowed.map((value) => stringifyValue(value)));
  return (value) => check(value) && keys.has(stringifyValue(value));
}

function valueCheck(
  type: ParamType,
  allowed: readonly unknown[] | undefined,
  items: ParamItems | undefined,
): ValueCheck {
  let check = typeChecks[type];
  // Items are one level deep: an array of arrays checks only that its elements are arrays.
  if (type === 'array' && items !== undefined)
    check = arrayOf(valueCheck(items.type, items.enum, undefined));
  return allowed === undefined ? check : oneOf(check, allowed);
}

/** What a parameter expects, in words, for error messages. */
export function describeExpected(param: DeclaredParam): string {
  const { allowed, items, type } = param;
  if (allowed !== undefined) {
    return `one of ${allowed.map((value) => (typeof value === 'string' ? `'${value}'` : stringifyValue(value))).join(', ')}`;
  }
  if (type === 'array' && items !== undefined) return `an array of ${typePlurals[items.type]}`;
  return typeWords[type];
}

/** The names of the params, in positional order (for messages, made when one is written). */
export function paramNames(signature: FunctionSignature): string[] {
  return signature.params.map((param) => param.name);
}

/** Lookups by name for signatures with many params, made on first use and kept. */
const nameIndexes = new WeakMap<FunctionSignature, Map<string, DeclaredParam>>();
const lowerNameIndexes = new WeakMap<FunctionSignature, Map<string, DeclaredParam>>();

/** The param named exactly `name`. */
export function findParam(signature: FunctionSignature, name: string): DeclaredParam | undefined {
  const params = signature.params;
  if (params.length <= MAX_SCANNED_PARAMS) {
    for (const param of params) if (param.name === name) return param;
    return undefined;
  }
  let index = nameIndexes.get(signature);
  if (index === undefined) {
    index = new Map(params.map((param) => [param.name, param]));
    nameIndexes.set(signature, index);
  }
  return index.get(name);
}

/** The first param whose name equals `name` but for case, for case-insensitive translators. */
export function findParamIgnoringCase(
  signature: FunctionSignature,
  name: string,
): DeclaredParam | undefined {
  const lower = name.toLowerCase();
  const params = signature.params;
  if (params.length <= MAX_SCANNED_PARAMS) {
    for (const param of params) if (param.name.toLowerCase() === lower) return param;
    return undefined;
  }
  let index = lowerNameIndexes.get(signature);
  if (index === undefined) {
    index = new Map();
    for (const param of params) {
      const key = param.name.toLowerCase();
      if (!index.has(key)) index.set(key, param);
    }
    lowerNameIndexes.set(signature, index);
  }
  return index.get(lower);
}

/**
 * Compiles an interface into the checks its calls go through. The params come in the order
 * of `getParamSlots` (`@ai-toolbox/core/kit`): for an api wrapper its path params, query
 * params, params and request body fields, required fields before optional ones. What a
 * registered function keeps is small (its params and one shared check per plain type), so a
 * manager holds a hundred thousand functions in little memory.
 */
export function compileFunctionSignature(functionInterface: FunctionInterface): FunctionSignature {
  const params: DeclaredParam[] = [];
  for (const slot of getParamSlots(functionInterface)) {
    const declared = slot.param;
    params.push({
      name: slot.name,
      index: params.length,
      type: declared.type,
      isRequired: slot.required,
      items: declared.items,
      allowed: declared.enum,
      hasDefault: Object.hasOwn(declared, 'default') && declared.default !== undefined,
      defaultValue: declared.default,
      check: valueCheck(declared.type, declared.enum, declared.items),
    });
  }
  // Declared fields count even when an earlier section shadows them: the body may still come whole.
  const hasRequestBody =
    functionInterface.type === 'api-wrapper' &&
    Object.keys(functionInterface.request_body ?? {}).length > 0;
  return { params, hasRequestBody };
}
