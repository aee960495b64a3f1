import type { Repair } from '@ai-toolbox/core';
import {
  createParamsRecord,
  createRepair,
  isBlank,
  MarkerFinder,
  type MarkerSearch,
  type ParsedFunctionCallV2,
  resolveCallName,
  setOwn,
} from '@ai-toolbox/core/kit';
import { readJsonCallsBlock } from './json-calls-reader.js';
import type { TagSyntax } from './tags-call.js';
import {
  buildTagCall,
  cutOffError,
  namelessCall,
  paramTypesOf,
  quote,
  readTagValue,
  trimRange,
  truncatedCall,
  unreadableArguments,
  unreadableCall,
} from './tags-call.js';
import type { TagBlock, TagReadContext } from './tags-format.js';
import { readJsonArguments } from './tags-json-call.js';

const FUNCTION_OPEN = '<function=';
const FUNCTION_CLOSE = '</function>';
const PARAMETER_OPEN = '<parameter=';
const PARAMETER_CLOSE = '</parameter>';

// The markers inside a block, in the order of this set.
const markers = new MarkerFinder([FUNCTION_OPEN, FUNCTION_CLOSE, PARAMETER_OPEN, PARAMETER_CLOSE]);
const M_FUNCTION_OPEN = 0;
const M_FUNCTION_CLOSE = 1;
const M_PARAMETER_OPEN = 2;
const M_PARAMETER_CLOSE = 3;

/** What the Qwen3-Coder XML reader needs to know of the format around it. */
export interface Qwen3XmlSyntax extends TagSyntax {
  /**
   * Whether the block's opener is the call's own `<function=` (a call written without its
   * wrapper), so the call is read from the block's first character to its last.
   */
  readonly bare?: boolean;
}

interface FunctionDraft {
  readonly start: number;
  end: number;
  readonly written: string;
  readonly params: Record<string, unknown>;
  readonly repairs: Repair[];
  error: ParsedFunctionCallV2['error'];
  readonly target: ReturnType<typeof resolveCallName>;
}

/**
 * Reads a block of the Qwen3-Coder XML call format (also Seed-OSS's):
 *
 * ```text
 * <function=get_weather>
 * <parameter=city>
 * Dallas
 * </parameter>
 * </function>
 * ```
 *
 * Each `<function=` in the block is a call (several in one block are read as several). A value
 * loses one line break at either end and is read as its declared type. What models get wrong
 * is read and reported: a `</parameter>` left out (closed where the next `<parameter=` begins
 * on a new line, or at `</function>`), a `</function>` left out, a literal `</parameter>` in a
 * value (a closer counts only when a tag or the end of the block follows it). A block with no
 * `<function=` but a JSON call object (`{"name": ..., "arguments": {...}}`) is read as that call.
 */
export function readQwen3XmlBlock(
  block: TagBlock,
  context: TagReadContext,
  syntax: Qwen3XmlSyntax,
): void {
  const region: TagBlock =
    syntax.bare === true ? { ...block, bodyStart: 0, bodyEnd: block.text.length } : block;
  const { text, bodyEnd } = region;
  const search = markers.search(text);
  const drafts: FunctionDraft[] = [];
  let at = region.bodyStart;
  for (;;) {
    const open = nextMarker(search, text, at, bodyEnd);
    if (open === undefined) break;
    if (open.marker !== M_FUNCTION_OPEN) {
      at = open.index + (markers.markers[open.marker] as string).length;
      continue;
    }
    const draft = readFunction(region, search, open.index, context, syntax);
    drafts.push(draft);
    at = draft.end;
  }
  if (drafts.length === 0) {
    readOtherBody(region, context, syntax);
    return;
  }
  for (const draft of drafts) {
    const whole = drafts.length === 1;
    const start = whole ? 0 : draft.start;
    const end = whole ? text.length : draft.end;
    const call = buildTagCall({
      target: draft.target,
      params: draft.params,
      raw: text.slice(start, end),
      start: block.start + start,
      repairs: draft.repairs,
      error: draft.error,
    });
    if (!context.report(call)) return;
  }
}

/**
 * The first marker at or after `at` and before `end`. Where the template's blanks are all that
 * stand before it, it is told by comparing the text there with each marker, without the search
 * (the markers differ where they start, and blanks start none); the search finds it otherwise.
 */
function nextMarker(search: MarkerSearch, text: string, at: number, end: number) {
  const first = skipBlank(text, at, end);
  if (first === end) return undefined;
  if (text.charCodeAt(first) === 0x3c /* < */) {
    for (let marker = 0; marker < markers.markers.length; marker += 1) {
      if (text.startsWith(markers.markers[marker] as string, first))
        return { marker, index: first };
    }
  }
  const match = search.find(at);
  return match === undefined || match.index >= end ? undefined : match;
}

function skipBlank(text: string, from: number, end: number): number {
  let index = from;
  while (index < end && isBlank(text.charCodeAt(index))) index += 1;
  return index;
}

