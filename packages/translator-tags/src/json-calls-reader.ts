import {
  createRepair,
  declaredStringKeys,
  type FunctionLookupV2,
  isBlank,
} from '@ai-toolbox/core/kit';
import type { TagSyntax } from './tags-call.js';
import {
  buildTagCall,
  cutOffError,
  namelessCall,
  quote,
  trimRange,
  unreadableArguments,
  unreadableCall,
} from './tags-call.js';
import type { TagBlock, TagBlockKind, TagReadContext } from './tags-format.js';
import {
  readJsonCallObject,
  readJsonElements,
  type TagJsonCall,
  type TagJsonElement,
} from './tags-json-call.js';

/**
 * The elements of the JSON values written one after another from `start` to `end`: a list's
 * elements, one object, or several objects (or lists) in a row, one per line as MiniMax-M1
 * writes them. Reading stops at an element that cannot be read and at text that starts no
 * JSON value. `stringKeys` names the parameters whose unquoted words are strings.
 */
function readJsonSequence(
  text: string,
  start: number,
  end: number,
  stringKeys: ReadonlySet<string>,
): TagJsonElement[] {
  const elements: TagJsonElement[] = [];
  let at = start;
  for (;;) {
    const read = readJsonElements(text, at, end, stringKeys);
    elements.push(...read);
    const last = read.at(-1);
    if (last === undefined || last.problem !== undefined) return elements;
    // A list ends at its ], which the elements do not include.
    at = text.charCodeAt(at) === 0x5b ? closingBracket(text, last.end, end) : last.end;
    while (at < end && (isBlank(text.charCodeAt(at)) || text.charCodeAt(at) === 0x2c)) at += 1;
    const code = text.charCodeAt(at);
    if (at >= end || (code !== 0x7b && code !== 0x5b)) return elements;
  }
}

/** Just past the `]` that ends a list whose last element ends at `from`, or `end`. */
function closingBracket(text: string, from: number, end: number): number {
  let at = from;
  while (at < end && (isBlank(text.charCodeAt(at)) || text.charCodeAt(at) === 0x2c)) at += 1;
  return text.charCodeAt(at) === 0x5d ? at + 1 : end;
}

/**
 * How a family's JSON call blocks are read, beyond {@link TagSyntax}: the reader of one call
 * object (default {@link readJsonCallObject}, `{"name": ..., "arguments": {...}}` and its
 * aliases), and the names a chat template gives its own non-calls (Command R+'s
 * `directly-answer`), which are passed over unless a declared function has that name.
 */
export interface JsonCallsSyntax extends TagSyntax {
  readonly readObject?: (
    value: unknown,
    functions: FunctionLookupV2,
    expected: string,
  ) => TagJsonCall | undefined;
  readonly notCalls?: readonly string[];
}

/**
 * Reads a block that holds JSON call objects, `{"name": ..., "arguments": {...}}`, as one object
 * or a list of them, or several in a row (Granite, Phi-4-mini, Hunyuan, Jamba, InternLM2,
 * MiniMax-M1, Apriel, Nemotron, GigaChat 3, LFM2's JSON form). Each object is a call with
 * its own span; the keys may come in any order, `parameters` may stand for `arguments`, and
 * arguments given as a JSON string are decoded. An element that names no function, or JSON
 * that cannot be read, is answered with an error; a list cut off by the end of the text too.
 * `from` and `to` bound the JSON inside the block (its body by default).
 */
export function readJsonCallsBlock(
  block: TagBlock,
  context: TagReadContext,
  syntax: JsonCallsSyntax,
  from = block.bodyStart,
  to = block.bodyEnd,
): void {
  const { text } = block;
  const cut = block.end === 'cut-off' || block.end === 'too-long';
  const [trimmedStart, trimmedEnd] = trimRange(text, from, to);
  const [start, end] = unfence(text, trimmedStart, trimmedEnd);
  const fenced =
    start === trimmedStart
      ? []
      : [createRepair('code-fence', 'Read the calls inside the markdown code fence')];
  if (start === end) {
    if (cut && block.end !== 'cut-off') {
      context.report(namelessCall(block, cutOffError(block, '', syntax)));
    }
    return;
  }
  const elements = readJsonSequence(text, start, end, declaredStringKeys(context.functions));
  if (elements.length === 0) return;
  const whole = elements.length === 1;
  for (const element of elements) {
    const raw = whole ? text : text.slice(element.start, element.end);
    const at = block.start + (whole ? 0 : element.start);
    if (element.problem !== undefined) {
      const error =
        cut && element.cutOff
          ? cutOffError(block, '', syntax)
          : unreadableArguments('', element.problem, syntax.expected);
      if (
        !context.report({
          ...namelessCall(block, error),
          raw,
          span: { start: at, end: at + raw.length },
        })
      )
        return;
      continue;
    }
    const call = (syntax.readObject ?? readJsonCallObject)(
      element.value,
      context.functions,
      syntax.expected,
    );
    if (
      call !== undefined &&
      call.target.interface === null &&
      syntax.notCalls?.includes(call.target.name) === true
    ) {
      continue;
    }
    if (call === undefined) {
      const error = unreadableCall(
        `${quote(text.slice(element.start, element.end))} names no function`,
        syntax.expected,
      );
      if (
        !context.report({
          ...namelessCall(block, error),
          raw,
          span: { start: at, end: at + raw.length },
        })
      )
        return;
      continue;
    }
    const reported = context.report(
      buildTagCall({
        target: call.target,
        params: call.params,
        raw,
        start: at,
        repairs: [...fenced, ...element.repairs, ...call.repairs],
        error: cut && element.cutOff ? cutOffError(block, call.target.name, syntax) : call.error,
      }),
    );
    if (!reported) return;
  }
}

/**
 * A block of JSON call objects: closed by `close`, or (`'json'`) ending where its JSON does.
 */
export function jsonCallsKind(
  syntax: JsonCallsSyntax,
  open: readonly string[],
  close: readonly string[] | 'json',
): TagBlockKind {
  return {
    open,
    close: close === 'json' ? [] : close,
    json: close === 'json',
    read: (block, context) => readJsonCallsBlock(block, context, syntax),
  };
}

const FENCE = '```';

/**
 * The stretch inside a markdown code fence around a block's JSON (```` ```json ```` on its
 * own line, and the closing ```` ``` ````), so that a fenced list is read call by call.
 */
function unfence(text: string, start: number, end: number): [number, number] {
  if (!text.startsWith(FENCE, start)) return [start, end];
  let from = start + FENCE.length;
  while (from < end && text.charCodeAt(from) !== 0x0a && !startsValue(text.charCodeAt(from))) {
    from += 1;
  }
  let to = end;
  if (to - from >= FENCE.length && text.startsWith(FENCE, to - FENCE.length)) to -= FENCE.length;
  return trimRange(text, from, to);
}

/** `{` or `[`: where the JSON after a fence's language name starts. */
function startsValue(code: number): boolean {
  return code === 0x7b || code === 0x5b;
}
