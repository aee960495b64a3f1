import {
  createParamsRecord,
  declaredStringKeys,
  isBlank,
  resolveCallName,
} from '@ai-toolbox/core/kit';
import type { TagSyntax } from './tags-call.js';
import {
  buildTagCall,
  callTooLong,
  trimRange,
  truncatedCall,
  unreadableArguments,
} from './tags-call.js';
import type { TagBlock, TagReadContext } from './tags-format.js';
import { readJsonArguments } from './tags-json-call.js';

/** The harmony marker between a message's header and its content. */
export const HARMONY_MESSAGE = '<|message|>';
const CONSTRAIN = '<|constrain|>';

/**
 * Reads one harmony message addressed to a function, from its recipient `to=functions.name`
 * (in the role or the channel part of the header) through `<|message|>` to the end of its
 * content (`<|call|>`, or the end of the text, where a serving stack has cut the stop token):
 * the content is the JSON arguments. A content type other than JSON (`<|constrain|>` or a bare
 * word in the header) cannot be a function's arguments.
 */
export function readHarmonyBlock(
  block: TagBlock,
  context: TagReadContext,
  syntax: TagSyntax,
): void {
  const { text, bodyStart, bodyEnd } = block;
  let nameEnd = bodyStart;
  while (nameEnd < bodyEnd) {
    const code = text.charCodeAt(nameEnd);
    if (isBlank(code) || code === 0x3c) break;
    nameEnd += 1;
  }
  const target = resolveCallName(context.functions, text.slice(bodyStart, nameEnd));
  const cut = block.end === 'cut-off' || block.end === 'too-long';
  const message = text.indexOf(HARMONY_MESSAGE, nameEnd);
  const report = (
    parts: Pick<Parameters<typeof buildTagCall>[0], 'params' | 'repairs' | 'error'>,
  ) => context.report(buildTagCall({ target, ...parts, raw: text, start: block.start }));
  if (message === -1 || message >= bodyEnd) {
    if (!cut && block.end !== 'interrupted' && target.interface === null) return;
    report({
      params: createParamsRecord(),
      repairs: [],
      error:
        block.end === 'too-long'
          ? callTooLong(target.name, syntax.maxBlockLength)
          : cut
            ? truncatedCall(target.name, syntax.expected)
            : unreadableArguments(
                target.name,
                `no ${HARMONY_MESSAGE} before them`,
                syntax.expected,
              ),
    });
    return;
  }
  const contentType = readContentType(text, nameEnd, message);
  if (contentType !== '' && !contentType.toLowerCase().includes('json')) {
    report({
      params: createParamsRecord(),
      repairs: [],
      error: unreadableArguments(
        target.name,
        `their content type is ${contentType}, not JSON`,
        syntax.expected,
      ),
    });
    return;
  }
  const args = readJsonArguments(
    text,
    message + HARMONY_MESSAGE.length,
    bodyEnd,
    target.name,
    syntax.expected,
    declaredStringKeys(target.interface),
  );
  const error =
    cut && args.cutOff
      ? block.end === 'too-long'
        ? callTooLong(target.name, syntax.maxBlockLength)
        : truncatedCall(target.name, syntax.expected)
      : args.error;
  report({ params: args.params, repairs: args.repairs, error });
}

/**
 * The content type a header names: after `<|constrain|>`, or a last bare word that is neither
 * a channel nor the recipient (`commentary to=functions.f json`). `''` when none is named.
 */
function readContentType(text: string, from: number, to: number): string {
  const constrain = text.indexOf(CONSTRAIN, from);
  if (constrain !== -1 && constrain < to) {
    return text.slice(...trimRange(text, constrain + CONSTRAIN.length, to));
  }
  const [start, end] = trimRange(text, from, to);
  let wordStart = end;
  while (
    wordStart > start &&
    !isBlank(text.charCodeAt(wordStart - 1)) &&
    text.charCodeAt(wordStart - 1) !== 0x3e
  ) {
    wordStart -= 1;
  }
  const word = text.slice(wordStart, end);
  return word === 'commentary' || word === 'analysis' || word === 'final' || word.includes('=')
    ? ''
    : word;
}
