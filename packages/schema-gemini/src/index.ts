export type { GeminiFunctionDeclaration, GeminiTool } from './gemini-function-declaration.js';
export { GEMINI_FUNCTION_NAME_RULE } from './gemini-function-name-rule.js';
export type {
  GeminiFunctionCallsResult,
  GeminiFunctionResponseContent,
  GeminiFunctionResponsePart,
  GeminiFunctionResult,
} from './gemini-function-response.js';
export {
  countLossiness,
  type GeminiLossiness,
  type GeminiLossinessCount,
} from './gemini-lossiness.js';
export {
  GEMINI_TYPE_NAMES,
  type GeminiSchema,
  type GeminiTypeName,
  type GeminiTypes,
} from './gemini-schema.js';
export {
  findGeminiSchemaViolations,
  type GeminiSchemaViolation,
} from './gemini-schema-violations.js';
export type {
  GeminiModeName,
  GeminiModes,
  GeminiToolConfig,
  GeminiToolConfigOptions,
} from './gemini-tool-config.js';
export {
  createGeminiTools,
  type GeminiDeclarationLossiness,
  type GeminiTools,
  type GeminiToolsManager,
  type GeminiToolsSettings,
} from './gemini-tools.js';
export { type GeminiFunctionCall, readFunctionCalls } from './read-function-calls.js';
export {
  type GeminiSchemaConversion,
  type ToGeminiSchemaOptions,
  toGeminiSchema,
} from './to-gemini-schema.js';
