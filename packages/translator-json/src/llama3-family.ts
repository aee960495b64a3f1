import { functionTool } from './function-tool.js';
import type { JsonCallFamily } from './json-call-family.js';
import { namedResult } from './result-content.js';

/**
 * How to call, in the words of the Llama 3.1 / 3.3 chat template for custom tools (given in the
 * first user message); the functions follow them as indented JSON.
 */
export const LLAMA3_INSTRUCTIONS =
  'Given the following functions, please respond with a JSON for a function call with its proper arguments that best answers the given prompt.\n\nRespond in the format {"name": function name, "parameters": dictionary of argument name and its value}. Do not use variables.';

/** Llama 3.1 to 3.3 (and Llama 4 with the JSON template): `{"name": ..., "parameters": ...}`. */
export const llama3Family: JsonCallFamily & { readonly name: 'llama3' } = {
  name: 'llama3',
  ownMarkers: ['<|python_tag|>', '<|python_start|>', '<function='],
  bareIsOwn: true,
  nameForms: [],
  nameKey: 'name',
  argumentsKey: 'parameters',
  anyKeys: false,
  noCallNames: [],
  callExample:
    '{"name": <function-name>, "parameters": <dictionary of argument name and its value>}',
  instructions: LLAMA3_INSTRUCTIONS,
  systemPrompt: (functionTexts, instructions) => [instructions, ...functionTexts].join('\n\n'),
  renderInterface: (functionInterface) => JSON.stringify(functionTool(functionInterface), null, 4),
  // vLLM's Llama template wraps an ipython result as {"output": ...}; the name tells calls apart.
  renderResults: (calls) => calls.map((call) => namedResult(call, 'output')).join('\n'),
};
