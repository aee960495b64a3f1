import { isBlank, isNamePart, isSpaceOrTab, resolveCallName } from '@ai-toolbox/core/kit';
import { reportCodeCall, reportFailedCall, reportNamedJsonCall } from './named-json-call.js';
import { type TagSyntax, unreadableArguments } from './tags-call.js';
import type { TagBlock, TagReadContext } from './tags-format.js';

/** The recipient of prose: `>>>all` is the model talking to the user. */
const ALL = 'all';

/** A character of a recipient's name: a name part, `.`, `-` or `:`. */
function isRecipientCode(code: number): boolean {
  return isNamePart(code) || code === 0x2e || code === 0x2d || code === 0x3a;
}

/** Whether `code` may start JSON arguments: `{`, `[`, a quote (a JSON string) or a fence. */
function startsJson(code: number): boolean {
  return code === 0x7b || code === 0x5b || code === 0x22 || code === 0x60;
}

/**
 * Reads one Functionary v3.2 message, `>>>recipient⏎content`: prose for `all`, Python code
 * for `python` (the code interpreter), else a call whose content is its JSON arguments. The
 * block the text starts in has no `>>>` (the chat template ends the prompt with it): there a
 * name followed by JSON is a call only when it names a known function, so that an answer that
 * begins with a word and a brace is not taken for one. In a `>>>` block, a name followed by
 * text that is not JSON is prose when the name is unknown (`>>> x = 1` in a Python session),
 * and a call with unreadable arguments when it is known.
 */
export function readRecipientBlock(
  block: TagBlock,
  context: TagReadContext,
  syntax: TagSyntax,
): void {
  const { text, bodyStart, bodyEnd } = block;
  const leading = block.opener === '';
  let at = bodyStart;
  while (at < bodyEnd && isSpaceOrTab(text.charCodeAt(at))) at += 1;
  const nameStart = at;
  while (at < bodyEnd && isRecipientCode(text.charCodeAt(at))) at += 1;
  const name = text.slice(nameStart, at);
  if (name === '' || name === ALL) return;
  if (at < bodyEnd && !isBlank(text.charCodeAt(at)) && !startsJson(text.charCodeAt(at))) return;
  const target = resolveCallName(context.functions, name);
  if (leading && target.interface === null) return;
  let content = at;
  while (content < bodyEnd && isBlank(text.charCodeAt(content))) content += 1;
  if (content < bodyEnd && !startsJson(text.charCodeAt(content))) {
    if (name === 'python') {
      reportCodeCall(block, context, syntax, target, content);
      return;
    }
    if (target.interface === null) return;
    reportFailedCall(
      block,
      context,
      target,
      unreadableArguments(target.name, 'they are not JSON', syntax.expected),
    );
    return;
  }
  // A bare word after >>> at the end of a message is prose unless it names a function.
  if (content === bodyEnd && (leading || target.interface === null)) return;
  reportNamedJsonCall(block, context, syntax, target, content);
}
