import { functionTool } from './function-tool.js';
import type { JsonCallFamily } from './json-call-family.js';
import { namedResult } from './result-content.js';

/**
 * How to call, in the words of the Qwen2.5 and Qwen3 chat templates (the same in Qwen-Agent's
 * Nous prompt), which Hermes 2 Pro and 3 read alike. The system prompt puts them after the
 * functions' `<tools>` block.
 */
export const HERMES_INSTRUCTIONS =
  'For each function call, return a json object with function name and arguments within <tool_call></tool_call> XML tags:\n<tool_call>\n{"name": <function-name>, "arguments": <args-json-object>}\n</tool_call>';

/** Hermes 2 Pro / 3, Qwen2.5 / Qwen3 and the other ChatML models that write `<tool_call>`. */
export const hermesFamily: JsonCallFamily & { readonly name: 'hermes' } = {
  name: 'hermes',
  ownMarkers: ['<tool_call>'],
  bareIsOwn: false,
  nameForms: [],
  nameKey: 'name',
  argumentsKey: 'arguments',
  anyKeys: false,
  noCallNames: [],
  callExample: '<tool_call>{"name": <function-name>, "arguments": <args-json-object>}</tool_call>',
  instructions: HERMES_INSTRUCTIONS,
  systemPrompt: (functionTexts, instructions) =>
    [
      '# Tools',
      '',
      'You may call one or more functions to assist with the user query.',
      '',
      'You are provided with function signatures within <tools></tools> XML tags:',
      '<tools>',
      ...functionTexts,
      '</tools>',
      '',
      instructions,
    ].join('\n'),
  renderInterface: (functionInterface) => JSON.stringify(functionTool(functionInterface)),
  // The Hermes template's result block; Qwen's holds the content alone, matched by order.
  renderResults: (calls) =>
    calls
      .map((call) => `<tool_response>\n${namedResult(call, 'content')}\n</tool_response>`)
      .join('\n'),
};
