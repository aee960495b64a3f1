import type { FunctionInterface, TranslatorCallResult } from '@ai-toolbox/core';
import { createRepair } from '@ai-toolbox/core/kit';
import { readDeepSeekBlock } from './deepseek-reader.js';
import { InvokeMarkers, readInvokeBlock } from './invoke-reader.js';
import type { TagScannerLimits } from './tags-block-scanner.js';
import {
  renderDeepseekV3Call,
  renderDeepseekV31Call,
  renderDeepseekV32Call,
} from './tags-call-rendering.js';
import type { TagFormat, TagReadContext } from './tags-format.js';
import {
  functionJson,
  templateJson,
  toolJson,
  toolName,
  withSeparator,
} from './tags-interface-text.js';
import type { TagsPreset } from './tags-preset.js';

/** DeepSeek's special tokens (U+FF5C bars, U+2581 for spaces). */
const CALLS_BEGIN = '<｜tool▁calls▁begin｜>';
const CALLS_END = '<｜tool▁calls▁end｜>';
/** The section's opener as models sometimes shorten it, followed by a call's body at once. */
const CALLS_SHORT = '<｜tool▁calls｜>';
const CALL_BEGIN = '<｜tool▁call▁begin｜>';
const CALL_END = '<｜tool▁call▁end｜>';
const SEP = '<｜tool▁sep｜>';
const OUTPUTS_BEGIN = '<｜tool▁outputs▁begin｜>';
const OUTPUTS_END = '<｜tool▁outputs▁end｜>';
const OUTPUT_BEGIN = '<｜tool▁output▁begin｜>';
const OUTPUT_END = '<｜tool▁output▁end｜>';
const DSML = '｜DSML｜';

/**
 * The context of a call opened by `<｜tool▁calls｜>` with no `<｜tool▁call▁begin｜>`: its call
 * carries the repair that says so.
 */
function withShortOpenerRepair(context: TagReadContext): TagReadContext {
  const repair = createRepair(
    'other-call-format',
    `Read the call opened by ${CALLS_SHORT} as opened by ${CALLS_BEGIN}${CALL_BEGIN}`,
  );
  return {
    functions: context.functions,
    report: (call) => context.report({ ...call, repairs: [...call.repairs, repair] }),
  };
}

/**
 * Every DeepSeek form is read by every DeepSeek translator: V3's fenced JSON, V3.1's inline
 * JSON and V3.2's DSML invokes, so a model that writes another version's form is still read.
 */
function deepSeekFormat(expected: string) {
  return (limits: TagScannerLimits): TagFormat => {
    const syntax = { expected, maxBlockLength: limits.maxBlockLength };
    const markers = new InvokeMarkers(DSML);
    const dsml = { ...syntax, prefix: DSML, typing: 'dsml' } as const;
    return {
      blocks: [
        {
          open: [CALL_BEGIN, CALLS_SHORT],
          close: [CALL_END],
          interrupt: [CALL_BEGIN, CALLS_SHORT, CALLS_END],
          read: (block, context) =>
            readDeepSeekBlock(
              block,
              block.opener === CALLS_SHORT ? withShortOpenerRepair(context) : context,
              syntax,
            ),
        },
        {
          open: [markers.invokeOpen],
          close: [markers.invokeClose],
          interrupt: [markers.invokeOpen, `</${DSML}function_calls>`],
          read: (block, context) => {
            readInvokeBlock(block, context, dsml, markers);
          },
        },
      ],
      thinking: { open: ['<think>'], close: ['</think>'] },
    };
  };
}

/** One function as vLLM's DeepSeek-V3 template declares it: its OpenAI tool object as JSON. */
export function generateDeepSeekV3InterfaceText(
  functionInterface: FunctionInterface,
  useSeparator?: boolean,
): string {
  return withSeparator(templateJson(toolJson(functionInterface)), useSeparator);
}

/** DeepSeek-V3 and R1-0528 (vLLM `deepseek_v3`). */
export const deepSeekV3Preset: TagsPreset = {
  name: 'deepseek_v3',
  aliases: ['deepseek-v3', 'deepseek-r1'],
  family: 'DeepSeek-V3 / R1',
  models: 'DeepSeek-V3, DeepSeek-V3-0324, DeepSeek-R1-0528',
  createFormat: deepSeekFormat(
    `as ${CALLS_BEGIN}${CALL_BEGIN}function${SEP}name\n\`\`\`json\n{"param": "value"}\n\`\`\`${CALL_END}${CALLS_END}`,
  ),
  renderCall: renderDeepseekV3Call,
  generateFunctionIfText: generateDeepSeekV3InterfaceText,
  instructions: [
    `For function call returns, you should first print ${CALLS_BEGIN}For each function call, you should return object like:`,
    `${CALL_BEGIN}function${SEP}<function_name>`,
    '```json',
    '<function_arguments_in_json_format>',
    `\`\`\`${CALL_END}At the end of function call returns, you should print ${CALLS_END}<｜end▁of▁sentence｜>`,
  ].join('\n'),
  systemPromptFor: (interfaces, instructions) =>
    [
      '# Tools',
      '',
      'You may call one or more functions to assist with the user query.',
      '',
      'You are provided with function signatures within <tools></tools> XML tags:',
      '<tools>',
      ...interfaces.map((functionInterface) => generateDeepSeekV3InterfaceText(functionInterface)),
      '</tools>',
      '',
      instructions,
    ].join('\n'),
  formatFunctionCallResults: (calls: readonly TranslatorCallResult[]) =>
    `${OUTPUTS_BEGIN}${calls.map((call) => `${OUTPUT_BEGIN}${call.result}${OUTPUT_END}`).join('\n')}${OUTPUTS_END}`,
};

