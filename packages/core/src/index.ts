export { AiToolboxError, type AiToolboxErrorOptions } from './ai-toolbox-error.js';
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
export type { Repair } from './repair.js';
export {
  isRequestBodyFieldRequired,
  type RequestBodyField,
  requestBodyFieldSchema,
} from './request-body-field.js';
export {
  findStandardTranslator,
  listStandardTranslators,
  registerStandardTranslator,
} from './standard-translators.js';
export type { Toolbox, ToolboxFunction, ToolCallContext, ToolFunction } from './toolbox.js';
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
