import type { TranslatorCallResult } from '@ai-toolbox/core';
import { jsonCallsKind } from './json-calls-reader.js';
import { renderNemotronCall } from './tags-call-rendering.js';
import { functionJson, templateJson, withSeparator } from './tags-interface-text.js';
import type { TagsPreset } from './tags-preset.js';

/**
 * NVIDIA's Llama-Nemotron (Super 49B v1.5, Nano 4B/8B, Ultra) and Nemotron-Nano-9B/12B-v2: a
 * JSON list of calls in `<TOOLCALL>` (the parser the model cards ship, `llama_nemotron_json`;
 * Nano v2's is `nemotron_json`). Nemotron 3 Nano writes Qwen3-Coder's XML and is read by
 * `qwen3_coder`.
 */
export const nemotronPreset: TagsPreset = {
  name: 'llama_nemotron_json',
  aliases: ['nemotron_json', 'nemotron', 'llama-nemotron', 'nemotron-nano-v2'],
  family: 'Llama-Nemotron / Nemotron-Nano v2',
  models:
    'nvidia Llama-3.3-Nemotron-Super-49B-v1/v1.5, Llama-3.1-Nemotron-Nano-4B/8B, Llama-3.1-Nemotron-Ultra-253B, NVIDIA-Nemotron-Nano-9B-v2, 12B-v2',
  createFormat(limits) {
    const syntax = {
      expected: 'as <TOOLCALL>[{"name": "name", "arguments": {"param": "value"}}]</TOOLCALL>',
      maxBlockLength: limits.maxBlockLength,
    };
    return {
      blocks: [jsonCallsKind(syntax, ['<TOOLCALL>'], ['</TOOLCALL>'])],
      thinking: { open: ['<think>'], close: ['</think>'] },
    };
  },
  renderCall: renderNemotronCall,
  generateFunctionIfText: (functionInterface, useSeparator) =>
    withSeparator(templateJson(functionJson(functionInterface)), useSeparator),
  // As the template renders them: its literal braces are doubled.
  instructions: [
    'If you decide to call any tool(s), use the following format:',
    '<TOOLCALL>[{{"name": "tool_name1", "arguments": "tool_args1"}}, {{"name": "tool_name2", "arguments": "tool_args2"}}]</TOOLCALL>',
    '',
    'The user will execute tool-calls and return responses from tool(s) in this format:',
    '<TOOL_RESPONSE>[{{"tool_response1"}}, {{"tool_response2"}}]</TOOL_RESPONSE>',
    '',
    'Based on the tool responses, you can call additional tools if needed, correct tool calls if any errors are found, or just respond to the user.',
  ].join('\n'),
  systemPromptFor: (interfaces, instructions) =>
    [
      'You can use the following tools to assist the user if required:',
      `<AVAILABLE_TOOLS>[${interfaces.map((functionInterface) => templateJson(functionJson(functionInterface))).join(', ')}]</AVAILABLE_TOOLS>`,
      '',
      instructions,
    ].join('\n'),
  formatFunctionCallResults: (calls: readonly TranslatorCallResult[]) =>
    `<TOOL_RESPONSE>[${calls.map((call) => call.result).join(', ')}]</TOOL_RESPONSE>`,
};
