import { PYTHONIC_INSTRUCTIONS } from '@ai-toolbox/translator-pythonic';

/** How to call functions, per translator, put before the interface text in the system prompt. */
const instructions: ReadonlyMap<string, string> = new Map([
  // The package's own words, so the model is asked for the form the translator reads.
  ['pythonic', PYTHONIC_INSTRUCTIONS],
  [
    'atfunc',
    'You can call functions. Write each call on its own line as ' +
      '@toolbox.function(arguments), with text arguments in double quotes; arguments may be ' +
      'positional or named (name: "value"). After your calls, stop: the results come back in ' +
      'the next message. When you have everything you need, answer without any call.',
  ],
  [
    'markers',
    'You can call functions by writing markers such as [[toolbox.function:argument1,argument2]] ' +
      'anywhere in your answer. After your markers, stop: the results come back in the next ' +
      'message. When you have everything you need, answer without any marker.',
  ],
]);

/** The system prompt of a text-mode conversation: instructions, then the interfaces. */
export function textSystemPrompt(translatorName: string, interfaceText: string): string {
  const how =
    instructions.get(translatorName) ??
    `You can call functions in the ${translatorName} syntax shown below. When you have everything you need, answer without any call.`;
  return `${how}\n\nFunctions:\n\n${interfaceText.trim()}`;
}

/** The system prompt of a native-mode conversation; the tools travel in the request. */
export const NATIVE_SYSTEM_PROMPT =
  'You are a helpful assistant. Use the tools you are given when they help; tools.* tell you ' +
  'what else is there. A tool answers with text; an answer starting with "Error:" says what to ' +
  'correct.';
