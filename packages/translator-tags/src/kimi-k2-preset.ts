import type { FunctionInterface, TranslatorCallResult } from '@ai-toolbox/core';
import { readKimiBlock } from './kimi-k2-reader.js';
import { renderKimiK2Call } from './tags-call-rendering.js';
import { templateJson, toolJson, withSeparator } from './tags-interface-text.js';
import type { TagsPreset } from './tags-preset.js';

const SECTION_BEGIN = '<|tool_calls_section_begin|>';
const SECTION_END = '<|tool_calls_section_end|>';
const CALL_BEGIN = '<|tool_call_begin|>';
const CALL_END = '<|tool_call_end|>';
const ARGUMENT_BEGIN = '<|tool_call_argument_begin|>';
const expected = `as ${SECTION_BEGIN}${CALL_BEGIN}functions.name:0${ARGUMENT_BEGIN}{"param": "value"}${CALL_END}${SECTION_END}`;

/** One function as Kimi K2's `tool_declare` turn lists it: its OpenAI tool object as JSON. */
export function generateKimiInterfaceText(
  functionInterface: FunctionInterface,
  useSeparator?: boolean,
): string {
  return withSeparator(templateJson(toolJson(functionInterface)), useSeparator);
}

/** Moonshot's Kimi K2 special-token calls (vLLM `kimi_k2`). */
export const kimiK2Preset: TagsPreset = {
  name: 'kimi_k2',
  aliases: ['kimi-k2', 'kimi'],
  family: 'Kimi K2',
  models: 'Kimi-K2-Instruct (0711, 0905), Kimi-K2-Thinking',
  createFormat(limits) {
    const syntax = { expected, maxBlockLength: limits.maxBlockLength };
    return {
      blocks: [
        {
          open: [CALL_BEGIN],
          close: [CALL_END],
          interrupt: [CALL_BEGIN, SECTION_END, '<|tool_call_section_end|>'],
          read: (block, context) => readKimiBlock(block, context, syntax),
        },
      ],
      thinking: { open: ['<think>'], close: ['</think>'] },
    };
  },
  renderCall: renderKimiK2Call,
  generateFunctionIfText: generateKimiInterfaceText,
  // Kimi's template declares the tools in a turn of their own (tool_declare), one JSON array,
  // and says nothing of how to call: the model was trained on the format. These words say it
  // for an application that sends one system prompt.
  instructions: `To call functions, write ${SECTION_BEGIN}, then for each call ${CALL_BEGIN}functions.{name}:{index}${ARGUMENT_BEGIN}{arguments as JSON}${CALL_END}, then ${SECTION_END}.`,
  systemPromptFor: (interfaces, instructions) =>
    `${templateJson(interfaces.map((entry) => toolJson(entry)))}\n\n${instructions}`,
  formatFunctionCallResults: (calls: readonly TranslatorCallResult[]) =>
    calls
      .map((call, index) =>
        call.name === ''
          ? call.result
          : `## Return of functions.${call.name}:${index}\n${call.result}`,
      )
      .join('\n\n'),
};
