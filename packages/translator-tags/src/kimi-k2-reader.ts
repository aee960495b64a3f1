import type { FunctionInterface } from '@ai-toolbox/core';
import {
  createParamsRecord,
  declaredStringKeys,
  type FunctionLookupV2,
  isDigit,
  type ResolvedCallName,
  resolveCallName,
} from '@ai-toolbox/core/kit';
import type { TagSyntax } from './tags-call.js';
import {
  buildTagCall,
  cutOffError,
  paramTypesOf,
  quote,
  trimRange,
  unreadableCall,
} from './tags-call.js';
import type { TagBlock, TagReadContext } from './tags-format.js';
import { readJsonArguments } from './tags-json-call.js';

/** Kimi K2's marker between a call's id and its JSON arguments. */
export const KIMI_ARGUMENT_BEGIN = '<|tool_call_argument_begin|>';
const NAMESPACE = 'functions.';

/**
 * Reads one `<|tool_call_begin|>` ... `<|tool_call_end|>` block of Kimi K2: the call id
 * `functions.name:index`, then the JSON arguments. The id is read as its function's name (the
 * `functions.` namespace and the `:index` dropped, dots of the name kept); an id that is only
 * an index names the one function whose parameters hold every argument given.
 */
export function readKimiBlock(block: TagBlock, context: TagReadContext, syntax: TagSyntax): void {
  const { text, bodyStart, bodyEnd } = block;
  const cut = block.end === 'cut-off' || block.end === 'too-long';
  const cutOff = (name: string) => cutOffError(block, name, syntax);
  const marker = text.indexOf(KIMI_ARGUMENT_BEGIN, bodyStart);
  const idEnd = marker === -1 || marker > bodyEnd ? bodyEnd : marker;
  const id = text.slice(...trimRange(text, bodyStart, idEnd));
  const nameless: ResolvedCallName = { name: '', interface: null, repairs: [] };
  if (marker === -1 || marker >= bodyEnd) {
    if (id === '' && !cut) return;
    context.report(
      buildTagCall({
        target: id === '' ? nameless : resolveCallName(context.functions, nameOfId(id)),
        params: createParamsRecord(),
        raw: text,
        start: block.start,
        repairs: [],
        error: cut
          ? cutOff(nameOfId(id))
          : unreadableCall(`no ${KIMI_ARGUMENT_BEGIN} after ${quote(id)}`, syntax.expected),
      }),
    );
    return;
  }
  const argsFrom = marker + KIMI_ARGUMENT_BEGIN.length;
  const written = nameOfId(id);
  let target = written === '' ? nameless : resolveCallName(context.functions, written);
  const args = readJsonArguments(
    text,
    argsFrom,
    bodyEnd,
    target.name || 'a function',
    syntax.expected,
    declaredStringKeys(target.interface ?? context.functions),
  );
  if (written === '' && args.error === undefined) {
    const inferred = inferFunction(context.functions, Object.keys(args.params));
    if (inferred !== undefined) target = resolveCallName(context.functions, inferred);
  }
  const error =
    target.name === ''
      ? unreadableCall(`the call id ${quote(id)} names no function`, syntax.expected)
      : cut && (args.cutOff || args.error !== undefined)
        ? cutOff(target.name)
        : args.error;
  context.report(
    buildTagCall({
      target,
      params: args.params,
      raw: text,
      start: block.start,
      repairs: args.repairs,
      error,
    }),
  );
}

/** The function name of a call id: `functions.weather.get_temp:0` is `weather.get_temp`. */
export function nameOfId(id: string): string {
  let end = id.length;
  while (end > 0 && isDigit(id.charCodeAt(end - 1))) end -= 1;
  const separator = id.charCodeAt(end - 1);
  if (end < id.length && (separator === 0x3a || separator === 0x2e)) end -= 1;
  else if (end === 0) return '';
  else end = id.length;
  const name = id.slice(id.startsWith(NAMESPACE) ? NAMESPACE.length : 0, end).trim();
  return name;
}

/** The one function whose parameters hold all of `keys`, when exactly one does. */
function inferFunction(functions: FunctionLookupV2, keys: readonly string[]): string | undefined {
  let found: string | undefined;
  for (const path of functions.paths) {
    const functionInterface: FunctionInterface | undefined = functions.resolve(path);
    const types = paramTypesOf(functionInterface ?? null);
    if (types === undefined || !keys.every((key) => types.has(key))) continue;
    if (found !== undefined) return undefined;
    found = path;
  }
  return found;
}
