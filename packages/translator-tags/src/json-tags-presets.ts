import type { FunctionInterface, TranslatorCallResult } from '@ai-toolbox/core';
import { jsonCallsKind, readJsonCallsBlock } from './json-calls-reader.js';
import { trimRange } from './tags-call.js';
import {
  renderGranite4Call,
  renderInternlmCall,
  renderPhi4MiniJsonCall,
  renderToolCallsListCall,
} from './tags-call-rendering.js';
import {
  functionJson,
  functionLine,
  templateJson,
  toolJson,
  toolLine,
  withSeparator,
} from './tags-interface-text.js';
import type { TagsPreset } from './tags-preset.js';
import { readToolSepBlock } from './tool-sep-reader.js';

/** One function as its OpenAI tool object, pretty-printed with four spaces (`tojson(indent=4)`). */
function indentedToolJson(functionInterface: FunctionInterface): string {
  return JSON.stringify(toolJson(functionInterface), null, 4);
}

/** Granite 3.x (`<|tool_call|>[...]`, 3.1+ `<tool_call>[...]`) and Granite 4.0 (`<tool_call>{...}</tool_call>`). */
export const granitePreset: TagsPreset = {
  name: 'granite4',
  aliases: ['granite-4', 'granite3', 'granite-3'],
  family: 'IBM Granite 3.x / 4.0',
  models: 'granite-3.0/3.1/3.2/3.3-instruct, granite-4.0 (h-small, h-tiny, micro)',
  createFormat(limits) {
    const syntax = {
      expected: 'as <tool_call>\n{"name": "name", "arguments": {"param": "value"}}\n</tool_call>',
      maxBlockLength: limits.maxBlockLength,
    };
    return {
      blocks: [
        jsonCallsKind(syntax, ['<|tool_call|>'], 'json'),
        jsonCallsKind(syntax, ['<tool_call>'], ['</tool_call>']),
      ],
      thinking: { open: ['<think>'], close: ['</think>'] },
    };
  },
  renderCall: renderGranite4Call,
  generateFunctionIfText: toolLine,
  instructions: [
    'For each tool call, return a json object with function name and arguments within <tool_call></tool_call> XML tags:',
    '<tool_call>',
    '{"name": <function-name>, "arguments": <args-json-object>}',
    '</tool_call>. If a tool does not exist in the provided list of tools, notify the user that you do not have the ability to fulfill the request.',
  ].join('\n'),
  systemPromptFor: (interfaces, instructions) =>
    [
      'You are a helpful assistant with access to the following tools. You may call one or more tools to assist with the user query.',
      '',
      'You are provided with function signatures within <tools></tools> XML tags:',
      '<tools>',
      ...interfaces.map((functionInterface) => toolLine(functionInterface)),
      '</tools>',
      '',
      instructions,
    ].join('\n'),
  formatFunctionCallResults: (calls: readonly TranslatorCallResult[]) =>
    calls.map((call) => `<tool_response>\n${call.result}\n</tool_response>`).join('\n'),
};

/**
 * How to call in a `functools[...]` list, in the words of FireFunction v2's chat template,
 * which Phi-4-mini was given too.
 */
const FUNCTOOLS_INSTRUCTIONS = [
  'In addition to plain text responses, you can chose to call one or more of the provided functions.',
  '',
  'Use the following rule to decide when to call a function:',
  '  * if the response can be generated from your internal knowledge (e.g., as in the case of queries like "What is the capital of Poland?"), do so',
  '  * if you need external information that can be obtained by calling one or more of the provided functions, generate a function calls',
  '',
  'If you decide to call functions:',
  '  * prefix function calls with functools marker (no closing marker required)',
  '  * all function calls should be generated in a single JSON list formatted as functools[{"name": [function name], "arguments": [function arguments as JSON]}, ...]',
  '  * follow the provided JSON schema. Do not hallucinate arguments or values. Do to blindly copy values from the provided samples',
  '  * respect the argument type formatting. E.g., if the type if number and format is float, write value 7 as 7.0',
  '  * make sure you pick the right functions that match the user intent',
].join('\n');

