import type { ParsedFunctionCallV2 } from '@ai-toolbox/core';
import type { CallScannerContextV2, CallScannerV2 } from '@ai-toolbox/core/kit';
import { CALL_KEYWORD, isNameCode, readCallLine, readOverlongCallLine } from './read-call-line.js';

/**
 * The longest call line kept, in UTF-16 code units (64 KiB). A longer one is reported as a
 * `'call-too-long'` call when it passes the bound, and the rest of its line is skipped.
 */
export const MAX_CALL_LINE_LENGTH = 64 * 1024;

const NEWLINE = 0x0a;
const SPACE = 0x20;
const TAB = 0x09;

/**
 * Where the scanner is in the current line: at its `start` (only blanks so far), inside the
 * `keyword`, in the `gap` of blanks after it, in a `call` line (held until it ends), or in
 * `prose` (skipped until the next newline).
 */
type LineState = 'start' | 'keyword' | 'gap' | 'call' | 'prose';

/**
 * The resumable scanner of `CALL box.fn {json}` lines, as `defineTranslator` drives it. It
 * keeps only the line in front of it: prose is skipped without being kept, a call line is held
 * from its `CALL` until its newline (at most {@link MAX_CALL_LINE_LENGTH}) and read once, when
 * it ends. A call is complete only when its line ends, because text after the object on the
 * same line still decides whether its arguments can be read; the last line ends at `end()`.
 *
 * @example
 * ```ts
 * defineTranslator({ ...definition, createScanner: createCallLinesScanner });
 * ```
 */
export function createCallLinesScanner(context: CallScannerContextV2): CallScannerV2 {
  let state: LineState = 'start';
  /** The held part of the current line, from its `CALL`, before the chunk being read. */
  let held = '';
  /** Where the held line's `CALL` sits in the whole text. */
  let lineStart = 0;
  /** How much of `CALL` the line has matched so far. */
  let matched = 0;
  let sawGap = false;
  let stopped = false;

  const report = (call: ParsedFunctionCallV2): void => {
    if (!context.report(call)) stopped = true;
  };
  const toProse = (): void => {
    held = '';
    state = 'prose';
  };

  return {
    push(chunk, offset) {
      let at = 0;
      // Where the held line goes on in this chunk: it grows by a slice per chunk, not by
      // characters.
      let keptFrom = 0;
      while (at < chunk.length && !stopped) {
        if (state === 'prose') {
          const newline = chunk.indexOf('\n', at);
          if (newline === -1) return;
          at = newline + 1;
          state = 'start';
          continue;
        }
        if (state === 'call') {
          const newline = chunk.indexOf('\n', at);
          const lineEnd = newline === -1 ? chunk.length : newline;
          const room = MAX_CALL_LINE_LENGTH - held.length;
          if (lineEnd - keptFrom > room) {
            // Cut at the bound itself, so that every chunking reports the same call.
            const line = held + chunk.slice(keptFrom, keptFrom + room);
            at = keptFrom + room;
            toProse();
            report(readOverlongCallLine(line, lineStart, context.functions));
          } else if (newline === -1) {
            held += chunk.slice(keptFrom);
            return;
          } else {
            const line = held + chunk.slice(keptFrom, newline);
            held = '';
            state = 'start';
            at = newline + 1;
            report(readCallLine(line, lineStart, false, context.functions));
          }
          continue;
        }
        // The line's first characters say whether it is a call. They are read one at a time,
        // because a chunk may end anywhere inside `CALL`.
        const code = chunk.charCodeAt(at);
        const blank = code === SPACE || code === TAB;
        if (code === NEWLINE) {
          held = '';
          state = 'start';
          at += 1;
        } else if (state === 'start') {
          if (code === CALL_KEYWORD.charCodeAt(0)) {
            state = 'keyword';
            matched = 1;
            lineStart = offset + at;
            keptFrom = at;
            at += 1;
          } else if (blank) {
            at += 1;
          } else {
            toProse();
          }
        } else if (state === 'keyword') {
          if (code !== CALL_KEYWORD.charCodeAt(matched)) {
            toProse();
          } else {
            matched += 1;
            at += 1;
            if (matched === CALL_KEYWORD.length) {
              state = 'gap';
              sawGap = false;
            }
          }
        } else if (blank && held.length + (at - keptFrom) < MAX_CALL_LINE_LENGTH) {
          sawGap = true;
          at += 1;
        } else if (sawGap && isNameCode(code)) {
          // The name starts here: the call state reads on from this very character.
          state = 'call';
        } else {
          // `CALLS`, `CALL` with no name after it, or blanks past the bound: prose.
          toProse();
        }
      }
      if (state === 'keyword' || state === 'gap') held += chunk.slice(keptFrom);
    },
    end() {
      if (state === 'call' && !stopped) {
        report(readCallLine(held, lineStart, true, context.functions));
      }
      held = '';
      state = 'start';
    },
  };
}
