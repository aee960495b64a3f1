import type { FunctionInterface, TranslatorCallResult } from '@ai-toolbox/core';
import { interfaceToJsonSchema } from '@ai-toolbox/core/kit';
import { readQwen3XmlBlock } from './qwen3-xml-reader.js';
import { renderSeedOssCall } from './tags-call-rendering.js';
import { toolName, withSeparator } from './tags-interface-text.js';
import type { TagsPreset } from './tags-preset.js';

const expected =
  'as <seed:tool_call>\n<function=name>\n<parameter=param>value</parameter>\n</function>\n</seed:tool_call>';

/** The Python type the Seed-OSS template shows for a JSON Schema type (its `py_type`). */
function pythonType(type: unknown): string {
  switch (type) {
    case 'string':
      return 'str';
    case 'number':
    case 'integer':
      return 'int';
    case 'boolean':
      return 'bool';
    case 'array':
      return 'list';
    default:
      return 'Any';
  }
}

/**
 * One function as the Seed-OSS chat template declares it: a Python stub with a docstring that
 * lists each argument, its Python type and whether it is required (`[必填]`) or optional (`[选填]`).
 */
export function generateSeedOssInterfaceText(
  functionInterface: FunctionInterface,
  useSeparator?: boolean,
): string {
  const schema = interfaceToJsonSchema(functionInterface);
  const names = Object.keys(schema.properties);
  const signature = names
    .map((name) => `${name}: ${pythonType(schema.properties[name]?.type)}`)
    .join(',');
  const lines = [
    'Function:',
    `def ${toolName(functionInterface)}(${signature}):`,
    '    """',
    `    ${functionInterface.description.trim()}`,
    '',
  ];
  if (names.length > 0) {
    lines.push('    Args:');
    for (const name of names) {
      const property = schema.properties[name];
      const required = schema.required.includes(name) ? '[必填]' : '[选填]';
      lines.push(
        '',
        `    - ${name} (${pythonType(property?.type)}) ${required}: ${property?.description ?? ''}`,
      );
    }
    lines.push('');
  }
  lines.push('    """');
  return withSeparator(lines.join('\n'), useSeparator);
}

/** The template's words after the declarations: the call format. */
export const SEED_OSS_CALL_INSTRUCTIONS = `工具调用请遵循如下格式:
<seed:tool_call>
<function=example_function_name>
<parameter=example_parameter_1>value_1</parameter>
<parameter=example_parameter_2>This is the value for the second parameter
that can span
multiple lines</parameter>
</function>
</seed:tool_call>`;

/** Each result as a `tool` turn, as the template renders tool messages. */
function formatSeedOssResults(calls: readonly TranslatorCallResult[]): string {
  return calls.map((call) => `<seed:bos>tool\n${call.result}<seed:eos>`).join('');
}

/** ByteDance Seed-OSS: Qwen3-Coder's XML calls inside `<seed:tool_call>` (vLLM `seed_oss`). */
export const seedOssPreset: TagsPreset = {
  name: 'seed_oss',
  aliases: ['seed-oss'],
  family: 'Seed-OSS',
  models: 'ByteDance-Seed Seed-OSS-36B-Instruct',
  createFormat(limits) {
    const syntax = { expected, maxBlockLength: limits.maxBlockLength };
    return {
      blocks: [
        {
          open: ['<seed:tool_call>'],
          close: ['</seed:tool_call>'],
          read: (block, context) => readQwen3XmlBlock(block, context, syntax),
        },
        {
          open: ['<function='],
          close: ['</function>'],
          interrupt: ['<function=', '<seed:tool_call>'],
          read: (block, context) => readQwen3XmlBlock(block, context, { ...syntax, bare: true }),
        },
      ],
      thinking: { open: ['<seed:think>'], close: ['</seed:think>'] },
    };
  },
  renderCall: renderSeedOssCall,
  generateFunctionIfText: generateSeedOssInterfaceText,
  instructions: SEED_OSS_CALL_INSTRUCTIONS,
  systemPromptFor: (interfaces, instructions) =>
    [
      'You are Doubao, a helpful AI assistant. You may call one or more functions to assist with the user query.',
      ...interfaces.map(
        (functionInterface) => `\n\n${generateSeedOssInterfaceText(functionInterface)}`,
      ),
      '',
      instructions,
    ].join('\n'),
  formatFunctionCallResults: formatSeedOssResults,
};
