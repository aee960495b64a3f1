/**
 * Type tests, checked by `tsc --noEmit`: what this package produces is assignable to the
 * `openai` package's own request types, so it can be passed to the client unchanged.
 */
import type { ObjectJsonSchema } from '@ai-toolbox/core/kit';
import type OpenAI from 'openai';
import { expectTypeOf } from 'vitest';
import type {
  ChatCompletionToolSchema,
  ChatToolMessage,
  FunctionCallOutputItem,
  InferArgs,
  ResponsesFunctionToolSchema,
} from './index.js';
import { createToolRegistry } from './index.js';

expectTypeOf<ChatCompletionToolSchema>().toExtend<OpenAI.Chat.Completions.ChatCompletionFunctionTool>();
expectTypeOf<ChatCompletionToolSchema>().toExtend<OpenAI.Chat.Completions.ChatCompletionTool>();
expectTypeOf<ChatCompletionToolSchema['function']>().toExtend<OpenAI.FunctionDefinition>();
expectTypeOf<ObjectJsonSchema>().toExtend<OpenAI.FunctionParameters>();
expectTypeOf<ResponsesFunctionToolSchema>().toExtend<OpenAI.Responses.FunctionTool>();
expectTypeOf<ResponsesFunctionToolSchema>().toExtend<OpenAI.Responses.Tool>();
expectTypeOf<ChatToolMessage>().toExtend<OpenAI.Chat.Completions.ChatCompletionToolMessageParam>();
expectTypeOf<ChatToolMessage>().toExtend<OpenAI.Chat.Completions.ChatCompletionMessageParam>();
expectTypeOf<FunctionCallOutputItem>().toExtend<OpenAI.Responses.ResponseInputItem.FunctionCallOutput>();
expectTypeOf<FunctionCallOutputItem>().toExtend<OpenAI.Responses.ResponseInputItem>();

// What build() returns goes straight into a request.
const registry = createToolRegistry();
const chatRequest: OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming = {
  model: 'gpt-4.1',
  messages: [{ role: 'user', content: 'What time is it?' }],
  tools: registry.build(),
};
const responsesRequest: OpenAI.Responses.ResponseCreateParamsNonStreaming = {
  model: 'gpt-4.1',
  input: 'What time is it?',
  tools: registry.buildResponsesTools({ strict: true }),
};
expectTypeOf(chatRequest).toBeObject();
expectTypeOf(responsesRequest).toBeObject();

// Handlers receive the argument types their params declare.
expectTypeOf<InferArgs<{ path: 'string'; limit: 'int?' }>>().toEqualTypeOf<{
  path: string;
  limit?: number;
}>();
expectTypeOf<
  InferArgs<{
    unit: { type: 'str'; enum: readonly ['c', 'f'] };
    tags: { type: 'list'; items: 'str' };
    range: { type: 'dict'; properties: { from: 'int'; to: 'float?' }; required: false };
    verbose: { type: 'bool'; default: false };
  }>
>().toEqualTypeOf<{
  unit: 'c' | 'f';
  tags: string[];
  range?: { from: number; to?: number };
  verbose?: boolean;
}>();
registry.add('read_file', 'Read a file', { path: 'string', limit: 'int?' }, (args) => {
  expectTypeOf(args).toEqualTypeOf<{ path: string; limit?: number }>();
  return args.path;
});
