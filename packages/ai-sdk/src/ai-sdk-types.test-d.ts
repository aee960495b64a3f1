/**
 * Type tests, checked by `tsc --noEmit`: what this package makes is assignable to the AI SDK's
 * own types, so it goes into `generateText`, `streamText`, `wrapLanguageModel` and agents as is.
 */
import { createToolManager } from '@ai-toolbox/core';
import {
  type Agent,
  generateText,
  type LanguageModel,
  type LanguageModelMiddleware,
  streamText,
  ToolLoopAgent,
  type ToolSet,
  wrapLanguageModel,
} from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { expectTypeOf } from 'vitest';
import { tagTranslator } from './__fixtures__/tag-translator.js';
import { type AiSdkToolResult, toAiSdkTools, toolCallingMiddleware } from './index.js';

const manager = createToolManager();
const tools = toAiSdkTools(manager);
const middleware = toolCallingMiddleware({ translator: tagTranslator });

expectTypeOf(tools).toExtend<ToolSet>();
expectTypeOf(middleware).toExtend<LanguageModelMiddleware>();
expectTypeOf(toolCallingMiddleware({ translator: 'atfunc' })).toExtend<LanguageModelMiddleware>();

const model: LanguageModel = wrapLanguageModel({ model: new MockLanguageModelV3(), middleware });
const composed = wrapLanguageModel({
  model: new MockLanguageModelV3(),
  middleware: [middleware, toolCallingMiddleware({ translator: 'markers' })],
});
expectTypeOf(composed).toExtend<LanguageModel>();

export const generated = generateText({ model, tools, prompt: 'Hi' });
export const streamed = streamText({ model, tools, prompt: 'Hi' });
export const agent: Agent = new ToolLoopAgent({ model, tools });

// The tools' results are typed where the SDK hands them back.
export async function firstOutput(): Promise<unknown> {
  const result = await generated;
  return result.toolResults[0]?.output;
}
expectTypeOf<AiSdkToolResult['result']>().toEqualTypeOf<string>();
