import type { FunctionInterface, TranslatorCallResult } from '@ai-toolbox/core';
import { interfaceToJsonSchema, type JsonSchema, stringifyValue } from '@ai-toolbox/core/kit';
import { readJsonCallsBlock } from './json-calls-reader.js';
import type { TagBlockKind } from './tags-format.js';
import { toolName, withSeparator } from './tags-interface-text.js';
import type { TagsPreset } from './tags-preset.js';

const ACTION = 'Action:';

/**
 * The openers of a fenced action, `Action:` then a code fence: what the template writes
 * (`Action:⏎```json`) and the spacing and fence models write instead.
 */
const FENCED_ACTIONS = ['', ' ', '\n', '\n\n'].flatMap((gap) =>
  ['```json', '```'].map((fence) => `${ACTION}${gap}${fence}`),
);

/** A call as the Command R+ tool-use template writes an assistant's call. */
export function renderCommandRPlusCall(
  name: string,
  args: Readonly<Record<string, unknown>>,
): string {
  return `${ACTION}\n\`\`\`json\n[\n    {\n        "tool_name": ${JSON.stringify(name)},\n        "parameters": ${stringifyValue(args)}\n    }\n]\`\`\``;
}

/** A JSON Schema type as the template's `json_to_python_type` writes it. */
function pythonType(schema: JsonSchema | undefined): string {
  switch (schema?.type) {
    case 'string':
      return 'str';
    case 'number':
      return 'float';
    case 'integer':
      return 'int';
    case 'boolean':
      return 'bool';
    case 'array':
      return `List[${pythonType(schema.items)}]`;
    case 'object':
      return 'Dict[str, Any]';
    default:
      return 'Any';
  }
}

/**
 * One function as the template declares it: a Python stub in a code fence, optional
 * parameters as `Optional[...] = None`, the description and each parameter's in its
 * docstring.
 */
export function generateCommandRPlusInterfaceText(
  functionInterface: FunctionInterface,
  useSeparator?: boolean,
): string {
  const schema = interfaceToJsonSchema(functionInterface);
  const entries = Object.entries(schema.properties);
  const typed = (name: string, property: JsonSchema) =>
    schema.required.includes(name) ? pythonType(property) : `Optional[${pythonType(property)}]`;
  const signature = entries
    .map(([name, property]) =>
      schema.required.includes(name)
        ? `${name}: ${typed(name, property)}`
        : `${name}: ${typed(name, property)} = None`,
    )
    .join(', ');
  const args =
    entries.length === 0
      ? ''
      : `\n\n    Args:\n        ${entries
          .map(
            ([name, property]) =>
              `${name} (${typed(name, property)}): ${property.description ?? ''}`,
          )
          .join('\n        ')}`;
  return withSeparator(
    `\`\`\`python\ndef ${toolName(functionInterface)}(${signature}) -> List[Dict]:\n    """${functionInterface.description}${args}\n    """\n    pass\n\`\`\``,
    useSeparator,
  );
}

/** The template's last system turn: how to write the actions. */
export const COMMAND_R_PLUS_INSTRUCTIONS = `Write 'Action:' followed by a json-formatted list of actions that you want to perform in order to produce a good response to the user's last input. You can use any of the supplied tools any number of times, but you should aim to execute the minimum number of necessary actions for the input. You should use the \`directly-answer\` tool if calling the other tools is unnecessary. The list of actions you want to call should be formatted as a list of json objects, for example:
\`\`\`json
[
    {
        "tool_name": title of the tool in the specification,
        "parameters": a dict of parameters to input into the tool as they are defined in the specs, or {} if it takes no parameters
    }
]\`\`\``;

/**
 * Cohere's Command R and Command R+ (tool-use template): `Action:` and a fenced JSON list of
 * `{"tool_name", "parameters"}` objects. No serving project names a parser for it.
 */
export const commandRPlusPreset: TagsPreset = {
  name: 'command_r_plus',
  aliases: ['command-r-plus', 'command_r', 'command-r'],
  family: 'Command R / R+',
  models: 'CohereLabs c4ai-command-r-plus(-08-2024), c4ai-command-r-v01, c4ai-command-r-08-2024',
  createFormat(limits) {
    const syntax = {
      expected: `as ${ACTION}\n\`\`\`json\n[{"tool_name": "name", "parameters": {"param": "value"}}]\n\`\`\``,
      maxBlockLength: limits.maxBlockLength,
      // The template's own tool for answering without tools: no call.
      notCalls: ['directly-answer', 'directly_answer'],
    };
    const read: TagBlockKind['read'] = (block, context) =>
      readJsonCallsBlock(block, context, syntax);
    return {
      blocks: [
        { open: FENCED_ACTIONS, close: ['```'], interrupt: [ACTION], read },
        // `Action: [...]` without a fence ends where its JSON ends.
        { open: [ACTION], close: [], json: true, read },
      ],
    };
  },
  renderCall: renderCommandRPlusCall,
  generateFunctionIfText: generateCommandRPlusInterfaceText,
  instructions: COMMAND_R_PLUS_INSTRUCTIONS,
  systemPromptFor: (interfaces, instructions) =>
    [
      '## Available Tools',
      'Here is a list of tools that you have available to you:',
      '',
      interfaces
        .map((functionInterface) => generateCommandRPlusInterfaceText(functionInterface))
        .join('\n\n'),
      '',
      instructions,
    ].join('\n'),
  // Each result is a system turn of its own, in `<results>`.
  formatFunctionCallResults: (calls: readonly TranslatorCallResult[]) =>
    calls.map((call) => `<results>\n${call.result}</results>`).join('\n'),
};
