import type { TranslatorCallResult } from '@ai-toolbox/core';
import { generateHarmonyInterfaceText } from './harmony-preset.js';
import { jsonCallsKind } from './json-calls-reader.js';
import { renderGigachat3Call } from './tags-call-rendering.js';
import type { TagsPreset } from './tags-preset.js';

const ROLE_SEP = '<|role_sep|>';
const MESSAGE_SEP = '<|message_sep|>';

/**
 * Sber's GigaChat 3 / 3.1: one call object in its own `function call` turn,
 * `function call<|role_sep|>\n{"name": ..., "arguments": {...}}` (3.1: `<|function_call|>{...}`),
 * ending where its JSON ends (vLLM `gigachat3`). Functions are declared as TypeScript types in a
 * `functions` namespace, as gpt-oss declares them.
 */
export const gigachat3Preset: TagsPreset = {
  name: 'gigachat3',
  aliases: ['gigachat-3', 'gigachat3.1'],
  family: 'GigaChat 3 / 3.1',
  models: 'ai-sage GigaChat3-10B-A1.8B, GigaChat3-702B-A36B, GigaChat3.1',
  createFormat(limits) {
    const syntax = {
      expected: `as function call${ROLE_SEP}\n{"name": "name", "arguments": {"param": "value"}}`,
      maxBlockLength: limits.maxBlockLength,
    };
    return {
      blocks: [jsonCallsKind(syntax, [`function call${ROLE_SEP}`, '<|function_call|>'], 'json')],
    };
  },
  renderCall: renderGigachat3Call,
  generateFunctionIfText: generateHarmonyInterfaceText,
  // The template's function usage rules and the words that name the `function call` turn.
  instructions: [
    'Only call those functions that are described in `function descriptions`.',
    '',
    "Call available functions when, according to their description, such a call will help provide a more complete and/or accurate answer to the user's request. Fill in function arguments using information from the dialog context. If a function could help answer the request but a required argument is missing from the context, ask the user for the missing data before calling the function. If a necessary function is unavailable or an error occurs, briefly inform the user and, if possible, suggest an alternative.",
    '',
    'The name of the required function and its arguments will be generated next by the `function call` role.',
  ].join('\n'),
  systemPromptFor: (interfaces, instructions) =>
    [
      instructions,
      '',
      'namespace functions {',
      ...interfaces.map((functionInterface) => generateHarmonyInterfaceText(functionInterface)),
      '} // namespace functions',
    ].join('\n'),
  formatFunctionCallResults: (calls: readonly TranslatorCallResult[]) =>
    calls.map((call) => `function result${ROLE_SEP}\n${call.result}${MESSAGE_SEP}\n\n`).join(''),
};
