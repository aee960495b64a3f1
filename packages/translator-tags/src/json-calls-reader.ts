import { declaredStringKeys, isBlank } from '@ai-toolbox/core/kit';
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
import { readJsonCallObject, readJsonElements, type TagJsonElement } from './tags-json-call.js';

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
  syntax: TagSyntax,
  from = block.bodyStart,
  to = block.bodyEnd,
): void {
  const { text } = block;
  const cut = block.end === 'cut-off' || block.end === 'too-long';
  const cutOff = (name: string) => cutOffError(block, name, syntax);
  const [start, end] = trimRange(text, from, to);
  if (start === end) {
    if (cut && block.end !== 'cut-off') {
      context.report(namelessCall(block, cutOff('')));
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
          ? cutOff('')
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
    const call = readJsonCallObject(element.value, context.functions, syntax.expected);
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
        repairs: [...element.repairs, ...call.repairs],
        error: cut && element.cutOff ? cutOff(call.target.name) : call.error,
      }),
    );
    if (!reported) return;
  }
}

/**
 * A block of JSON call objects: closed by `close`, or (`'json'`) ending where its JSON does.
 */
export function jsonCallsKind(
  syntax: TagSyntax,
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
