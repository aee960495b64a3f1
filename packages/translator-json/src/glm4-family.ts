import { getFunctionPath } from '@ai-toolbox/core';
import { functionTool } from './function-tool.js';
import type { JsonCallFamily } from './json-call-family.js';
import { resultContent } from './result-content.js';

/**
 * The tool words of the GLM-4-9B chat template ("# 可用工具", available tools): each function
 * under a `## name` heading, and the sentence asking for JSON arguments after each.
 *
 * @example
 * ```ts
 * const system = glm4SystemPrompt(manager.getRootInterfaceAsText());
 * ```
 */
export function glm4SystemPrompt(interfaceText: string): string {
  return `# 可用工具\n\n${interfaceText}`;
}

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
  systemPrompt: glm4SystemPrompt,
  renderInterface: (functionInterface) =>
    `## ${getFunctionPath(functionInterface)}\n\n${JSON.stringify(functionTool(functionInterface).function, null, 4)}\n在调用上述函数时，请使用 Json 格式表示调用的参数。\n`,
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
