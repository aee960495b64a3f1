import type { AiToolboxError } from '../ai-toolbox-error.js';
import { asToolboxError } from '../as-toolbox-error.js';
import { CallAbortedError } from '../call-aborted-error.js';
import type { RegisteredFunction } from '../registered-function.js';
import { createResolvedCall, type ResolvedCall } from '../resolved-call.js';
import type { ToolPolicy } from '../tool-policy.js';
import type { CallBatch } from './call-batch.js';
import { type CallPipelineContext, isCaseSensitive } from './call-pipeline-context.js';
import { CallRecord } from './call-record.js';
import { checkCallPolicy } from './check-call-policy.js';
import { checkCallResult } from './check-call-result.js';
import { checkParseError } from './check-parse-error.js';
import { normalizeCallArguments } from './normalize-call-arguments.js';
import { recordCall } from './record-call.js';
import { resolveCall, toolNotFound } from './resolve-call.js';
import { runCall } from './run-call.js';
import { shapeCallResult } from './shape-call-result.js';
import { validateCallArguments } from './validate-call-arguments.js';

/**
 * The pipeline for one call, from any source: read the request → answer a parse error →
 * resolve the name → normalise the arguments → validate them with the function's input schema,
 * when it has one → stop if the batch was cancelled → ask the
 * policy → run → shape the result → record. Each step writes into the one {@link CallRecord};
 * the first step that reports an error ends the call with it. Exactly one record, whatever
 * happens: even a failure of the pipeline itself becomes the call's error.
 *
 * A call that needs no waiting (no policy, a function that returns without a promise) is
 * answered synchronously; the caller awaits only what is a promise.
 */
export function runCallPipeline(
  request: unknown,
  batch: CallBatch,
  context: CallPipelineContext,
): CallRecord | Promise<CallRecord> {
  let outcome: CallRecord | Promise<CallRecord>;
  try {
    outcome = runSteps(request, batch, context);
  } catch (thrown) {
    return recordFailure(request, thrown, context);
  }
  return outcome instanceof Promise ? guard(outcome, request, context) : outcome;
}

function runSteps(
  request: unknown,
  batch: CallBatch,
  context: CallPipelineContext,
): CallRecord | Promise<CallRecord> {
  const record = new CallRecord(request);
  const unreadable = checkParseError(record, request);
  if (unreadable !== undefined) return recordCall(record, unreadable, context);
  const registered = resolveCall(record, context);
  if (registered === undefined) {
    return recordCall(record, toolNotFound(record.name, context), context);
  }
  const invalid = normalizeCallArguments(record, registered, request, isCaseSensitive(context));
  if (invalid !== undefined) return recordCall(record, invalid, context);
  const schema = registered.argumentSchema;
  if (schema !== undefined) {
    const refused = validateCallArguments(record, registered, schema.input);
    if (refused instanceof Promise) {
      return refused.then((error) =>
        error === undefined
          ? runValidated(record, registered, batch, context)
          : recordCall(record, error, context),
      );
    }
    if (refused !== undefined) return recordCall(record, refused, context);
  }
  return runValidated(record, registered, batch, context);
}

/** The steps after the arguments are valid: cancellation, policy, run, shape, record. */
function runValidated(
  record: CallRecord,
  registered: RegisteredFunction,
  batch: CallBatch,
  context: CallPipelineContext,
): CallRecord | Promise<CallRecord> {
  const signal = batch.signal;
  if (signal?.aborted === true) {
    const aborted = new CallAbortedError({ functionName: record.name, reason: signal.reason });
    return recordCall(record, aborted, context);
  }
  const policy = context.policy;
  // The call as policies and listeners see it (and its fingerprint) is made only for them:
  // most calls have neither, and making it costs more than the rest of the call.
  const call =
    policy !== undefined || context.listeners.has('beforeCall')
      ? createResolvedCall(registered, record.params, batch.source, record.raw)
      : undefined;
  return policy !== undefined && call !== undefined
    ? decideThenRun(record, registered, call, policy, batch, context)
    : runThenShape(record, registered, call, batch, context);
}

async function decideThenRun(
  record: CallRecord,
  registered: RegisteredFunction,
  call: ResolvedCall,
  policy: ToolPolicy,
  batch: CallBatch,
  context: CallPipelineContext,
): Promise<CallRecord> {
  const denied = await checkCallPolicy(call, policy, context.approve);
  if (denied !== undefined) return recordCall(record, denied, context);
  return runThenShape(record, registered, call, batch, context);
}

function runThenShape(
  record: CallRecord,
  registered: RegisteredFunction,
  call: ResolvedCall | undefined,
  batch: CallBatch,
  context: CallPipelineContext,
): CallRecord | Promise<CallRecord> {
  const failure = runCall(record, registered, call, batch, context);
  return failure instanceof Promise
    ? shapeWhenRun(record, registered, failure, batch, context)
    : checkThenShape(record, registered, failure, batch, context);
}

/** Shapes once the run settles; `then` rather than `await`, for the reason `runCall` gives. */
function shapeWhenRun(
  record: CallRecord,
  registered: RegisteredFunction,
  failure: Promise<AiToolboxError | undefined>,
  batch: CallBatch,
  context: CallPipelineContext,
): Promise<CallRecord> {
  return failure.then((error) => checkThenShape(record, registered, error, batch, context));
}

/** Validates the result with the function's output schema, when it has one, then shapes it. */
function checkThenShape(
  record: CallRecord,
  registered: RegisteredFunction,
  failure: AiToolboxError | undefined,
  batch: CallBatch,
  context: CallPipelineContext,
): CallRecord | Promise<CallRecord> {
  const output = registered.output;
  if (failure !== undefined || output === undefined) {
    return shapeThenRecord(record, failure, batch, context);
  }
  const refused = checkCallResult(record, output);
  return refused instanceof Promise
    ? refused.then((error) => shapeThenRecord(record, error, batch, context))
    : shapeThenRecord(record, refused, batch, context);
}

function shapeThenRecord(
  record: CallRecord,
  failure: AiToolboxError | undefined,
  batch: CallBatch,
  context: CallPipelineContext,
): CallRecord {
  return recordCall(record, failure ?? shapeCallResult(record, batch, context), context);
}

function guard(
  outcome: Promise<CallRecord>,
  request: unknown,
  context: CallPipelineContext,
): Promise<CallRecord> {
  return outcome.catch((thrown: unknown) => recordFailure(request, thrown, context));
}

/** A safety net: whatever went wrong, the call still gets its one result. */
function recordFailure(request: unknown, thrown: unknown, context: CallPipelineContext) {
  let record: CallRecord;
  try {
    record = new CallRecord(request);
  } catch {
    // Reading the request is what failed (a getter that throws): answer it as nameless.
    record = new CallRecord(undefined);
  }
  const error = asToolboxError(thrown, 'internal-error', 'The call could not be handled: ');
  return recordCall(record, error, context);
}
