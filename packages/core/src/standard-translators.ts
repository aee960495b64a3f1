import type { Translator } from './translator.js';

const translators = new Map<string, Translator>();

/**
 * Makes a translator known by name, so `setFunctionTranslator('atfunc')` and
 * `getTranslator('atfunc')` find it. Translator packages call this when they are imported.
 */
export function registerStandardTranslator(name: string, translator: Translator): void {
  translators.set(name, translator);
}

/** The translator known by `name`, or `undefined`. */
export function findStandardTranslator(name: string): Translator | undefined {
  return translators.get(name);
}

/** The names of the known translators, in the order they became known. */
export function listStandardTranslators(): string[] {
  return [...translators.keys()];
}
