/**
 * Type tests, checked by `tsc --noEmit`: what this package produces is assignable to
 * `@anthropic-ai/sdk`'s own request types, and what the SDK gives back is accepted, so values
 * pass between the two unchanged.
 */

import type { ObjectJsonSchema } from '@ai-toolbox/core/kit';
import type Anthropic from '@anthropic-ai/sdk';
import { expectTypeOf } from 'vitest';
import type {
  AnthropicToolChoice,
  AnthropicToolChoiceAuto,
  AnthropicToolChoiceNone,
  AnthropicToolChoiceTool,
  AnthropicToolResultBlock,
  AnthropicToolResultMessage,
  AnthropicToolSchema,
  AnthropicTools,
  AssembledToolUseBlock,
  ToolUseStream,
} from './index.js';

expectTypeOf<AnthropicToolSchema>().toExtend<Anthropic.Messages.Tool>();
expectTypeOf<AnthropicToolSchema>().toExtend<Anthropic.Messages.ToolUnion>();
expectTypeOf<ObjectJsonSchema>().toExtend<Anthropic.Messages.Tool.InputSchema>();
expectTypeOf<AnthropicToolResultBlock>().toExtend<Anthropic.Messages.ToolResultBlockParam>();
expectTypeOf<AnthropicToolResultBlock>().toExtend<Anthropic.Messages.ContentBlockParam>();
expectTypeOf<AnthropicToolResultMessage>().toExtend<Anthropic.Messages.MessageParam>();
expectTypeOf<AnthropicToolChoiceAuto>().toExtend<Anthropic.Messages.ToolChoice>();
expectTypeOf<AnthropicToolChoiceTool>().toExtend<Anthropic.Messages.ToolChoiceTool>();
expectTypeOf<AnthropicToolChoiceNone>().toExtend<Anthropic.Messages.ToolChoiceNone>();
expectTypeOf<AnthropicToolChoice>().toExtend<Anthropic.Messages.ToolChoice>();
expectTypeOf<AssembledToolUseBlock>().toExtend<Anthropic.Messages.ToolUseBlockParam>();
expectTypeOf<AssembledToolUseBlock>().toExtend<Anthropic.Messages.ContentBlockParam>();

// What the SDK gives back is accepted as it is.
expectTypeOf<Anthropic.Messages.Message>().toExtend<Parameters<AnthropicTools['runToolUses']>[0]>();
expectTypeOf<Anthropic.Messages.ContentBlock[]>().toExtend<
  Parameters<AnthropicTools['runToolUses']>[0]
>();
expectTypeOf<Anthropic.Messages.MessageParam>().toExtend<
  Parameters<AnthropicTools['runToolUses']>[0]
>();
expectTypeOf<Anthropic.Messages.RawMessageStreamEvent>().toExtend<
  Parameters<ToolUseStream['push']>[0]
>();

// A whole round trip type-checks against the SDK's request type.
declare const anthropicTools: AnthropicTools;
declare const response: Anthropic.Messages.Message;
export async function roundTrip(): Promise<Anthropic.Messages.MessageCreateParamsNonStreaming> {
  const { message } = await anthropicTools.runToolUses(response);
  const messages: Anthropic.Messages.MessageParam[] = [
    { role: 'user', content: 'What is the temperature in Paris?' },
    { role: 'assistant', content: response.content },
  ];
  if (message !== null) messages.push(message);
  return {
    model: 'claude-sonnet-4-5',
    max_tokens: 1024,
    messages,
    tools: anthropicTools.tools(),
    tool_choice: anthropicTools.toolChoice({ function: 'weather.get_temp' }),
  };
}
expectTypeOf(anthropicTools.toolChoice('none')).toEqualTypeOf<AnthropicToolChoiceNone>();
expectTypeOf(anthropicTools.toolChoice('any')).toEqualTypeOf<AnthropicToolChoiceAuto>();
