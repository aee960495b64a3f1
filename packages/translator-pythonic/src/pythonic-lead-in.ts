import { isBlank, isDigit, isLineBreak, isNamePart, isSpaceOrTab } from '@ai-toolbox/core/kit';

/** Characters of the text before a call, by offset in the whole text; -1 where none is kept. */
export interface TextBehind {
  codeAt(offset: number): number;
}

/** What stands between the start of a call's name and what came before it. */
export interface PythonicLeadIn {
  /**
   * The walk back reached the stop (the end of the previous call, a reasoning block or the
   * start of the text) through nothing but openers, wrappers, separators and markup.
   */
  readonly reachedStop: boolean;
  /** Text that is none of those came between the stop and the call. */
  readonly prose: boolean;
  /** A `[` opens a list before the call. */
  readonly list: boolean;
  /** A `(` with no name before it opens a tuple before the call. */
  readonly tuple: boolean;
  /** A `]` or `)` was crossed: the previous call's list or tuple was closed. */
  readonly closed: boolean;
  /** `print(`, `return`, `await` or `name =` before the call. */
  readonly wrapper: 'print' | 'return' | 'await' | 'assignment' | undefined;
  /** A quote right before the name: the call is written inside a string. */
  readonly quoted: boolean;
  /** A tag that announces calls (`<|python_tag|>`, `<TOOLCALL>`, ...) came right before. */
  readonly callTag: boolean;
}

/** How far back a lead-in is read, in characters. */
export const MAX_LEAD_IN = 256;

/** Tags after which what follows is calls. */
const callTags = new Set([
  '|python_tag|',
  '|python_start|',
  'TOOLCALL',
  'tool_call',
  'tool_calls',
  'function_calls',
  'tool_code',
  '|tool_call|',
  '|tool_calls_begin|',
  '|tool_call_begin|',
]);
/** The token Mistral models write before their calls. */
const mistralToken = '[TOOL_CALLS]';
const wrapperWords = new Set(['return', 'await', 'yield']);
/** Prefixes models put before calls on a line: Nexus Raven's `Call:` and alike. */
const linePrefixes = new Set(['call', 'calls', 'action', 'tool', 'function', 'functions']);
const BULLET = 0x2022;
const ASTERISK = 0x2a;
const maxTagLength = 40;
const maxWordLength = 32;

/**
 * Reads back from the start of a call's name to what came before it, at most
 * {@link MAX_LEAD_IN} characters and never before `stop`: the openers of a list or tuple,
 * wrappers (`print(`, `return`, `x = `), separators after an earlier call (`,`, `;`, line
 * breaks, a closing `]`), quotes of a call written as a string, markup (tags, special tokens,
 * fence lines, inline backticks, list bullets, a `Call:` prefix) and blanks. The first
 * character that is none of those is prose. Bounded work per call, and the walks of two calls
 * never overlap (the later one stops at the earlier one's end), so the whole text costs
 * linear time.
 */
