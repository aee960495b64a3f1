import type { FunctionInterface } from '../function-interface.js';
import { DEFAULT_MAX_TEXT_LENGTH } from '../kit/define-translator.js';
import { defaultInstructions, renderSystemPrompt } from '../system-prompt-text.js';
import type { Translator } from '../translator.js';
import { TranslatorError } from '../translator-error.js';
import type { FunctionCallStreamV2 } from './function-call-stream-v2.js';
import type { ParsedFunctionCallV2 } from './parsed-function-call-v2.js';
import type { TranslatorV2 } from './translator-v2.js';

/** The functions every translator has, by the reference contract. */
const referenceMembers = [
  'generateFunctionIfText',
  'getFunctionCallsFromText',
  'formatFunctionCallResults',
] as const;

/** The functions a translator that says `specificationVersion: 'v2'` has. */
const v2Members = [
  ...referenceMembers,
  'systemPromptFor',
  'parseFunctionCalls',
  'createFunctionCallStream',
] as const;

/**
 * The translator as contract v2, the one form the call pipeline, streaming and prompts read.
 * The contract version decides: a translator that says `specificationVersion: 'v2'` is
 * returned as it is, and any other (a reference translator, with or without the v1 extensions)
 * is wrapped, each v2 member served by the translator's own member where it has one:
 *
 * - `parseFunctionCalls` is its `parseFunctionCalls`, else `getFunctionCallsFromText`;
 * - `createFunctionCallStream` is its stream, else a stream that keeps the text (up to
 *   `DEFAULT_MAX_TEXT_LENGTH`, the kit's limit) and parses it once at `end`, settling nothing
 *   before;
 * - `caseSensitive` is `true` unless it says `false`, `outputFilter` its filter or `null`, both
 *   read from it whenever they are read;
 * - `instructions` and `systemPromptFor` are the words core says for a translator that has
 *   none, with its interface texts.
 *
 * The calls are handed on as the translator returns them: a reference translator's calls lack
 * raw text, span and repairs, so every reader of calls reads them defensively, as it must read
 * any translator's output.
 *
 * @throws {TranslatorError} with reason `'invalid'` when the object lacks a function its
 * contract version requires.
 *
 * @example
 * ```ts
 * const v2 = toTranslatorV2(referenceTranslator);
 * const stream = v2.createFunctionCallStream(manager.getInterfaces(), null);
 * ```
 */
export function toTranslatorV2(translator: Translator | TranslatorV2): TranslatorV2 {
  const candidate =
    typeof translator === 'object' && translator !== null
      ? (translator as unknown as Record<string, unknown>)
      : undefined;
  if (candidate?.specificationVersion === 'v2') {
    const missing = v2Members.filter((member) => typeof candidate[member] !== 'function');
    if (missing.length > 0) {
      throw new TranslatorError({
        reason: 'invalid',
        message: `Not a v2 translator: it says specificationVersion 'v2' but lacks the functions ${missing.join(', ')}`,
      });
    }
    return translator as TranslatorV2;
  }
  const missing = referenceMembers.filter((member) => typeof candidate?.[member] !== 'function');
  if (candidate === undefined || missing.length > 0) {
    throw new TranslatorError({
      reason: 'invalid',
      message: `Not a translator: it must have the functions ${missing.join(', ')}`,
    });
  }
  return adaptReference(translator as Translator);
}

function adaptReference(translator: Translator): TranslatorV2 {
  const nameOf = (): string | undefined =>
    typeof translator.name === 'string' ? translator.name : undefined;
  const parseFunctionCalls = (
    text: string,
    interfaces: readonly FunctionInterface[],
    rootToolBox: string | null,
  ): ParsedFunctionCallV2[] =>
    (typeof translator.parseFunctionCalls === 'function'
      ? translator.parseFunctionCalls(text, interfaces, rootToolBox)
      : translator.getFunctionCallsFromText(
          text,
          interfaces,
          rootToolBox,
        )) as ParsedFunctionCallV2[];
  return {
    specificationVersion: 'v2',
    get name() {
      return nameOf() ?? '';
    },
    get caseSensitive() {
      return translator.caseSensitive !== false;
    },
    get outputFilter() {
      return translator.outputFilter ?? null;
    },
    get instructions() {
      return defaultInstructions(nameOf());
    },
    generateFunctionIfText: (functionInterface, useSeparator) =>
      translator.generateFunctionIfText(functionInterface, useSeparator),
    systemPromptFor: (interfaces) =>
      renderSystemPrompt(defaultInstructions(nameOf()), interfaces, (functionInterface) =>
        translator.generateFunctionIfText(functionInterface, false),
      ),
    getFunctionCallsFromText: (text, interfaces, rootToolBox) =>
      translator.getFunctionCallsFromText(text, interfaces, rootToolBox) as ParsedFunctionCallV2[],
    parseFunctionCalls,
    createFunctionCallStream: (interfaces, rootToolBox) =>
      typeof translator.createFunctionCallStream === 'function'
        ? (translator.createFunctionCallStream(interfaces, rootToolBox) as FunctionCallStreamV2)
        : createParseAtEndStream((text) => parseFunctionCalls(text, interfaces, rootToolBox)),
    formatFunctionCallResults: (calls) => translator.formatFunctionCallResults(calls),
  };
}

/**
 * The stream of a translator that has none: it keeps the chunks (past the kit's text limit,
 * none) and parses their text once at `end`. Nothing is settled before the end, since any text
 * may still turn out to be part of a call.
 */
function createParseAtEndStream(
  parse: (text: string) => ParsedFunctionCallV2[],
): FunctionCallStreamV2 {
  let chunks: string[] = [];
  let kept = 0;
  let received = 0;
  let ended = false;
  return {
    push(chunk) {
      const text = typeof chunk === 'string' ? chunk : String(chunk);
      received += text.length;
      if (!ended && kept < DEFAULT_MAX_TEXT_LENGTH && text.length > 0) {
        const piece = text.slice(0, DEFAULT_MAX_TEXT_LENGTH - kept);
        chunks.push(piece);
        kept += piece.length;
      }
      return [];
    },
    end() {
      if (ended) return [];
      ended = true;
      const text = chunks.join('');
      chunks = [];
      return parse(text);
    },
    settledLength: () => (ended ? received : 0),
  };
}
