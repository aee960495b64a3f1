import type { FunctionInterface, TranslatorCallResult } from '@ai-toolbox/core';
import { interfaceToJsonSchema, stringifyValue } from '@ai-toolbox/core/kit';
import { readApertusCallObject } from './apertus-reader.js';
import { readJsonCallsBlock } from './json-calls-reader.js';
import { toolName, withSeparator } from './tags-interface-text.js';
import type { TagsPreset } from './tags-preset.js';
import { typeScriptType } from './tags-typescript-type.js';

const TOOLS_PREFIX = '<|tools_prefix|>';
const TOOLS_SUFFIX = '<|tools_suffix|>';

/** A call as the Apertus chat template writes an assistant's call: `{"name": arguments}` in a list. */
export function renderApertusCall(name: string, args: Readonly<Record<string, unknown>>): string {
  return `${TOOLS_PREFIX}[{${JSON.stringify(name)}: ${stringifyValue(args)}}]${TOOLS_SUFFIX}`;
}

/**
 * One function as the Apertus chat template declares it under `Tool Capabilities:`: a
 * TypeScript type with the description as a comment, each parameter with its description as
 * a comment, `?` for an optional one, its default after it, commas between parameters.
 */
export function generateApertusInterfaceText(
  functionInterface: FunctionInterface,
  useSeparator?: boolean,
): string {
  const schema = interfaceToJsonSchema(functionInterface);
  const names = Object.keys(schema.properties);
  const head = `// ${functionInterface.description}\ntype ${toolName(functionInterface)} = `;
  if (names.length === 0) return withSeparator(`${head}() => any;`, useSeparator);
  const params = names.map((param) => {
    const property = schema.properties[param] ?? {};
    const comment = property.description === undefined ? '' : `// ${property.description}\n`;
    const optional = schema.required.includes(param) ? '' : '?';
    const fallback =
      property.default === undefined ? '' : `, // default: ${JSON.stringify(property.default)}`;
    return `${comment}${param}${optional}: ${typeScriptType(property)}${fallback}`;
  });
  return withSeparator(`${head}(_: {\n${params.join(',\n')}\n}) => any;`, useSeparator);
}

/** Swiss AI's Apertus: a JSON list of `{"name": arguments}` objects between special tokens (vLLM `apertus`). */
export const apertusPreset: TagsPreset = {
  name: 'apertus',
  aliases: ['apertus-instruct'],
  family: 'Apertus',
  models: 'swiss-ai Apertus-8B-Instruct-2509, Apertus-70B-Instruct-2509',
  createFormat(limits) {
    const syntax = {
      expected: `as ${TOOLS_PREFIX}[{"name": {"param": "value"}}]${TOOLS_SUFFIX}`,
      maxBlockLength: limits.maxBlockLength,
      readObject: readApertusCallObject,
    };
    return {
      // Calls inside <|inner_prefix|> ... <|inner_suffix|> are run too: the template puts an
      // assistant's tool calls and their outputs in its inner (reasoning) section.
      blocks: [
        {
          open: [TOOLS_PREFIX],
          close: [TOOLS_SUFFIX],
          read: (block, context) => readJsonCallsBlock(block, context, syntax),
        },
      ],
    };
  },
  renderCall: renderApertusCall,
  generateFunctionIfText: generateApertusInterfaceText,
  // The template declares the tools and says nothing of how to call; these words say it in
  // the form it renders an assistant's calls.
  instructions: `To call tools, write ${TOOLS_PREFIX}[{"function_name": {"argument": "value"}}, {"other_function": {}}]${TOOLS_SUFFIX}: a JSON list with one object per call, the function's name as its key and the arguments object as its value.`,
  systemPromptFor: (interfaces, instructions) =>
    [
      'Tool Capabilities:',
      interfaces
        .map((functionInterface) => generateApertusInterfaceText(functionInterface))
        .join('\n'),
      '',
      instructions,
    ].join('\n'),
  // The template writes the tool messages after the calls as one list: `[result, result]`.
  formatFunctionCallResults: (calls: readonly TranslatorCallResult[]) =>
    `[${calls.map((call) => call.result).join(', ')}]`,
};
