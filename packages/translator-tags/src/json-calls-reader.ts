import { declaredStringKeys } from '@ai-toolbox/core/kit';
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
import type { TagBlock, TagReadContext } from './tags-format.js';
import { readJsonCallObject, readJsonElements } from './tags-json-call.js';

/**
 * Reads a block that holds JSON call objects, `{"name": ..., "arguments": {...}}`, as one object
 * or a list of them (Granite, Phi-4-mini, Hunyuan, Jamba, InternLM2). Each object is a call with
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
  const elements = readJsonElements(text, start, end, declaredStringKeys(context.functions));
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
