import type { FunctionInterface, TranslatorCallResult } from '@ai-toolbox/core';
import { interfaceToJsonSchema, stringifyValue } from '@ai-toolbox/core/kit';
import { readRecipientBlock } from './functionary-v32-reader.js';
import type { TagBlockKind } from './tags-format.js';
import { toolName, withSeparator } from './tags-interface-text.js';
import type { TagsPreset } from './tags-preset.js';
import { typeScriptType } from './tags-typescript-type.js';

const RECIPIENT = '>>>';

/** A call as the Functionary v3.2 chat template writes an assistant's call: `>>>name⏎{...}`. */
export function renderFunctionaryV32Call(
  name: string,
  args: Readonly<Record<string, unknown>>,
): string {
  return `${RECIPIENT}${name}\n${stringifyValue(args)}`;
}

/**
 * One function as the template declares it in `namespace functions`: a TypeScript type with
 * the description as a comment, each parameter after a comment of its description (ending in
 * a period) and default, `?` for an optional one.
 */
export function generateFunctionaryV32InterfaceText(
  functionInterface: FunctionInterface,
  useSeparator?: boolean,
): string {
  const schema = interfaceToJsonSchema(functionInterface);
  const names = Object.keys(schema.properties);
  const head = `// ${functionInterface.description}\ntype ${toolName(functionInterface)}`;
  if (names.length === 0) return withSeparator(`${head} = () => any;`, useSeparator);
  const lines = [`${head} = (_: {`];
  for (const param of names) {
    const property = schema.properties[param] ?? {};
    const notes: string[] = [];
    if (property.description !== undefined) {
      const text = property.description;
      notes.push(text.endsWith('.') ? text : `${text}.`);
    }
    if (property.default !== undefined) notes.push(`Default=${JSON.stringify(property.default)}.`);
    if (notes.length > 0) lines.push(`// ${notes.join(' ')}`);
    const optional = schema.required.includes(param) ? '' : '?';
    lines.push(`${param}${optional}: ${typeScriptType(property)},`);
  }
  lines.push('}) => any;');
  return withSeparator(lines.join('\n'), useSeparator);
}

/** The template's words before the declarations: how to address a function. */
export const FUNCTIONARY_V32_INSTRUCTIONS = `You are capable of executing available function(s) if required.
Only execute function(s) when absolutely necessary.
Ask for the required input to:recipient==all
Use JSON for function arguments.
Respond in this format:
>>>\${recipient}
\${content}`;

/**
 * MeetKai's Functionary v3.2 (and v3.0): each message starts with `>>>` and its recipient,
 * `all` for prose, a function's name for a call with its JSON arguments. The template ends
 * the prompt with `>>>`, so the answer's first message comes without it. No serving project
 * names a parser for it; llama.cpp reads it natively.
 */
export const functionaryV32Preset: TagsPreset = {
  name: 'functionary_v32',
  aliases: ['functionary-v3.2', 'functionary'],
  family: 'Functionary v3.2',
  models: 'meetkai functionary-small-v3.2, functionary-medium-v3.2, functionary-medium-v3.0',
  createFormat(limits) {
    const syntax = {
      expected: `as ${RECIPIENT}name\n{"param": "value"}`,
      maxBlockLength: limits.maxBlockLength,
    };
    const message: TagBlockKind = {
      open: [RECIPIENT],
      close: [],
      read: (block, context) => readRecipientBlock(block, context, syntax),
    };
    return { blocks: [message], startsIn: message };
  },
  renderCall: renderFunctionaryV32Call,
  generateFunctionIfText: generateFunctionaryV32InterfaceText,
  instructions: FUNCTIONARY_V32_INSTRUCTIONS,
  systemPromptFor: (interfaces, instructions) =>
    [
      instructions,
      'Available functions:',
      '// Supported function definitions that should be called when necessary.',
      'namespace functions {',
      '',
      ...interfaces.map(
        (functionInterface) => `${generateFunctionaryV32InterfaceText(functionInterface)}\n`,
      ),
      '} // namespace functions',
    ].join('\n'),
  // Each result is a `tool` message of its own: its content as is.
  formatFunctionCallResults: (calls: readonly TranslatorCallResult[]) =>
    calls.map((call) => call.result).join('\n'),
};
