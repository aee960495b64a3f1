import {
  type FunctionInterface,
  getFunctionPath,
  type ParsedFunctionCallV2,
  type Repair,
} from '@ai-toolbox/core';
import { type FunctionLookupV2, repairJson } from '@ai-toolbox/core/kit';
import { readMarkerArgument, splitMarkerArguments } from './marker-arguments.js';
import { MarkerJSONError } from './marker-json-error.js';
import { getMarkerParamSlots } from './marker-param-slots.js';
import type { ResolvedMarkersTranslatorSettings } from './markers-translator-settings.js';
import { readMarkerName } from './read-marker-name.js';
import { type MarkerMatch, scanMarkers } from './scan-markers.js';

/** The functions a marker may name; the kit's index, which atfunc uses as well. */
type MarkerFunctions = Pick<FunctionLookupV2, 'resolve'>;

/** What {@link readMarkerCalls} read from a piece of text. */
export interface MarkerCallsRead {
  readonly calls: ParsedFunctionCallV2[];
  /** How much of the text is settled: later text cannot change the calls before it. */
  readonly settled: number;
  /** Whether a marker ending in a single `]` waits for the next character to be read. */
  readonly awaitingNext: boolean;
}

type ArgumentsRead =
  | { readonly params: Record<string, unknown>; readonly repairs: Repair[] }
  | { readonly error: string };

function readStringArgument(piece: string): string {
  const first = piece.charCodeAt(0);
  if (first === 0x27 /* ' */ && piece.length > 1 && piece.endsWith("'")) return piece.slice(1, -1);
  if (first === 0x22 /* " */) {
    const read = repairJson(piece, { strict: true, bigIntegers: 'string', maxDepth: 1 });
    if (read.ok && typeof read.value === 'string') return read.value;
  }
  return piece;
}

function readArguments(
  functionInterface: FunctionInterface,
  params: string | undefined,
  settings: ResolvedMarkersTranslatorSettings,
): ArgumentsRead {
  const path = getFunctionPath(functionInterface);
  const slots = getMarkerParamSlots(functionInterface);
  const pieces = params === undefined ? [] : splitMarkerArguments(params);
  // `[[fn:]]` and trailing commas give empty pieces: arguments not given.
  while (pieces.length > 0 && pieces[pieces.length - 1] === '') pieces.pop();
  if (pieces.length > slots.length) {
    const names = slots.map((slot) => slot.name).join(', ');
    return {
      error:
        slots.length === 0
          ? `${path} takes no arguments; write [[${path}]]`
          : `${path} takes ${slots.length} argument${slots.length === 1 ? '' : 's'} (${names}), the call gave ${pieces.length}`,
    };
  }
  const values: Record<string, unknown> = {};
  const repairs: Repair[] = [];
  for (let index = 0; index < pieces.length; index += 1) {
    const piece = pieces[index] as string;
    const slot = slots[index];
    if (piece === '' || slot === undefined) continue;
    if (slot.type === 'string') {
      values[slot.name] = readStringArgument(piece);
      continue;
    }
    try {
      const argument = readMarkerArgument(piece, settings);
      values[slot.name] = argument.value;
      for (const repair of argument.repairs) repairs.push({ ...repair, param: slot.name });
    } catch (error) {
      // Model text never makes the translator throw: even a stack overflow from a depth
      // limit set too high answers this call alone.
      const detail = MarkerJSONError.isInstance(error) ? error.detail : String(error);
      return {
        error: `Argument ${index + 1} (${slot.name}) of ${path} is not readable JSON: ${detail}`,
      };
    }
  }
  return { params: values, repairs };
}

