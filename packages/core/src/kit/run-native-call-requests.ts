import type { FunctionCallRecord, FunctionCallRequest } from '../function-call-record.js';
import type { CallOptions, ToolManager } from '../tool-manager.js';

/** The part of core's `ToolManager` that running native calls needs. */
export type NativeCallExecutor = Pick<ToolManager, 'executeFunctionCalls'>;

function failedRecord(request: FunctionCallRequest, message: string): FunctionCallRecord {
  return {
    name: request.name,
    params: request.params,
    interface: undefined,
    repairs: request.repairs ?? [],
    ok: false,
    result: `Error: ${message}`,
    durationMs: 0,
  };
}

/**
 * Runs native call requests through the manager's pipeline and guarantees one record per
 * request, in order, even if the pipeline itself fails (then every call is answered with that
 * failure) or an executor that is not core's gives too few records. Never throws.
 *
 * @example
 * ```ts
 * const records = await runNativeCallRequests(manager, requests, { signal });
 * records.length === requests.length; // always
 * ```
 */
export async function runNativeCallRequests(
  executor: NativeCallExecutor,
  requests: readonly FunctionCallRequest[],
  options?: CallOptions,
): Promise<FunctionCallRecord[]> {
  if (requests.length === 0) return [];
  let records: readonly FunctionCallRecord[];
  try {
    records =
      options === undefined
        ? await executor.executeFunctionCalls(requests)
        : await executor.executeFunctionCalls(requests, options);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return requests.map((request) => failedRecord(request, `the call could not run (${reason})`));
  }
  return requests.map(
    (request, index) =>
      (Array.isArray(records) ? records[index] : undefined) ??
      failedRecord(request, 'the call produced no result'),
  );
}