/** Where the name of a tag that starts at `from` ends: at its `>`, a line break, a `<` or `end`. */
function tagNameEnd(text: string, from: number, end: number): number {
  let index = from;
  while (index < end) {
    const code = text.charCodeAt(index);
    if (code === 0x3e || code === 0x0a /* \n */ || code === 0x3c) break;
    index += 1;
  }
  return index;
}

/** A parameter's value between its tags, less one line break at either end, as its declared type. */
function readParameterValue(
  text: string,
  valueStart: number,
  valueEnd: number,
  types: ReturnType<typeof paramTypesOf>,
  name: string,
  repairs: Repair[],
): unknown {
  let from = valueStart;
  let to = valueEnd;
  if (text.charCodeAt(from) === 0x0a /* \n */) from += 1;
  else if (text.charCodeAt(from) === 0x0d && text.charCodeAt(from + 1) === 0x0a /* \n */) from += 2;
  if (to > from && text.charCodeAt(to - 1) === 0x0a /* \n */) {
    to -= text.charCodeAt(to - 2) === 0x0d && to - 1 > from ? 2 : 1;
  }
  return readTagValue(text.slice(from, to), types, name, repairs);
}

function readFunction(
  block: TagBlock,
  search: MarkerSearch,
  start: number,
  context: TagReadContext,
  syntax: Qwen3XmlSyntax,
): FunctionDraft {
  const { text, bodyEnd } = block;
  const nameStart = start + FUNCTION_OPEN.length;
  const index = tagNameEnd(text, nameStart, bodyEnd);
  const written = unquote(text.slice(...trimRange(text, nameStart, index)));
  const target = resolveCallName(context.functions, written);
  const draft: FunctionDraft = {
    start,
    end: index,
    written,
    params: createParamsRecord(),
    repairs: [],
    error: undefined,
    target,
  };
  if (index >= bodyEnd || text.charCodeAt(index) !== 0x3e) {
    draft.error =
      index >= bodyEnd && block.end !== 'closed' && block.end !== 'interrupted'
        ? cutOff(block, target.name, syntax)
        : unreadableCall(`${quote(`<function=${written}`)} has no closing '>'`, syntax.expected);
    return draft;
  }
  if (written === '') {
    draft.error = unreadableCall('the function name is empty', syntax.expected);
  }
  const types = paramTypesOf(target.interface);
  let at = index + 1;
  for (;;) {
    const next = nextMarker(search, text, at, bodyEnd);
    if (next === undefined) {
      // The block ended before </function>.
      draft.end = bodyEnd;
      if (block.end === 'closed' || block.end === 'interrupted') {
        draft.repairs.push(missingClose(FUNCTION_CLOSE, target.name));
      } else {
        draft.error ??= cutOff(block, target.name, syntax);
      }
      readJsonBody(text, index + 1, bodyEnd, draft, syntax);
      return draft;
    }
    if (next.marker === M_FUNCTION_CLOSE) {
      draft.end = next.index + FUNCTION_CLOSE.length;
      readJsonBody(text, index + 1, next.index, draft, syntax);
      return draft;
    }
    if (next.marker === M_FUNCTION_OPEN) {
      draft.end = next.index;
      draft.repairs.push(missingClose(FUNCTION_CLOSE, target.name));
      readJsonBody(text, index + 1, next.index, draft, syntax);
      return draft;
    }
    if (next.marker === M_PARAMETER_CLOSE) {
      at = next.index + PARAMETER_CLOSE.length;
      continue;
    }
    const end = readParameter(block, search, next.index, draft, types, syntax);
    if (end === undefined) return draft;
    at = end;
  }
}

/**
 * Reads `<parameter=name>value</parameter>` at `start` into the draft and returns where
 * reading goes on, or `undefined` when the call ends with it (cut off, or unreadable).
 */