export function readPythonicLeadIn(
  text: TextBehind,
  nameStart: number,
  stop: number,
): PythonicLeadIn {
  const limit = Math.max(stop, nameStart - MAX_LEAD_IN);
  let p = nameStart - 1;
  let quoted = false;
  let list = false;
  let tuple = false;
  let closed = false;
  let callTag = false;
  let wrapper: PythonicLeadIn['wrapper'];
  let prose = false;
  let reachedStop = false;
  const first = text.codeAt(p);
  if (p >= limit && (first === 0x27 || first === 0x22) /* ' or " */) {
    quoted = true;
    p -= 1;
  }
  walk: for (;;) {
    while (p >= limit && isBlank(text.codeAt(p))) p -= 1;
    if (p < limit) {
      reachedStop = p < stop;
      break;
    }
    const code = text.codeAt(p);
    switch (code) {
      case 0x5b: /* [ */ {
        // `values[f(` indexes a value; only a `[` after a blank, an opener or markup opens a list.
        const before = text.codeAt(p - 1);
        if (
          before === 0x5d /* ] */ &&
          readText(text, p - mistralToken.length, p) === mistralToken
        ) {
          // Mistral's [TOOL_CALLS] token written out before the list.
          list = true;
          callTag = true;
          p -= mistralToken.length + 1;
          continue;
        }
        if (isNamePart(before) || before === 0x29 /* ) */ || before === 0x5d /* ] */) {
          prose = true;
          break walk;
        }
        list = true;
        p -= 1;
        continue;
      }
      case 0x28: /* ( */ {
        const word = wordEndingAt(text, p - 1, limit);
        if (word === 'print') {
          wrapper ??= 'print';
          p -= 1 + word.length;
          continue;
        }
        if (word === '') {
          tuple = true;
          p -= 1;
          continue;
        }
        prose = true;
        break walk;
      }
      case 0x2c /* , */:
      case 0x3b /* ; */:
        p -= 1;
        continue;
      case 0x5d /* ] */:
      case 0x29 /* ) */:
        closed = true;
        p -= 1;
        continue;
      case 0x27 /* ' */:
      case 0x22 /* " */:
      case 0x60 /* ` */:
        // The end of an earlier string element, inline code, a fence's backticks.
        p -= 1;
        continue;
      case 0x3e: /* > */ {
        const open = tagStart(text, p, limit);
        if (open < 0) {
          prose = true;
          break walk;
        }
        if (!list && !tuple && wrapper === undefined && !callTag) {
          callTag = callTags.has(readText(text, open + 1, p));
        }
        p = open - 1;
        continue;
      }
      case 0x3d: /* = */ {
        // `name = call(...)`, but not `==`.
        let q = p - 1;
        while (q >= limit && isSpaceOrTab(text.codeAt(q))) q -= 1;
        const word = wordEndingAt(text, q, limit);
        if (word === '' || text.codeAt(q) === 0x3d /* = */ || isDigit(word.charCodeAt(0))) {
          prose = true;
          break walk;
        }
        wrapper ??= 'assignment';
        p = q - word.length;
        continue;
      }
      case 0x2d /* - */:
      case ASTERISK:
      case BULLET:
        if (atLineStart(text, p - 1, limit, stop)) {
          p -= 1;
          continue;
        }
        prose = true;
        break walk;
      case 0x2e: /* . */ {
        // `1.` of a numbered list.
        let q = p - 1;
        while (q >= limit && isDigit(text.codeAt(q))) q -= 1;
        if (q < p - 1 && atLineStart(text, q, limit, stop)) {
          p = q;
          continue;
        }
        prose = true;
        break walk;
      }
      case 0x3a: /* : */ {
        const word = wordEndingAt(text, p - 1, limit);
        if (
          linePrefixes.has(word.toLowerCase()) &&
          atLineStart(text, p - 1 - word.length, limit, stop)
        ) {
          p -= 1 + word.length;
          continue;
        }
        prose = true;
        break walk;
      }
      default: {
        if (isNamePart(code)) {
          const word = wordEndingAt(text, p, limit);
          const before = text.codeAt(p - word.length);
          if (wrapperWords.has(word) && !isNamePart(before) && before !== 0x2e /* . */) {
            wrapper ??= word as 'return' | 'await';
            p -= word.length;
            continue;
          }
          if (before === 0x5c /* \ */ && (word === 'n' || word === 'r' || word === 't')) {
            // A line break written as the two characters \n between calls.
            p -= 2;
            continue;
          }
          if (before === 0x60 /* ` */ && word.length > 0) {
            // The language of a fence: ```python.
            p -= word.length;
            continue;
          }
        }
        prose = true;
        break walk;
      }
    }
  }
  return { reachedStop, prose, list, tuple, closed, wrapper, quoted, callTag };
}

/** The name characters ending at `end` (inclusive), at most {@link maxWordLength}. */
function wordEndingAt(text: TextBehind, end: number, limit: number): string {
  let start = end;
  while (start >= limit && end - start < maxWordLength && isNamePart(text.codeAt(start)))
    start -= 1;
  return readText(text, start + 1, end + 1);
}

function readText(text: TextBehind, from: number, to: number): string {
  let result = '';
  for (let offset = from; offset < to; offset += 1)
    result += String.fromCharCode(text.codeAt(offset));
  return result;
}

/**
 * Where the tag ending with the `>` at `end` starts (its `<`), or -1 when `end` does not end a
 * short tag without blanks: `<|eot_id|>`, `</TOOLCALL>`, `<ctrl42>`, `</think>`.
 */
function tagStart(text: TextBehind, end: number, limit: number): number {
  for (let offset = end - 1; offset >= limit && end - offset <= maxTagLength; offset -= 1) {
    const code = text.codeAt(offset);
    if (code === 0x3c /* < */) return offset < end - 1 ? offset : -1;
    if (isBlank(code) || code === 0x3e /* > */) return -1;
  }
  return -1;
}

/** Whether only spaces and tabs stand between a line start (or the stop) and `end`. */
function atLineStart(text: TextBehind, end: number, limit: number, stop: number): boolean {
  let offset = end;
  while (offset >= limit) {
    const code = text.codeAt(offset);
    if (isLineBreak(code)) return true;
    if (!isSpaceOrTab(code)) return false;
    offset -= 1;
  }
  return offset < stop;
}
