import type { ToolManager } from '@ai-toolbox/core';
import { createOpenAITools } from '@ai-toolbox/schema-openai';
import type { NativeCallingMode } from './calling-mode.js';
import { NATIVE_SYSTEM_PROMPT } from './native-system-prompt.js';

/** Native mode plus the tool name the model sees for each function. */
export interface OpenAINativeCallingMode extends NativeCallingMode {
  /** The tool name of a function path (`weather.get_temp` → the legal name sent). */
  toolNameOf(functionPath: string): string;
}

/**
 * Native mode through `@ai-toolbox/schema-openai`: the manager's functions as Chat
 * Completions tools, and the model's `tool_calls` run through the manager's pipeline.
 * The tools are read from the manager on every request, so they follow its registrations.
 */
export function createNativeCallingMode(manager: ToolManager): OpenAINativeCallingMode {
  const openaiTools = createOpenAITools({ manager });
  return {
    kind: 'native',
    label: 'schema-openai',
    systemPrompt: NATIVE_SYSTEM_PROMPT,
    get tools() {
      return openaiTools.chatCompletionTools();
    },
    toolNameOf(functionPath) {
      const name = openaiTools.names().toProvider(functionPath);
      if (name === undefined) throw new Error(`no tool is offered for ${functionPath}`);
      return name;
    },
    async run(toolCalls) {
      const outcome = await openaiTools.runToolCalls({ tool_calls: toolCalls });
      return { calls: outcome.records, messages: outcome.messages };
    },
  };
}