function readParameter(
  block: TagBlock,
  search: MarkerSearch,
  start: number,
  draft: FunctionDraft,
  types: ReturnType<typeof paramTypesOf>,
  syntax: Qwen3XmlSyntax,
): number | undefined {
  const { text, bodyEnd } = block;
  const nameStart = start + PARAMETER_OPEN.length;
  const index = tagNameEnd(text, nameStart, bodyEnd);
  if (index >= bodyEnd || text.charCodeAt(index) !== 0x3e) {
    draft.end = index;
    draft.error ??=
      index >= bodyEnd && block.end !== 'closed' && block.end !== 'interrupted'
        ? cutOff(block, draft.target.name, syntax)
        : unreadableArguments(
            draft.target.name,
            `${quote(text.slice(start, index))} has no closing '>'`,
            syntax.expected,
          );
    return undefined;
  }
  const name = unquote(text.slice(...trimRange(text, nameStart, index)));
  const valueStart = index + 1;
  let valueEnd = -1;
  let resume = -1;
  // A value with no `<` in it, closed by its own `</parameter>` (as the template writes it):
  // every marker begins with `<`, so the first one is told without the search.
  const lt = text.indexOf('<', valueStart);
  if (
    lt !== -1 &&
    lt < bodyEnd &&
    text.startsWith(PARAMETER_CLOSE, lt) &&
    closesValue(text, lt + PARAMETER_CLOSE.length, bodyEnd)
  ) {
    valueEnd = lt;
    resume = lt + PARAMETER_CLOSE.length;
  }
  let at = valueStart;
  while (valueEnd === -1) {
    const next = nextMarker(search, text, at, bodyEnd);
    if (next === undefined) {
      if (block.end !== 'closed' && block.end !== 'interrupted') {
        draft.end = bodyEnd;
        draft.error ??= cutOff(block, draft.target.name, syntax);
        return undefined;
      }
      valueEnd = bodyEnd;
      resume = bodyEnd;
      draft.repairs.push(missingClose(PARAMETER_CLOSE, draft.target.name, name));
      break;
    }
    switch (next.marker) {
      case M_PARAMETER_CLOSE: {
        const after = next.index + PARAMETER_CLOSE.length;
        if (closesValue(text, after, bodyEnd)) {
          valueEnd = next.index;
          resume = after;
        } else {
          at = after;
        }
        break;
      }
      case M_PARAMETER_OPEN:
        if (text.charCodeAt(next.index - 1) === 0x0a /* \n */) {
          valueEnd = next.index;
          resume = next.index;
          draft.repairs.push(missingClose(PARAMETER_CLOSE, draft.target.name, name));
        } else {
          at = next.index + PARAMETER_OPEN.length;
        }
        break;
      default:
        valueEnd = next.index;
        resume = next.index;
        draft.repairs.push(missingClose(PARAMETER_CLOSE, draft.target.name, name));
    }
  }
  setOwn(
    draft.params,
    name,
    readParameterValue(text, valueStart, valueEnd, types, name, draft.repairs),
  );
  return resume;
}

/** Whether the `</parameter>` ending at `after` closes its value: a tag or the block's end follows. */
function closesValue(text: string, after: number, end: number): boolean {
  const index = skipBlank(text, after, end);
  return (
    index >= end ||
    text.startsWith(PARAMETER_OPEN, index) ||
    text.startsWith(FUNCTION_CLOSE, index) ||
    text.startsWith(FUNCTION_OPEN, index) ||
    text.charCodeAt(index) === 0x3c
  );
}

/**
 * The arguments of a `<function=name>` written as one JSON object instead of `<parameter=>`
 * tags (Functionary v3.1 and Llama 3.1 write `<function=name>{...}</function>`, at times in a
 * code fence): read as JSON, so that they are not lost.
 */
function readJsonBody(
  text: string,
  start: number,
  end: number,
  draft: FunctionDraft,
  syntax: Qwen3XmlSyntax,
): void {
  const [from, to] = trimRange(text, start, end);
  // An object, or one in a code fence.
  const first = from === to ? -1 : text.charCodeAt(from);
  if ((first !== 0x7b && first !== 0x60) || Object.keys(draft.params).length > 0) return;
  const read = readJsonArguments(text, from, to, draft.target.name, syntax.expected);
  for (const key of Object.keys(read.params)) setOwn(draft.params, key, read.params[key]);
  draft.repairs.push(...read.repairs);
  if (read.error !== undefined) draft.error ??= read.error;
}

/** A block with no `<function=`: a JSON call object, blank, or an unreadable call. */
function readOtherBody(block: TagBlock, context: TagReadContext, syntax: Qwen3XmlSyntax): void {
  const { text } = block;
  const [from, to] = trimRange(text, block.bodyStart, block.bodyEnd);
  if (from === to) return;
  if (text.charCodeAt(from) === 0x7b) {
    readJsonCallsBlock(block, context, syntax, from, to);
    return;
  }
  context.report(
    namelessCall(
      block,
      block.end === 'cut-off'
        ? truncatedCall('', syntax.expected)
        : unreadableCall(`no <function=name> in ${quote(text.slice(from, to))}`, syntax.expected),
    ),
  );
}

function cutOff(block: TagBlock, name: string, syntax: Qwen3XmlSyntax) {
  return cutOffError(block, name, syntax);
}

function missingClose(tag: string, name: string, param?: string): Repair {
  return createRepair(
    'missing-closing-tag',
    param === undefined
      ? `Read the call to ${name} as closed where ${tag} was left out`
      : `Read the value of '${param}' as closed where ${tag} was left out`,
    param,
  );
}

/** A name written in quotes (`<function="get_weather">`) without them. */
function unquote(name: string): string {
  const first = name.charCodeAt(0);
  if (
    name.length >= 2 &&
    (first === 0x22 || first === 0x27) &&
    name.charCodeAt(name.length - 1) === first
  ) {
    return name.slice(1, -1);
  }
  return name;
}