/** One function as DeepSeek-V3.1's model card declares it: name, description, JSON parameters. */
export function generateDeepSeekV31InterfaceText(
  functionInterface: FunctionInterface,
  useSeparator?: boolean,
): string {
  const { description, parameters } = functionJson(functionInterface);
  return withSeparator(
    `### ${toolName(functionInterface)}\nDescription: ${description}\n\nParameters: ${templateJson(parameters)}`,
    useSeparator,
  );
}

/** DeepSeek-V3.1 and V3.1-Terminus (vLLM `deepseek_v31`). */
export const deepSeekV31Preset: TagsPreset = {
  name: 'deepseek_v31',
  aliases: ['deepseek-v3.1'],
  family: 'DeepSeek-V3.1',
  models: 'DeepSeek-V3.1, DeepSeek-V3.1-Terminus',
  createFormat: deepSeekFormat(
    `as ${CALLS_BEGIN}${CALL_BEGIN}name${SEP}{"param": "value"}${CALL_END}${CALLS_END}`,
  ),
  renderCall: renderDeepseekV31Call,
  generateFunctionIfText: generateDeepSeekV31InterfaceText,
  instructions: [
    'IMPORTANT: ALWAYS adhere to this exact format for tool use:',
    `${CALLS_BEGIN}${CALL_BEGIN}tool_call_name${SEP}tool_call_arguments${CALL_END}{{additional_tool_calls}}${CALLS_END}`,
    '',
    'Where:',
    '',
    '- `tool_call_name` must be an exact match to one of the available tools',
    "- `tool_call_arguments` must be valid JSON that strictly follows the tool's Parameters Schema",
    '- For multiple tool calls, chain them directly without separators or spaces',
  ].join('\n'),
  systemPromptFor: (interfaces, instructions) =>
    [
      '## Tools',
      'You have access to the following tools:',
      ...interfaces.map(
        (functionInterface) => `\n${generateDeepSeekV31InterfaceText(functionInterface)}`,
      ),
      '',
      instructions,
    ].join('\n'),
  formatFunctionCallResults: (calls: readonly TranslatorCallResult[]) =>
    calls.map((call) => `${OUTPUT_BEGIN}${call.result}${OUTPUT_END}`).join(''),
};

/** One function as DeepSeek-V3.2's encoder lists it: its JSON Schema on one line. */
export function generateDeepSeekV32InterfaceText(
  functionInterface: FunctionInterface,
  useSeparator?: boolean,
): string {
  return withSeparator(templateJson(functionJson(functionInterface)), useSeparator);
}

/** DeepSeek-V3.2's DSML calls (vLLM `deepseek_v32`). */
export const deepSeekV32Preset: TagsPreset = {
  name: 'deepseek_v32',
  aliases: ['deepseek', 'deepseek-v3.2'],
  family: 'DeepSeek-V3.2',
  models: 'DeepSeek-V3.2, DeepSeek-V3.2-Exp',
  createFormat: deepSeekFormat(
    `as <${DSML}function_calls>\n<${DSML}invoke name="name">\n<${DSML}parameter name="param" string="true">value</${DSML}parameter>\n</${DSML}invoke>\n</${DSML}function_calls>`,
  ),
  renderCall: renderDeepseekV32Call,
  generateFunctionIfText: generateDeepSeekV32InterfaceText,
  instructions: [
    '## Tools',
    "You have access to a set of tools you can use to answer the user's question.",
    `You can invoke functions by writing a "<${DSML}function_calls>" block like the following as part of your reply to the user:`,
    `<${DSML}function_calls>`,
    `<${DSML}invoke name="$FUNCTION_NAME">`,
    `<${DSML}parameter name="$PARAMETER_NAME" string="true|false">$PARAMETER_VALUE</${DSML}parameter>`,
    '...',
    `</${DSML}invoke>`,
    `<${DSML}invoke name="$FUNCTION_NAME2">`,
    '...',
    `</${DSML}invoke>`,
    `</${DSML}function_calls>`,
    'String and scalar parameters should be specified as is without any escaping or quotes, while lists and objects should use JSON format. The "string" attribute should be set to "true" for string type parameters and "false" for other types (numbers, booleans, arrays, objects).',
  ].join('\n'),
  systemPromptFor: (interfaces, instructions) =>
    [
      instructions,
      'Here are the functions available in JSONSchema format:',
      '<functions>',
      ...interfaces.map((functionInterface) => generateDeepSeekV32InterfaceText(functionInterface)),
      '</functions>',
    ].join('\n'),
  formatFunctionCallResults: (calls: readonly TranslatorCallResult[]) =>
    [
      '<function_results>',
      ...calls.map((call) => `<result>${call.result}</result>`),
      '</function_results>',
    ].join('\n'),
};
