/**
 * Type tests, checked by `tsc --noEmit`: with `@google/genai`'s enums as the `types` and `modes`
 * settings, what this package produces is assignable to the SDK's own types, and what the SDK
 * gives back is accepted, so values pass between the two unchanged.
 */

import type { ToolManager } from '@ai-toolbox/core';
import {
  type Content,
  type FunctionCallingConfigMode,
  type FunctionDeclaration,
  type GenerateContentParameters,
  type GenerateContentResponse,
  FunctionCallingConfigMode as Modes,
  type Part,
  type Schema,
  type Tool,
  type ToolConfig,
  Type,
} from '@google/genai';
import { expectTypeOf } from 'vitest';
import {
  createGeminiTools,
  type GeminiFunctionDeclaration,
  type GeminiFunctionResponseContent,
  type GeminiFunctionResponsePart,
  type GeminiSchema,
  type GeminiTool,
  type GeminiToolConfig,
  type GeminiTools,
  toGeminiSchema,
} from './index.js';

expectTypeOf<GeminiSchema<Type>>().toExtend<Schema>();
expectTypeOf<GeminiFunctionDeclaration<Type>>().toExtend<FunctionDeclaration>();
expectTypeOf<GeminiTool<Type>>().toExtend<Tool>();
expectTypeOf<GeminiToolConfig<FunctionCallingConfigMode>>().toExtend<ToolConfig>();
expectTypeOf<GeminiFunctionResponsePart>().toExtend<Part>();
expectTypeOf<GeminiFunctionResponseContent>().toExtend<Content>();
// Without the SDK's enum the types are the plain strings of the REST API, which the SDK's
// string enum does not take: that is what the `types` setting is for.
expectTypeOf<GeminiSchema>().not.toExtend<Schema>();

// What the SDK gives back is accepted as it is.
expectTypeOf<GenerateContentResponse>().toExtend<Parameters<GeminiTools['runFunctionCalls']>[0]>();
expectTypeOf<Content>().toExtend<Parameters<GeminiTools['runFunctionCalls']>[0]>();
expectTypeOf<Part[]>().toExtend<Parameters<GeminiTools['runFunctionCalls']>[0]>();

// The enums given as settings type everything that follows.
declare const manager: ToolManager;
const geminiTools = createGeminiTools({ manager, types: Type, modes: Modes });
expectTypeOf(geminiTools.tool()).toExtend<Tool>();
expectTypeOf(geminiTools.functionDeclarations()).toExtend<FunctionDeclaration[]>();
expectTypeOf(geminiTools.toolConfig('auto')).toExtend<ToolConfig>();
expectTypeOf(toGeminiSchema({ type: 'object' }, { types: Type }).schema).toExtend<Schema>();
// And without them, nothing claims to be the SDK's.
expectTypeOf(createGeminiTools({ manager }).tool()).not.toExtend<Tool>();

declare const response: GenerateContentResponse;
export async function roundTrip(): Promise<GenerateContentParameters> {
  const contents: Content[] = [{ role: 'user', parts: [{ text: 'Weather in Paris?' }] }];
  const { content } = await geminiTools.runFunctionCalls(response);
  const modelTurn = response.candidates?.[0]?.content;
  if (content !== null && modelTurn !== undefined) contents.push(modelTurn, content);
  return {
    model: 'gemini-2.5-flash',
    contents,
    config: {
      tools: [geminiTools.tool(), { functionDeclarations: geminiTools.functionDeclarations() }],
      toolConfig: geminiTools.toolConfig('any', { functions: ['weather.get_temp'] }),
    },
  };
}
