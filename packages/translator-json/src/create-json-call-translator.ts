import {
  type BlockTranslatorSettings,
  type DefinedTranslatorV2,
  defineTranslator,
  resolveBlockTranslatorSettings,
} from '@ai-toolbox/core/kit';
import type { JsonCallFamily, JsonCallFamilyName } from './json-call-family.js';
import { JsonCallScanner } from './json-call-scanner.js';

/**
 * A translator of one JSON call family: translator contract v2, built with the kit's
 * `defineTranslator`, so one-shot parsing and streaming are one code path.
 */
export interface JsonCallTranslator<Name extends JsonCallFamilyName = JsonCallFamilyName>
  extends DefinedTranslatorV2 {
  /** The family, and the name the translator is registered under. */
  readonly name: Name;
}

/** Builds the translator of a family; the per-family factories call this. */
export function createJsonCallTranslator<Name extends JsonCallFamilyName>(
  family: JsonCallFamily & { readonly name: Name },
  settings: BlockTranslatorSettings | undefined,
): JsonCallTranslator<Name> {
  const resolved = resolveBlockTranslatorSettings(settings, `the ${family.name} translator`);
  const limits = { maxDepth: resolved.maxDepth, maxCallLength: resolved.maxCallLength };
  return defineTranslator({
    name: family.name,
    caseSensitive: resolved.caseSensitive,
    outputFilter: resolved.outputFilter,
    maxCalls: resolved.maxCalls,
    maxTextLength: resolved.maxTextLength,
    generateFunctionIfText: (functionInterface) => family.renderInterface(functionInterface),
    instructions: family.instructions,
    systemPromptFor: (interfaces, instructions) =>
      family.systemPrompt(interfaces.map(family.renderInterface), instructions),
    formatFunctionCallResults: (calls) => family.renderResults(calls),
    // Every call this scanner reads holds a JSON object but a built-in call after a Python tag.
    openers: {
      own: family.ownMarkers,
      any: [...new Set([...family.ownMarkers, '{', '<|python_tag|>', '<|python_start|>'])],
    },
    createScanner: (context) => new JsonCallScanner(context, family, limits),
  });
}
