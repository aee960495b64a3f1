import type { FunctionInterface, TranslatorCallResult } from '@ai-toolbox/core';
import { interfaceToJsonSchema, stringifyValue } from '@ai-toolbox/core/kit';
import { readJsonCallsBlock } from './json-calls-reader.js';
import { templateJson, toolName, withSeparator } from './tags-interface-text.js';
import type { TagsPreset } from './tags-preset.js';

const START_ACTION = '<|START_ACTION|>';
const END_ACTION = '<|END_ACTION|>';

/** A call as the Command R7B chat template writes an assistant's call (its plan left out). */
export function renderCohereCommand3Call(
  name: string,
  args: Readonly<Record<string, unknown>>,
): string {
  return `${START_ACTION}[\n    {"tool_call_id": "0", "tool_name": ${JSON.stringify(name)}, "parameters": ${stringifyValue(args)}}\n]${END_ACTION}`;
}

/** One function as the template lists it in its `## Available Tools` JSON list. */
export function generateCohereCommand3InterfaceText(
  functionInterface: FunctionInterface,
  useSeparator?: boolean,
): string {
  return withSeparator(
    `{"name": ${JSON.stringify(toolName(functionInterface))}, "description": ${JSON.stringify(functionInterface.description)}, "parameters": ${templateJson(interfaceToJsonSchema(functionInterface))}, "responses": null}`,
    useSeparator,
  );
}

/** The template's `## Tool Use` section: plan, act, observe, reflect, respond. */
export const COHERE_COMMAND3_INSTRUCTIONS = `## Tool Use
Think about how you can make best use of the provided tools to help with the task and come up with a high level plan that you will execute first.

0. Start by writing <|START_THINKING|> followed by a detailed step by step plan of how you will solve the problem. For each step explain your thinking fully and give details of required tool calls (if needed). Unless specified otherwise, you write your plan in natural language. When you finish, close it out with <|END_THINKING|>.
    You can optionally choose to skip this step when the user request is so straightforward to address that only a trivial plan would be needed.
    NOTE: You MUST skip this step when you are directly responding to the user's request without using any tools.

Then carry out your plan by repeatedly executing the following steps.
1. Action: write <|START_ACTION|> followed by a list of JSON-formatted tool calls, with each one containing "tool_name" and "parameters" fields.
    When there are multiple tool calls which are completely independent of each other (i.e. they can be executed in parallel), you should list them out all together in one step. When you finish, close it out with <|END_ACTION|>.
2. Observation: you will then receive results of those tool calls in JSON format in the very next turn, wrapped around by <|START_TOOL_RESULT|> and <|END_TOOL_RESULT|>. Carefully observe those results and think about what to do next. Note that these results will be provided to you in a separate turn. NEVER hallucinate results.
    Every tool call produces a list of results (when a tool call produces no result or a single result, it'll still get wrapped inside a list). Each result is clearly linked to its originating tool call via its "tool_call_id".
3. Reflection: start the next turn by writing <|START_THINKING|> followed by what you've figured out so far, any changes you need to make to your plan, and what you will do next. When you finish, close it out with <|END_THINKING|>.
    You can optionally choose to skip this step when everything is going according to plan and no special pieces of information or reasoning chains need to be recorded.
    NOTE: You MUST skip this step when you are done with tool-use actions and are ready to respond to the user.

You can repeat the above 3 steps multiple times (could be 0 times too if no suitable tool calls are available or needed), until you decide it's time to finally respond to the user.

4. Response: then break out of the loop and write <|START_RESPONSE|> followed by a piece of text which serves as a response to the user's last request. Use all previous tool calls and results to help you when formulating your response. When you finish, close it out with <|END_RESPONSE|>.`;

/** One call's result as the template's `<|START_TOOL_RESULT|>` list holds it. */
function toolResult(call: TranslatorCallResult, index: number): string {
  return [
    '    {',
    `        "tool_call_id": "${index}",`,
    '        "results": {',
    `            "0": ${JSON.stringify(call.result)}`,
    '        },',
    `        "is_error": ${call.isError === true ? 'true' : 'null'}`,
    '    }',
  ].join('\n');
}

/**
 * Cohere's Command R7B and Command A: a JSON list of `{"tool_call_id", "tool_name",
 * "parameters"}` objects in `<|START_ACTION|>`, after a plan in `<|START_THINKING|>` (vLLM
 * `cohere_command3`).
 */
export const cohereCommand3Preset: TagsPreset = {
  name: 'cohere_command3',
  aliases: ['command-r7b', 'command-a', 'cohere-command3'],
  family: 'Command R7B / Command A',
  models: 'CohereLabs c4ai-command-r7b-12-2024, c4ai-command-a-03-2025',
  createFormat(limits) {
    const syntax = {
      expected: `as ${START_ACTION}[{"tool_call_id": "0", "tool_name": "name", "parameters": {"param": "value"}}]${END_ACTION}`,
      maxBlockLength: limits.maxBlockLength,
    };
    return {
      blocks: [
        {
          open: [START_ACTION],
          close: [END_ACTION],
          read: (block, context) => readJsonCallsBlock(block, context, syntax),
        },
      ],
      // The plan names the calls it will make; the action makes them.
      thinking: { open: ['<|START_THINKING|>'], close: ['<|END_THINKING|>'] },
    };
  },
  renderCall: renderCohereCommand3Call,
  generateFunctionIfText: generateCohereCommand3InterfaceText,
  instructions: COHERE_COMMAND3_INSTRUCTIONS,
  systemPromptFor: (interfaces, instructions) =>
    [
      "You have been trained to have advanced reasoning and tool-use capabilities and you should make best use of these skills to serve user's requests.",
      '',
      instructions,
      '',
      '## Available Tools',
      'Here is the list of tools that you have available to you.',
      'You can ONLY use the tools listed here. When a tool is not listed below, it is NOT available and you should NEVER attempt to use it.',
      'Each tool is represented as a JSON object with fields like "name", "description", "parameters" (per JSON Schema), and optionally, "responses" (per JSON Schema).',
      '',
      '```json',
      '[',
      interfaces
        .map((functionInterface) => `    ${generateCohereCommand3InterfaceText(functionInterface)}`)
        .join(',\n\n'),
      '',
      ']',
      '```',
    ].join('\n'),
  formatFunctionCallResults: (calls: readonly TranslatorCallResult[]) =>
    `<|START_TOOL_RESULT|>[\n${calls.map(toolResult).join(',\n')}\n]<|END_TOOL_RESULT|>`,
};
