import type { FunctionCallRecord } from '@ai-toolbox/core';

/**
 * The `response` of a function response: `output` with the result the model reads, or `error`
 * with the pipeline's text when the call did not run or failed.
 */
export type GeminiFunctionResult = { readonly output: string } | { readonly error: string };

/** One `functionResponse` part, assignable to `@google/genai`'s `Part`. */
export interface GeminiFunctionResponsePart {
  readonly functionResponse: {
    /** The name of the call answered, as the model wrote it. */
    readonly name: string;
    /** The `id` of the call answered, present when the call had one. */
    readonly id?: string;
    readonly response: GeminiFunctionResult;
  };
}

/** The content that answers a model turn's function calls, assignable to `@google/genai`'s `Content`. */
export interface GeminiFunctionResponseContent {
  readonly role: 'user';
  readonly parts: GeminiFunctionResponsePart[];
}

/** What running a response's function calls gives back. */
export interface GeminiFunctionCallsResult {
  /** One `functionResponse` part per `functionCall` part, in order. */
  readonly parts: GeminiFunctionResponsePart[];
  /**
   * The parts as the `user` turn to append to `contents`, or `null` when there was no function
   * call (the API refuses a turn with no parts).
   */
  readonly content: GeminiFunctionResponseContent | null;
  /** What the pipeline did with each call, in order. */
  readonly records: FunctionCallRecord[];
}

/** The `functionResponse` part for one call's record. */
export function toFunctionResponsePart(
  name: string,
  id: string | undefined,
  record: FunctionCallRecord,
): GeminiFunctionResponsePart {
  const response: GeminiFunctionResult = record.ok
    ? { output: record.result }
    : { error: record.result };
  return {
    functionResponse: id === undefined ? { name, response } : { name, id, response },
  };
}
