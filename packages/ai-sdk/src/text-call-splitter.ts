import type {
  FunctionCallStreamV2,
  FunctionInterface,
  ParsedFunctionCall,
  TextSpan,
  TranslatorCall,
  TranslatorV2,
} from '@ai-toolbox/core';

/** A call the translator found, with what it knows of it. */
export type FoundCall = TranslatorCall & {
  readonly raw?: string;
  readonly span?: TextSpan;
  readonly repairs?: ParsedFunctionCall['repairs'];
  readonly error?: ParsedFunctionCall['error'];
};

/** What the splitter hands on: settled text outside calls, and calls, in text order. */
export type SplitEvent =
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'call'; readonly call: FoundCall };

/** Splits streamed model text into the text to show and the calls in it. */
export interface TextCallSplitter {
  /** Feeds the next piece of text; returns what it settled. */
  push(text: string): SplitEvent[];
  /** Ends the text; returns everything left. */
  end(): SplitEvent[];
}

/**
 * The text not shown yet, from offset `start` of the whole text, kept as the chunks it came
 * in: taking text copies each character once, and skipping a call's text copies nothing.
 */
class TextQueue {
  private chunks: string[] = [];
  private head = 0;
  /** How much of the first chunk is already taken. */
  private used = 0;
  /** Where the queue starts in the whole text. */
  start = 0;
  /** Where the queue ends in the whole text. */
  end = 0;

  add(text: string): void {
    if (text.length === 0) return;
    this.chunks.push(text);
    this.end += text.length;
  }

  /** Takes the text up to offset `to` (skipped when `keep` is false). */
  take(to: number, keep: boolean): string {
    let wanted = Math.min(to, this.end) - this.start;
    if (wanted <= 0) return '';
    this.start += wanted;
    const parts: string[] = [];
    while (wanted > 0) {
      const chunk = this.chunks[this.head] as string;
      const left = chunk.length - this.used;
      if (left <= wanted) {
        if (keep) parts.push(this.used === 0 ? chunk : chunk.slice(this.used));
        wanted -= left;
        this.head += 1;
        this.used = 0;
      } else {
        if (keep) parts.push(chunk.slice(this.used, this.used + wanted));
        this.used += wanted;
        wanted = 0;
      }
    }
    if (this.head > 64 && this.head * 2 > this.chunks.length) {
      this.chunks = this.chunks.slice(this.head);
      this.head = 0;
    }
    return parts.length === 1 ? (parts[0] as string) : parts.join('');
  }
}

function spanOf(call: FoundCall): TextSpan | undefined {
  const span = call.span;
  if (span === undefined || span === null) return undefined;
  const { start, end } = span;
  return Number.isInteger(start) && Number.isInteger(end) && start >= 0 && end >= start
    ? span
    : undefined;
}

/**
 * A splitter over a translator's stream (contract v2: adapt others with core's `toTranslatorV2`): text
 * passes on as soon as the stream says it is settled (`settledLength`, else at the end of each
 * call), the text of each call is held back and dropped, and each call is handed on in the push
 * that completes it. A reference translator without a stream is read once at the end, up to the
 * kit's text limit; calls without a span leave the text as it is, since where they sit is
 * unknown.
 */
export function createTextCallSplitter(
  translator: TranslatorV2,
  interfaces: readonly FunctionInterface[],
  rootToolBox: string | null,
): TextCallSplitter {
  const queue = new TextQueue();
  const stream: FunctionCallStreamV2 = translator.createFunctionCallStream(interfaces, rootToolBox);
  let ended = false;

  const settle = (calls: readonly FoundCall[], settledTo: number, events: SplitEvent[]): void => {
    for (const call of calls) {
      const span = spanOf(call);
      if (span !== undefined) {
        const before = queue.take(span.start, true);
        if (before.length > 0) events.push({ type: 'text', text: before });
        queue.take(span.end, false);
      }
      events.push({ type: 'call', call });
    }
    const text = queue.take(settledTo, true);
    if (text.length > 0) events.push({ type: 'text', text });
  };

  // A translator that throws stops reading: the rest is text, and one entry tells the model.
  let failed = false;
  const fail = (thrown: unknown, events: SplitEvent[]): void => {
    failed = true;
    const detail = thrown instanceof Error ? thrown.name : typeof thrown;
    const at = queue.start;
    settle(
      [
        {
          name: '',
          params: {},
          interface: undefined,
          error: {
            code: 'unreadable-call',
            message: `The translator could not read the answer past character ${at} (${detail}); calls after that point were not read.`,
          },
        },
      ],
      queue.end,
      events,
    );
  };

  return {
    push(text) {
      if (ended || text.length === 0) return [];
      queue.add(text);
      const events: SplitEvent[] = [];
      if (failed) {
        settle([], queue.end, events);
        return events;
      }
      try {
        const calls = stream.push(text) as FoundCall[];
        const settled =
          typeof stream.settledLength === 'function' ? stream.settledLength() : queue.start;
        settle(Array.isArray(calls) ? calls : [], settled, events);
      } catch (thrown) {
        fail(thrown, events);
      }
      return events;
    },
    end() {
      if (ended) return [];
      ended = true;
      const events: SplitEvent[] = [];
      if (failed) {
        settle([], queue.end, events);
        return events;
      }
      try {
        const calls: unknown = stream.end();
        settle(Array.isArray(calls) ? (calls as FoundCall[]) : [], queue.end, events);
      } catch (thrown) {
        fail(thrown, events);
      }
      return events;
    },
  };
}
