import { clipText } from '../clip-text.js';
import { isRecord } from '../function-signature.js';
import { UnreadableCallError } from '../unreadable-call-error.js';
import { type CallRecord, MAX_QUOTED_NAME_LENGTH } from './call-record.js';

/**
 * The first step: a call the translator (or any source) found but could not read carries an
 * `error`, and is answered with it instead of running, under the translator's code and with
 * its message. Any error value stops the call; one that is not the documented
 * `{ code, message }` is read as far as it can be (a string is the message).
 */
export function checkParseError(
  record: CallRecord,
  request: unknown,
): UnreadableCallError | undefined {
  const error = isRecord(request) ? request.error : undefined;
  if (error === undefined || error === null) return undefined;
  // Read defensively: a request from any source may carry any value here.
  const { code, message } =
    typeof error === 'string'
      ? { code: undefined, message: error }
      : (error as { code?: unknown; message?: unknown });
  return new UnreadableCallError({
    functionName: clipText(record.name, MAX_QUOTED_NAME_LENGTH),
    // The translator's own code, kept: rewriting it would tell the application and the model
    // something other than what the translator found.
    parseCode: typeof code === 'string' ? code : UnreadableCallError.defaultCode,
    message: typeof message === 'string' ? message : 'The call could not be read',
  });
}
