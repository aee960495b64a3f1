import type { FunctionInterface, TranslatorCallResult } from '@ai-toolbox/core';
import { interfaceToJsonSchema, type JsonSchema } from '@ai-toolbox/core/kit';
import { readQwen3XmlBlock } from './qwen3-xml-reader.js';
import { renderQwen3CoderCall } from './tags-call-rendering.js';
import { templateJson, toolName, withSeparator } from './tags-interface-text.js';
import type { TagsPreset } from './tags-preset.js';

const expected =
  'as <tool_call>\n<function=name>\n<parameter=param>\nvalue\n</parameter>\n</function>\n</tool_call>';

/**
 * One function as the Qwen3-Coder chat template declares it: `<function>` with its name,
 * description and `<parameters>`, each parameter with `<name>`, `<type>`, `<description>` and
 * its other schema keys (`<enum>`, `<items>`, `<default>`) as JSON, then `<required>`.
 */
export function generateQwen3CoderInterfaceText(
  functionInterface: FunctionInterface,
  useSeparator?: boolean,
): string {
  const schema = interfaceToJsonSchema(functionInterface);
  const lines = ['<function>', `<name>${toolName(functionInterface)}</name>`];
  const description = functionInterface.description.trim();
  if (description !== '') lines.push(`<description>${description}</description>`);
  lines.push('<parameters>');
  for (const [name, property] of Object.entries(schema.properties)) {
    lines.push('<parameter>', `<name>${name}</name>`);
    if (property.type !== undefined) lines.push(`<type>${String(property.type)}</type>`);
    if (property.description !== undefined) {
      lines.push(`<description>${property.description.trim()}</description>`);
    }
    lines.push(...extraKeys(property, ['type', 'description']), '</parameter>');
  }
  if (schema.required.length > 0)
    lines.push(`<required>${templateJson(schema.required)}</required>`);
  lines.push('</parameters>', '</function>');
  return withSeparator(lines.join('\n'), useSeparator);
}

/** The template's `render_extra_keys`: every other key as `<key>value</key>`, JSON for containers. */
function extraKeys(schema: JsonSchema, handled: readonly string[]): string[] {
  const lines: string[] = [];
  for (const [key, value] of Object.entries(schema)) {
    if (handled.includes(key) || value === undefined) continue;
    lines.push(
      `<${key}>${typeof value === 'object' && value !== null ? templateJson(value) : String(value)}</${key}>`,
    );
  }
  return lines;
}

/** The template's words after the declarations: how to call, and the reminder. */
export const QWEN3_CODER_CALL_INSTRUCTIONS = `If you choose to call a function ONLY reply in the following format with NO suffix:

<tool_call>
<function=example_function_name>
<parameter=example_parameter_1>
value_1
</parameter>
<parameter=example_parameter_2>
This is the value for the second parameter
that can span
multiple lines
</parameter>
</function>
</tool_call>

<IMPORTANT>
Reminder:
- Function calls MUST follow the specified format: an inner <function=...></function> block must be nested within <tool_call></tool_call> XML tags
- Required parameters MUST be specified
- You may provide optional reasoning for your function call in natural language BEFORE the function call, but NOT after
- If there is no function call available, answer the question like normal with your current knowledge and do not tell the user about function calls
</IMPORTANT>`;

/** Each result in a `<tool_response>` block, as the template renders tool messages. */
export function formatToolResponses(calls: readonly TranslatorCallResult[]): string {
  return calls.map((call) => `<tool_response>\n${call.result}\n</tool_response>`).join('\n');
}

/**
 * Qwen3-Coder's XML calls (vLLM `qwen3_coder`, also `qwen3_xml`): Qwen3-Coder 480B/30B,
 * Qwen3.5, MiMo, and NVIDIA's Nemotron 3 Nano, whose template writes the same calls.
 */
export const qwen3CoderPreset: TagsPreset = {
  name: 'qwen3_coder',
  aliases: ['qwen3-coder', 'qwen3_xml', 'nemotron3', 'nemotron-3-nano'],
  family: 'Qwen3-Coder',
  models: 'Qwen3-Coder-480B-A35B, Qwen3-Coder-30B-A3B, Qwen3.5, MiMo, NVIDIA Nemotron 3 Nano',
  createFormat(limits) {
    const syntax = { expected, maxBlockLength: limits.maxBlockLength };
    return {
      blocks: [
        {
          open: ['<tool_call>'],
          close: ['</tool_call>'],
          read: (block, context) => readQwen3XmlBlock(block, context, syntax),
        },
        {
          // A call written without its <tool_call> wrapper.
          open: ['<function='],
          close: ['</function>'],
          interrupt: ['<function=', '<tool_call>'],
          read: (block, context) => readQwen3XmlBlock(block, context, { ...syntax, bare: true }),
        },
      ],
      thinking: { open: ['<think>'], close: ['</think>'] },
    };
  },
  renderCall: renderQwen3CoderCall,
  generateFunctionIfText: generateQwen3CoderInterfaceText,
  instructions: QWEN3_CODER_CALL_INSTRUCTIONS,
  systemPromptFor: (interfaces, instructions) =>
    [
      '# Tools',
      '',
      'You have access to the following functions:',
      '',
      '<tools>',
      ...interfaces.map((functionInterface) => generateQwen3CoderInterfaceText(functionInterface)),
      '</tools>',
      '',
      instructions,
    ].join('\n'),
  formatFunctionCallResults: formatToolResponses,
};
