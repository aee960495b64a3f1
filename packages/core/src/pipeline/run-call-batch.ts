import { isRecord } from '../function-signature.js';
import type { CallBatch } from './call-batch.js';
import type { CallPipelineContext } from './call-pipeline-context.js';
import type { CallRecord } from './call-record.js';
import { runCallPipeline } from './run-call-pipeline.js';

/**
 * Runs the calls of one batch through the pipeline, one after another in their order, and
 * counts the batch. Calls past the manager's `maxCallsPerResponse` are answered with
 * `too-many-calls` instead of running. One record per request, in order.
 */
export async function runCallBatch(
  requests: readonly unknown[],
  batch: CallBatch,
  context: CallPipelineContext,
): Promise<CallRecord[]> {
  context.stats.countBatch();
  const limit = context.maxCallsPerResponse;
  const records: CallRecord[] = [];
  for (let index = 0; index < requests.length; index += 1) {
    const request = index < limit ? requests[index] : pastTheLimit(requests[index], limit);
    const outcome = runCallPipeline(request, batch, context);
    records.push(outcome instanceof Promise ? await outcome : outcome);
  }
  return records;
}

/** A call past the limit: the request as found, carrying the error that answers it. */
function pastTheLimit(request: unknown, limit: number): object {
  return {
    ...(isRecord(request) ? request : {}),
    error: {
      code: 'too-many-calls',
      message: `Too many calls in one answer: only the first ${limit} were run. Call this again in your next answer.`,
    },
  };
}
