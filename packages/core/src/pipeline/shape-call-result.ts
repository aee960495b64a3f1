import type { AiToolboxError } from '../ai-toolbox-error.js';
import { asToolboxError } from '../as-toolbox-error.js';
import { shapeResult } from '../shape-result.js';
import type { CallBatch } from './call-batch.js';
import type { CallPipelineContext } from './call-pipeline-context.js';
import type { CallRecord } from './call-record.js';

/**
 * Turns what the function returned into the text the model reads (JSON for non-strings, the
 * translator's output filter, truncation to the batch's limit) and writes it as the record's
 * `result`. The error is a filter that failed.
 */
export function shapeCallResult(
  record: CallRecord,
  batch: CallBatch,
  context: CallPipelineContext,
): AiToolboxError | undefined {
  try {
    record.result = shapeResult(
      record.value,
      record.name,
      record.params,
      context.translator?.outputFilter,
      batch.truncateLength,
    );
    return undefined;
  } catch (error) {
    return asToolboxError(error, 'result-failed', '');
  }
}
