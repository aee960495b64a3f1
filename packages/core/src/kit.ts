/**
 * `@ai-toolbox/core/kit`: the building blocks for authors of translators and schema packages,
 * one implementation each, used by every package of this repository. The root entry keeps the
 * contracts, the tool manager and the errors; what only plugins need lives here.
 *
 * @packageDocumentation
 */

export { type BareWordValue, readBareWord } from './kit/bare-word.js';
export {
  type BlockTranslatorSettings,
  blockTranslatorSettingsSchema,
  type ResolvedBlockTranslatorSettings,
  resolveBlockTranslatorSettings,
} from './kit/block-translator-settings.js';
// The character classes hand-written scanners test `charCodeAt` results with. The named codes
// stay inside core; a package outside it writes the code with its character in a comment,
// `code === 0x7b /* { */`.
export {
  hexValue,
  isAsciiLetter,
  isBlank,
  isDigit,
  isHighSurrogate,
  isIdentifierPart,
  isIdentifierStart,
  isLineBreak,
  isLowSurrogate,
  isNamePart,
  isNameStart,
  isSpace,
  isSpaceOrTab,
} from './kit/char-codes.js';
export { coerceValue } from './kit/coerce-value.js';
export { copyJsonValue } from './kit/copy-json-value.js';
export { createRepair } from './kit/create-repair.js';
export { declaredStringKeys } from './kit/declared-string-keys.js';
export { deepFreeze } from './kit/deep-freeze.js';
export {
  DEFAULT_MAX_TEXT_LENGTH,
  type DefinedTranslatorV2,
  defineTranslator,
} from './kit/define-translator.js';
export { FunctionIndex } from './kit/function-index.js';
export { getOwn } from './kit/get-own.js';
export { hasDeclaredType } from './kit/has-declared-type.js';
export { interfaceProperties } from './kit/interface-properties.js';
export { interfaceToJsonSchema } from './kit/interface-to-json-schema.js';
export { isRecord } from './kit/is-record.js';
export {
  type BigIntegerMode,
  createJsonReader,
  type JsonDialect,
  type JsonProblem,
  type JsonReader,
  type JsonReaderOptions,
} from './kit/json-reader.js';
export type { JsonSchema, ObjectJsonSchema } from './kit/json-schema.js';
export { type JsonSchemaParams, readJsonSchemaParams } from './kit/json-schema-params.js';
export { MarkerFinder, type MarkerHit, type MarkerSearch } from './kit/marker-finder.js';
export { mutableCopy } from './kit/mutable-copy.js';
export { type NativeCall, toNativeCallRequests } from './kit/native-call.js';
export {
  type NativeCallLimits,
  nativeCallLimitsSchema,
  type ResolvedNativeCallLimits,
  resolveNativeCallLimits,
} from './kit/native-call-limits.js';
export {
  type NativeToolManager,
  nativeToolManagerSchema,
} from './kit/native-tool-manager.js';
export {
  createNativeToolSet,
  type NativeTool,
  type NativeToolSet,
  type NativeToolSetOptions,
  type NativeToolSource,
  nativeToolNameOf,
  nativeToolSchema,
  type TrackNativeToolsOptions,
  trackNativeTools,
} from './kit/native-tool-set.js';
export { onCallAbort } from './kit/on-call-abort.js';
export { getParamSlots, type ParamSection, type ParamSlot } from './kit/param-slots.js';
export { createParamsRecord, toParamsRecord } from './kit/params-record.js';
export { parseSettings } from './kit/parse-settings.js';
export { isPlainJson } from './kit/plain-json.js';
export {
  expectedArgumentsText,
  type PreparedArguments,
  restoreNativeArguments,
} from './kit/prepare-native-arguments.js';
export {
  createPythonArgumentReader,
  type PythonArgumentReader,
  type PythonArgumentReaderOptions,
} from './kit/python-argument-reader.js';
export type { PythonArgument, PythonArgumentProblem } from './kit/python-value-stack.js';
export {
  CALL_ARGUMENTS_KEYS,
  CALL_NAME_KEYS,
  type CallArguments,
  type CallObject,
  type CallObjectKeys,
  decodeJsonObject,
  describeJsonValue,
  type ReadCallArgumentsOptions,
  type ReadCallObjectOptions,
  readCallArguments,
  readCallObject,
} from './kit/read-call-object.js';
export {
  MAX_DECLARATION_DEPTH,
  type PropertyReadOptions,
  readPropertySchemas,
} from './kit/read-property-schemas.js';
export {
  readTypedText,
  type TypedText,
  type TypedTextOptions,
} from './kit/read-typed-text.js';
export { REASONING_BLOCKS, type ReasoningBlock } from './kit/reasoning-blocks.js';
export { isFreeForm, renderJsonSchema } from './kit/render-json-schema.js';
export { REPAIR_CODES, type RepairCode } from './kit/repair-code.js';
export {
  type JsonRepairOptions,
  type JsonRepairResult,
  repairJson,
} from './kit/repair-json.js';
export { type ResolvedCallName, resolveCallName } from './kit/resolve-call-name.js';
export {
  type NativeCallExecutor,
  runNativeCallRequests,
} from './kit/run-native-call-requests.js';
export { setOwn } from './kit/set-own.js';
export {
  type BoundedStringify,
  type StringifyOptions,
  stringifyValue,
} from './kit/stringify-value.js';
export {
  type SuggestNamesOptions,
  suggestNames,
} from './kit/suggest-names.js';
export {
  type ResolvedTextTranslatorSettings,
  resolveTextTranslatorSettings,
  settingsLimit,
  type TextTranslatorSettings,
  textTranslatorSettingsEntries,
} from './kit/text-translator-settings.js';
export {
  createToolNameMap,
  encodeToolName,
  type ToolNameMap,
  type ToolNameMapOptions,
  toolNameMapOptionsSchema,
  toolNameSeparatorSchema,
} from './kit/tool-name-map.js';
export {
  type ToolNameRule,
  toolNameProblem,
} from './kit/tool-name-rule.js';
export type { PropertySchema, ValueSchema } from './kit/value-schema.js';
export { isWordCharacter } from './kit/word-character.js';
export { resultBudget, shapeResult } from './shape-result.js';
// The call types of contract v2 live in the root export; they are here too, so a scanner
// needs one import.
export type { CallParseErrorV2 } from './translator-v2/call-parse-error-v2.js';
export type { CallScannerContextV2 } from './translator-v2/call-scanner-context-v2.js';
export type { CallScannerV2 } from './translator-v2/call-scanner-v2.js';
export type { FunctionCallStreamV2 } from './translator-v2/function-call-stream-v2.js';
export type { FunctionLookupV2 } from './translator-v2/function-lookup-v2.js';
export type { ParsedFunctionCallV2 } from './translator-v2/parsed-function-call-v2.js';
export type { TranslatorDefinitionV2 } from './translator-v2/translator-definition-v2.js';
export type { TranslatorOpenersV2 } from './translator-v2/translator-openers-v2.js';
export type { TranslatorV2 } from './translator-v2/translator-v2.js';
export type { WrittenNameResolution } from './translator-v2/written-name-resolution.js';
