import * as v from 'valibot';
import type { FunctionInterface } from '../function-interface.js';
import { defaultInstructions, renderSystemPrompt } from '../system-prompt-text.js';
import type { OutputFilter } from '../translator.js';
import type { CallScannerContextV2 } from '../translator-v2/call-scanner-context-v2.js';
import type { CallScannerV2 } from '../translator-v2/call-scanner-v2.js';
import type { FunctionCallStreamV2 } from '../translator-v2/function-call-stream-v2.js';
import type { FunctionLookupV2 } from '../translator-v2/function-lookup-v2.js';
import type { ParsedFunctionCallV2 } from '../translator-v2/parsed-function-call-v2.js';
import type { TranslatorDefinitionV2 } from '../translator-v2/translator-definition-v2.js';
import type { TranslatorOpenersV2 } from '../translator-v2/translator-openers-v2.js';
import type { TranslatorV2 } from '../translator-v2/translator-v2.js';
import { FunctionIndex } from './function-index.js';
import { parseSettings } from './parse-settings.js';

/** The calls one text may hold unless a translator says otherwise. */
export const DEFAULT_MAX_CALLS = 1000;
/** The longest text read unless a translator says otherwise, in UTF-16 code units (4 MiB). */
export const DEFAULT_MAX_TEXT_LENGTH = 4 * 1024 * 1024;

/** A translator made by {@link defineTranslator}: contract v2, with a replaceable filter. */
export interface DefinedTranslatorV2 extends TranslatorV2 {
  /** Kept for readers of the v1 extensions: a v2 translator has every v1 member too. */
  readonly extensionVersion: 'v1';
  /** The strings its calls open with, when its definition says them. */
  readonly openers?: TranslatorOpenersV2;
  /** Replaces the output filter; `null` or `undefined` removes it. */
  setOutputFilter(filter: OutputFilter | null | undefined): void;
}

/**
 * Builds a whole translator from the parts of its syntax: interface text, result text and a
 * resumable scanner. `parseFunctionCalls` and `getFunctionCallsFromText` are the stream of
 * `createFunctionCallStream` fed one chunk, so one-shot and streamed parsing agree by
 * construction. The stream bounds the work: text past `maxTextLength` is not read (one
 * `'text-too-long'` entry says so), the call after `maxCalls` is answered with
 * `'too-many-calls'` and nothing after it is read, and a scanner that throws on some text ends
 * the reading with an `'unreadable-call'` entry instead of throwing at the caller.
 *
 * @example
 * ```ts
 * const lines = defineTranslator({
 *   name: 'call-lines',
 *   generateFunctionIfText: (i) => `CALL ${i.domain}.${i.name} {json}`,
 *   formatFunctionCallResults: (calls) => calls.map((c) => `${c.name}: ${c.result}`).join('\n'),
 *   createScanner: (context) => createCallLineScanner(context),
 * });
 * manager.setFunctionTranslator(lines);
 * ```
 */
