import { coerceSchemaArguments } from '../coerce-schema-arguments.js';
import type { FunctionCallRequest } from '../function-call-record.js';
import { isRecord } from '../function-signature.js';
import { InvalidArgumentsError } from '../invalid-arguments-error.js';
import { coerceArguments } from '../normalize-arguments.js';
import type { RegisteredFunction } from '../registered-function.js';
import type { CallRecord } from './call-record.js';

/**
 * Unwraps, coerces and validates the arguments the request gave against the function's
 * signature (for a function with an input schema, coerces them for the schema to judge). The record takes the coerced arguments, and every repair joins the ones the
 * translator made; an error means the function must not run.
 */
export function normalizeCallArguments(
  record: CallRecord,
  registered: RegisteredFunction,
  request: unknown,
  caseSensitive: boolean,
): InvalidArgumentsError | undefined {
  // The request's own params, not the record's: params that are not an object are refused here
  // with what they were, never run as none.
  const given = isRecord(request) ? (request as Partial<FunctionCallRequest>).params : undefined;
  const schema = registered.argumentSchema;
  const params =
    schema === undefined
      ? coerceArguments(registered.path, registered.signature, given, caseSensitive, record.repairs)
      : coerceSchemaArguments(
          registered.path,
          registered.signature,
          schema,
          given,
          caseSensitive,
          record.repairs,
        );
  if (params instanceof InvalidArgumentsError) return params;
  record.params = params;
  return undefined;
}
