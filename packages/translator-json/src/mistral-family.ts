import { functionTool } from './function-tool.js';
import type { JsonCallFamily } from './json-call-family.js';
import { namedResult } from './result-content.js';

/**
 * How to call, in the words of vLLM's parallel-call template for Mistral models. The system
 * prompt puts the functions after them as the JSON list of an `[AVAILABLE_TOOLS]` block, as
 * mistral-common renders it.
 */
export const MISTRAL_INSTRUCTIONS =
  'You are a helpful assistant that can call tools. If you call one or more tools, format them in a single JSON array or objects, where each object is a tool call, not as separate objects outside of an array or multiple arrays. Use the format [{"name": tool call name, "arguments": tool call arguments}, additional tool calls] if you call more than one tool. If you call tools, do not attempt to interpret them or otherwise provide a response until you receive a tool call result that you can interpret for the user.';

/** Mistral 7B v0.3, Mixtral 8x22B, Nemo, Small, Magistral, Devstral: `[TOOL_CALLS]`. */
export const mistralFamily: JsonCallFamily & { readonly name: 'mistral' } = {
  name: 'mistral',
  ownMarkers: ['[TOOL_CALLS]'],
  bareIsOwn: false,
  nameForms: ['glued'],
  nameKey: 'name',
  argumentsKey: 'arguments',
  anyKeys: false,
  noCallNames: [],
  callExample: '[TOOL_CALLS][{"name": <function-name>, "arguments": <args-json-object>}]',
  instructions: MISTRAL_INSTRUCTIONS,
  systemPrompt: (functionTexts, instructions) =>
    `${instructions}\n\n[AVAILABLE_TOOLS] [${functionTexts.join(', ')}][/AVAILABLE_TOOLS]`,
  renderInterface: (functionInterface) => JSON.stringify(functionTool(functionInterface)),
  renderResults: (calls) =>
    calls.map((call) => `[TOOL_RESULTS] ${namedResult(call, 'content')}[/TOOL_RESULTS]`).join('\n'),
};
