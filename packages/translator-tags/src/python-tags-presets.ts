import type { TranslatorCallResult } from '@ai-toolbox/core';
import { isBlank } from '@ai-toolbox/core/kit';
import { readJsonCallsBlock } from './json-calls-reader.js';
import { readPythonCallsBlock } from './python-calls-reader.js';
import { trimRange } from './tags-call.js';
import { renderLfm2Call, renderOlmo3Call } from './tags-call-rendering.js';
import type { TagBlock } from './tags-format.js';
import { functionJson, templateJson, toolJson, withSeparator } from './tags-interface-text.js';
import type { TagsPreset } from './tags-preset.js';

/**
 * Whether a block's body is JSON call objects (`{` or `[{`) rather than Python calls: LFM2 writes
 * its calls as JSON when the system prompt asks for JSON output, and a Python call list never
 * starts with a dict.
 */
function holdsJsonCalls(block: TagBlock): boolean {
  const { text } = block;
  let [at] = trimRange(text, block.bodyStart, block.bodyEnd);
  if (text.charCodeAt(at) === 0x5b) {
    at += 1;
    while (at < block.bodyEnd && isBlank(text.charCodeAt(at))) at += 1;
  }
  return text.charCodeAt(at) === 0x7b;
}

/** Liquid AI's LFM2 / LFM2.5: a Python list of calls between special tokens (vLLM `lfm2`). */
export const lfm2Preset: TagsPreset = {
  name: 'lfm2',
  aliases: ['lfm2.5'],
  family: 'LFM2 / LFM2.5',
  models: 'LiquidAI LFM2 (350M to 8B-A1B), LFM2.5',
  createFormat(limits) {
    const syntax = {
      expected: 'as <|tool_call_start|>[name(param="value")]<|tool_call_end|>',
      maxBlockLength: limits.maxBlockLength,
      maxDepth: limits.maxDepth,
    };
    const jsonSyntax = {
      expected:
        'as <|tool_call_start|>[{"name": "name", "arguments": {"param": "value"}}]<|tool_call_end|>',
      maxBlockLength: limits.maxBlockLength,
    };
    return {
      blocks: [
        {
          open: ['<|tool_call_start|>'],
          close: ['<|tool_call_end|>'],
          read: (block, context) =>
            holdsJsonCalls(block)
              ? readJsonCallsBlock(block, context, jsonSyntax)
              : readPythonCallsBlock(block, context, syntax),
        },
      ],
      thinking: { open: ['<think>'], close: ['</think>'] },
    };
  },
  renderCall: renderLfm2Call,
  generateFunctionIfText: (functionInterface, useSeparator) =>
    withSeparator(templateJson(toolJson(functionInterface)), useSeparator),
  // The template lists the tools and says nothing of how to call; these words say it.
  instructions:
    'To call tools, write <|tool_call_start|>[function_name(argument="value"), other_function()]<|tool_call_end|>.',
  systemPromptFor: (interfaces, instructions) =>
    `List of tools: ${templateJson(interfaces.map((functionInterface) => toolJson(functionInterface)))}\n\n${instructions}`,
  formatFunctionCallResults: (calls: readonly TranslatorCallResult[]) =>
    calls.map((call) => call.result).join('\n'),
};

/** AI2's OLMo 3: Python calls one per line in `<function_calls>` (vLLM `olmo3`). */
export const olmo3Preset: TagsPreset = {
  name: 'olmo3',
  aliases: ['olmo-3'],
  family: 'OLMo 3',
  models: 'allenai Olmo-3 (7B, 32B) Instruct and Think',
  createFormat(limits) {
    const syntax = {
      expected: 'as <function_calls>\nname(param="value")\n</function_calls>',
      maxBlockLength: limits.maxBlockLength,
      maxDepth: limits.maxDepth,
    };
    return {
      blocks: [
        {
          open: ['<function_calls>'],
          close: ['</function_calls>'],
          read: (block, context) => readPythonCallsBlock(block, context, syntax),
        },
      ],
      thinking: { open: ['<think>'], close: ['</think>'] },
    };
  },
  renderCall: renderOlmo3Call,
  generateFunctionIfText: (functionInterface, useSeparator) =>
    withSeparator(templateJson(functionJson(functionInterface)), useSeparator),
  instructions:
    'You are a helpful function-calling AI assistant. You have access to the following functions. To call functions, respond with a pythonic function call wrapped in <function_calls></function_calls> XML tags.',
  systemPromptFor: (interfaces, instructions) =>
    [
      instructions,
      'Here are the available functions:',
      '<functions>',
      ...interfaces.map((functionInterface) => templateJson(functionJson(functionInterface))),
      '</functions>',
    ].join('\n'),
  formatFunctionCallResults: (calls: readonly TranslatorCallResult[]) =>
    calls
      .map((call) =>
        call.name === '' ? call.result : `Function ${call.name} returned:\n${call.result}`,
      )
      .join('\n'),
};
