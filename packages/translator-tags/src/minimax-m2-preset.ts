import type { FunctionInterface, TranslatorCallResult } from '@ai-toolbox/core';
import { InvokeMarkers, readInvokeBlock } from './invoke-reader.js';
import { renderMinimaxM2Call } from './tags-call-rendering.js';
import { functionJson, templateJson, withSeparator } from './tags-interface-text.js';
import type { TagsPreset } from './tags-preset.js';

const expected =
  'as <minimax:tool_call>\n<invoke name="name">\n<parameter name="param">value</parameter>\n</invoke>\n</minimax:tool_call>';

/** One function as the MiniMax-M2 chat template declares it: its JSON Schema in a `<tool>` tag. */
export function generateMinimaxInterfaceText(
  functionInterface: FunctionInterface,
  useSeparator?: boolean,
): string {
  return withSeparator(
    `<tool>${templateJson(functionJson(functionInterface))}</tool>`,
    useSeparator,
  );
}

/** The template's words after the declarations: how to call. */
export const MINIMAX_CALL_INSTRUCTIONS = `When making tool calls, use XML format to invoke tools and pass parameters:

<minimax:tool_call>
<invoke name="tool-name-1">
<parameter name="param-key-1">param-value-1</parameter>
<parameter name="param-key-2">param-value-2</parameter>
...
</invoke>
</minimax:tool_call>`;

/** MiniMax-M2's invoke calls (vLLM `minimax_m2`): MiniMax-M2, M2.1, M2.5. */
export const minimaxM2Preset: TagsPreset = {
  name: 'minimax_m2',
  aliases: ['minimax-m2'],
  family: 'MiniMax-M2',
  models: 'MiniMax-M2, MiniMax-M2.1, MiniMax-M2.5',
  createFormat(limits) {
    const syntax = {
      prefix: '',
      expected,
      maxBlockLength: limits.maxBlockLength,
      typing: 'declared',
    } as const;
    const markers = new InvokeMarkers('');
    return {
      blocks: [
        {
          open: [markers.invokeOpen],
          close: [markers.invokeClose],
          interrupt: [markers.invokeOpen, '</minimax:tool_call>'],
          read: (block, context) => {
            readInvokeBlock(block, context, syntax, markers);
          },
        },
      ],
      thinking: { open: ['<think>'], close: ['</think>'] },
    };
  },
  renderCall: renderMinimaxM2Call,
  generateFunctionIfText: generateMinimaxInterfaceText,
  instructions: MINIMAX_CALL_INSTRUCTIONS,
  systemPromptFor: (interfaces, instructions) =>
    [
      '# Tools',
      'You may call one or more tools to assist with the user query.',
      'Here are the tools available in JSONSchema format:',
      '',
      '<tools>',
      ...interfaces.map((functionInterface) => generateMinimaxInterfaceText(functionInterface)),
      '</tools>',
      '',
      instructions,
    ].join('\n'),
  formatFunctionCallResults: (calls: readonly TranslatorCallResult[]) =>
    calls.map((call) => `<response>${call.result}</response>`).join('\n'),
};
