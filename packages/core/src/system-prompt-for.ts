import type { FunctionInterface } from './function-interface.js';
import type { Translator } from './translator.js';
import { toTranslatorV2 } from './translator-v2/to-translator-v2.js';

/**
 * The tool part of a system prompt for `interfaces` in `translator`'s syntax: a v2
 * translator's own `systemPromptFor`, and for a reference translator a sentence saying how to
 * call followed by each interface's text. Applications, command lines and pages send this, so
 * the model reads the same words everywhere.
 *
 * @example
 * ```ts
 * const system = systemPromptFor(manager.getTranslator('atfunc'), manager.getInterfaces());
 * ```
 */
export function systemPromptFor(
  translator: Translator,
  interfaces: readonly FunctionInterface[],
): string {
  return toTranslatorV2(translator).systemPromptFor(interfaces);
}
