export type {
  AnthropicToolChoice,
  AnthropicToolChoiceAuto,
  AnthropicToolChoiceFunction,
  AnthropicToolChoiceNone,
  AnthropicToolChoiceOptions,
  AnthropicToolChoiceTool,
} from './anthropic-tool-choice.js';
export {
  type AnthropicToolResultBlock,
  type AnthropicToolResultMessage,
  type AnthropicToolUsesResult,
  EMPTY_RESULT_TEXT,
} from './anthropic-tool-result.js';
export type { AnthropicToolSchema } from './anthropic-tool-schema.js';
export {
  type AnthropicTools,
  type AnthropicToolsManager,
  type AnthropicToolsSettings,
  createAnthropicTools,
} from './anthropic-tools.js';
export type { AssembledToolUseBlock } from './assembled-tool-uses.js';
export { type ReadToolUsesOptions, readToolUses } from './read-tool-uses.js';
export {
  type AssembledToolInput,
  assembleToolInput,
  createToolInputReader,
  type ToolInputReader,
} from './tool-input-reader.js';
export { createToolUseStream, type ToolUseStream } from './tool-use-stream.js';
