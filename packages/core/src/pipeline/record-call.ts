import type { AiToolboxError } from '../ai-toolbox-error.js';
import { clipText } from '../clip-text.js';
import type { CallPipelineContext } from './call-pipeline-context.js';
import { type CallRecord, MAX_QUOTED_NAME_LENGTH } from './call-record.js';

/**
 * The last step of every call, whatever happened: the record is finished as a success or as
 * `error` (its `result` then the model's `Error: ...` text), counted in the statistics (for its
 * function when it resolved to one) and handed to the `afterCall` listeners.
 */
export function recordCall(
  record: CallRecord,
  error: AiToolboxError | undefined,
  context: CallPipelineContext,
): CallRecord {
  if (error === undefined) {
    record.ok = true;
  } else {
    record.error = error;
    record.result = `Error: ${error.message}`;
  }
  // Only a resolved record has an interface; an unresolved one keeps the name as written,
  // bounded, since the model wrote it.
  const resolved = record.interface !== undefined;
  if (!resolved) record.name = clipText(record.name, MAX_QUOTED_NAME_LENGTH);
  context.stats.countCall(resolved ? record.name : undefined, record.ok, record.durationMs);
  context.listeners.emit('afterCall', record);
  return record;
}
