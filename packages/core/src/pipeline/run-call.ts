import type { AiToolboxError } from '../ai-toolbox-error.js';
import type { RegisteredFunction } from '../registered-function.js';
import type { ResolvedCall } from '../resolved-call.js';
import { RunFailure, type RunOutcome, runToolFunctionWith } from '../run-tool-function.js';
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
  const timeouts = context.functionTimeouts;
  const timeoutMs =
    batch.timeoutMs ??
    (timeouts.size === 0 ? undefined : timeouts.get(path)) ??
    registered.entry.timeoutMs ??
    context.defaultTimeoutMs;
  const listeners = context.listeners;
  const started = now();
  const running = runToolFunctionWith(
    registered.entry,
    path,
    // A function with an input schema receives what the schema parsed.
    registered.argumentSchema === undefined
      ? record.params
      : (record.input as Record<string, unknown>),
    batch.truncateLength,
    timeoutMs,
    batch.signal,
    call !== undefined && listeners.has('beforeCall')
      ? (signal) => listeners.emit('beforeCall', { ...call, signal })
      : undefined,
    batch.reporter,
  );
  return running instanceof Promise
    ? settle(record, running, started)
    : takeOutcome(record, running, started);
}

/** The clock of durations, bound once: reading `performance.now` through the global costs more. */
const now: () => number = performance.now.bind(performance);

function takeOutcome(
  record: CallRecord,
  outcome: RunOutcome,
  started: number,
): AiToolboxError | undefined {
  record.durationMs = now() - started;
  if (outcome instanceof RunFailure) return outcome.error;
  record.value = outcome;
  return undefined;
}

/**
 * Takes the outcome once the run settles: through `then`, not an async function, since on
 * Node 20 each promise costs a hook while an `AsyncLocalStorage` is enabled, and an async
 * function that awaits makes two.
 */
function settle(
  record: CallRecord,
  running: Promise<RunOutcome>,
  started: number,
): Promise<AiToolboxError | undefined> {
  return running.then((outcome) => takeOutcome(record, outcome, started));
}
