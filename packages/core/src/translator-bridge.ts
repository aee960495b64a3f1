import type { FunctionCallRequest } from './function-call-record.js';
import type { FunctionInterface } from './function-interface.js';
import { isRecord } from './function-signature.js';
import { suggestNames } from './kit/suggest-names.js';
import { chooseTranslator, type ModelChoice } from './models/choose-translator.js';
import { findStandardTranslator, listStandardTranslators } from './standard-translators.js';
import type { CallParseError, Translator } from './translator.js';
import { TranslatorNotFoundError } from './translator-not-found-error.js';
import { listTranslatorPackageNames } from './translator-packages.js';
import type { TranslatorV2 } from './translator-v2/translator-v2.js';

/**
 * A standard translator by name, or a typed error naming the known ones, the package to import
 * and, for a name no package of the project registers, the translator the model table gives it
 * when it is a model's name (`'llama3.2'`), else the registered and project names close to it.
 * `forModel` is the model table's choice that named the translator, for the error to say so.
 */
export function lookUpStandardTranslator(name: string, forModel?: ModelChoice): Translator {
  const translator = findStandardTranslator(name);
  if (translator === undefined) {
    const available = listStandardTranslators();
    const asModel = forModel === undefined ? chooseTranslator(name) : undefined;
    throw new TranslatorNotFoundError({
      translatorName: name,
      available,
      suggestions: suggestNames(name, [...available, ...listTranslatorPackageNames()]),
      ...(forModel === undefined ? {} : { forModel }),
      ...(asModel === undefined || asModel.family === null ? {} : { asModel }),
    });
  }
  return translator;
}

/**
 * The calls a translator finds in text, as requests for the pipeline: its v2
 * `parseFunctionCalls` (a reference translator comes here through `toTranslatorV2`). Whatever
 * the translator returns, each entry is one request, handed on as it is (the pipeline reads
 * every request defensively and refuses params that are not an object); only an entry without
 * a readable name is replaced, by a request that carries its error, or `unreadable-call` when
 * it has none.
 */
export function readCallRequests(
  translator: TranslatorV2,
  text: string,
  interfaces: readonly FunctionInterface[],
  rootToolBox: string | null,
): unknown[] {
  const found: readonly unknown[] = translator.parseFunctionCalls(text, interfaces, rootToolBox);
  if (!Array.isArray(found)) throw new TypeError('the translator returned no list of calls');
  return found.map((call) =>
    isRecord(call) && typeof call.name === 'string' ? call : withoutName(call),
  );
}

/** A request for an entry whose name cannot be read: it keeps what else it has, and fails. */
function withoutName(call: unknown): FunctionCallRequest {
  const entry = isRecord(call) ? call : {};
  // Any error value marks the call unreadable: one that is not the documented object must
  // still stop the call from running.
  const error =
    entry.error !== undefined && entry.error !== null
      ? (entry.error as CallParseError)
      : { code: 'unreadable-call', message: 'A call without a readable function name' };
  return { ...entry, name: '', params: (entry.params ?? {}) as Record<string, unknown>, error };
}
