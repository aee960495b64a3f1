import { getTranslator, type Translator } from '@ai-toolbox/core';

/** The members every translator has, by the reference contract. */
const requiredMembers = [
  'generateFunctionIfText',
  'getFunctionCallsFromText',
  'formatFunctionCallResults',
] as const;

/** Whether `value` has the reference contract's three functions. */
export function isTranslator(value: unknown): value is Translator {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return requiredMembers.every((member) => typeof candidate[member] === 'function');
}

/**
 * The translator a middleware uses: a registered one by name (core's `getTranslator`, which
 * throws `TranslatorNotFoundError` naming the package to import for a name it does not know
 * yet), or the object given.
 */
export function resolveTranslator(translator: string | Translator): Translator {
  return typeof translator === 'string' ? getTranslator(translator) : translator;
}

/** The name a translator goes by in prompts and metadata. */
export function translatorName(translator: Translator, given: string | Translator): string {
  if (typeof given === 'string') return given;
  return typeof translator.name === 'string' && translator.name !== '' ? translator.name : 'custom';
}
