import { isBlank, resolveCallName } from '@ai-toolbox/core/kit';
import { reportCodeCall, reportNamedJsonCall } from './named-json-call.js';
import {
  buildTagCall,
  cutOffError,
  namelessCall,
  type TagSyntax,
  trimRange,
  unreadableCall,
} from './tags-call.js';
import type { TagBlock, TagReadContext } from './tags-format.js';
import { readJsonCallObject, readJsonValue } from './tags-json-call.js';

const GREATER_THAN = 0x3e;
const DOUBLE_QUOTE = 0x22;
const SINGLE_QUOTE = 0x27;

/**
 * Reads `<function=name>{...}</function>`: the name up to `>`, then the JSON arguments. With
 * `quoted`, the block is the `<function name="name">{...}</function>` form some models write,
 * the name in double or single quotes or bare.
 */
export function readFunctionTagBlock(
  block: TagBlock,
  context: TagReadContext,
  syntax: TagSyntax,
  quoted = false,
): void {
  const { text, bodyStart, bodyEnd } = block;
  let at = bodyStart;
  while (at < bodyEnd && isBlank(text.charCodeAt(at))) at += 1;
  let nameStart = at;
  let nameEnd: number;
  const quote = text.charCodeAt(at);
  if (quoted && (quote === DOUBLE_QUOTE || quote === SINGLE_QUOTE)) {
    nameStart = at + 1;
    nameEnd = text.indexOf(String.fromCharCode(quote), nameStart);
    if (nameEnd === -1 || nameEnd > bodyEnd) nameEnd = bodyEnd;
    at = nameEnd + 1;
  } else {
    nameEnd = nameStart;
    while (nameEnd < bodyEnd) {
      const code = text.charCodeAt(nameEnd);
      if (code === GREATER_THAN || (quoted && isBlank(code))) break;
      nameEnd += 1;
    }
    at = nameEnd;
  }
  const close = text.indexOf('>', at);
  const [from, to] = trimRange(text, nameStart, nameEnd);
  const name = text.slice(from, to);
  if (close === -1 || close >= bodyEnd) {
    const error =
      block.end === 'cut-off' || block.end === 'too-long'
        ? cutOffError(block, name, syntax)
        : unreadableCall(`no > after the function name`, syntax.expected);
    context.report(namelessCall(block, error));
    return;
  }
  if (name === '') {
    context.report(
      namelessCall(block, unreadableCall('the function name is empty', syntax.expected)),
    );
    return;
  }
  reportNamedJsonCall(block, context, syntax, resolveCallName(context.functions, name), close + 1);
}

/**
 * Reads what follows `<|python_tag|>`: the code interpreter's Python code, a call of the
 * `python` function; or, as Llama 3.1 writes it after the same token, one JSON call object.
 */
export function readPythonTagBlock(
  block: TagBlock,
  context: TagReadContext,
  syntax: TagSyntax,
): void {
  const { text, bodyStart, bodyEnd } = block;
  const [start, end] = trimRange(text, bodyStart, bodyEnd);
  if (start === end) return;
  if (text.charCodeAt(start) === 0x7b) {
    const read = readJsonValue(text, start, end);
    const call = read.ok
      ? readJsonCallObject(read.value, context.functions, syntax.expected)
      : undefined;
    if (call !== undefined) {
      context.report(
        buildTagCall({
          target: call.target,
          params: call.params,
          raw: text,
          start: block.start,
          repairs: [...read.repairs, ...call.repairs],
          error: call.error,
        }),
      );
      return;
    }
  }
  const target = resolveCallName(context.functions, 'python');
  reportCodeCall(block, context, syntax, target, bodyStart);
}
