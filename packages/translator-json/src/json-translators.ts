import { registerStandardTranslator } from '@ai-toolbox/core';
import type { BlockTranslatorSettings } from '@ai-toolbox/core/kit';
import {
  createJsonCallTranslator,
  type JsonCallTranslator,
} from './create-json-call-translator.js';
import { glm4Family } from './glm4-family.js';
import { graniteFamily } from './granite-family.js';
import { hermesFamily } from './hermes-family.js';
import { jsonFamily } from './json-family.js';
import { llama3Family } from './llama3-family.js';
import { mistralFamily } from './mistral-family.js';

/**
 * The Hermes / Qwen translator: calls as `<tool_call>{"name": ..., "arguments": {...}}</tool_call>`,
 * functions as the `<tools>` block's JSON lines, results as `<tool_response>` blocks.
 *
 * @example
 * ```ts
 * manager.setFunctionTranslator(createHermesTranslator({ maxCalls: 20 }));
 * ```
 */
export function createHermesTranslator(
  settings?: BlockTranslatorSettings,
): JsonCallTranslator<'hermes'> {
  return createJsonCallTranslator(hermesFamily, settings);
}

/**
 * The Mistral translator: `[TOOL_CALLS][{...}]` lists and the newer `[TOOL_CALLS]name[ARGS]{...}`
 * and `[TOOL_CALLS]name{...}` calls; functions as an `[AVAILABLE_TOOLS]` list.
 *
 * @example
 * ```ts
 * manager.setFunctionTranslator(createMistralTranslator());
 * ```
 */
export function createMistralTranslator(
  settings?: BlockTranslatorSettings,
): JsonCallTranslator<'mistral'> {
  return createJsonCallTranslator(mistralFamily, settings);
}

/**
 * The Llama 3 translator: `{"name": ..., "parameters": {...}}`, with or without `<|python_tag|>`,
 * one or several; built-in `tool.call(...)` calls, code for the code interpreter, `<function=name>`.
 *
 * @example
 * ```ts
 * manager.setFunctionTranslator(createLlama3Translator());
 * ```
 */
export function createLlama3Translator(
  settings?: BlockTranslatorSettings,
): JsonCallTranslator<'llama3'> {
  return createJsonCallTranslator(llama3Family, settings);
}

/**
 * The bare JSON translator (xLAM and any model without markers): a call object, a list of them or
 * `{"tool_calls": [...]}` in prose or code fences, keys `name`/`function`/`tool` and
 * `arguments`/`parameters`/`args`.
 *
 * @example
 * ```ts
 * manager.setFunctionTranslator(createJsonTranslator());
 * ```
 */
export function createJsonTranslator(
  settings?: BlockTranslatorSettings,
): JsonCallTranslator<'json'> {
  return createJsonCallTranslator(jsonFamily, settings);
}

/**
 * The Granite 20B function-calling translator: `<function_call> {...}` repeated with no closing
 * tag; registered as `granite` and as vLLM's name, `granite-20b-fc`. Granite 3.x and 4.0 are
 * translator-tags' `granite4`.
 *
 * @example
 * ```ts
 * manager.setFunctionTranslator(createGraniteTranslator());
 * ```
 */
export function createGraniteTranslator(
  settings?: BlockTranslatorSettings,
): JsonCallTranslator<'granite'> {
  return createJsonCallTranslator(graniteFamily, settings);
}

/**
 * The GLM-4 translator: the function's name on its own line, then its arguments as JSON
 * (`get_weather⏎{"city": "Beijing"}`), one call per `<|assistant|>` segment.
 *
 * @example
 * ```ts
 * manager.setFunctionTranslator(createGlm4Translator());
 * ```
 */
export function createGlm4Translator(
  settings?: BlockTranslatorSettings,
): JsonCallTranslator<'glm4'> {
  return createJsonCallTranslator(glm4Family, settings);
}

/** The standard `hermes` translator, registered under its name when this package is imported. */
export const TRANSLATOR_HERMES = createHermesTranslator();
/** The standard `mistral` translator, registered under its name when this package is imported. */
export const TRANSLATOR_MISTRAL = createMistralTranslator();
/** The standard `llama3` translator, registered under its name when this package is imported. */
export const TRANSLATOR_LLAMA3 = createLlama3Translator();
/** The standard `json` translator, registered under its name when this package is imported. */
export const TRANSLATOR_JSON = createJsonTranslator();
/** The standard `granite` translator, registered under its name when this package is imported. */
export const TRANSLATOR_GRANITE = createGraniteTranslator();
/** The standard `glm4` translator, registered under its name when this package is imported. */
export const TRANSLATOR_GLM4 = createGlm4Translator();

for (const translator of [
  TRANSLATOR_HERMES,
  TRANSLATOR_MISTRAL,
  TRANSLATOR_LLAMA3,
  TRANSLATOR_JSON,
  TRANSLATOR_GRANITE,
  TRANSLATOR_GLM4,
]) {
  registerStandardTranslator(translator.name, translator);
}
registerStandardTranslator('granite-20b-fc', TRANSLATOR_GRANITE);
