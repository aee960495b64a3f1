import { functionDefinition } from './function-tool.js';
import type { JsonCallFamily } from './json-call-family.js';
import { namedResult } from './result-content.js';

/**
 * How to call, in the words of IBM's granite-20b-functioncalling template; the system prompt
 * lists the functions one JSON object per line after `<|function_call_library|>` and ends with
 * the template's `no_function` sentence.
 */
export const GRANITE_INSTRUCTIONS =
  'You are a helpful assistant with access to the following function calls. Your task is to produce a sequence of function calls necessary to generate response to the user utterance. Use the following function calls as required.';

const noFunction =
  'If none of the functions are relevant or the given question lacks the parameters required by the function, please output "<function_call> {"name": "no_function", "arguments": {}}".';

/**
 * Granite 20B function calling (`<function_call> {...}`, vLLM `granite-20b-fc`). Granite 3.x
 * and 4.0 write another format (`<|tool_call|>[...]`, `<tool_call>{...}</tool_call>`) with
 * another template, whose home is translator-tags' `granite4`; this family still reads those
 * calls, as another family's format.
 */
export const graniteFamily: JsonCallFamily & { readonly name: 'granite' } = {
  name: 'granite',
  ownMarkers: ['<function_call>'],
  bareIsOwn: false,
  nameForms: [],
  nameKey: 'name',
  argumentsKey: 'arguments',
  anyKeys: false,
  noCallNames: ['no_function'],
  callExample: '<function_call> {"name": <function-name>, "arguments": <args-json-object>}',
  instructions: GRANITE_INSTRUCTIONS,
  systemPrompt: (functionTexts, instructions) =>
    [instructions, '<|function_call_library|>', ...functionTexts, noFunction].join('\n'),
  renderInterface: (functionInterface) => JSON.stringify(functionDefinition(functionInterface)),
  renderResults: (calls) =>
    calls.map((call) => `<function_response> ${namedResult(call, 'content')}`).join('\n'),
};
