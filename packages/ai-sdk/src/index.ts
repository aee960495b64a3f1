export type { AiSdkToolResult } from './ai-sdk-tool-result.js';
export type { TextToolCallMetadata } from './text-tool-call.js';
export {
  type AiSdkFunctionSelection,
  type AiSdkToolsOptions,
  toAiSdkTools,
} from './to-ai-sdk-tools.js';
export {
  defaultToolCallingPrompt,
  type ToolCallingMiddlewareOptions,
  type ToolCallingPromptContext,
  toolCallingMiddleware,
} from './tool-calling-middleware.js';
