import { functionTool } from './function-tool.js';
import type { JsonCallFamily } from './json-call-family.js';
import { resultContent } from './result-content.js';

/**
 * How to call, in the words of Salesforce's xLAM-2 chat template: the calls as one JSON list;
 * the functions follow as indented JSON.
 */
export const JSON_INSTRUCTIONS =
  'You have access to a set of tools. When using tools, make calls in a single JSON array: \n\n[{"name": "tool_call_name", "arguments": {"arg1": "value1", "arg2": "value2"}}, ... (additional parallel tool calls as needed)]\n\nIf no tool is suitable, state that explicitly. If the user\'s input lacks required parameters, ask for clarification. Do not interpret or respond until tool results are returned. Once they are available, process them or make additional calls if needed. For tasks that don\'t require tools, such as casual conversation or general advice, respond directly in plain text. The available tools are:';

/** xLAM, Arch and any model that writes calls as bare JSON, alone, in a list, or in prose. */
export const jsonFamily: JsonCallFamily & { readonly name: 'json' } = {
  name: 'json',
  ownMarkers: [],
  bareIsOwn: true,
  nameForms: [],
  nameKey: 'name',
  argumentsKey: 'arguments',
  anyKeys: true,
  noCallNames: [],
  callExample: '[{"name": <function-name>, "arguments": <args-json-object>}]',
  instructions: JSON_INSTRUCTIONS,
  systemPrompt: (functionTexts, instructions) => [instructions, ...functionTexts].join('\n\n'),
  renderInterface: (functionInterface) => JSON.stringify(functionTool(functionInterface), null, 4),
  renderResults: (calls) => {
    const lines = calls.map((call) =>
      JSON.stringify(
        call.name === ''
          ? { result: resultContent(call.result) }
          : { name: call.name, result: resultContent(call.result) },
      ),
    );
    return `[\n${lines.join(',\n')}\n]`;
  },
};
