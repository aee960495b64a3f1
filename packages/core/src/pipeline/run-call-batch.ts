import { isRecord } from '../function-signature.js';
import type { CallBatch } from './call-batch.js';
import type { CallPipelineContext } from './call-pipeline-context.js';
import type { CallRecord } from './call-record.js';
import { runCallPipeline } from './run-call-pipeline.js';

/**
 * Runs the calls of one batch through the pipeline and counts the batch: one after another in
 * their order, or, with a `concurrency` above one, up to that many at once, each call starting
 * as soon as one ends. Calls past the manager's `maxCallsPerResponse` are answered with
 * `too-many-calls` instead of running. One record per request, in request order either way;
 * each call keeps its own policy decision, approval, timeout and signal.
 */
export async function runCallBatch(
  requests: readonly unknown[],
  batch: CallBatch,
  context: CallPipelineContext,
): Promise<CallRecord[]> {
  context.stats.countBatch();
  const limit = context.maxCallsPerResponse;
  const records: CallRecord[] = new Array(requests.length);
  const run = (index: number) =>
    runCallPipeline(
      index < limit ? requests[index] : pastTheLimit(requests[index], limit),
      batch,
      context,
    );
  const workers = Math.min(batch.concurrency, requests.length);
  if (workers <= 1) {
    for (let index = 0; index < requests.length; index += 1) {
      const outcome = run(index);
      records[index] = outcome instanceof Promise ? await outcome : outcome;
    }
    return records;
  }
  // Each worker takes the next call not yet started; a synchronous call is answered at once.
  let next = 0;
  const work = async () => {
    while (next < requests.length) {
      const index = next;
      next += 1;
      const outcome = run(index);
      records[index] = outcome instanceof Promise ? await outcome : outcome;
    }
  };
  const running: Promise<void>[] = [];
  for (let worker = 0; worker < workers; worker += 1) running.push(work());
  await Promise.all(running);
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
