import type { CallParseErrorV2 } from '@ai-toolbox/core';
import { createParamsRecord, getParamSlots, type ResolvedCallName } from '@ai-toolbox/core/kit';
import {
  buildTagCall,
  cutOffError,
  type TagSyntax,
  trimRange,
  unreadableArguments,
} from './tags-call.js';
import type { TagBlock, TagReadContext } from './tags-format.js';
import { jsonArguments, readJsonElements } from './tags-json-call.js';

/**
 * Reports the one call of a block whose function name has been read: its arguments are the
 * JSON value written from `from` on in the block's body (an object, a JSON string holding one,
 * or nothing: no arguments; a code fence around it is taken off by the kit's JSON reader).
 * Text after the value is the model's prose, kept in the call's span. A value cut off by the
 * end of the text is answered with `truncated-call`, a block past the length limit with
 * `call-too-long`, anything else that is not an object with `unreadable-arguments`.
 */
export function reportNamedJsonCall(
  block: TagBlock,
  context: TagReadContext,
  syntax: TagSyntax,
  target: ResolvedCallName,
  from: number,
): boolean {
  const { text } = block;
  const [start, end] = trimRange(text, from, block.bodyEnd);
  if (block.end === 'too-long') {
    return reportFailedCall(block, context, target, cutOffError(block, target.name, syntax));
  }
  if (start === end) {
    return block.end === 'cut-off'
      ? reportFailedCall(block, context, target, cutOffError(block, target.name, syntax))
      : reportBlockCall(block, context, target, createParamsRecord(), []);
  }
  if (text.charCodeAt(start) === 0x5b) {
    return reportFailedCall(
      block,
      context,
      target,
      unreadableArguments(target.name, 'a list is not one JSON object', syntax.expected),
    );
  }
  const [element] = readJsonElements(text, start, end);
  if (element === undefined || element.problem !== undefined) {
    const error =
      element?.cutOff === true && block.end === 'cut-off'
        ? cutOffError(block, target.name, syntax)
        : unreadableArguments(target.name, element?.problem ?? 'no JSON', syntax.expected);
    return reportFailedCall(block, context, target, error);
  }
  const args = jsonArguments(element.value, target.name, syntax.expected);
  const error =
    element.cutOff && block.end === 'cut-off'
      ? cutOffError(block, target.name, syntax)
      : args.error;
  return reportBlockCall(
    block,
    context,
    target,
    args.params,
    [...element.repairs, ...args.repairs],
    error,
  );
}

/** Reports a call whose text is the whole block. */
export function reportBlockCall(
  block: TagBlock,
  context: TagReadContext,
  target: ResolvedCallName,
  params: Record<string, unknown>,
  repairs: Parameters<typeof buildTagCall>[0]['repairs'],
  error?: Parameters<typeof buildTagCall>[0]['error'],
): boolean {
  return context.report(
    buildTagCall({ target, params, raw: block.text, start: block.start, repairs, error }),
  );
}

/** Reports the one call of a block, which could not be read, with its error and no arguments. */
export function reportFailedCall(
  block: TagBlock,
  context: TagReadContext,
  target: ResolvedCallName,
  error: CallParseErrorV2,
): boolean {
  return reportBlockCall(block, context, target, createParamsRecord(), [], error);
}

/**
 * Reports a call of the code interpreter, whose body is Python code rather than JSON
 * (Functionary's `python` tool): the code goes to the one parameter of a declared function of
 * that name, else to `code`. Code past the length limit is answered with `call-too-long`.
 */
export function reportCodeCall(
  block: TagBlock,
  context: TagReadContext,
  syntax: TagSyntax,
  target: ResolvedCallName,
  from: number,
): boolean {
  if (block.end === 'too-long') {
    return reportFailedCall(block, context, target, cutOffError(block, target.name, syntax));
  }
  const [start, end] = trimRange(block.text, from, block.bodyEnd);
  const params = createParamsRecord();
  const slots = target.interface === null ? [] : getParamSlots(target.interface);
  const only = slots.length === 1 ? slots[0] : undefined;
  params[only === undefined ? 'code' : only.name] = block.text.slice(start, end);
  return context.report(
    buildTagCall({ target, params, raw: block.text, start: block.start, repairs: [] }),
  );
}
