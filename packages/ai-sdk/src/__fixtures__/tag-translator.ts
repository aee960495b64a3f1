import type { ParsedFunctionCallV2, TranslatorCallResult } from '@ai-toolbox/core';
import {
  type CallScannerContextV2,
  type CallScannerV2,
  createJsonReader,
  defineTranslator,
  isBlank,
  isRecord,
  type JsonReader,
  setOwn,
} from '@ai-toolbox/core/kit';

// A small translator for this package's tests and benchmark, built with the kit as a third
// party would: `<tool_call>{"name": "box.fn", "arguments": {...}}</tool_call>`, the JSON call
// format of Hermes-style models, which is also what @ai-sdk-tool/parser's `hermesToolMiddleware`
// reads, so both middlewares can be fed the very same stream.

const OPEN = '<tool_call>';
const CLOSE = '</tool_call>';
const maxCallLength = 64 * 1024;
const readPiece = 256;

type State =
  | { readonly kind: 'prose'; readonly matched: number; readonly start: number }
  | { readonly kind: 'json'; readonly start: number; readonly reader: JsonReader }
  | {
      readonly kind: 'close';
      readonly start: number;
      readonly value: unknown;
      /** How much of `raw` the call has without what follows its JSON. */
      readonly jsonLength: number;
      matched: number;
    };

function createTagScanner(context: CallScannerContextV2): CallScannerV2 {
  let state: State = { kind: 'prose', matched: 0, start: 0 };
  let raw = '';
  let read = 0;
  let stopped = false;

  const report = (start: number, value: unknown, length: number, cut: boolean): void => {
    const text = raw.slice(0, length);
    const call = buildCall(context, value, text, { start, end: start + length }, cut);
    raw = '';
    state = { kind: 'prose', matched: 0, start: 0 };
    if (!context.report(call)) stopped = true;
  };

  const push = (chunk: string, offset: number): void => {
    read = Math.max(read, offset + chunk.length);
    let at = 0;
    while (at < chunk.length && !stopped) {
      if (state.kind === 'prose') {
        if (state.matched === 0) {
          const open = chunk.indexOf('<', at);
          if (open < 0) return;
          state = { kind: 'prose', matched: 1, start: offset + open };
          at = open + 1;
        } else if (chunk.charCodeAt(at) === OPEN.charCodeAt(state.matched)) {
          const matched = state.matched + 1;
          at += 1;
          state =
            matched === OPEN.length
              ? {
                  kind: 'json',
                  start: state.start,
                  reader: createJsonReader({ dialect: 'json', maxDepth: 64 }),
                }
              : { kind: 'prose', matched, start: state.start };
          if (matched === OPEN.length) raw = OPEN;
        } else {
          // Not the opening: this character is read again as prose (it may be a `<`).
          state = { kind: 'prose', matched: 0, start: 0 };
        }
        continue;
      }
      if (state.kind === 'json') {
        const reader = state.reader;
        // A call is read up to its bound, then cut there, wherever the chunks end.
        // The reader is handed the chunk in pieces, so that a call that fails early copies a
        // piece of the text after it, not all of it up to the bound.
        const limit = Math.min(chunk.length, at + (maxCallLength - raw.length));
        let stop = at;
        while (stop < limit && reader.status === 'reading') {
          const pieceEnd = Math.min(limit, stop + readPiece);
          const piece = chunk.slice(stop, pieceEnd);
          const read = reader.write(piece);
          stop += read;
          if (read < piece.length) break;
        }
        raw += chunk.slice(at, stop);
        at = stop;
        if (reader.status === 'done') {
          // The value may have ended in text of an earlier write (a look past a quote showed
          // the string ended sooner): `stoppedAt` says where, however the text came.
          const jsonLength = OPEN.length + reader.stoppedAt;
          const past = raw.slice(jsonLength);
          raw = raw.slice(0, jsonLength);
          const start = state.start;
          state = { kind: 'close', start, value: reader.value, jsonLength, matched: 0 };
          if (past.length > 0) push(past, start + jsonLength);
        } else if (reader.status === 'failed') {
          // Cut where the reader says it stopped, the same place however the text came, and
          // read what it looked at past that point again as prose.
          const position = reader.problem?.position ?? raw.length - OPEN.length;
          const cut = Math.min(raw.length, OPEN.length + position);
          const past = raw.slice(cut);
          const start = state.start;
          report(start, undefined, cut, false);
          if (past.length > 0 && !stopped) push(past, start + cut);
        } else if (raw.length >= maxCallLength) {
          report(state.start, undefined, raw.length, false);
        }
        continue;
      }
      // After the JSON: blanks, then `</tool_call>`, which belongs to the call.
      const code = chunk.charCodeAt(at);
      if (state.matched === 0 && isBlank(code) && raw.length - state.jsonLength < 64) {
        raw += chunk.charAt(at);
        at += 1;
      } else if (code === CLOSE.charCodeAt(state.matched)) {
        state.matched += 1;
        raw += chunk.charAt(at);
        at += 1;
        if (state.matched === CLOSE.length) report(state.start, state.value, raw.length, false);
      } else {
        // Anything else ends the call at its JSON; what followed it is read again as prose.
        const past = raw.slice(state.jsonLength);
        const end = state.start + state.jsonLength;
        report(state.start, state.value, state.jsonLength, false);
        if (past.length > 0 && !stopped) push(past, end);
      }
    }
  };

  return {
    push,
    end() {
      if (stopped) return;
      if (state.kind === 'json') report(state.start, undefined, raw.length, true);
      else if (state.kind === 'close') report(state.start, state.value, state.jsonLength, false);
    },
    settledLength() {
      // Nothing before the `<` that may open a call, or the call being read, is still open.
      if (state.kind !== 'prose' || state.matched > 0) return state.start;
      return read;
    },
  };
}

function buildCall(
  context: CallScannerContextV2,
  value: unknown,
  raw: string,
  span: { start: number; end: number },
  cut: boolean,
): ParsedFunctionCallV2 {
  const fail = (code: string, message: string): ParsedFunctionCallV2 => ({
    name: '',
    params: Object.create(null),
    interface: null,
    raw,
    span,
    repairs: [],
    error: { code, message },
  });
  if (cut) return fail('truncated-call', 'The call is cut off before its closing </tool_call>.');
  if (!isRecord(value) || typeof value.name !== 'string') {
    return fail('unreadable-arguments', 'Write {"name": "box.fn", "arguments": {...}} in the tag.');
  }
  const args = value.arguments ?? {};
  if (!isRecord(args)) {
    return {
      ...fail('unreadable-arguments', 'The arguments must be an object.'),
      name: value.name,
    };
  }
  const params: Record<string, unknown> = Object.create(null);
  for (const key of Object.keys(args)) setOwn(params, key, args[key]);
  const functionInterface = context.functions.resolve(value.name) ?? null;
  return {
    name: context.functions.callName(value.name),
    params,
    interface: functionInterface,
    raw,
    span,
    repairs: [],
  };
}

/** The `<tool_call>` JSON translator of the tests and the benchmark. */
export const tagTranslator = defineTranslator({
  name: 'tag',
  generateFunctionIfText: (i) =>
    `<tool_call>{"name": "${i.domain}.${i.name}", "arguments": {${Object.keys(i.params ?? {})
      .map((key) => `"${key}": ...`)
      .join(', ')}}}</tool_call>\nDescription: ${i.description}`,
  formatFunctionCallResults: (calls: readonly TranslatorCallResult[]) =>
    calls.map((call) => `<tool_response>${call.name}: ${call.result}</tool_response>`).join('\n'),
  createScanner: createTagScanner,
});
