import type { AiToolboxError } from '../ai-toolbox-error.js';
import type { RegisteredFunction } from '../registered-function.js';
import type { ResolvedCall } from '../resolved-call.js';
import { type RunOutcome, runToolFunction } from '../run-tool-function.js';
import type { CallBatch } from './call-batch.js';
import type { CallPipelineContext } from './call-pipeline-context.js';
import type { CallRecord } from './call-record.js';

/**
 * Runs the function with the record's arguments, its own signal and the timeout that applies
 * (the batch's, else the manager's for this function, else the toolbox's, else the default),
 * telling the `beforeCall` listeners right before it starts. The record takes the duration
 * and what the function returned; the error is how the run failed. Synchronous functions are
 * answered synchronously: no promise is made for them.
 *
 * @param call - The call as listeners see it; made only when someone listens or decides.
 */
export function runCall(
  record: CallRecord,
  registered: RegisteredFunction,
  call: ResolvedCall | undefined,
  batch: CallBatch,
  context: CallPipelineContext,
): AiToolboxError | undefined | Promise<AiToolboxError | undefined> {
  const path = registered.path;
  const timeoutMs =
    batch.timeoutMs ??
    context.functionTimeouts.get(path) ??
    registered.entry.timeoutMs ??
    context.defaultTimeoutMs;
  const listeners = context.listeners;
  const started = performance.now();
  const running = runToolFunction(registered.entry, {
    functionName: path,
    args: record.params,
    truncateLength: batch.truncateLength,
    timeoutMs,
    signal: batch.signal,
    onStart:
      call !== undefined && listeners.has('beforeCall')
        ? (signal) => listeners.emit('beforeCall', { ...call, signal })
        : undefined,
  });
  return running instanceof Promise
    ? settle(record, running, started)
    : takeOutcome(record, running, started);
}

function takeOutcome(
  record: CallRecord,
  outcome: RunOutcome,
  started: number,
): AiToolboxError | undefined {
  record.durationMs = performance.now() - started;
  if (!outcome.ok) return outcome.error;
  record.value = outcome.value;
  return undefined;
}

async function settle(
  record: CallRecord,
  running: Promise<RunOutcome>,
  started: number,
): Promise<AiToolboxError | undefined> {
  return takeOutcome(record, await running, started);
}
