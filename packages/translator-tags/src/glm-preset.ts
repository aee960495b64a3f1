import type { FunctionInterface, TranslatorCallResult } from '@ai-toolbox/core';
import { readGlmBlock } from './glm-reader.js';
import type { TagScannerLimits } from './tags-block-scanner.js';
import { renderGlm45Call, renderGlm47Call } from './tags-call-rendering.js';
import type { TagFormat } from './tags-format.js';
import { templateJson, toolJson, withSeparator } from './tags-interface-text.js';
import type { TagsPreset } from './tags-preset.js';

const expected =
  'as <tool_call>name<arg_key>param</arg_key><arg_value>value</arg_value></tool_call>';

/** One function as the GLM chat templates declare it: its OpenAI tool object as one JSON line. */
export function generateGlmInterfaceText(
  functionInterface: FunctionInterface,
  useSeparator?: boolean,
): string {
  return withSeparator(templateJson(toolJson(functionInterface)), useSeparator);
}

function glmFormat(limits: TagScannerLimits): TagFormat {
  const syntax = { expected, maxBlockLength: limits.maxBlockLength };
  return {
    blocks: [
      {
        open: ['<tool_call>'],
        close: ['</tool_call>'],
        read: (block, context) => readGlmBlock(block, context, syntax),
      },
    ],
    thinking: { open: ['<think>'], close: ['</think>'] },
  };
}

function glmToolsPrompt(interfaces: readonly FunctionInterface[], instructions: string): string {
  return [
    '# Tools',
    '',
    'You may call one or more functions to assist with the user query.',
    '',
    'You are provided with function signatures within <tools></tools> XML tags:',
    '<tools>',
    ...interfaces.map((functionInterface) => generateGlmInterfaceText(functionInterface)),
    '</tools>',
    '',
    instructions,
  ].join('\n');
}

/** GLM-4.5 and GLM-4.6: the name, then each key and value on a line of its own (vLLM `glm45`). */
export const glm45Preset: TagsPreset = {
  name: 'glm45',
  aliases: ['glm-4.5', 'glm-4.6'],
  family: 'GLM-4.5 / GLM-4.6',
  models: 'zai-org GLM-4.5, GLM-4.5-Air, GLM-4.6',
  createFormat: glmFormat,
  renderCall: renderGlm45Call,
  generateFunctionIfText: generateGlmInterfaceText,
  instructions: [
    'For each function call, output the function name and arguments within the following XML format:',
    '<tool_call>{function-name}',
    '<arg_key>{arg-key-1}</arg_key>',
    '<arg_value>{arg-value-1}</arg_value>',
    '<arg_key>{arg-key-2}</arg_key>',
    '<arg_value>{arg-value-2}</arg_value>',
    '...',
    '</tool_call>',
  ].join('\n'),
  systemPromptFor: glmToolsPrompt,
  formatFunctionCallResults: (calls: readonly TranslatorCallResult[]) =>
    calls.map((call) => `<tool_response>\n${call.result}\n</tool_response>`).join('\n'),
};

/** GLM-4.7: the same tags written inline, with no line breaks (vLLM `glm47`). */
export const glm47Preset: TagsPreset = {
  name: 'glm47',
  aliases: ['glm-4.7'],
  family: 'GLM-4.7',
  models: 'zai-org GLM-4.7',
  createFormat: glmFormat,
  renderCall: renderGlm47Call,
  generateFunctionIfText: generateGlmInterfaceText,
  instructions:
    'For each function call, output the function name and arguments within the following XML format:\n<tool_call>{function-name}<arg_key>{arg-key-1}</arg_key><arg_value>{arg-value-1}</arg_value><arg_key>{arg-key-2}</arg_key><arg_value>{arg-value-2}</arg_value>...</tool_call>',
  systemPromptFor: glmToolsPrompt,
  formatFunctionCallResults: (calls: readonly TranslatorCallResult[]) =>
    calls.map((call) => `<tool_response>${call.result}</tool_response>`).join(''),
};
