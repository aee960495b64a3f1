import type { FunctionCallStream, FunctionInterface, ParsedFunctionCall } from '@ai-toolbox/core';
import { AtfuncFunctionIndex } from './atfunc-function-index.js';
import { createAtfuncParamsRecord } from './atfunc-params-record.js';
import { type AtfuncScannedCall, AtfuncScanner } from './atfunc-scanner.js';
import type { ResolvedAtfuncTranslatorSettings } from './atfunc-translator-settings.js';
import { buildAtfuncCall } from './build-atfunc-call.js';

/**
 * An incremental atfunc parser: `push` returns each call as soon as it is complete, `end`
 * returns what is left, calls cut off by the end included. Every character is scanned once
 * whatever the chunks, and any way of cutting a text gives the calls that parsing it whole
 * gives, because the one-shot parser is this stream fed a single chunk.
 */
export function createAtfuncCallStream(
  interfaces: readonly FunctionInterface[],
  rootToolBox: string | null,
  settings: ResolvedAtfuncTranslatorSettings,
): FunctionCallStream {
  const index = new AtfuncFunctionIndex(
    Array.isArray(interfaces) ? interfaces : [],
    rootToolBox ?? null,
    settings.caseSensitive,
  );
  let found: ParsedFunctionCall[] = [];
  let count = 0;
  let length = 0;
  let closed = false;
  let stopped = false;
  const scanner = new AtfuncScanner({
    maxDepth: settings.maxDepth,
    isKnownName: (name) => index.resolve(name) !== undefined,
    acceptsBody: (name) => index.resolve(name)?.type === 'api-wrapper',
    onCall(scanned) {
      if (count >= settings.maxCalls) {
        found.push(tooManyCalls(scanned, settings.maxCalls));
        stopped = true;
        return false;
      }
      count += 1;
      found.push(buildAtfuncCall(scanned, index));
      return true;
    },
  });
  const take = (): ParsedFunctionCall[] => {
    const taken = found;
    found = [];
    return taken;
  };
  return {
    push(chunk) {
      if (closed) return [];
      const text = typeof chunk === 'string' ? chunk : String(chunk);
      const room = settings.maxTextLength - length;
      if (text.length <= room) {
        length += text.length;
        scanner.push(text);
        return take();
      }
      scanner.push(text.slice(0, room));
      length += room;
      closed = true;
      scanner.end();
      if (!stopped) found.push(textTooLong(settings.maxTextLength));
      return take();
    },
    end() {
      if (!closed) {
        closed = true;
        scanner.end();
      }
      return take();
    },
  };
}

function tooManyCalls(scanned: AtfuncScannedCall, maxCalls: number): ParsedFunctionCall {
  return {
    name: scanned.name,
    params: createAtfuncParamsRecord(),
    interface: undefined,
    raw: scanned.raw,
    span: scanned.span,
    repairs: [],
    error: {
      code: 'too-many-calls',
      message: `This answer holds more than ${maxCalls} calls: @${scanned.name} and everything after it was not run. Make fewer calls at a time.`,
    },
  };
}

function textTooLong(maxTextLength: number): ParsedFunctionCall {
  return {
    name: '',
    params: createAtfuncParamsRecord(),
    interface: undefined,
    raw: '',
    span: { start: maxTextLength, end: maxTextLength },
    repairs: [],
    error: {
      code: 'text-too-long',
      message: `The answer is longer than ${maxTextLength} characters: the text after that point was not read.`,
    },
  };
}
