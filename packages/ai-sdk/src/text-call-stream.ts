import type { StreamPartV3, ToolCallV3, WarningV3 } from './ai-sdk-types.js';
import type { FoundCall, SplitEvent, TextCallSplitter } from './text-call-splitter.js';

/** What {@link createTextCallStream} needs for one response. */
export interface TextCallStreamSettings {
  /** Whether calls are read from the text at all (not with tool choice `none`). */
  readonly parse: boolean;
  /** Warnings to add to the stream's `stream-start`. */
  readonly warnings: readonly WarningV3[];
  /** The splitter of this response's text. */
  createSplitter(): TextCallSplitter;
  /** A call found as a `tool-call` part. */
  toToolCall(call: FoundCall): ToolCallV3;
}

/**
 * The model's stream with calls in its text turned into `tool-call` parts. The text deltas of
 * all text parts are one text to the translator: what it settles passes on at once, in text
 * parts of its own (`<id>`, then `<id>:1`, `<id>:2` after each call); the text of a call is held
 * back and dropped; each call goes out as a `tool-call` part as soon as the translator's stream
 * completes it. Everything else passes through in place; the `finish` part's reason becomes
 * `tool-calls` when a call went out.
 */
export function createTextCallStream(
  settings: TextCallStreamSettings,
): TransformStream<StreamPartV3, StreamPartV3> {
  const splitter = settings.parse ? settings.createSplitter() : undefined;
  /** The id of the text part the model is in, and how many parts it has been split into. */
  let modelTextId = 'text';
  let pieces = 0;
  /** The text part open downstream, if any. */
  let openId: string | undefined;
  let called = false;
  let flushed = false;

  const emit = (
    events: readonly SplitEvent[],
    controller: TransformStreamDefaultController<StreamPartV3>,
  ): void => {
    for (const event of events) {
      if (event.type === 'text') {
        if (openId === undefined) {
          openId = pieces === 0 ? modelTextId : `${modelTextId}:${pieces}`;
          pieces += 1;
          controller.enqueue({ type: 'text-start', id: openId });
        }
        controller.enqueue({ type: 'text-delta', id: openId, delta: event.text });
      } else {
        if (openId !== undefined) {
          controller.enqueue({ type: 'text-end', id: openId });
          openId = undefined;
        }
        called = true;
        controller.enqueue(settings.toToolCall(event.call));
      }
    }
  };

  const finish = (controller: TransformStreamDefaultController<StreamPartV3>): void => {
    if (flushed || splitter === undefined) return;
    flushed = true;
    emit(splitter.end(), controller);
    if (openId !== undefined) {
      controller.enqueue({ type: 'text-end', id: openId });
      openId = undefined;
    }
  };

  return new TransformStream<StreamPartV3, StreamPartV3>({
    transform(part, controller) {
      if (splitter === undefined) {
        if (part.type === 'stream-start' && settings.warnings.length > 0) {
          controller.enqueue({ ...part, warnings: [...part.warnings, ...settings.warnings] });
        } else {
          controller.enqueue(part);
        }
        return;
      }
      switch (part.type) {
        case 'stream-start':
          controller.enqueue(
            settings.warnings.length === 0
              ? part
              : { ...part, warnings: [...part.warnings, ...settings.warnings] },
          );
          return;
        case 'text-start':
          // A new text part of the model's: later settled text goes under its id.
          if (openId === undefined) {
            modelTextId = part.id;
            pieces = 0;
          }
          return;
        case 'text-delta':
          emit(splitter.push(part.delta), controller);
          return;
        case 'text-end':
          // The text may go on in the model's next text part; what is held stays held.
          if (openId !== undefined) {
            controller.enqueue({ type: 'text-end', id: openId });
            openId = undefined;
          }
          return;
        case 'finish':
          finish(controller);
          controller.enqueue(
            called
              ? { ...part, finishReason: { unified: 'tool-calls', raw: part.finishReason.raw } }
              : part,
          );
          return;
        default:
          controller.enqueue(part);
      }
    },
    flush(controller) {
      finish(controller);
    },
  });
}
