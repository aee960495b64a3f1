import { declaredStringKeys, isBlank, resolveCallName } from '@ai-toolbox/core/kit';
import { reportBlockCall, reportFailedCall } from './named-json-call.js';
import type { TagSyntax } from './tags-call.js';
import { cutOffError, quote, trimRange, unreadableCall } from './tags-call.js';
import type { TagBlock, TagReadContext } from './tags-format.js';
import { readJsonArguments } from './tags-json-call.js';

/** DeepSeek's separator between a call's type or name and the rest (U+FF5C and U+2581). */
export const DEEPSEEK_TOOL_SEP = '<｜tool▁sep｜>';

/**
 * Reads one `<｜tool▁call▁begin｜>` ... `<｜tool▁call▁end｜>` block in either DeepSeek form:
 *
 * - V3 / R1: `function<｜tool▁sep｜>name`, a line break, then the JSON arguments in a
 *   ```` ```json ```` fence (on one line or pretty-printed);
 * - V3.1: `name<｜tool▁sep｜>{json}`.
 *
 * Which one it is shows after the separator: JSON arguments (V3.1) or a name (V3).
 */
export function readDeepSeekBlock(
  block: TagBlock,
  context: TagReadContext,
  syntax: TagSyntax,
): void {
  const { text, bodyStart, bodyEnd } = block;
  const cut = block.end === 'cut-off' || block.end === 'too-long';
  const nameless = { name: '', interface: null, repairs: [] };
  const sep = text.indexOf(DEEPSEEK_TOOL_SEP, bodyStart);
  if (sep === -1 || sep >= bodyEnd) {
    const [from, to] = trimRange(text, bodyStart, bodyEnd);
    if (from === to && block.end !== 'cut-off') return;
    reportFailedCall(
      block,
      context,
      nameless,
      cut
        ? cutOffError(block, '', syntax)
        : unreadableCall(
            `no ${DEEPSEEK_TOOL_SEP} in ${quote(text.slice(from, to))}`,
            syntax.expected,
          ),
    );
    return;
  }
  const left = text.slice(...trimRange(text, bodyStart, sep));
  const [rightFrom, rightTo] = trimRange(text, sep + DEEPSEEK_TOOL_SEP.length, bodyEnd);
  const first = text.charCodeAt(rightFrom);
  let name: string;
  let argsFrom: number;
  let argsTo: number;
  if (first === 0x7b || first === 0x5b || rightFrom === rightTo) {
    // V3.1: the name before the separator, the arguments after it.
    name = left;
    argsFrom = rightFrom;
    argsTo = rightTo;
  } else {
    // V3: the type before the separator, then the name on its line, then the fenced JSON.
    let lineEnd = rightFrom;
    while (lineEnd < rightTo && text.charCodeAt(lineEnd) !== 0x0a) lineEnd += 1;
    name = text.slice(...trimRange(text, rightFrom, lineEnd));
    [argsFrom, argsTo] = unfence(text, lineEnd, rightTo);
  }
  if (name === '') {
    reportFailedCall(
      block,
      context,
      nameless,
      unreadableCall('the call has no function name', syntax.expected),
    );
    return;
  }
  const target = resolveCallName(context.functions, name);
  const args = readJsonArguments(
    text,
    argsFrom,
    argsTo,
    target.name,
    syntax.expected,
    declaredStringKeys(target.interface),
  );
  const error =
    cut && (args.cutOff || argsFrom === argsTo)
      ? cutOffError(block, target.name, syntax)
      : args.error;
  reportBlockCall(block, context, target, args.params, args.repairs, error);
}

/** The JSON inside a ```` ```json ```` fence from `from` to `to`, or the stretch itself. */
function unfence(text: string, from: number, to: number): [number, number] {
  const [start, end] = trimRange(text, from, to);
  if (!text.startsWith('```', start)) return [start, end];
  let open = start + 3;
  while (
    open < end &&
    text.charCodeAt(open) !== 0x0a &&
    !isBlank(text.charCodeAt(open)) &&
    text.charCodeAt(open) !== 0x7b
  ) {
    open += 1;
  }
  const close = end - 3 > open && text.startsWith('```', end - 3) ? end - 3 : end;
  return trimRange(text, open, close);
}
