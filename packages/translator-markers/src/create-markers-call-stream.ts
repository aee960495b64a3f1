import type { FunctionCallStream, FunctionInterface, ParsedFunctionCall } from '@ai-toolbox/core';
import type { ResolvedMarkersTranslatorSettings } from './markers-translator-settings.js';
import { createMarkerFunctionIndex, readMarkerCalls } from './read-marker-calls.js';

/**
 * An incremental reader of marker calls: each `push` returns the calls that the text so far
 * settles, `end` the rest, so any way of cutting a text gives the calls of the whole text.
 * Text is kept from the first `[` still open; a chunk is read again from there only when
 * it can close something (it holds a `]`, or a marker ending in one `]` awaits the next
 * character), so prose streamed after an unclosed bracket costs no rereading.
 */
export function createMarkersCallStream(
  interfaces: readonly FunctionInterface[],
  rootToolBox: string | null,
  settings: ResolvedMarkersTranslatorSettings,
): FunctionCallStream {
  const index = createMarkerFunctionIndex(interfaces, rootToolBox, settings.caseSensitive);
  const counter = { count: 0 };
  let pending = '';
  let offset = 0;
  let received = 0;
  let ended = false;
  let overflow = false;
  let awaitingNext = false;

  const tooLong = (): ParsedFunctionCall[] => {
    if (overflow) return [];
    overflow = true;
    return [
      {
        name: '',
        params: {},
        interface: null,
        raw: '',
        span: { start: settings.maxTextLength, end: received },
        repairs: [],
        error: {
          code: 'text-too-long',
          message: `The answer is longer than ${settings.maxTextLength} characters; calls after that were not read`,
        },
      },
    ];
  };

  return {
    push(chunk) {
      if (ended || typeof chunk !== 'string' || chunk === '') return [];
      received += chunk.length;
      if (received > settings.maxTextLength) return tooLong();
      if (!awaitingNext && !chunk.includes(']')) {
        if (pending === '') {
          // Nothing is open: keep the chunk only from its first `[`.
          const open = chunk.indexOf('[');
          if (open === -1) {
            offset += chunk.length;
            return [];
          }
          offset += open;
          pending = chunk.slice(open);
          return [];
        }
        pending += chunk;
        return [];
      }
      pending += chunk;
      const read = readMarkerCalls(pending, offset, index, settings, counter, false);
      awaitingNext = read.awaitingNext;
      pending = pending.slice(read.settled);
      offset += read.settled;
      return read.calls;
    },
    end() {
      if (ended) return [];
      ended = true;
      if (overflow) return [];
      const read = readMarkerCalls(pending, offset, index, settings, counter, true);
      pending = '';
      return read.calls;
    },
  };
}
