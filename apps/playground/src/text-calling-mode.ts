import { systemPromptFor, type ToolManager } from '@ai-toolbox/core';
import type { TextCallingMode } from './calling-mode.js';

/**
 * Text mode with a standard translator: makes it the manager's active translator, shows the
 * model the translator's own system prompt for the manager's functions (its instructions and
 * interface text, the words every application sends), and runs answers through
 * `executeResponseFunctions`.
 */
export function createTextCallingMode(
  manager: ToolManager,
  translatorName: string,
): TextCallingMode {
  manager.setFunctionTranslator(translatorName);
  return {
    kind: 'text',
    label: translatorName,
    systemPrompt: systemPromptFor(manager.getTranslator(translatorName), manager.getInterfaces()),
    async run(text) {
      const outcome = await manager.executeResponseFunctions(text);
      return { calls: outcome.calls, output: outcome.functionsOutput };
    },
  };
}