/** The `functools[...]` list with no closer, ending where its JSON ends. */
const functoolsFormat: TagsPreset['createFormat'] = (limits) => {
  const syntax = {
    expected: 'as functools[{"name": "name", "arguments": {"param": "value"}}]',
    maxBlockLength: limits.maxBlockLength,
  };
  return { blocks: [jsonCallsKind(syntax, ['functools'], 'json')] };
};

/** Phi-4-mini's `functools[...]` list (vLLM `phi4_mini_json`). */
export const phi4MiniPreset: TagsPreset = {
  name: 'phi4_mini_json',
  aliases: ['phi4-mini', 'phi-4-mini'],
  family: 'Phi-4-mini',
  models: 'microsoft/Phi-4-mini-instruct',
  createFormat: functoolsFormat,
  renderCall: renderPhi4MiniJsonCall,
  generateFunctionIfText: (functionInterface, useSeparator) =>
    withSeparator(indentedToolJson(functionInterface), useSeparator),
  instructions: FUNCTOOLS_INSTRUCTIONS,
  systemPromptFor: (interfaces, instructions) =>
    [
      instructions,
      'Available functions as JSON spec:',
      ...interfaces.map((functionInterface) => indentedToolJson(functionInterface)),
    ].join('\n'),
  formatFunctionCallResults: (calls: readonly TranslatorCallResult[]) =>
    calls.map((call) => templateJson({ result: call.result })).join('\n'),
};

/**
 * Hunyuan's `<tool_calls>` in both its forms: A13B's JSON list `[{"name": ..., "arguments": ...}]`
 * and the `<tool_call>name<tool_sep>{...}</tool_call>` calls of its other checkpoints.
 */
export const hunyuanPreset: TagsPreset = {
  name: 'hunyuan_a13b',
  aliases: ['hunyuan'],
  family: 'Hunyuan-A13B',
  models: 'tencent/Hunyuan-A13B-Instruct',
  createFormat(limits) {
    const syntax = {
      expected: 'as <tool_calls>[{"name": "name", "arguments": {"param": "value"}}]</tool_calls>',
      maxBlockLength: limits.maxBlockLength,
    };
    const toolSepSyntax = {
      expected:
        'as <tool_calls><tool_call>name<tool_sep>{"param": "value"}</tool_call></tool_calls>',
      maxBlockLength: limits.maxBlockLength,
    };
    return {
      blocks: [
        {
          open: ['<tool_calls>'],
          close: ['</tool_calls>'],
          read: (block, context) => {
            const [from] = trimRange(block.text, block.bodyStart, block.bodyEnd);
            const first = block.text.charCodeAt(from);
            if (first === 0x7b || first === 0x5b || from === block.bodyEnd) {
              readJsonCallsBlock(block, context, syntax);
            } else {
              readToolSepBlock(block, context, toolSepSyntax);
            }
          },
        },
      ],
      thinking: { open: ['<think>'], close: ['</think>'] },
    };
  },
  renderCall: renderToolCallsListCall,
  generateFunctionIfText: toolLine,
  instructions: `你是一位函数组合专家。你会得到一个问题和一组可能的函数。根据问题，你需要进行一个或多个函数/工具调用以实现目的。如果没有一个函数可以使用，请直接使用自然语言回复用户。如果给定的问题缺少函数所需的参数，请使用自然语言进行提问，向用户询问必要信息。如果调用结果已经足够回答用户问题，请对历史结果进行总结，使用自然语言回复用户。你应该只在工具调用部分返回函数调用。如果你决定调用任何函数，你必须将其格式化为<tool_calls>[{"name": "func_name1", "arguments": {"argument1": "value1", "argument2": "value2"}},...]</tool_calls>。你不应该在回复中包含任何其他文本。以下是你可以调用的函数列表，格式为JSON。`,
  systemPromptFor: (interfaces, instructions) =>
    `${instructions}\n${templateJson(interfaces.map((entry) => toolJson(entry)))}`,
  formatFunctionCallResults: (calls: readonly TranslatorCallResult[]) =>
    calls.map((call) => `<tool_response>${call.result}</tool_response>`).join(''),
};