function readCall(
  text: string,
  offset: number,
  match: MarkerMatch & { readonly name: string },
  index: MarkerFunctions,
  settings: ResolvedMarkersTranslatorSettings,
): ParsedFunctionCallV2 {
  const raw = text.slice(match.start, match.end);
  const span = { start: offset + match.start, end: offset + match.end };
  const functionInterface = index.resolve(match.name);
  if (functionInterface === undefined) {
    // The tool manager answers unknown names itself, suggesting the names it knows.
    return { name: match.name, params: {}, interface: null, raw, span, repairs: [] };
  }
  const name = getFunctionPath(functionInterface);
  const read = readArguments(functionInterface, match.params, settings);
  if ('error' in read) {
    return {
      name,
      params: {},
      interface: functionInterface,
      raw,
      span,
      repairs: [],
      error: { code: 'unreadable-arguments', message: read.error },
    };
  }
  return {
    name,
    params: read.params,
    interface: functionInterface,
    raw,
    span,
    repairs: read.repairs,
  };
}

/**
 * A marker that never closed, as a call that cannot run. Its text runs to where the next call
 * starts (or to the end), so that calls cut off one inside another do not each hold the rest
 * of the text, which made a text of many of them quadratic.
 */
function readCutOff(
  text: string,
  offset: number,
  start: number,
  end: number,
  index: MarkerFunctions,
): ParsedFunctionCallV2 | undefined {
  const contentStart = start + 2;
  const nameStart =
    text.charCodeAt(contentStart) === 0x21 /* ! */ ? contentStart + 1 : contentStart;
  const nameEnd = readMarkerName(text, nameStart, text.length, true);
  if (nameEnd === -1) return undefined;
  const functionInterface = index.resolve(text.slice(nameStart, nameEnd));
  // Brackets in prose are no calls; only a known function's name makes one.
  if (functionInterface === undefined) return undefined;
  const name = getFunctionPath(functionInterface);
  return {
    name,
    params: {},
    interface: functionInterface,
    raw: text.slice(start, end),
    span: { start: offset + start, end: offset + end },
    repairs: [],
    error: {
      code: 'truncated-call',
      message: `The call to ${name} was never closed: end it with ]] (and close every quote, { and [ inside it)`,
    },
  };
}

/**
 * Reads the calls in a piece of text (which starts at `offset` of the whole answer). With
 * `final` false, only calls that later text cannot change are read, and `settled` says
 * where reading must start again; with `final` true, markers left open become
 * 'truncated-call' errors.
 */
export function readMarkerCalls(
  text: string,
  offset: number,
  index: MarkerFunctions,
  settings: ResolvedMarkersTranslatorSettings,
  final: boolean,
): MarkerCallsRead {
  const scan = scanMarkers(text, { allowDots: true, reportUnclosed: final });
  const calls: ParsedFunctionCallV2[] = [];
  let stop = text.length;
  let awaitingNext = false;
  if (!final) {
    if (scan.firstUnclosed !== -1) stop = scan.firstUnclosed;
    if (scan.closedAtEnd !== -1 && scan.closedAtEnd < stop) {
      stop = scan.closedAtEnd;
      awaitingNext = true;
    }
  }
  let settled = stop;
  let cutOff = 0;
  for (const match of scan.markers) {
    if (match.start >= stop) break;
    if (!final && !match.doubleClose && match.end >= text.length) {
      settled = match.start;
      awaitingNext = true;
      break;
    }
    if (final) {
      while (cutOff < scan.unclosed.length && (scan.unclosed[cutOff] as number) < match.start) {
        const end = Math.min(scan.unclosed[cutOff + 1] ?? match.start, match.start);
        const call = readCutOff(text, offset, scan.unclosed[cutOff] as number, end, index);
        if (call !== undefined) calls.push(call);
        cutOff += 1;
      }
    }
    if (match.name === null) continue;
    calls.push(readCall(text, offset, match as MarkerMatch & { name: string }, index, settings));
  }
  if (final) {
    for (; cutOff < scan.unclosed.length; cutOff += 1) {
      const end = scan.unclosed[cutOff + 1] ?? text.length;
      const call = readCutOff(text, offset, scan.unclosed[cutOff] as number, end, index);
      if (call !== undefined) calls.push(call);
    }
  }
  return { calls, settled, awaitingNext };
}
