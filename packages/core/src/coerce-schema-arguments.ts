import { clipText } from './clip-text.js';
import { describeValue } from './describe-value.js';
import { findUnsafeNesting } from './find-unsafe-nesting.js';
import {
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
import { createRepair } from './kit/create-repair.js';
import { createParamsRecord } from './kit/params-record.js';
import { setOwn } from './kit/set-own.js';
import { suggestNames } from './kit/suggest-names.js';
import { fitValue, isValueWrapper, plainDataExpected, UNFIT } from './normalize-arguments.js';
import type { ArgumentSchema } from './registered-function.js';
import type { Repair } from './repair.js';

/**
 * The pipeline's coercion for a function with an input schema, which is the judge of the
 * arguments: text is brought to the declared types where it can be (`"5"` → 5, recorded as
 * repairs), a `{ value: X }` wrapper unwrapped, a `null` for an optional param that does not
 * take `null` read as not given; everything else is handed to the schema as it came, which
 * answers for missing params, defaults and values of the wrong type. Refused here, before the
 * schema sees them: arguments that are not an object, a param given twice, names the schema
 * does not declare (unless it admits more) and values nested past the pipeline's bounds.
 */
export function coerceSchemaArguments(
  functionName: string,
  signature: FunctionSignature,
  schema: ArgumentSchema,
  args: unknown,
  caseSensitive: boolean,
  repairs: Repair[],
): Record<string, unknown> | InvalidArgumentsError {
  const given = args === undefined || args === null ? {} : args;
  if (!isRecord(given)) {
    return new InvalidArgumentsError({
      functionName,
      expectedParams: paramNames(signature),
      message: `Arguments for function '${functionName}' must be named parameters (an object), got ${describeValue(given)}`,
    });
  }
  let unknown: UnknownParameter[] | undefined;
  let invalid: InvalidParameter[] | undefined;
  const params: Record<string, unknown> = createParamsRecord();
  const seen = new Set<string>();
  for (const key of Object.keys(given)) {
    let value = given[key];
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
    const name = param?.name ?? key;
    if (param === undefined && !schema.open) {
      unknown ??= [];
      unknown.push({
        param: clipText(key),
        suggestions: suggestNames(key, paramNames(signature), { limit: 1 }),
      });
      continue;
    }
    if (seen.has(name)) {
      invalid ??= [];
      invalid.push({ param: clipText(name), expected: 'given once', received: 'it twice' });
      continue;
    }
    seen.add(name);
    if (param !== undefined && param.type !== 'object' && isValueWrapper(value)) {
      value = value.value;
      repairs.push(
        createRepair('unwrap-value', `Parameter '${name}': unwrapped { value: ... }`, name),
      );
    }
    if (value === undefined) continue;
    if (value === null && param !== undefined && !schema.nullable.has(name)) {
      // Models write null for "not given"; a param that takes no null reads it that way.
      if (!param.isRequired) {
        repairs.push(
          createRepair('drop-null', `Parameter '${name}': null read as not given`, name),
        );
        continue;
      }
    }
    let fitted: unknown = value;
    if (param !== undefined && value !== null && !schema.untyped.has(name) && !param.check(value)) {
      const coerced = fitValue(param, value, repairs);
      // What cannot be coerced goes to the schema as it is: its message says what it expects.
      if (coerced !== UNFIT) fitted = coerced;
    }
    const unsafe =
      typeof fitted === 'object' && fitted !== null ? findUnsafeNesting(fitted) : undefined;
    if (unsafe !== undefined) {
      invalid ??= [];
      invalid.push({ param: clipText(name), expected: plainDataExpected, received: unsafe });
    } else {
      setOwn(params, name, fitted);
    }
  }
  if (unknown !== undefined || invalid !== undefined) {
    return new InvalidArgumentsError({
      functionName,
      unknown: unknown ?? [],
      invalid: invalid ?? [],
      expectedParams: paramNames(signature),
    });
  }
  return params;
}
