import type { FunctionInterface, TranslatorCallResult } from '@ai-toolbox/core';
import { stringifyValue } from '@ai-toolbox/core/kit';
import { readFunctionTagBlock, readPythonTagBlock } from './functionary-v31-reader.js';
import { functionJson, templateJson, toolName, withSeparator } from './tags-interface-text.js';
import type { TagsPreset } from './tags-preset.js';

const FUNCTION_OPEN = '<function=';
const QUOTED_FUNCTION_OPEN = '<function name=';
const FUNCTION_CLOSE = '</function>';
const PYTHON_TAG = '<|python_tag|>';
/** The end of a message that waits for a tool's output, after the code interpreter's code. */
const END_OF_MESSAGE = '<|eom_id|>';

/** A call as the Functionary v3.1 chat template writes an assistant's call. */
export function renderFunctionaryV31Call(
  name: string,
  args: Readonly<Record<string, unknown>>,
): string {
  return `${FUNCTION_OPEN}${name}>${stringifyValue(args)}${FUNCTION_CLOSE}`;
}

/** One function as the template declares it: `Use the function 'name' to 'description'` and its JSON. */
export function generateFunctionaryV31InterfaceText(
  functionInterface: FunctionInterface,
  useSeparator?: boolean,
): string {
  return withSeparator(
    `Use the function '${toolName(functionInterface)}' to '${functionInterface.description}'\n${templateJson(functionJson(functionInterface))}`,
    useSeparator,
  );
}

/** The template's words after the declarations. */
export const FUNCTIONARY_V31_INSTRUCTIONS = `Think very carefully before calling functions.
If a you choose to call a function ONLY reply in the following format:
<{start_tag}={function_name}>{parameters}{end_tag}
where

start_tag => \`<function\`
parameters => a JSON dict with the function argument name as key and function argument value as value.
end_tag => \`</function>\`

Here is an example,
<function=example_function_name>{"example_name": "example_value"}</function>

Reminder:
- If looking for real time information use relevant functions before falling back to brave_search
- Function calls MUST follow the specified format, start with <function= and end with </function>
- Required parameters MUST be specified
- Only call one function at a time
- Put the entire function call reply on one line`;

/**
 * MeetKai's Functionary v3.1 (Llama 3.1 based): `<function=name>{...}</function>`, the code
 * interpreter after `<|python_tag|>`, and the `<function name="name">{...}</function>` form
 * models write for it. No serving project names a parser for it; llama.cpp reads it natively.
 */
export const functionaryV31Preset: TagsPreset = {
  name: 'functionary_v31',
  aliases: ['functionary-v3.1'],
  family: 'Functionary v3.1',
  models: 'meetkai functionary-small-v3.1, functionary-medium-v3.1',
  createFormat(limits) {
    const syntax = {
      expected: `as ${FUNCTION_OPEN}name>{"param": "value"}${FUNCTION_CLOSE}`,
      maxBlockLength: limits.maxBlockLength,
    };
    const openers = [FUNCTION_OPEN, QUOTED_FUNCTION_OPEN, PYTHON_TAG];
    return {
      blocks: [
        {
          open: [FUNCTION_OPEN],
          close: [FUNCTION_CLOSE],
          interrupt: openers,
          read: (block, context) => readFunctionTagBlock(block, context, syntax),
        },
        {
          open: [QUOTED_FUNCTION_OPEN],
          close: [FUNCTION_CLOSE],
          interrupt: openers,
          read: (block, context) => readFunctionTagBlock(block, context, syntax, true),
        },
        {
          open: [PYTHON_TAG],
          close: [END_OF_MESSAGE, '<|eot_id|>'],
          interrupt: openers,
          read: (block, context) => readPythonTagBlock(block, context, syntax),
        },
      ],
    };
  },
  renderCall: renderFunctionaryV31Call,
  generateFunctionIfText: generateFunctionaryV31InterfaceText,
  instructions: FUNCTIONARY_V31_INSTRUCTIONS,
  systemPromptFor: (interfaces, instructions) =>
    [
      'Cutting Knowledge Date: December 2023',
      '',
      '',
      'You have access to the following functions:',
      '',
      ...interfaces.map(
        (functionInterface) => `${generateFunctionaryV31InterfaceText(functionInterface)}\n\n`,
      ),
      instructions,
    ].join('\n'),
  // Each result is an `ipython` message of its own: its content as is.
  formatFunctionCallResults: (calls: readonly TranslatorCallResult[]) =>
    calls.map((call) => call.result).join('\n'),
};
