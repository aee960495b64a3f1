export { type DecodedArguments, decodeToolArguments } from './decode-tool-arguments.js';
export { DuplicateToolError } from './duplicate-tool-error.js';
export type { InferArgs, InferParamValue } from './infer-args.js';
export {
  chatCompletionToolsOf,
  convertInterfaces,
  type InterfaceTool,
  type InterfaceToolSet,
  type InterfaceToolsOptions,
  interfacesToChatCompletionTools,
  interfacesToResponsesTools,
  responsesToolsOf,
} from './interface-tools.js';
export { InvalidParamError } from './invalid-param-error.js';
export { InvalidToolNameError } from './invalid-tool-name-error.js';
export { toFunctionCallRequests } from './native-call-requests.js';
export type {
  ChatToolCallsResult,
  ChatToolMessage,
  FunctionCallExecutor,
  FunctionCallOutputItem,
  ResponseFunctionCallsResult,
} from './native-call-results.js';
export {
  type NativeToolCall,
  readChatToolCalls,
  readResponseFunctionCalls,
} from './native-tool-call.js';
export { normalizeParams } from './normalize-param.js';
export {
  createOpenAITools,
  NO_OUTPUT_TEXT,
  type OpenAITools,
  type OpenAIToolsManager,
  type OpenAIToolsSettings,
} from './openai-tools.js';
export type { ParamDefinition, ParamSpec, ParamSpecs } from './param-spec.js';
export {
  PARAM_TYPE_ALIASES,
  type ParsedParamType,
  parseParamType,
  VALID_TYPE_NAMES,
} from './param-type.js';
export { type RenderOptions, renderParameters } from './render-json-schema.js';
export { type RestoredArguments, restoreArguments } from './restore-arguments.js';
export { findStrictModeViolations, type StrictModeViolation } from './strict-mode-violations.js';
export {
  createToolRegistry,
  type RegisteredTool,
  type ToolHandler,
  type ToolRegistry,
  type ToolRegistrySettings,
} from './tool-registry.js';
export type {
  BuildOptions,
  ChatCompletionToolSchema,
  ResponsesFunctionToolSchema,
} from './tool-schemas.js';
export { UnknownToolError } from './unknown-tool-error.js';
