import type { ToolManager } from '@ai-toolbox/core';
import type { TextCallingMode } from './calling-mode.js';
import { textSystemPrompt } from './system-prompts.js';

/**
 * Text mode with a standard translator: makes it the manager's active translator, shows the
 * model the manager's interface text, and runs answers through `executeResponseFunctions`.
 */
export function createTextCallingMode(
  manager: ToolManager,
  translatorName: string,
): TextCallingMode {
  manager.setFunctionTranslator(translatorName);
  return {
    kind: 'text',
    label: translatorName,
    systemPrompt: textSystemPrompt(translatorName, manager.getRootInterfaceAsText()),
    async run(text) {
      const outcome = await manager.executeResponseFunctions(text);
      return { calls: outcome.calls, output: outcome.functionsOutput };
    },
  };
}
