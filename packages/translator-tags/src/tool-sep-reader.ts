import { isBlank, MarkerFinder, resolveCallName } from '@ai-toolbox/core/kit';
import type { TagSyntax } from './tags-call.js';
import {
  buildTagCall,
  cutOffError,
  namelessCall,
  quote,
  trimRange,
  unreadableCall,
} from './tags-call.js';
import type { TagBlock, TagReadContext } from './tags-format.js';
import { readJsonArguments } from './tags-json-call.js';

const CALL_OPEN = '<tool_call>';
const CALL_CLOSE = '</tool_call>';
const SEP = '<tool_sep>';

const markers = new MarkerFinder([CALL_OPEN, CALL_CLOSE, SEP]);
const M_CALL_CLOSE = 1;
const M_SEP = 2;

/**
 * Reads the calls of a block written as Hunyuan's `<tool_call>name<tool_sep>{json}</tool_call>`,
 * one after another (inside `<tool_calls>`): the name before `<tool_sep>`, the JSON arguments
 * after it (none when blank). A `</tool_call>` left out ends the call where the next
 * `<tool_call>` or the block ends; a first call written `name<tool_sep>{json}` without its
 * `<tool_call>` is read too. Each call's span is its own `<tool_call>` ... `</tool_call>`.
 */
export function readToolSepBlock(
  block: TagBlock,
  context: TagReadContext,
  syntax: TagSyntax,
): void {
  const { text, bodyEnd } = block;
  const cut = block.end === 'cut-off' || block.end === 'too-long';
  const search = markers.search(text);
  let at = block.bodyStart;
  for (let index = 0; ; index += 1) {
    while (at < bodyEnd && isBlank(text.charCodeAt(at))) at += 1;
    if (at >= bodyEnd) return;
    const callStart = at;
    let nameFrom = at;
    if (text.startsWith(CALL_OPEN, at)) {
      nameFrom = at + CALL_OPEN.length;
    } else if (index > 0) {
      // Text after the last call that opens none: nothing more is read.
      return;
    }
    let next = search.find(nameFrom);
    let sep = -1;
    if (next !== undefined && next.index < bodyEnd && next.marker === M_SEP) {
      sep = next.index;
      next = search.find(sep + SEP.length);
      // A second <tool_sep> in one call is part of its arguments.
      while (next !== undefined && next.index < bodyEnd && next.marker === M_SEP) {
        next = search.find(next.index + SEP.length);
      }
    }
    if (next !== undefined && next.index >= bodyEnd) next = undefined;
    const contentEnd = next === undefined ? bodyEnd : next.index;
    const closed = next?.marker === M_CALL_CLOSE;
    const callEnd = closed ? contentEnd + CALL_CLOSE.length : contentEnd;
    const last = !closed && contentEnd === bodyEnd;
    if (sep === -1 && nameFrom === callStart) {
      // Neither <tool_call> nor <tool_sep>: not this form.
      const [from, to] = trimRange(text, callStart, bodyEnd);
      context.report(
        namelessCall(
          block,
          unreadableCall(`no ${SEP} in ${quote(text.slice(from, to))}`, syntax.expected),
        ),
      );
      return;
    }
    const [nameStart, nameEnd] = trimRange(text, nameFrom, sep === -1 ? contentEnd : sep);
    let written = text.slice(nameStart, nameEnd);
    let argsFrom = sep === -1 ? nameEnd : sep + SEP.length;
    if (sep === -1) {
      // Without <tool_sep> the name ends where its JSON begins.
      const brace = written.indexOf('{');
      if (brace !== -1) {
        argsFrom = nameStart + brace;
        written = written.slice(0, brace).trim();
      }
    }
    const raw = text.slice(callStart, callEnd);
    const start = block.start + callStart;
    if (written === '') {
      const error =
        cut && last
          ? cutOffError(block, '', syntax)
          : unreadableCall('the call has no function name', syntax.expected);
      if (
        !context.report({
          ...namelessCall(block, error),
          raw,
          span: { start, end: start + raw.length },
        })
      ) {
        return;
      }
    } else {
      const target = resolveCallName(context.functions, written);
      const args = readJsonArguments(text, argsFrom, contentEnd, target.name, syntax.expected);
      const [argsStart, argsEnd] = trimRange(text, argsFrom, contentEnd);
      const truncated = cut && last && (args.cutOff || sep === -1 || argsStart === argsEnd);
      const reported = context.report(
        buildTagCall({
          target,
          params: args.params,
          raw,
          start,
          repairs: args.repairs,
          error: truncated ? cutOffError(block, target.name, syntax) : args.error,
        }),
      );
      if (!reported) return;
    }
    if (next === undefined) return;
    at = callEnd;
  }
}
