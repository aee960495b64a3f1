import type { FunctionInterface } from './function-interface.js';

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
