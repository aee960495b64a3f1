import * as v from 'valibot';
import { clipText } from './clip-text.js';
import { describeValue } from './describe-value.js';
import {
  findUnsafeNesting,
  MAX_ARGUMENT_CONTAINERS,
  MAX_ARGUMENT_DEPTH,
} from './find-unsafe-nesting.js';
import type { DeclaredParam, FunctionSignature } from './function-signature.js';
import { isRecord } from './function-signature.js';
import {
  InvalidArgumentsError,
  type InvalidParameter,
  type UnknownParameter,
} from './invalid-arguments-error.js';
import { coerceValue } from './kit/coerce-value.js';
import { createRepair } from './kit/create-repair.js';
import type { RepairCode } from './kit/repair-code.js';
import { suggestNames } from './kit/suggest-names.js';
import type { Repair } from './repair.js';

/** The arguments a function receives, and what was done to them. */
export interface NormalizedArguments {
  /** A null-prototype record of the params, coerced to their declared types. */
  readonly params: Record<string, unknown>;
  /** Every unwrapping, renaming and coercion made, in order. */
  readonly repairs: readonly Repair[];
  /** Set when the arguments cannot be made to fit; the function must not run. */
  readonly error?: InvalidArgumentsError;
}

/** Array elements coerced one by one are recorded each up to this many, then counted. */
const maxElementRepairs = 20;

/** What a param holding objects expects besides its type, for the model to read. */
const plainDataExpected = `plain data without a key '__proto__' or 'constructor.prototype', nested at most ${MAX_ARGUMENT_DEPTH} levels deep, with at most ${MAX_ARGUMENT_CONTAINERS} objects and arrays`;

/** The reference's `{ value: X }` wrapper: a plain object whose only keys are `value` and `type`. */
function isValueWrapper(value: unknown): value is { value: unknown } {
  if (!isRecord(value) || !Object.hasOwn(value, 'value')) return false;
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  for (const key of Object.keys(value)) if (key !== 'value' && key !== 'type') return false;
  return true;
}

function repairMessage(param: string, from: unknown, to: unknown): string {
  return `Parameter '${param}': read ${describeValue(from)} as ${describeValue(to)}`;
}

/** Brings one value to its declared type, recording what was changed. */
function fitValue(
  param: DeclaredParam,
  value: unknown,
  repairs: Repair[],
): { ok: true; value: unknown } | { ok: false } {
  const current = value;
  if (!v.is(param.schema, current)) {
    const coerced = coerceValue(current, param.type);
    if (coerced !== undefined && v.is(param.schema, coerced.value)) {
      repairs.push(
        createRepair(coerced.code, repairMessage(param.name, current, coerced.value), param.name),
      );
      return { ok: true, value: coerced.value };
    }
    if (param.type === 'array' && param.items !== undefined) {
      const array = coerced?.code === 'parse-json' ? coerced.value : current;
      if (Array.isArray(array)) {
        const itemType = param.items.type;
        const elementRepairs: Repair[] = [];
        let fixedCount = 0;
        let fixedCode: RepairCode = 'coerce-string';
        const elements = array.map((element, index) => {
          const fixed = coerceValue(element, itemType);
          if (fixed === undefined) return element;
          fixedCount += 1;
          fixedCode = fixed.code;
          if (elementRepairs.length < maxElementRepairs) {
            elementRepairs.push(
              createRepair(
                fixed.code,
                repairMessage(`${param.name}[${index}]`, element, fixed.value),
                param.name,
              ),
            );
          }
          return fixed.value;
        });
        if (fixedCount > elementRepairs.length) {
          // One repair for the rest: a repair per element would grow with the model's text.
          elementRepairs.push(
            createRepair(
              fixedCode,
              `Parameter '${param.name}': ${fixedCount - elementRepairs.length} more elements read the same way`,
              param.name,
            ),
          );
        }
        if (v.is(param.schema, elements)) {
          if (array !== current) {
            repairs.push(
              createRepair(
                'parse-json',
                `Parameter '${param.name}': read the string as a JSON array`,
                param.name,
              ),
            );
          }
          repairs.push(...elementRepairs);
          return { ok: true, value: elements };
        }
      }
    }
    return { ok: false };
  }
  return { ok: true, value: current };
}

