import * as v from 'valibot';
import type { FunctionInterface } from './function-interface.js';
import type { ParamItems, ParamType } from './function-param.js';
import { isRecord } from './kit/is-record.js';
import { getParamSlots } from './kit/param-slots.js';
import { stringifyValue } from './kit/stringify-value.js';

// Kept here too: the pipeline's modules read it beside the signature they check against.
export { isRecord };

/** One parameter as the pipeline checks it, compiled once at registration. */
export interface DeclaredParam {
  readonly name: string;
  readonly type: ParamType;
  readonly isRequired: boolean;
  readonly items: ParamItems | undefined;
  readonly hasDefault: boolean;
  readonly defaultValue: unknown;
  /** The valibot schema the coerced value must satisfy. */
  readonly schema: v.GenericSchema;
  /** What the parameter expects, in words, for error messages. */
  readonly expected: string;
}

/** Everything the pipeline needs to check a call's arguments, compiled once per function. */
export interface FunctionSignature {
  /** The params in the order positional arguments map to them. */
  readonly params: readonly DeclaredParam[];
  readonly byName: ReadonlyMap<string, DeclaredParam>;
  readonly byLowerName: ReadonlyMap<string, DeclaredParam>;
  readonly names: readonly string[];
  /** Whether the interface declares a request body, whose fields may come as one object. */
  readonly hasRequestBody: boolean;
}

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

function baseSchema(type: ParamType, items: ParamItems | undefined): v.GenericSchema {
  switch (type) {
    case 'string':
      return v.string();
    case 'number':
      return v.pipe(v.number(), v.finite());
    case 'integer':
      return v.pipe(v.number(), v.safeInteger());
    case 'boolean':
      return v.boolean();
    case 'object':
      return v.custom<Record<string, unknown>>(isRecord);
    case 'array':
      return v.array(
        items === undefined ? v.unknown() : valueSchema(items.type, items.enum, undefined),
      );
  }
}

function valueSchema(
  type: ParamType,
  allowed: readonly unknown[] | undefined,
  items: ParamItems | undefined,
): v.GenericSchema {
  const base = baseSchema(type, items);
  if (allowed === undefined) return base;
  const keys = new Set(allowed.map((value) => stringifyValue(value)));
  return v.pipe(
    base,
    v.check((value) => keys.has(stringifyValue(value))),
  );
}

function describeExpected(
  type: ParamType,
  allowed: readonly unknown[] | undefined,
  items: ParamItems | undefined,
): string {
  if (allowed !== undefined) {
    return `one of ${allowed.map((value) => (typeof value === 'string' ? `'${value}'` : stringifyValue(value))).join(', ')}`;
  }
  if (type === 'array' && items !== undefined) return `an array of ${typePlurals[items.type]}`;
  return typeWords[type];
}

/**
 * Compiles an interface into the checks its calls go through. The params come in the order
 * of `getParamSlots` (`@ai-toolbox/core/kit`): for an api wrapper its path params, query
 * params, params and request body fields, required fields before optional ones.
 */
export function compileFunctionSignature(functionInterface: FunctionInterface): FunctionSignature {
  const params: DeclaredParam[] = [];
  const byName = new Map<string, DeclaredParam>();
  const byLowerName = new Map<string, DeclaredParam>();
  for (const slot of getParamSlots(functionInterface)) {
    const declared = slot.param;
    const param: DeclaredParam = {
      name: slot.name,
      type: declared.type,
      isRequired: slot.required,
      items: declared.items,
      hasDefault: Object.hasOwn(declared, 'default') && declared.default !== undefined,
      defaultValue: declared.default,
      schema: valueSchema(declared.type, declared.enum, declared.items),
      expected: describeExpected(declared.type, declared.enum, declared.items),
    };
    params.push(param);
    byName.set(slot.name, param);
    const lower = slot.name.toLowerCase();
    if (!byLowerName.has(lower)) byLowerName.set(lower, param);
  }
  // Declared fields count even when an earlier section shadows them: the body may still come whole.
  const hasRequestBody =
    functionInterface.type === 'api-wrapper' &&
    Object.keys(functionInterface.request_body ?? {}).length > 0;
  return { params, byName, byLowerName, names: params.map((param) => param.name), hasRequestBody };
}
