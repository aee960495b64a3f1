import { clipText } from './clip-text.js';
import { describeValue } from './describe-value.js';
import {
  findUnsafeNesting,
  MAX_ARGUMENT_CONTAINERS,
  MAX_ARGUMENT_DEPTH,
} from './find-unsafe-nesting.js';
import {
  type DeclaredParam,
  describeExpected,
  type FunctionSignature,
  findParam,
  findParamIgnoringCase,
  isRecord,
  paramNames,
} from './function-signature.js';
import {
  InvalidArgumentsError,
  type InvalidParameter,
  type UnknownParameter,
} from './invalid-arguments-error.js';
import { coerceValue } from './kit/coerce-value.js';
import { createRepair } from './kit/create-repair.js';
import { createParamsRecord } from './kit/params-record.js';
import type { RepairCode } from './kit/repair-code.js';
import { setOwn } from './kit/set-own.js';
import { suggestNames } from './kit/suggest-names.js';
import type { Repair } from './repair.js';

/** The arguments a function receives, and what was done to them. */
export interface NormalizedArguments {
  /** A record of the params that inherits nothing, coerced to their declared types. */
  readonly params: Record<string, unknown>;
  /** Every unwrapping, renaming and coercion made, in order. */
  readonly repairs: readonly Repair[];
  /** Set when the arguments cannot be made to fit; the function must not run. */
  readonly error?: InvalidArgumentsError;
}

/** Array elements coerced one by one are recorded each up to this many, then counted. */
const maxElementRepairs = 20;

/** What a param holding objects expects besides its type, for the model to read. */
export const plainDataExpected = `plain data without a key '__proto__' or 'constructor.prototype', nested at most ${MAX_ARGUMENT_DEPTH} levels deep, with at most ${MAX_ARGUMENT_CONTAINERS} objects and arrays`;

/** The reference's `{ value: X }` wrapper: a plain object whose only keys are `value` and `type`. */
export function isValueWrapper(value: unknown): value is { value: unknown } {
  if (!isRecord(value) || !Object.hasOwn(value, 'value')) return false;
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  for (const key of Object.keys(value)) if (key !== 'value' && key !== 'type') return false;
  return true;
}

function repairMessage(param: string, from: unknown, to: unknown): string {
  return `Parameter '${param}': read ${describeValue(from)} as ${describeValue(to)}`;
}

/** What {@link fitValue} gives for a value it cannot bring to the declared type. */
export const UNFIT: unique symbol = Symbol('unfit');

/**
 * Brings one value that does not fit its declared type to it, recording what was changed, or
 * gives {@link UNFIT}.
 */
export function fitValue(param: DeclaredParam, value: unknown, repairs: Repair[]): unknown {
  const current = value;
  const coerced = coerceValue(current, param.type);
  if (coerced !== undefined && param.check(coerced.value)) {
    repairs.push(
      createRepair(coerced.code, repairMessage(param.name, current, coerced.value), param.name),
    );
    return coerced.value;
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
      if (param.check(elements)) {
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
        return elements;
      }
    }
  }
  return UNFIT;
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
 * default).
 */
export function normalizeArguments(
  functionName: string,
  signature: FunctionSignature,
  args: unknown,
  caseSensitive: boolean,
  repairs: Repair[] = [],
): NormalizedArguments {
  const outcome = coerceArguments(functionName, signature, args, caseSensitive, repairs);
  return outcome instanceof InvalidArgumentsError
    ? { params: createParamsRecord(), repairs, error: outcome }
    : { params: outcome, repairs };
}

/** No arguments, for a call that gave none. */
const NO_ARGUMENTS: Record<string, unknown> = Object.freeze({});

/**
 * {@link normalizeArguments} as the pipeline runs it: the params, or the error that stops the
 * call. A call whose arguments already fit allocates its params object and nothing else: the
 * lists of problems are made only when there is one, the params given are marked in a bit set.
 */
export function coerceArguments(
  functionName: string,
  signature: FunctionSignature,
  args: unknown,
  caseSensitive: boolean,
  repairs: Repair[],
): Record<string, unknown> | InvalidArgumentsError {
  const given = args === undefined || args === null ? NO_ARGUMENTS : args;
  if (!isRecord(given)) {
    return new InvalidArgumentsError({
      functionName,
      expectedParams: paramNames(signature),
      message: `Arguments for function '${functionName}' must be named parameters (an object), got ${describeValue(given)}`,
    });
  }
  let unknown: UnknownParameter[] | undefined;
  let invalid: InvalidParameter[] | undefined;
  let source = given;
  if (
    signature.hasRequestBody &&
    findParam(signature, 'request_body') === undefined &&
    Object.hasOwn(source, 'request_body')
  ) {
    const body = source.request_body;
    const parsed = typeof body === 'string' ? coerceValue(body, 'object')?.value : body;
    if (isRecord(parsed)) {
      const { request_body: _body, ...rest } = source;
      for (const key of Object.keys(parsed)) {
        // A field given twice keeps neither: which one the model meant cannot be known.
        if (Object.hasOwn(rest, key)) {
          invalid ??= [];
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
  const declared = signature.params;
  const params: Record<string, unknown> = createParamsRecord();
  // Which params were given: bits for up to 31 params, a list beyond.
  let givenBits = 0;
  const givenList =
    declared.length > 31 ? new Array<boolean>(declared.length).fill(false) : undefined;
  for (const key of Object.keys(source)) {
    let value = source[key];
    let param = findParam(signature, key);
    if (param === undefined && !caseSensitive) {
      param = findParamIgnoringCase(signature, key);
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
      unknown ??= [];
      unknown.push({
        param: clipText(key),
        suggestions: suggestNames(key, paramNames(signature), { limit: 1 }),
      });
      continue;
    }
    const index = param.index;
    if (givenList === undefined ? (givenBits & (1 << index)) !== 0 : givenList[index] === true) {
      invalid ??= [];
      invalid.push({ param: param.name, expected: 'given once', received: 'it twice' });
      continue;
    }
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
      continue;
    }
    if (givenList === undefined) givenBits |= 1 << index;
    else givenList[index] = true;
    // The common case, a value of the declared type, is checked once and taken as it is.
    const fitted = param.check(value) ? value : fitValue(param, value, repairs);
    if (fitted === UNFIT) {
      invalid ??= [];
      invalid.push({
        param: param.name,
        expected: describeExpected(param),
        received: describeValue(value),
      });
      continue;
    }
    const unsafe =
      typeof fitted === 'object' && fitted !== null ? findUnsafeNesting(fitted) : undefined;
    if (unsafe !== undefined) {
      invalid ??= [];
      invalid.push({ param: param.name, expected: plainDataExpected, received: unsafe });
    } else {
      setOwn(params, param.name, fitted);
    }
  }
  let missing: string[] | undefined;
  for (const param of declared) {
    const index = param.index;
    if (givenList === undefined ? (givenBits & (1 << index)) !== 0 : givenList[index] === true) {
      continue;
    }
    if (param.hasDefault) setOwn(params, param.name, param.defaultValue);
    else if (param.isRequired) {
      missing ??= [];
      missing.push(param.name);
    }
  }
  if (missing !== undefined || unknown !== undefined || invalid !== undefined) {
    return new InvalidArgumentsError({
      functionName,
      missing: missing ?? [],
      unknown: unknown ?? [],
      invalid: invalid ?? [],
      expectedParams: paramNames(signature),
    });
  }
  return params;
}
