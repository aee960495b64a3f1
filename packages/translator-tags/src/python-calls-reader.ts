import type { CallParseErrorV2 } from '@ai-toolbox/core';
import {
  createParamsRecord,
  createPythonArgumentReader,
  getParamSlots,
  isBlank,
  isIdentifierPart,
  isIdentifierStart,
  type PythonArgument,
  type PythonArgumentReader,
  type ResolvedCallName,
  resolveCallName,
  setOwn,
} from '@ai-toolbox/core/kit';
import type { TagCallParts, TagSyntax } from './tags-call.js';
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

/** What the Python calls reader needs to know of the format around it. */
export interface PythonCallsSyntax extends TagSyntax {
  readonly maxDepth: number;
}

const OPEN_PAREN = 0x28;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/**
 * Reads a block of Python-style calls, as LFM2 (`[get_weather(city="Paris"), f()]`) and OLMo 3
 * (one call per line) write them: each call `name(args)`, the brackets around the list and the
 * commas or line breaks between calls optional. Arguments are keyword (`city="Paris"`) or
 * positional (mapped in the function's parameter order), and each value is a Python literal,
 * read by the kit's Python argument reader: nothing is evaluated, and any other expression, a
 * bytes literal or an infinite number makes that call an error while the others are still
 * read. Names may be dotted (`weather.get_temp`).
 */
export function readPythonCallsBlock(
  block: TagBlock,
  context: TagReadContext,
  syntax: PythonCallsSyntax,
): void {
  const cut = block.end === 'cut-off' || block.end === 'too-long';
  const [from, to] = trimRange(block.text, block.bodyStart, block.bodyEnd);
  // The body alone, so that no call reads on into the closer.
  const text = block.text.slice(0, to);
  const reader = createPythonArgumentReader({ maxDepth: syntax.maxDepth });
  let at = text.charCodeAt(from) === OPEN_BRACKET ? from + 1 : from;
  const found: TagCallParts[] = [];
  for (;;) {
    at = skipSeparators(text, at);
    if (at >= to || text.charCodeAt(at) === CLOSE_BRACKET) break;
    const start = at;
    const nameEnd = scanName(text, start);
    const written = text.slice(start, nameEnd);
    const target = resolveCallName(context.functions, written);
    if (written === '') {
      at = skipToNextCall(text, start);
      const junk = text.slice(start, at);
      found.push({
        target,
        params: createParamsRecord(),
        raw: junk,
        start: block.start + start,
        repairs: [],
        error: unreadableCall(`expected a call name(...), found ${quote(junk)}`, syntax.expected),
      });
      break;
    }
    const paren = skipBlanks(text, nameEnd);
    let call: TagCallParts;
    if (text.charCodeAt(paren) === OPEN_PAREN) {
      at = reader.write(text, paren + 1);
      if (!reader.done) reader.end();
      call = readCall(reader, target, { block, cut, syntax, start: block.start + start });
    } else {
      const atEnd = paren >= to;
      at = atEnd ? to : skipToNextCall(text, paren);
      call = {
        target,
        params: createParamsRecord(),
        raw: '',
        start: block.start + start,
        repairs: [],
        error: atEnd
          ? noClosingParen(block, cut, target.name, syntax)
          : unreadableArguments(target.name, `expected ( after ${quote(written)}`, syntax.expected),
      };
    }
    found.push({ ...call, raw: text.slice(start, at) });
    reader.reset();
    if (call.error !== undefined && at >= to) break;
  }
  if (found.length === 0) {
    if (cut && block.end !== 'cut-off') {
      context.report(namelessCall(block, cutOffError(block, '', syntax)));
    }
    return;
  }
  const whole = found.length === 1;
  for (const call of found) {
    const reported = whole
      ? context.report(buildTagCall({ ...call, raw: block.text, start: block.start }))
      : context.report(buildTagCall(call));
    if (!reported) return;
  }
}

/** Where the call stands, for its error. */
interface CallPlace {
  readonly block: TagBlock;
  readonly cut: boolean;
  readonly syntax: PythonCallsSyntax;
  readonly start: number;
}

/** The call whose arguments the reader has just read (its `raw` is filled in by the caller). */
function readCall(
  reader: PythonArgumentReader,
  target: ResolvedCallName,
  place: CallPlace,
): TagCallParts {
  const params = createParamsRecord();
  const problem = reader.problem;
  const error =
    problem === undefined
      ? placeArguments(reader.args, target, params, place.syntax)
      : problem.code === 'truncated-call'
        ? noClosingParen(place.block, place.cut, target.name, place.syntax)
        : unreadableArguments(target.name, problem.detail, place.syntax.expected);
  return { target, params, raw: '', start: place.start, repairs: reader.repairs, error };
}

/** Keyword arguments by name, positional ones in the function's parameter order. */
function placeArguments(
  args: readonly PythonArgument[],
  target: ResolvedCallName,
  params: Record<string, unknown>,
  syntax: PythonCallsSyntax,
): CallParseErrorV2 | undefined {
  const slots = target.interface === null ? [] : getParamSlots(target.interface);
  let position = 0;
  for (const argument of args) {
    if (argument.key !== undefined) {
      setOwn(params, argument.key, argument.value);
      continue;
    }
    const slot = slots[position];
    if (slot === undefined) {
      return unreadableArguments(
        target.name,
        target.interface === null
          ? 'positional arguments need a known function: name each argument'
          : `more positional arguments than the ${slots.length} the function takes`,
        syntax.expected,
      );
    }
    setOwn(params, slot.name, argument.value);
    position += 1;
  }
  return undefined;
}

/** A call the block's end cut off: cut off with the text, else a call left without its `)`. */
function noClosingParen(
  block: TagBlock,
  cut: boolean,
  name: string,
  syntax: PythonCallsSyntax,
): CallParseErrorV2 {
  return cut
    ? cutOffError(block, name, syntax)
    : unreadableArguments(name, 'the call has no closing )', syntax.expected);
}

function skipBlanks(text: string, from: number): number {
  let at = from;
  while (at < text.length && isBlank(text.charCodeAt(at))) at += 1;
  return at;
}

/** Blanks, commas and `;` between calls. */
function skipSeparators(text: string, from: number): number {
  let at = from;
  while (at < text.length) {
    const code = text.charCodeAt(at);
    if (!isBlank(code) && code !== 0x2c && code !== 0x3b) return at;
    at += 1;
  }
  return at;
}

/** Past the rest of a call that could not be read: to the next line break, or the end. */
function skipToNextCall(text: string, from: number): number {
  const lineBreak = text.indexOf('\n', from);
  return lineBreak === -1 ? text.length : lineBreak + 1;
}

/** Where a dotted name starting at `from` ends (`from` itself when none starts there). */
function scanName(text: string, from: number): number {
  let at = from;
  if (!isIdentifierStart(text.charCodeAt(at))) return at;
  while (at < text.length) {
    const code = text.charCodeAt(at);
    if (isIdentifierPart(code) || (code === 0x2e && isIdentifierStart(text.charCodeAt(at + 1)))) {
      at += 1;
    } else {
      break;
    }
  }
  return at;
}
