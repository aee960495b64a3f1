import { getOwn, isRecord, type NativeCall } from '@ai-toolbox/core/kit';
import { assemblyOf } from './assembled-tool-uses.js';

/** What {@link readToolUses} needs to know about cut-off streamed input. */
export interface ReadToolUsesOptions {
  /**
   * What to do with a `tool_use` whose streamed input was cut off before its end: `'refuse'`
   * (default) answers it with an error so the model sends it again, `'run'` runs the repaired
   * input. Only blocks assembled by `createToolUseStream` are known to be cut off.
   */
  readonly cutOffToolUses?: 'refuse' | 'run';
}

function contentOf(source: unknown): readonly unknown[] {
  if (Array.isArray(source)) return source;
  if (!isRecord(source)) return [];
  const content = getOwn(source, 'content');
  return Array.isArray(content) ? content : [];
}

/**
 * The `tool_use` blocks of an assistant message (`message.content`), or of an array of content
 * blocks, in order, as calls for the pipeline. Other blocks (text, thinking, `server_tool_use`
 * and the results the server already gave) need no answer and are skipped; a message whose
 * content is a string has none. A `tool_use` without an `id` or an `input` object is still
 * read, so that it gets its answer. Input that a tool use stream assembled brings its repairs,
 * and a cut-off one an error unless `cutOffToolUses` is `'run'`.
 */
export function readToolUses(source: unknown, options: ReadToolUsesOptions = {}): NativeCall[] {
  const calls: NativeCall[] = [];
  for (const block of contentOf(source)) {
    if (!isRecord(block) || getOwn(block, 'type') !== 'tool_use') continue;
    const id = getOwn(block, 'id');
    const name = getOwn(block, 'name');
    const callId = typeof id === 'string' ? id : '';
    const toolName = typeof name === 'string' ? name : undefined;
    const assembly = assemblyOf(block);
    if (assembly?.problem !== undefined) {
      calls.push({
        callId,
        name: toolName,
        input: undefined,
        error: {
          code: 'unreadable-arguments',
          message: `The arguments are not readable: ${assembly.problem}. Send the tool's arguments again as one JSON object of its input schema.`,
        },
      });
      continue;
    }
    const call: NativeCall = {
      callId,
      name: toolName,
      input: getOwn(block, 'input'),
      repairs: assembly?.repairs ?? [],
    };
    if (assembly?.cutOff === true && options.cutOffToolUses !== 'run') {
      calls.push({
        ...call,
        error: {
          code: 'truncated-call',
          message: `The call was cut off before its arguments ended (the answer reached its length limit), so it did not run. Call it again with complete arguments.`,
        },
      });
      continue;
    }
    if (callId === '') {
      calls.push({
        ...call,
        error: { code: 'unreadable-call', message: 'The tool use cannot run: it has no id.' },
      });
      continue;
    }
    calls.push(call);
  }
  return calls;
}
