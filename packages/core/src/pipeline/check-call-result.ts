import { InvalidResultError } from '../invalid-result-error.js';
import { isThenable, readStandardResult } from '../read-standard-issues.js';
import type { StandardSchemaV1 } from '../standard-schema.js';
import type { CallRecord } from './call-record.js';

function take(record: CallRecord, result: unknown): InvalidResultError | undefined {
  const outcome = readStandardResult(result, record.value, 'result');
  if (outcome.ok) {
    record.value = outcome.value;
    return undefined;
  }
  return new InvalidResultError({ functionName: record.name, issues: outcome.issues });
}

/**
 * Validates what the function returned with its output schema (awaited when async). The
 * parsed value replaces the record's `value`, from which the model's text is shaped; a value
 * the schema refuses fails the call with an {@link InvalidResultError}.
 */
export function checkCallResult(
  record: CallRecord,
  schema: StandardSchemaV1,
): InvalidResultError | undefined | Promise<InvalidResultError | undefined> {
  const result: unknown = schema['~standard'].validate(record.value);
  return isThenable(result)
    ? Promise.resolve(result).then((settled) => take(record, settled))
    : take(record, result);
}
