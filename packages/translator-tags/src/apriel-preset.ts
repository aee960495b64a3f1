import type { TranslatorCallResult } from '@ai-toolbox/core';
import { jsonCallsKind } from './json-calls-reader.js';
import { renderToolCallsListCall } from './tags-call-rendering.js';
import { toolLine } from './tags-interface-text.js';
import type { TagsPreset } from './tags-preset.js';

/** The reasoning prompt Apriel's template puts first in every system message. */
const REASONING_PROMPT =
  'You are a thoughtful and systematic AI assistant built by ServiceNow Language Models (SLAM) lab. Before providing an answer, analyze the problem carefully and present your reasoning step by step. After explaining your thought process, provide the final solution in the following format: [BEGIN FINAL RESPONSE] ... [END FINAL RESPONSE].';

/**
 * ServiceNow's Apriel 1.5 / 1.6 Thinker: a JSON list of calls in `<tool_calls>` (vLLM
 * `apriel`). The template's own words say `<tool_call></tool_call>` where its example writes
 * `<tool_calls>`, so both tags are read, with either closer.
 */
export const aprielPreset: TagsPreset = {
  name: 'apriel',
  aliases: ['apriel-1.5', 'apriel-1.6'],
  family: 'Apriel 1.5 / 1.6',
  models: 'ServiceNow-AI Apriel-1.5-15b-Thinker, Apriel-1.6-15b-Thinker',
  createFormat(limits) {
    const syntax = {
      expected: 'as <tool_calls>[{"name": "name", "arguments": {"param": "value"}}]</tool_calls>',
      maxBlockLength: limits.maxBlockLength,
    };
    return {
      blocks: [
        jsonCallsKind(syntax, ['<tool_calls>', '<tool_call>'], ['</tool_calls>', '</tool_call>']),
      ],
      thinking: { open: ['<thinking>'], close: ['</thinking>'] },
    };
  },
  renderCall: renderToolCallsListCall,
  // The template writes each tool with Python's str(); its JSON is what serving stacks pass.
  generateFunctionIfText: toolLine,
  instructions: [
    'Return all function calls as a list of json objects within <tool_call></tool_call> XML tags. Each json object should contain a function name and arguments as follows:',
    '<tool_calls>[{"name": <function-name-1>, "arguments": <args-dict-1>}, {"name": <function-name-2>, "arguments": <args-dict-2>},...]</tool_calls>',
  ].join('\n'),
  systemPromptFor: (interfaces, instructions) =>
    [
      `${REASONING_PROMPT}You are provided with function signatures within <available_tools></available_tools> XML tags. You may call one or more functions to assist with the user query. Don't make assumptions about the arguments. You should infer the argument values from previous user responses and the system message. Here are the available tools:`,
      '<available_tools>',
      ...interfaces.map((functionInterface) => toolLine(functionInterface)),
      '</available_tools>',
      instructions,
    ].join('\n'),
  // Each tool message is the result alone after the <|tool_result|> role token.
  formatFunctionCallResults: (calls: readonly TranslatorCallResult[]) =>
    calls.map((call) => call.result).join('\n'),
};
