import { getOwn, isRecord, type NativeCallLimits } from '@ai-toolbox/core/kit';
import { type AssembledToolUseBlock, assemblyOf, rememberAssembly } from './assembled-tool-uses.js';
import {
  type AssembledToolInput,
  createToolInputReader,
  type ToolInputReader,
} from './tool-input-reader.js';

/** Assembles the `tool_use` blocks of one streamed Messages API response. */
export interface ToolUseStream {
  /**
   * Reads one stream event (`RawMessageStreamEvent`: `content_block_start`,
   * `content_block_delta` with an `input_json_delta`, `content_block_stop`, `message_delta`,
   * `message_start`); events of other kinds and other blocks are let pass. A second
   * `message_start` begins a new message.
   */
  push(event: unknown): void;
  /**
   * The `tool_use` blocks read so far, in the order of their index, each with its input as far
   * as it went: blocks still open are closed where the stream stands (cut off). Pass them, or a
   * message holding them, to `runToolUses`, which then knows what was repaired and cut.
   */
  toolUses(): AssembledToolUseBlock[];
  /** How one of the blocks given by {@link ToolUseStream.toolUses} was assembled. */
  assemblyOf(block: AssembledToolUseBlock): AssembledToolInput | undefined;
  /** The `stop_reason` of the message, once its `message_delta` came (`'max_tokens'`, ...). */
  readonly stopReason: string | undefined;
}

interface OpenBlock {
  readonly id: string;
  readonly name: string;
  readonly reader: ToolInputReader;
  /** The input the start event carried, used when no fragment follows. */
  readonly startInput: unknown;
  fragments: number;
  done?: AssembledToolUseBlock;
}

/**
 * Creates an assembler for the `tool_use` blocks of a streamed response (`stream: true`, or
 * the SDK's `MessageStream` events): each block's `input_json_delta` fragments go into its own
 * {@link createToolInputReader}, so the work is linear in the streamed text however it is cut,
 * and a block the stream cut off (the answer reached `max_tokens`, the connection dropped) gets
 * the input core's JSON repairer closes, marked as cut off. Never throws for anything streamed.
 *
 * @example
 * ```ts
 * const stream = createToolUseStream();
 * for await (const event of await client.messages.create({ ...request, stream: true })) {
 *   stream.push(event);
 * }
 * const { message } = await anthropicTools.runToolUses(stream.toolUses());
 * ```
 */
export function createToolUseStream(limits: NativeCallLimits = {}): ToolUseStream {
  let blocks = new Map<number, OpenBlock>();
  let stopReason: string | undefined;

  const close = (block: OpenBlock): AssembledToolUseBlock => {
    if (block.done !== undefined) return block.done;
    let assembly = block.reader.end();
    // A block with no fragment at all: the start event's input is the whole input.
    if (block.fragments === 0 && isRecord(block.startInput)) {
      assembly = { input: block.startInput, repairs: [], cutOff: false };
    }
    block.done = { type: 'tool_use', id: block.id, name: block.name, input: assembly.input };
    rememberAssembly(block.done, assembly);
    return block.done;
  };

  return {
    push(event) {
      if (!isRecord(event)) return;
      const type = getOwn(event, 'type');
      const index = getOwn(event, 'index');
      if (type === 'message_start') {
        blocks = new Map();
        stopReason = undefined;
        return;
      }
      if (type === 'message_delta') {
        const delta = getOwn(event, 'delta');
        const reason = isRecord(delta) ? getOwn(delta, 'stop_reason') : undefined;
        if (typeof reason === 'string') stopReason = reason;
        return;
      }
      if (typeof index !== 'number') return;
      if (type === 'content_block_start') {
        const block = getOwn(event, 'content_block');
        if (!isRecord(block) || getOwn(block, 'type') !== 'tool_use' || blocks.has(index)) return;
        const id = getOwn(block, 'id');
        const name = getOwn(block, 'name');
        blocks.set(index, {
          id: typeof id === 'string' ? id : '',
          name: typeof name === 'string' ? name : '',
          reader: createToolInputReader(limits),
          startInput: getOwn(block, 'input'),
          fragments: 0,
        });
        return;
      }
      const block = blocks.get(index);
      if (block === undefined || block.done !== undefined) return;
      if (type === 'content_block_delta') {
        const delta = getOwn(event, 'delta');
        if (!isRecord(delta) || getOwn(delta, 'type') !== 'input_json_delta') return;
        const fragment = getOwn(delta, 'partial_json');
        if (typeof fragment !== 'string') return;
        block.fragments += 1;
        block.reader.write(fragment);
      } else if (type === 'content_block_stop') {
        close(block);
      }
    },
    toolUses() {
      return [...blocks.entries()].sort(([a], [b]) => a - b).map(([, block]) => close(block));
    },
    assemblyOf: (block) => assemblyOf(block),
    get stopReason() {
      return stopReason;
    },
  };
}