/**
 * Checks and coerces a call's arguments against a compiled signature: unwraps `{ value: X }`
 * for params not declared as objects, coerces text to the declared types, fills declared
 * defaults, and reports every missing, unknown and invalid param at once. It never drops a
 * key and never turns an unreadable value into something else.
 *
 * @param caseSensitive - When false, a param written in another case is matched (and the
 * renaming recorded).
 * @param repairs - The list the repairs are added to, returned as `repairs` (a new one by
 * default); the pipeline passes its record's, so that no second list is made per call.
 */
export function normalizeArguments(
  functionName: string,
  signature: FunctionSignature,
  args: unknown,
  caseSensitive: boolean,
  repairs: Repair[] = [],
): NormalizedArguments {
  const params: Record<string, unknown> = Object.create(null);
  if (args === undefined || args === null) args = {};
  if (!isRecord(args)) {
    return {
      params,
      repairs,
      error: new InvalidArgumentsError({
        functionName,
        expectedParams: signature.names,
        message: `Arguments for function '${functionName}' must be named parameters (an object), got ${describeValue(args)}`,
      }),
    };
  }
  const unknown: UnknownParameter[] = [];
  const invalid: InvalidParameter[] = [];
  let source = args;
  if (
    signature.hasRequestBody &&
    !signature.byName.has('request_body') &&
    Object.hasOwn(source, 'request_body')
  ) {
    const body = source.request_body;
    const parsed = typeof body === 'string' ? coerceValue(body, 'object')?.value : body;
    if (isRecord(parsed)) {
      const { request_body: _body, ...rest } = source;
      for (const key of Object.keys(parsed)) {
        // A field given twice keeps neither: which one the model meant cannot be known.
        if (Object.hasOwn(rest, key)) {
          invalid.push({
            param: clipText(key),
            expected: 'given once',
            received: 'it both alone and in request_body',
          });
        }
      }
      source = { ...rest, ...parsed };
      repairs.push(
        createRepair(
          'spread-request-body',
          `Read the fields of 'request_body' as parameters`,
          'request_body',
        ),
      );
    }
  }
  const given = new Set<string>();
  for (const key of Object.keys(source)) {
    let value = source[key];
    let param = signature.byName.get(key);
    if (param === undefined && !caseSensitive) {
      param = signature.byLowerName.get(key.toLowerCase());
      if (param !== undefined) {
        repairs.push(
          createRepair(
            'rename-param',
            `Read parameter '${clipText(key)}' as '${param.name}'`,
            param.name,
          ),
        );
      }
    }
    if (param === undefined) {
      unknown.push({
        param: clipText(key),
        suggestions: suggestNames(key, signature.names, { limit: 1 }),
      });
      continue;
    }
    if (given.has(param.name)) {
      invalid.push({ param: param.name, expected: 'given once', received: 'it twice' });
      continue;
    }
    given.add(param.name);
    if (param.type !== 'object' && isValueWrapper(value)) {
      value = value.value;
      repairs.push(
        createRepair(
          'unwrap-value',
          `Parameter '${param.name}': unwrapped { value: ... }`,
          param.name,
        ),
      );
    }
    if (value === undefined || value === null) {
      if (value === null && !param.isRequired) {
        repairs.push(
          createRepair(
            'drop-null',
            `Parameter '${param.name}': null read as not given`,
            param.name,
          ),
        );
      }
      given.delete(param.name);
      continue;
    }
    const fitted = fitValue(param, value, repairs);
    const unsafe = fitted.ok ? findUnsafeNesting(fitted.value) : undefined;
    if (unsafe !== undefined) {
      invalid.push({ param: param.name, expected: plainDataExpected, received: unsafe });
    } else if (fitted.ok) {
      params[param.name] = fitted.value;
    } else {
      invalid.push({ param: param.name, expected: param.expected, received: describeValue(value) });
    }
  }
  const missing: string[] = [];
  for (const param of signature.params) {
    if (given.has(param.name)) continue;
    if (param.hasDefault) params[param.name] = param.defaultValue;
    else if (param.isRequired) missing.push(param.name);
  }
  if (missing.length > 0 || unknown.length > 0 || invalid.length > 0) {
    return {
      params,
      repairs,
      error: new InvalidArgumentsError({
        functionName,
        missing,
        unknown,
        invalid,
        expectedParams: signature.names,
      }),
    };
  }
  return { params, repairs };
}
