import {
  type BlockTranslatorSettings,
  type DefinedTranslatorV2,
  defineTranslator,
  resolveBlockTranslatorSettings,
} from '@ai-toolbox/core/kit';
import { formatPythonicCallResults } from './format-pythonic-call-results.js';
import { generatePythonicInterfaceText } from './generate-pythonic-interface-text.js';
import { createPythonicSystemPrompt, PYTHONIC_INSTRUCTIONS } from './pythonic-instructions.js';
import { PythonicScanner } from './pythonic-scanner.js';

/**
 * The pythonic translator: translator contract v2, built with the kit's `defineTranslator`,
 * so `parseFunctionCalls`, `getFunctionCallsFromText` and `createFunctionCallStream` give the
 * same calls. Every member works when detached from the object.
 */
export interface PythonicTranslator extends DefinedTranslatorV2 {
  /** The name the translator is registered under. */
  readonly name: 'pythonic';
}

/**
 * Creates a pythonic translator. Settings are the kit's `BlockTranslatorSettings`, checked at
 * once; a wrong one throws the `InvalidSettingsError` of `@ai-toolbox/core`.
 *
 * @example
 * ```ts
 * const translator = createPythonicTranslator({ maxDepth: 16 });
 * manager.setFunctionTranslator(translator);
 * ```
 */
export function createPythonicTranslator(settings?: BlockTranslatorSettings): PythonicTranslator {
  const resolved = resolveBlockTranslatorSettings(settings, 'the pythonic translator');
  const limits = { maxDepth: resolved.maxDepth, maxCallLength: resolved.maxCallLength };
  return defineTranslator({
    name: 'pythonic',
    caseSensitive: resolved.caseSensitive,
    outputFilter: resolved.outputFilter,
    maxCalls: resolved.maxCalls,
    maxTextLength: resolved.maxTextLength,
    generateFunctionIfText: generatePythonicInterfaceText,
    // Every Python call has its parentheses; no marker is the format's own.
    openers: { own: [], any: ['('] },
    instructions: PYTHONIC_INSTRUCTIONS,
    systemPromptFor: (interfaces, instructions) =>
      createPythonicSystemPrompt(
        interfaces
          .map((functionInterface) =>
            generatePythonicInterfaceText(functionInterface, false).trim(),
          )
          .join('\n\n'),
        instructions,
      ),
    formatFunctionCallResults: formatPythonicCallResults,
    createScanner: (context) => new PythonicScanner(context, limits),
  });
}
