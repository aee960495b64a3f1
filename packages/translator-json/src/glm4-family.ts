import { getFunctionPath } from '@ai-toolbox/core';
import { functionTool } from './function-tool.js';
import type { JsonCallFamily } from './json-call-family.js';
import { resultContent } from './result-content.js';

/**
 * How to call, in the words of the GLM-4-9B chat template ("when calling the functions above,
 * give the arguments in JSON"), which follow each function under its `## name` heading below
 * "# 可用工具" (available tools).
 */
export const GLM4_INSTRUCTIONS = '在调用上述函数时，请使用 Json 格式表示调用的参数。';

/** GLM-4-9B chat and GLM-4-0414: the function's name on its own line, its arguments as JSON. */
export const glm4Family: JsonCallFamily & { readonly name: 'glm4' } = {
  name: 'glm4',
  ownMarkers: [],
  bareIsOwn: false,
  nameForms: ['line'],
  nameKey: 'name',
  argumentsKey: 'arguments',
  anyKeys: false,
  noCallNames: [],
  callExample: 'the function name on a line of its own, then its arguments as one JSON object',
  instructions: GLM4_INSTRUCTIONS,
  systemPrompt: (functionTexts, instructions) =>
    ['# 可用工具', ...functionTexts.map((text) => `${text}\n${instructions}`)].join('\n\n'),
  renderInterface: (functionInterface) =>
    `## ${getFunctionPath(functionInterface)}\n\n${JSON.stringify(functionTool(functionInterface).function, null, 4)}`,
  // The observation of each call: its name on a line, then what it returned.
  renderResults: (calls) =>
    calls
      .map((call) => {
        const content = resultContent(call.result);
        const text = typeof content === 'string' ? content : JSON.stringify(content);
        return call.name === '' ? text : `${call.name}\n${text}`;
      })
      .join('\n\n'),
};
