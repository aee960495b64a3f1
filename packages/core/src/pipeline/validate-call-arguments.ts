import { paramNames } from '../function-signature.js';
import { InvalidArgumentsError } from '../invalid-arguments-error.js';
import { isThenable, readStandardResult } from '../read-standard-issues.js';
import type { RegisteredFunction } from '../registered-function.js';
import type { StandardSchemaV1 } from '../standard-schema.js';
import type { CallRecord } from './call-record.js';

function take(
  record: CallRecord,
  registered: RegisteredFunction,
  result: unknown,
): InvalidArgumentsError | undefined {
  const outcome = readStandardResult(result, record.params, 'arguments');
  if (outcome.ok) {
    record.input = outcome.value;
    return undefined;
  }
  return new InvalidArgumentsError({
    functionName: registered.path,
    issues: outcome.issues,
    expectedParams: paramNames(registered.signature),
  });
}

/**
 * Validates the coerced arguments with the function's input schema (`~standard.validate`,
 * awaited when it answers with a promise). The parsed value, with the schema's transforms and
 * defaults, becomes the record's `input`, which the function receives; issues refuse the call
 * with each field named.
 */
export function validateCallArguments(
  record: CallRecord,
  registered: RegisteredFunction,
  schema: StandardSchemaV1,
): InvalidArgumentsError | undefined | Promise<InvalidArgumentsError | undefined> {
  const result: unknown = schema['~standard'].validate(record.params);
  return isThenable(result)
    ? Promise.resolve(result).then((settled) => take(record, registered, settled))
    : take(record, registered, result);
}
