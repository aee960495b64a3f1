import { type InvokeMarkers, type InvokeSyntax, readInvokeBlock } from './invoke-reader.js';
import { namelessCall, quote, trimRange, truncatedCall, unreadableCall } from './tags-call.js';
import type { TagBlock, TagReadContext } from './tags-format.js';

/** Step-3's separator between a call's type and its invoke (U+FF5C bars, `_` for spaces). */
export const STEP3_TOOL_SEP = '<｜tool_sep｜>';

/**
 * Reads one Step-3 `<｜tool_call_begin｜>` block: `function<｜tool_sep｜>`, sometimes the name on
 * a line, then `<steptml:invoke name="...">` with its parameters. A call typed other than
 * `function` is one of the model's built-in tools, not a function call, and is left alone; a
 * block written without `function<｜tool_sep｜>` is read all the same.
 */
export function readStep3Block(
  block: TagBlock,
  context: TagReadContext,
  syntax: InvokeSyntax,
  markers: InvokeMarkers,
): void {
  const { text, bodyStart, bodyEnd } = block;
  let from = bodyStart;
  const sep = text.indexOf(STEP3_TOOL_SEP, bodyStart);
  if (sep !== -1 && sep < bodyEnd) {
    const type = text.slice(...trimRange(text, bodyStart, sep));
    if (type !== '' && type !== 'function') return;
    from = sep + STEP3_TOOL_SEP.length;
  }
  const invoke = text.indexOf(markers.invokeOpen, from);
  if (invoke === -1 || invoke >= bodyEnd) {
    const [start, end] = trimRange(text, from, bodyEnd);
    if (start === end && block.end !== 'cut-off') return;
    context.report(
      namelessCall(
        block,
        block.end === 'cut-off'
          ? truncatedCall('', syntax.expected)
          : unreadableCall(
              `no ${markers.invokeOpen} in ${quote(text.slice(start, end))}`,
              syntax.expected,
            ),
      ),
    );
    return;
  }
  readInvokeBlock(block, context, syntax, markers, invoke, bodyEnd);
}
