import type { FunctionInterface, TranslatorCallResult } from '@ai-toolbox/core';
import { InvokeMarkers, readInvokeBlock } from './invoke-reader.js';
import { readStep3Block } from './step3-reader.js';
import { renderStep3Call } from './tags-call-rendering.js';
import { templateJson, toolJson, withSeparator } from './tags-interface-text.js';
import type { TagsPreset } from './tags-preset.js';

const CALLS_BEGIN = '<｜tool_calls_begin｜>';
const CALLS_END = '<｜tool_calls_end｜>';
const CALL_BEGIN = '<｜tool_call_begin｜>';
const CALL_END = '<｜tool_call_end｜>';
const SEP = '<｜tool_sep｜>';
const expected = `as ${CALLS_BEGIN}${CALL_BEGIN}function${SEP}<steptml:invoke name="name"><steptml:parameter name="param">value</steptml:parameter></steptml:invoke>${CALL_END}${CALLS_END}`;

/**
 * One function for Step-3. No Step-3 chat template is published with the model's tool
 * declaration, so it is declared as its OpenAI tool object in JSON, which the serving stacks
 * hand the template.
 */
export function generateStep3InterfaceText(
  functionInterface: FunctionInterface,
  useSeparator?: boolean,
): string {
  return withSeparator(templateJson(toolJson(functionInterface)), useSeparator);
}

/** StepFun Step-3's steptml invokes inside special-token calls (vLLM `step3`). */
export const step3Preset: TagsPreset = {
  name: 'step3',
  aliases: ['step-3'],
  family: 'Step-3',
  models: 'stepfun-ai Step3',
  createFormat(limits) {
    const markers = new InvokeMarkers('steptml:');
    const syntax = {
      prefix: 'steptml:',
      expected,
      maxBlockLength: limits.maxBlockLength,
      typing: 'declared',
    } as const;
    return {
      blocks: [
        {
          open: [CALL_BEGIN],
          close: [CALL_END],
          interrupt: [CALL_BEGIN, CALLS_END],
          read: (block, context) => readStep3Block(block, context, syntax, markers),
        },
        {
          open: [markers.invokeOpen],
          close: [markers.invokeClose],
          interrupt: [markers.invokeOpen, CALL_END, CALLS_END],
          read: (block, context) => {
            readInvokeBlock(block, context, syntax, markers);
          },
        },
      ],
      thinking: { open: ['<think>'], close: ['</think>'] },
    };
  },
  renderCall: renderStep3Call,
  generateFunctionIfText: generateStep3InterfaceText,
  instructions: `To call tools, write:\n${CALLS_BEGIN}${CALL_BEGIN}function${SEP}<steptml:invoke name="tool_name"><steptml:parameter name="param_name">value</steptml:parameter></steptml:invoke>${CALL_END}${CALLS_END}`,
  systemPromptFor: (interfaces, instructions) =>
    [
      'You can call the following tools, given as JSON:',
      ...interfaces.map((functionInterface) => generateStep3InterfaceText(functionInterface)),
      '',
      instructions,
    ].join('\n'),
  formatFunctionCallResults: (calls: readonly TranslatorCallResult[]) =>
    calls.map((call) => `<tool_response>${call.result}</tool_response>`).join('\n'),
};
