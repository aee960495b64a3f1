import type { TranslatorCallResult } from '@ai-toolbox/core';
import { jsonCallsKind } from './json-calls-reader.js';
import { renderMinimaxM1Call } from './tags-call-rendering.js';
import { functionLine } from './tags-interface-text.js';
import type { TagsPreset } from './tags-preset.js';

/**
 * MiniMax-M1: one JSON call object per line in `<tool_calls>` (vLLM `minimax`; MiniMax-M2's
 * XML invokes are `minimax_m2`). A JSON list in the block is read too.
 */
export const minimaxM1Preset: TagsPreset = {
  name: 'minimax',
  aliases: ['minimax-m1', 'minimax_m1'],
  family: 'MiniMax-M1',
  models: 'MiniMaxAI MiniMax-M1-40k, MiniMax-M1-80k',
  createFormat(limits) {
    const syntax = {
      expected: 'as <tool_calls>\n{"name": "name", "arguments": {"param": "value"}}\n</tool_calls>',
      maxBlockLength: limits.maxBlockLength,
    };
    return {
      blocks: [jsonCallsKind(syntax, ['<tool_calls>'], ['</tool_calls>'])],
      thinking: { open: ['<think>'], close: ['</think>'] },
    };
  },
  renderCall: renderMinimaxM1Call,
  generateFunctionIfText: functionLine,
  instructions: [
    'If you need to call tools, please respond with <tool_calls></tool_calls> XML tags, and provide tool-name and json-object of arguments, following the format below:',
    '<tool_calls>',
    '{"name": <tool-name>, "arguments": <args-json-object>}',
    '...',
    '</tool_calls>',
  ].join('\n'),
  systemPromptFor: (interfaces, instructions) =>
    [
      'You are provided with these tools:',
      '<tools>',
      ...interfaces.map((functionInterface) => functionLine(functionInterface)),
      '</tools>',
      instructions,
    ].join('\n'),
  formatFunctionCallResults: (calls: readonly TranslatorCallResult[]) =>
    calls.map((call) => `tool name: ${call.name}\ntool result: ${call.result}`).join('\n'),
};
