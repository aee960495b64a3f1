import type { FunctionCallRecord, FunctionCallRequest } from './function-call-record.js';
import type { FunctionInterface } from './function-interface.js';
import { isRecord } from './function-signature.js';
import { findStandardTranslator, listStandardTranslators } from './standard-translators.js';
import { suggestNames } from './suggest-names.js';
import type { ParsedFunctionCall, Translator, TranslatorCallResult } from './translator.js';
import { TranslatorError } from './translator-error.js';
import { TranslatorNotFoundError } from './translator-not-found-error.js';
import { listTranslatorPackageNames } from './translator-packages.js';

/**
 * A standard translator by name, or a typed error naming the known ones, the package to import
 * and, for a name no package of the project registers, the registered and project names close
 * to it.
 */
export function lookUpStandardTranslator(name: string): Translator {
  const translator = findStandardTranslator(name);
  if (translator === undefined) {
    const available = listStandardTranslators();
    throw new TranslatorNotFoundError({
      translatorName: name,
      available,
      suggestions: suggestNames(name, [...available, ...listTranslatorPackageNames()]),
    });
  }
  return translator;
}

/** Checks that an object meets the reference's translator contract. */
export function checkTranslator(translator: unknown): Translator {
  const candidate = translator as Partial<Translator> | null;
  const missing = (
    ['generateFunctionIfText', 'getFunctionCallsFromText', 'formatFunctionCallResults'] as const
  ).filter((member) => typeof candidate?.[member] !== 'function');
  if (typeof translator !== 'object' || translator === null || missing.length > 0) {
    throw new TranslatorError({
      reason: 'invalid',
      message: `Not a translator: it must have the functions ${missing.join(', ') || 'generateFunctionIfText, getFunctionCallsFromText, formatFunctionCallResults'}`,
    });
  }
  return translator as Translator;
}

/**
 * The calls a translator finds in text, as requests for the pipeline: through the v1
 * `parseFunctionCalls` extension when the translator has it, else the reference's
 * `getFunctionCallsFromText`. Whatever the translator returns, each entry becomes one request;
 * an entry without a readable name becomes a request that carries an error, and params that
 * are not an object are handed on for the pipeline to refuse.
 */
export function readCallRequests(
  translator: Translator,
  text: string,
  interfaces: readonly FunctionInterface[],
  rootToolBox: string | null,
): FunctionCallRequest[] {
  const found: readonly unknown[] =
    typeof translator.parseFunctionCalls === 'function'
      ? translator.parseFunctionCalls(text, interfaces, rootToolBox)
      : translator.getFunctionCallsFromText(text, interfaces, rootToolBox);
  if (!Array.isArray(found)) throw new TypeError('the translator returned no list of calls');
  return found.map((call): FunctionCallRequest => {
    const candidate = (isRecord(call) ? call : {}) as Partial<ParsedFunctionCall>;
    const request: FunctionCallRequest = {
      name: typeof candidate.name === 'string' ? candidate.name : '',
      // Params that are there but not named parameters go on as they are, so that the
      // pipeline answers them with an error instead of running the function with none.
      params: (candidate.params ?? {}) as Record<string, unknown>,
      ...(typeof candidate.raw === 'string' ? { raw: candidate.raw } : {}),
      ...(isRecord(candidate.span) ? { span: candidate.span } : {}),
      ...(Array.isArray(candidate.repairs) ? { repairs: candidate.repairs } : {}),
      // Any error value marks the call unreadable: one that is not the documented object must
      // still stop the call from running.
      ...(candidate.error !== undefined && candidate.error !== null
        ? { error: candidate.error }
        : {}),
    };
    if (request.error === undefined && typeof candidate.name !== 'string') {
      return {
        ...request,
        error: { code: 'unreadable-call', message: 'A call without a readable function name' },
      };
    }
    return request;
  });
}

/** Hands the records to the translator's `formatFunctionCallResults`, one result per call. */
export function formatCallRecords(
  translator: Translator,
  records: readonly FunctionCallRecord[],
): string {
  const calls: TranslatorCallResult[] = records.map((record) => ({
    name: record.name,
    params: record.params,
    interface: record.interface,
    result: record.result,
    isError: !record.ok,
  }));
  return translator.formatFunctionCallResults(calls);
}