export function defineTranslator<const Name extends string>(
  definition: TranslatorDefinitionV2 & { readonly name: Name },
): DefinedTranslatorV2 & { readonly name: Name } {
  parseSettings(definitionSchema, definition, 'defineTranslator');
  const name = definition.name;
  const caseSensitive = definition.caseSensitive ?? true;
  const maxCalls = definition.maxCalls ?? DEFAULT_MAX_CALLS;
  const maxTextLength = definition.maxTextLength ?? DEFAULT_MAX_TEXT_LENGTH;
  let outputFilter = definition.outputFilter ?? null;
  const createFunctionCallStream = (
    interfaces: readonly FunctionInterface[],
    rootToolBox: string | null,
  ): FunctionCallStreamV2 =>
    createLimitedStream(
      definition,
      new FunctionIndex(
        interfaces,
        typeof rootToolBox === 'string' ? rootToolBox : null,
        caseSensitive,
      ),
      maxCalls,
      maxTextLength,
    );
  const parseFunctionCalls = (
    text: string,
    interfaces: readonly FunctionInterface[],
    rootToolBox: string | null,
  ): ParsedFunctionCallV2[] => {
    const stream = createFunctionCallStream(interfaces, rootToolBox);
    const calls = stream.push(typeof text === 'string' ? text : '');
    for (const call of stream.end()) calls.push(call);
    return calls;
  };
  const instructions = definition.instructions ?? defaultInstructions(name);
  const systemPromptFor = (interfaces: readonly FunctionInterface[]): string => {
    const list = Array.isArray(interfaces) ? interfaces : [];
    if (definition.systemPromptFor !== undefined) {
      return definition.systemPromptFor(list, instructions);
    }
    return renderSystemPrompt(instructions, list, (functionInterface) =>
      definition.generateFunctionIfText(functionInterface, false),
    );
  };
  return {
    specificationVersion: 'v2',
    extensionVersion: 'v1',
    name,
    caseSensitive,
    instructions,
    systemPromptFor,
    get outputFilter() {
      return outputFilter;
    },
    setOutputFilter(filter) {
      outputFilter = checkFilter(filter);
    },
    generateFunctionIfText: (functionInterface, useSeparator) =>
      definition.generateFunctionIfText(functionInterface, useSeparator),
    getFunctionCallsFromText: parseFunctionCalls,
    parseFunctionCalls,
    createFunctionCallStream,
    formatFunctionCallResults: (calls) => definition.formatFunctionCallResults(calls),
    ...(definition.openers === undefined ? {} : { openers: copyOpeners(definition.openers) }),
  };
}

/** A frozen copy, so the openers a translator was built with stay the ones it reports. */
function copyOpeners(openers: TranslatorOpenersV2): TranslatorOpenersV2 {
  return Object.freeze({
    own: Object.freeze([...openers.own]),
    any: Object.freeze([...openers.any]),
  });
}

enum StreamState {
  Reading = 0,
  /** The answer held too many calls: nothing more is read. */
  Stopped = 1,
  /** `end` was called, or the text grew past the limit. */
  Ended = 2,
}

/**
 * The stream around a scanner: counts calls and characters, and keeps each call in `found`
 * until the push or end that completed it returns. Every chunk goes to the scanner once.
 */
function createLimitedStream(
  definition: TranslatorDefinitionV2,
  functions: FunctionLookupV2,
  maxCalls: number,
  maxTextLength: number,
): FunctionCallStreamV2 {
  let found: ParsedFunctionCallV2[] = [];
  let count = 0;
  let length = 0;
  /** Every character pushed, read or not, for `settledLength` once reading has stopped. */
  let received = 0;
  let lastCallEnd = 0;
  let settled = 0;
  let state = StreamState.Reading;
  const context: CallScannerContextV2 = {
    functions,
    report(call) {
      if (state !== StreamState.Reading) return false;
      if (count >= maxCalls) {
        found.push(tooManyCalls(call, maxCalls));
        state = StreamState.Stopped;
        return false;
      }
      count += 1;
      found.push(call);
      const end = call.span?.end;
      if (typeof end === 'number' && end > lastCallEnd) lastCallEnd = end;
      return true;
    },
  };
  const fail = (thrown: unknown): void => {
    if (state === StreamState.Reading) found.push(scannerFailed(definition.name, length, thrown));
    state = StreamState.Stopped;
  };
  let scanner: CallScannerV2 = idleScanner;
  try {
    scanner = definition.createScanner(context);
  } catch (thrown) {
    fail(thrown);
  }
  const take = (): ParsedFunctionCallV2[] => {
    const taken = found;
    found = [];
    return taken;
  };
  const finish = (): void => {
    if (state === StreamState.Reading) {
      try {
        scanner.end();
      } catch (thrown) {
        fail(thrown);
      }
    }
    state = StreamState.Ended;
  };
  return {
    push(chunk) {
      const text = typeof chunk === 'string' ? chunk : String(chunk);
      received += text.length;
      if (state !== StreamState.Reading) return found.length === 0 ? [] : take();
      const start = length;
      if (text.length === 0) return found.length === 0 ? [] : take();
      if (text.length <= maxTextLength - start) {
        length = start + text.length;
        try {
          scanner.push(text, start);
        } catch (thrown) {
          fail(thrown);
        }
        return found.length === 0 ? [] : take();
      }
      length = maxTextLength;
      try {
        if (maxTextLength > start) scanner.push(text.slice(0, maxTextLength - start), start);
      } catch (thrown) {
        fail(thrown);
      }
      const reading = state === StreamState.Reading;
      finish();
      if (reading) found.push(textTooLong(maxTextLength));
      return take();
    },
    end() {
      if (state !== StreamState.Ended) finish();
      return take();
    },
    settledLength() {
      if (state !== StreamState.Reading) {
        settled = received;
        return settled;
      }
      let value = lastCallEnd;
      if (typeof scanner.settledLength === 'function') {
        try {
          const told = scanner.settledLength();
          if (typeof told === 'number' && told > value) value = Math.min(told, length);
        } catch (thrown) {
          fail(thrown);
          settled = received;
          return settled;
        }
      }
      // Never back: a reader may already have shown what it was told was settled.
      if (value > settled) settled = value;
      return settled;
    },
  };
}

