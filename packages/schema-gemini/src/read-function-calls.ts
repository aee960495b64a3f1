import { getOwn, isRecord, type NativeCall } from '@ai-toolbox/core/kit';

/** A call read from a `functionCall` part, with what its answer must repeat. */
export interface GeminiFunctionCall extends NativeCall {
  /** The `id` the call had, when it had one (the answer repeats it). */
  readonly id: string | undefined;
}

/** The parts of a response (its first candidate), of a content, or an array of parts. */
function partsOf(source: unknown): readonly unknown[] {
  if (Array.isArray(source)) return source;
  if (!isRecord(source)) return [];
  const candidates = getOwn(source, 'candidates');
  const content = Array.isArray(candidates)
    ? isRecord(candidates[0])
      ? getOwn(candidates[0], 'content')
      : undefined
    : source;
  const parts = isRecord(content) ? getOwn(content, 'parts') : undefined;
  return Array.isArray(parts) ? parts : [];
}

/**
 * The `functionCall` parts of a `generateContent` response (its first candidate's content), of
 * a `Content`, or of an array of parts, in order, as calls for the pipeline. Other parts (text,
 * thoughts, code execution, server-side `toolCall`s) are skipped: they need no answer. A call
 * without a name or with `args` that are not an object is still read, so it gets its answer.
 */
export function readFunctionCalls(source: unknown): GeminiFunctionCall[] {
  const calls: GeminiFunctionCall[] = [];
  for (const part of partsOf(source)) {
    if (!isRecord(part)) continue;
    const call = getOwn(part, 'functionCall');
    if (call === undefined || call === null) continue;
    if (!isRecord(call)) {
      calls.push({
        callId: '',
        id: undefined,
        name: undefined,
        input: undefined,
        error: {
          code: 'unreadable-call',
          message: 'The function call cannot run: it is not an object.',
        },
      });
      continue;
    }
    const id = getOwn(call, 'id');
    const name = getOwn(call, 'name');
    calls.push({
      callId: typeof id === 'string' ? id : '',
      id: typeof id === 'string' ? id : undefined,
      name: typeof name === 'string' ? name : undefined,
      input: getOwn(call, 'args'),
    });
  }
  return calls;
}
