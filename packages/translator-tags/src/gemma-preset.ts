import type { FunctionInterface, TranslatorCallResult } from '@ai-toolbox/core';
import { interfaceToJsonSchema, type JsonSchema } from '@ai-toolbox/core/kit';
import { readGemmaBlock } from './gemma-reader.js';
import { renderFunctiongemmaCall, renderGemma4Call } from './tags-call-rendering.js';
import { toolName, withSeparator } from './tags-interface-text.js';
import type { TagsPreset } from './tags-preset.js';

/** A value in Gemma's declaration syntax: strings between the string token, keys bare. */
function gemmaValue(value: unknown, quote: string): string {
  if (typeof value === 'string') return `${quote}${value}${quote}`;
  if (Array.isArray(value)) return `[${value.map((item) => gemmaValue(item, quote)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    return `{${entries.map(([key, item]) => `${key}:${gemmaValue(item, quote)}`).join(',')}}`;
  }
  return String(value);
}

/** A JSON Schema with its types in capitals, as Gemma's declarations write them. */
function gemmaSchema(schema: JsonSchema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (schema.description !== undefined) out.description = schema.description;
  if (schema.enum !== undefined) out.enum = schema.enum;
  if (schema.items !== undefined) out.items = gemmaSchema(schema.items);
  if (schema.properties !== undefined) {
    const properties: Record<string, unknown> = {};
    for (const [name, property] of Object.entries(schema.properties)) {
      properties[name] = gemmaSchema(property);
    }
    out.properties = properties;
  }
  if (schema.required !== undefined) out.required = schema.required;
  if (typeof schema.type === 'string') out.type = schema.type.toUpperCase();
  return out;
}

function gemmaDeclaration(functionInterface: FunctionInterface, quote: string): string {
  const parameters = gemmaSchema(interfaceToJsonSchema(functionInterface));
  return `declaration:${toolName(functionInterface)}${gemmaValue(
    { description: functionInterface.description, parameters },
    quote,
  )}`;
}

const ESCAPE = '<escape>';
const GEMMA4_QUOTE = '<|"|>';

/** One function as FunctionGemma's template declares it. */
export function generateFunctionGemmaInterfaceText(
  functionInterface: FunctionInterface,
  useSeparator?: boolean,
): string {
  return withSeparator(
    `<start_function_declaration>${gemmaDeclaration(functionInterface, ESCAPE)}<end_function_declaration>`,
    useSeparator,
  );
}

/** One function as Gemma 4's template declares it. */
export function generateGemma4InterfaceText(
  functionInterface: FunctionInterface,
  useSeparator?: boolean,
): string {
  return withSeparator(
    `<|tool>${gemmaDeclaration(functionInterface, GEMMA4_QUOTE)}<tool|>`,
    useSeparator,
  );
}

/** Google's FunctionGemma (vLLM `functiongemma`). */
export const functionGemmaPreset: TagsPreset = {
  name: 'functiongemma',
  aliases: ['function-gemma'],
  family: 'FunctionGemma',
  models: 'google/functiongemma-270m-it',
  createFormat(limits) {
    const syntax = {
      quote: ESCAPE,
      expected: `as <start_function_call>call:name{param:${ESCAPE}value${ESCAPE}}<end_function_call>`,
      maxBlockLength: limits.maxBlockLength,
      maxDepth: limits.maxDepth,
    };
    return {
      blocks: [
        {
          open: ['<start_function_call>'],
          close: ['<end_function_call>'],
          read: (block, context) => readGemmaBlock(block, context, syntax),
        },
      ],
    };
  },
  renderCall: renderFunctiongemmaCall,
  generateFunctionIfText: generateFunctionGemmaInterfaceText,
  instructions: 'You are a model that can do function calling with the following functions',
  systemPromptFor: (interfaces, instructions) =>
    `${instructions}${interfaces
      .map((functionInterface) => generateFunctionGemmaInterfaceText(functionInterface))
      .join('')}`,
  formatFunctionCallResults: (calls: readonly TranslatorCallResult[]) =>
    calls
      .map(
        (call) =>
          `<start_function_response>response:${call.name}{value:${ESCAPE}${call.result}${ESCAPE}}<end_function_response>`,
      )
      .join(''),
};

/** Google's Gemma 4 tool calls (vLLM `gemma4`). */
export const gemma4Preset: TagsPreset = {
  name: 'gemma4',
  aliases: ['gemma-4'],
  family: 'Gemma 4',
  models: 'google Gemma 4',
  createFormat(limits) {
    const syntax = {
      quote: GEMMA4_QUOTE,
      expected: `as <|tool_call>call:name{param:${GEMMA4_QUOTE}value${GEMMA4_QUOTE}}<tool_call|>`,
      maxBlockLength: limits.maxBlockLength,
      maxDepth: limits.maxDepth,
    };
    return {
      blocks: [
        {
          open: ['<|tool_call>'],
          close: ['<tool_call|>'],
          read: (block, context) => readGemmaBlock(block, context, syntax),
        },
      ],
      thinking: { open: ['<|channel>thought'], close: ['<channel|>'] },
    };
  },
  renderCall: renderGemma4Call,
  generateFunctionIfText: generateGemma4InterfaceText,
  instructions: `To call a function, write <|tool_call>call:name{param:${GEMMA4_QUOTE}text${GEMMA4_QUOTE},count:2}<tool_call|>.`,
  systemPromptFor: (interfaces, instructions) =>
    `${instructions}\n${interfaces.map((functionInterface) => generateGemma4InterfaceText(functionInterface)).join('')}`,
  formatFunctionCallResults: (calls: readonly TranslatorCallResult[]) =>
    calls
      .map(
        (call) =>
          `<|tool_response>response:${call.name}{value:${GEMMA4_QUOTE}${call.result}${GEMMA4_QUOTE}}<tool_response|>`,
      )
      .join(''),
};
