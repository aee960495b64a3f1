import type { FunctionInterface } from './function-interface.js';
import type { Translator } from './translator.js';
import type { TranslatorV2 } from './translator-v2/translator-v2.js';

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
  const v2 = translator as Partial<TranslatorV2>;
  if (v2.specificationVersion === 'v2' && typeof v2.systemPromptFor === 'function') {
    return v2.systemPromptFor(interfaces);
  }
  const name = typeof translator.name === 'string' ? translator.name : undefined;
  return renderSystemPrompt(defaultInstructions(name), interfaces, (functionInterface) =>
    translator.generateFunctionIfText(functionInterface, false),
  );
}

/** How to call, for a translator that says nothing of its own. */
export function defaultInstructions(translatorName: string | undefined): string {
  const syntax = translatorName === undefined ? 'the syntax' : `the ${translatorName} syntax`;
  return `You can call functions by writing calls in ${syntax} the functions below are shown in. After your calls, stop: the results come back in the next message. When you have everything you need, answer without any call.`;
}

/** The instructions, a blank line, `Functions:` and each interface's text, blank lines between. */
export function renderSystemPrompt(
  instructions: string,
  interfaces: readonly FunctionInterface[],
  render: (functionInterface: FunctionInterface) => string,
): string {
  const texts = interfaces.map((functionInterface) => render(functionInterface).trim());
  return `${instructions}\n\nFunctions:\n\n${texts.join('\n\n')}`;
}
