import type { CallScannerContextV2, CallScannerV2 } from '@ai-toolbox/core/kit';
import type { ResolvedMarkersTranslatorSettings } from './markers-translator-settings.js';
import { readMarkerCalls } from './read-marker-calls.js';

/** Eager rereads may cost this many characters per character received, plus the base. */
const REREAD_PER_CHARACTER = 8;
const REREAD_BASE = 65_536;
/** Below this much open text, growth alone does not call for a reread. */
const MIN_GROWTH = 64;

/**
 * The markers scanner as the kit's `defineTranslator` drives it. Text is kept from the first
 * `[` that is still open: whether a marker starting there closes cannot be known before its
 * `]` arrives, and what it holds decides everything after it, so that text is read again, as
 * the whole text would be, only when a reread may hand over a call:
 *
 * - a marker needs `[[` or `]]`, so nothing is reread until a `]` follows a `[[` or a `]]`
 *   arrives (prose with brackets, however many, is read once, at the end);
 * - then at once when the brackets counted since the first open `[` are closed again, or a
 *   marker ending in one `]` waits for the next character, within a budget of
 *   {@link REREAD_PER_CHARACTER} characters read again per character received;
 * - past that budget, or while the count stays open (a `[` that never closes), when the open
 *   text has doubled since the last read, which costs at most twice the text.
 *
 * So the work is linear in the text however it is cut, and the calls are those of reading the
 * whole text at once, which `end` does for whatever is still open.
 */
export function createMarkersCallScanner(
  context: CallScannerContextV2,
  settings: ResolvedMarkersTranslatorSettings,
): CallScannerV2 {
  const functions = context.functions;
  let pending = '';
  let offset = 0;
  let budget = REREAD_BASE;
  let readAt = 0;
  let stopped = false;
  let awaitingNext = false;
  // What the open text holds, counted once per character as it arrives.
  let depth = 0;
  let closedAgain = false;
  let doubleOpen = false;
  let closeSinceRead = false;
  let doubleCloseSinceRead = false;
  let previous = -1;

  const count = (text: string): void => {
    for (let index = 0; index < text.length; index += 1) {
      const code = text.charCodeAt(index);
      if (code === 0x5b /* [ */) {
        depth += 1;
        if (previous === 0x5b /* [ */) doubleOpen = true;
      } else if (code === 0x5d /* ] */) {
        closeSinceRead = true;
        if (previous === 0x5d /* ] */) doubleCloseSinceRead = true;
        if (depth > 0) {
          depth -= 1;
          if (depth === 0) closedAgain = true;
        }
      }
      previous = code;
    }
  };

  const startCount = (text: string): void => {
    depth = 0;
    doubleOpen = false;
    previous = -1;
    count(text);
  };

  const report = (calls: ReturnType<typeof readMarkerCalls>['calls']): void => {
    for (const call of calls) {
      if (!context.report(call)) {
        stopped = true;
        return;
      }
    }
  };

  const reread = (): void => {
    const read = readMarkerCalls(pending, offset, functions, settings, false);
    awaitingNext = read.awaitingNext;
    pending = pending.slice(read.settled);
    offset += read.settled;
    readAt = pending.length;
    startCount(pending);
    closedAgain = false;
    closeSinceRead = false;
    doubleCloseSinceRead = false;
    report(read.calls);
  };

  return {
    push(chunk) {
      if (stopped) return;
      budget += REREAD_PER_CHARACTER * chunk.length;
      if (pending === '') {
        // Nothing is open: keep the chunk only from its first `[`.
        const open = chunk.indexOf('[');
        if (open === -1) {
          offset += chunk.length;
          return;
        }
        offset += open;
        pending = open === 0 ? chunk : chunk.slice(open);
        startCount(pending);
      } else {
        pending += chunk;
        count(chunk);
      }
      const mayHoldMarker = doubleCloseSinceRead || (closeSinceRead && doubleOpen);
      if (awaitingNext || (closedAgain && mayHoldMarker)) {
        if (budget >= pending.length) {
          budget -= pending.length;
          reread();
          return;
        }
      }
      if (mayHoldMarker && pending.length >= 2 * Math.max(readAt, MIN_GROWTH)) reread();
    },
    settledLength() {
      // Everything from the first `[` still open may yet belong to a marker: whether it does
      // depends on brackets not seen yet (`[a]` followed by `]` is one), so only the text
      // before it is settled.
      return offset;
    },
    end() {
      if (stopped || pending === '') return;
      const read = readMarkerCalls(pending, offset, functions, settings, true);
      pending = '';
      report(read.calls);
    },
  };
}
