export { AiToolboxError, type AiToolboxErrorOptions } from './ai-toolbox-error.js';
export { CallAbortedError } from './call-aborted-error.js';
export { CallDeniedError } from './call-denied-error.js';
export { type CallFingerprint, createCallFingerprint } from './call-fingerprint.js';
export { CALL_LOG_LEVELS, type CallLogLevel, type CallReporter } from './call-reporter.js';
export {
  CONTROL_FUNCTION_NAMES,
  CONTROL_TOOLBOX_NAME,
} from './control-functions.js';
export { createToolManager } from './create-tool-manager.js';
export {
  call,
  executeFunctionCalls,
  executeResponseFunctions,
  findFunction,
  getDefaultToolManager,
  getFunctions,
  getRootInterfaceAsText,
  getStandardTranslatorList,
  getStats,
  getTranslator,
  register,
  registerControlFunction,
  registerControlFunctions,
  resetStats,
  setFunctionTranslator,
  setRootToolBox,
  unregister,
  unregisterControlFunction,
  unregisterControlFunctions,
} from './default-tool-manager.js';
export {
  type CallerArgs,
  type DeclaredParams,
  type DefinedToolbox,
  defineToolbox,
  type ParamsDeclaration,
  type ParamsToArgs,
  type ParamValue,
  type ToolArgs,
  type ToolboxCalls,
  type ToolboxDefinition,
  type ToolDefinition,
} from './define-toolbox.js';
export {
  type FunctionAnnotations,
  functionAnnotationsSchema,
} from './function-annotations.js';
export type { FunctionCallRecord, FunctionCallRequest } from './function-call-record.js';
export {
  type ApiWrapperInterface,
  type FunctionInterface,
  functionInterfaceSchema,
  getFunctionPath,
  type PlainFunctionInterface,
} from './function-interface.js';
export {
  type FunctionParam,
  type FunctionParams,
  functionParamSchema,
  PARAM_TYPES,
  type ParamItems,
  type ParamType,
  paramItemsSchema,
  paramTypeSchema,
} from './function-param.js';
export {
  type ArgumentIssue,
  InvalidArgumentsError,
  type InvalidParameter,
  type UnknownParameter,
} from './invalid-arguments-error.js';
export { InvalidResultError } from './invalid-result-error.js';
export { InvalidSettingsError } from './invalid-settings-error.js';
export { chooseTranslator, type ModelChoice } from './models/choose-translator.js';
export { listModelFamilies } from './models/list-model-families.js';
export type { ModelFamilyRow } from './models/model-families.js';
export { renderModelTable, withModelTable } from './models/render-model-table.js';
export type { Repair } from './repair.js';
export {
  isRequestBodyFieldRequired,
  type RequestBodyField,
  requestBodyFieldSchema,
} from './request-body-field.js';
export type { CallSource, ResolvedCall } from './resolved-call.js';
export {
  isStandardSchema,
  type StandardIssue,
  type StandardJsonSchemaTarget,
  type StandardJsonSchemaV1,
  type StandardPathSegment,
  type StandardResult,
  type StandardSchemaInput,
  type StandardSchemaOutput,
  type StandardSchemaV1,
  type StandardTypes,
} from './standard-schema.js';
export {
  findStandardTranslator,
  listStandardTranslators,
  registerStandardTranslator,
} from './standard-translators.js';
export { systemPromptFor } from './system-prompt-for.js';
export { ToolExecutionError } from './tool-execution-error.js';
export type {
  CallOptions,
  ControlFunctionName,
  ResponseFunctionsResult,
  ToolManager,
} from './tool-manager.js';
export {
  type BeforeCallEvent,
  DEFAULT_MAX_CALLS_PER_RESPONSE,
  DEFAULT_MAX_TRUNCATE_LENGTH,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_TRUNCATE_LENGTH,
  type ToolboxChangeEvent,
  type ToolManagerEvents,
  type ToolManagerOptions,
  toolManagerOptionsSchema,
} from './tool-manager-options.js';
export { ToolNameCollisionError } from './tool-name-collision-error.js';
export { ToolNotFoundError } from './tool-not-found-error.js';
export type {
  ApprovalHandler,
  PolicyDecision,
  PolicyVerdict,
  ToolPolicy,
} from './tool-policy.js';
export type { FunctionStats, ToolStats } from './tool-stats.js';
export { ToolTimeoutError } from './tool-timeout-error.js';
export type { Toolbox, ToolboxFunction, ToolCallContext, ToolFunction } from './toolbox.js';
export { ToolboxNotFoundError } from './toolbox-not-found-error.js';
export { ToolboxValidationError } from './toolbox-validation-error.js';
export type {
  CallParseError,
  FunctionCallStream,
  OutputFilter,
  ParsedFunctionCall,
  TextSpan,
  Translator,
  TranslatorCall,
  TranslatorCallResult,
  TranslatorContract,
  TranslatorExtensionsV1,
} from './translator.js';
export { TRANSLATOR_ATFUNC } from './translator-constants.js';
export { TranslatorError, type TranslatorErrorReason } from './translator-error.js';
export { TranslatorNotFoundError } from './translator-not-found-error.js';
export type { CallParseErrorV2 } from './translator-v2/call-parse-error-v2.js';
export type { FunctionCallStreamV2 } from './translator-v2/function-call-stream-v2.js';
export type { ParsedFunctionCallV2 } from './translator-v2/parsed-function-call-v2.js';
export { toTranslatorV2 } from './translator-v2/to-translator-v2.js';
export type { TranslatorV2 } from './translator-v2/translator-v2.js';
export { truncateText } from './truncate-text.js';
export { UnreadableCallError } from './unreadable-call-error.js';
