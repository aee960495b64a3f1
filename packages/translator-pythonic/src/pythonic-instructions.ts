/**
 * What to tell a model so that it calls functions in the syntax this package reads, in the
 * words of the Berkeley Function Calling Leaderboard's prompt and Meta's Llama 3.2 zero-shot
 * function calling prompt, which models of many families were tuned or evaluated on. Put it in
 * the system prompt before the interface text (`getRootInterfaceAsText()`), or use
 * {@link createPythonicSystemPrompt}; the translator's `systemPromptFor` gives the same prompt.
 */
export const PYTHONIC_INSTRUCTIONS =
  'You are an expert in composing functions. You are given a question and a set of possible ' +
  'functions, written below as Python signatures with docstrings. Based on the question, you ' +
  'will need to make one or more function calls to achieve the purpose. If none of the ' +
  'functions can be used, point it out. If the given question lacks the parameters required ' +
  'by the function, also point it out.\n\n' +
  'If you decide to invoke any of the function(s), you MUST put it in the format of ' +
  '[func_name1(params_name1=params_value1, params_name2=params_value2...), func_name2(params)]\n' +
  'Write each function name exactly as shown, dots included. Values must be Python literals: ' +
  'text in quotes, numbers, True, False, None, lists and dicts; do not use variables, ' +
  'expressions or calls inside the arguments. You SHOULD NOT include any other text in the ' +
  'response when you call functions. The results come back in the next message; when you ' +
  'have everything you need, answer in plain text without any call.';

/**
 * The whole system prompt: {@link PYTHONIC_INSTRUCTIONS}, then the functions (the interface
 * text the tool manager renders with this translator).
 *
 * @example
 * ```ts
 * manager.setFunctionTranslator('pythonic');
 * const system = createPythonicSystemPrompt(manager.getRootInterfaceAsText());
 * ```
 */
export function createPythonicSystemPrompt(
  interfaceText: string,
  instructions: string = PYTHONIC_INSTRUCTIONS,
): string {
  return `${instructions}\n\nHere is a list of functions in Python format that you can invoke.\n\n${interfaceText.trim()}\n`;
}
