import type { FunctionCallRequest } from '@ai-toolbox/core';
import {
  type NativeCall,
  type NativeToolSet,
  type ResolvedNativeCallLimits,
  toNativeCallRequests,
} from '@ai-toolbox/core/kit';
import { readToolArguments } from './decode-tool-arguments.js';
import type { NativeToolCall } from './native-tool-call.js';

/**
 * One OpenAI call as core's `NativeCall`: its `arguments` text read (`readToolArguments`),
 * and the refusals only OpenAI's shapes need as the call's own error.
 */
function toNativeCall(
  call: NativeToolCall,
  toolSet: NativeToolSet,
  limits: ResolvedNativeCallLimits,
): NativeCall {
  const base = { callId: call.callId ?? '', name: call.name };
  if (call.problem !== undefined) {
    const message = `The tool call cannot run: ${call.problem}.`;
    return { ...base, input: undefined, error: { code: 'unreadable-call', message } };
  }
  if (call.callId === undefined) {
    // Its answer could not be matched to it: running it would do work no one receives.
    const message =
      'The tool call has no id, so no answer can be matched to it: it was not run. Give every tool call an id.';
    return { ...base, input: undefined, error: { code: 'missing-call-id', message } };
  }
  const tool = call.name === undefined ? undefined : toolSet.byProviderName.get(call.name);
  // An unknown tool is core's to answer, with a "did you mean".
  if (tool === undefined) return { ...base, input: undefined };
  const parameters = tool.properties.map((property) => property.name);
  const read = readToolArguments(call.arguments, limits, parameters);
  return read.error === undefined
    ? { ...base, input: read.input, repairs: read.repairs }
    : { ...base, input: undefined, repairs: read.repairs, error: read.error };
}

/**
 * Turns native calls into pipeline requests, one per call, in order: a call without an id is
 * refused (`missing-call-id`), since no answer can be matched to it; a malformed entry is
 * refused (`unreadable-call`); the `arguments` text is decoded (`decodeToolArguments`'s
 * decisions), and the rest is core's `toNativeCallRequests`: the provider name mapped back to
 * `toolbox.function` (an unknown one answered with a "did you mean"), the arguments copied
 * without prototypes, the strict-mode encoding undone and the nested structure checked. A call
 * that cannot run becomes a request carrying an `error`, which the pipeline answers for that
 * call alone. Never throws.
 */
export function toFunctionCallRequests(
  calls: readonly NativeToolCall[],
  toolSet: NativeToolSet,
  limits: ResolvedNativeCallLimits,
): FunctionCallRequest[] {
  return toNativeCallRequests(
    calls.map((call) => toNativeCall(call, toolSet, limits)),
    toolSet,
    limits,
  );
}