/** InternLM2 / 2.5's `<|action_start|><|plugin|>{...}<|action_end|>` (vLLM `internlm`). */
export const internlmPreset: TagsPreset = {
  name: 'internlm',
  aliases: ['internlm2'],
  family: 'InternLM2 / 2.5',
  models: 'internlm2-chat, internlm2_5-chat',
  createFormat(limits) {
    const syntax = {
      expected:
        'as <|action_start|><|plugin|>\n{"name": "name", "parameters": {"param": "value"}}<|action_end|>',
      maxBlockLength: limits.maxBlockLength,
    };
    return {
      blocks: [
        {
          open: ['<|action_start|>'],
          close: ['<|action_end|>'],
          read: (block, context) => {
            const { text, bodyStart } = block;
            let from = bodyStart;
            while (from < block.bodyEnd && text.charCodeAt(from) <= 0x20) from += 1;
            // The code interpreter is a built-in tool, not a function call.
            if (text.startsWith('<|interpreter|>', from)) return;
            if (text.startsWith('<|plugin|>', from)) from += '<|plugin|>'.length;
            readJsonCallsBlock(block, context, syntax, from);
          },
        },
      ],
    };
  },
  renderCall: renderInternlmCall,
  generateFunctionIfText: functionLine,
  // The template lists the functions in a system turn of the plugin; the call format is the
  // model's training, said here for an application that sends one system prompt.
  instructions:
    'To call a function, write <|action_start|><|plugin|>\n{"name": "function_name", "parameters": {"argument": "value"}}<|action_end|>',
  systemPromptFor: (interfaces, instructions) =>
    `${templateJson(interfaces.map((functionInterface) => functionJson(functionInterface)))}\n\n${instructions}`,
  formatFunctionCallResults: (calls: readonly TranslatorCallResult[]) =>
    calls.map((call) => call.result).join('\n'),
};

/** AI21 Jamba 1.5 / 1.6's `<tool_calls>[...]</tool_calls>` (vLLM `jamba`). */
export const jambaPreset: TagsPreset = {
  name: 'jamba',
  aliases: [],
  family: 'Jamba 1.5 / 1.6',
  models: 'ai21labs AI21-Jamba-1.5-Mini/Large, Jamba-1.6',
  createFormat(limits) {
    const syntax = {
      expected: 'as <tool_calls>[{"name": "name", "arguments": {"param": "value"}}]</tool_calls>',
      maxBlockLength: limits.maxBlockLength,
    };
    return {
      blocks: [jsonCallsKind(syntax, ['<tool_calls>'], ['</tool_calls>'])],
    };
  },
  renderCall: renderToolCallsListCall,
  generateFunctionIfText: toolLine,
  instructions: [
    'To call functions, write:',
    '<tool_calls>[{"name": "function_name", "arguments": {"argument": "value"}}]</tool_calls>',
  ].join('\n'),
  systemPromptFor: (interfaces, instructions) =>
    [
      'You can call the following functions, given as JSON:',
      ...interfaces.map((functionInterface) => toolLine(functionInterface)),
      '',
      instructions,
    ].join('\n'),
  formatFunctionCallResults: (calls: readonly TranslatorCallResult[]) =>
    calls.map((call) => call.result).join('\n'),
};

/**
 * Fireworks' FireFunction v2 (Llama 3 70B based): the `functools[...]` list Phi-4-mini also
 * writes, after a space. No serving project names a parser for it; llama.cpp reads it natively.
 */
export const fireFunctionV2Preset: TagsPreset = {
  name: 'firefunction_v2',
  aliases: ['firefunction-v2', 'firefunction'],
  family: 'FireFunction v2',
  models: 'fireworks-ai/llama-3-firefunction-v2',
  createFormat: functoolsFormat,
  renderCall: (name, args) => ` ${renderPhi4MiniJsonCall(name, args)}`,
  generateFunctionIfText: (functionInterface, useSeparator) =>
    withSeparator(indentedToolJson(functionInterface), useSeparator),
  instructions: FUNCTOOLS_INSTRUCTIONS,
  systemPromptFor: (interfaces, instructions) =>
    [
      'You are a helpful assistant with access to functions.',
      instructions,
      '',
      'Available functions as JSON spec:',
      JSON.stringify(
        interfaces.map((functionInterface) => toolJson(functionInterface)),
        null,
        4,
      ),
    ].join('\n'),
  // A result is a `tool` message of its own: its content as is.
  formatFunctionCallResults: (calls: readonly TranslatorCallResult[]) =>
    calls.map((call) => call.result).join('\n'),
};