/** Stands in for a scanner that could not be created: it reads nothing. */
const idleScanner: CallScannerV2 = { push() {}, end() {} };

/** An entry for a call, or a stretch of text, that the stream answers with an error. */
function errorEntry(
  found: Pick<ParsedFunctionCallV2, 'name' | 'interface' | 'raw' | 'span'>,
  code: string,
  message: string,
): ParsedFunctionCallV2 {
  return {
    ...found,
    params: Object.create(null) as Record<string, unknown>,
    repairs: [],
    error: { code, message },
  };
}

function tooManyCalls(call: ParsedFunctionCallV2, maxCalls: number): ParsedFunctionCallV2 {
  return errorEntry(
    call,
    'too-many-calls',
    `This answer holds more than ${maxCalls} calls: the call to ${call.name || 'a function'} and everything after it was not run. Make fewer calls at a time.`,
  );
}

function textTooLong(maxTextLength: number): ParsedFunctionCallV2 {
  const span = { start: maxTextLength, end: maxTextLength };
  return errorEntry(
    { name: '', interface: undefined, raw: '', span },
    'text-too-long',
    `The answer is longer than ${maxTextLength} characters: the text after that point was not read.`,
  );
}

function scannerFailed(name: string, at: number, thrown: unknown): ParsedFunctionCallV2 {
  const detail = thrown instanceof Error ? thrown.name : typeof thrown;
  return errorEntry(
    { name: '', interface: undefined, raw: '', span: { start: at, end: at } },
    'unreadable-call',
    `The ${name} translator could not read the answer past character ${at} (${detail}); calls after that point were not read.`,
  );
}

const limit = v.pipe(v.number(), v.integer(), v.minValue(1));
const outputFilterSchema = v.nullish(
  v.custom<OutputFilter>((input) => typeof input === 'function', 'a function, null or undefined'),
);

/** The settings part of a definition; the functions are checked by the contract's types. */
const definitionSchema = v.looseObject({
  name: v.pipe(v.string(), v.minLength(1)),
  caseSensitive: v.optional(v.boolean()),
  instructions: v.optional(v.pipe(v.string(), v.minLength(1))),
  outputFilter: outputFilterSchema,
  maxCalls: v.optional(limit),
  maxTextLength: v.optional(limit),
  openers: v.optional(
    v.object({
      own: v.array(v.pipe(v.string(), v.minLength(1))),
      any: v.array(v.pipe(v.string(), v.minLength(1))),
    }),
  ),
});

const filterSettingsSchema = v.object({ outputFilter: outputFilterSchema });

function checkFilter(outputFilter: unknown): OutputFilter | null {
  return (
    parseSettings(filterSettingsSchema, { outputFilter }, 'setOutputFilter').outputFilter ?? null
  );
}
