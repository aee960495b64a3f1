import type { FunctionInterface, TranslatorCallResult } from '@ai-toolbox/core';
import { interfaceToJsonSchema } from '@ai-toolbox/core/kit';
import { readHarmonyBlock } from './harmony-reader.js';
import { renderHarmonyCall } from './tags-call-rendering.js';
import { toolName, withSeparator } from './tags-interface-text.js';
import type { TagsPreset } from './tags-preset.js';
import { typeScriptType } from './tags-typescript-type.js';

const expected =
  'as <|start|>assistant<|channel|>commentary to=functions.name <|constrain|>json<|message|>{"param": "value"}<|call|>';

/**
 * One function as harmony declares it in the developer message's `functions` namespace: a
 * TypeScript type with the description as a comment, each argument with its own comment, `?`
 * for an optional one and its default after it.
 */
export function generateHarmonyInterfaceText(
  functionInterface: FunctionInterface,
  useSeparator?: boolean,
): string {
  const schema = interfaceToJsonSchema(functionInterface);
  const names = Object.keys(schema.properties);
  const lines: string[] = [];
  const description = functionInterface.description.trim();
  if (description !== '') lines.push(...description.split('\n').map((line) => `// ${line}`));
  const name = toolName(functionInterface);
  if (names.length === 0) {
    lines.push(`type ${name} = () => any;`);
  } else {
    lines.push(`type ${name} = (_: {`);
    for (const param of names) {
      const property = schema.properties[param] ?? {};
      if (property.description !== undefined && property.description.trim() !== '') {
        lines.push(
          ...property.description
            .trim()
            .split('\n')
            .map((line) => `// ${line}`),
        );
      }
      const optional = schema.required.includes(param) ? '' : '?';
      const fallback =
        property.default === undefined ? '' : ` // default: ${JSON.stringify(property.default)}`;
      lines.push(`${param}${optional}: ${typeScriptType(property)},${fallback}`);
    }
    lines.push('}) => any;');
  }
  return withSeparator(lines.join('\n'), useSeparator);
}

/** OpenAI gpt-oss's harmony messages (vLLM `openai`). */
export const harmonyPreset: TagsPreset = {
  name: 'openai',
  aliases: ['harmony', 'gpt-oss'],
  family: 'gpt-oss (harmony)',
  models: 'openai/gpt-oss-20b, openai/gpt-oss-120b',
  createFormat(limits) {
    const syntax = { expected, maxBlockLength: limits.maxBlockLength };
    return {
      blocks: [
        {
          open: ['to=functions.'],
          close: ['<|call|>', '<|end|>', '<|return|>'],
          interrupt: ['<|start|>', 'to=functions.'],
          read: (block, context) => readHarmonyBlock(block, context, syntax),
        },
      ],
    };
  },
  renderCall: renderHarmonyCall,
  generateFunctionIfText: generateHarmonyInterfaceText,
  // The system message names the channel; the developer message holds the namespace.
  instructions: "Calls to these tools must go to the commentary channel: 'functions'.",
  systemPromptFor: (interfaces, instructions) =>
    [
      instructions,
      '',
      '# Tools',
      '',
      '## functions',
      '',
      'namespace functions {',
      '',
      ...interfaces.map(
        (functionInterface) => `${generateHarmonyInterfaceText(functionInterface)}\n`,
      ),
      '} // namespace functions',
    ].join('\n'),
  formatFunctionCallResults: (calls: readonly TranslatorCallResult[]) =>
    calls
      .map((call) =>
        call.name === ''
          ? `<|start|>functions to=assistant<|channel|>commentary<|message|>${call.result}<|end|>`
          : `<|start|>functions.${call.name} to=assistant<|channel|>commentary<|message|>${call.result}<|end|>`,
      )
      .join(''),
};
