// Types for tools-llm@2.0.0, the library this package replaces; its tests and benchmark
// run it side by side with ours.
declare module 'tools-llm' {
  export interface ToolsLlmHistoryEntry {
    tool: string;
    args: unknown[];
  }
  export function executarTools(
    texto: unknown,
    tools?: object,
  ): Promise<{ text: string; history: ToolsLlmHistoryEntry[] }>;
  export const executeTools: typeof executarTools;
  export function executeMutedTools(
    texto: unknown,
    tools?: object,
  ): Promise<{
    results: { tool: string; result: unknown }[];
    errors: { tool: string; error: string }[];
    history: ToolsLlmHistoryEntry[];
  }>;
  export class MarkerJSONError extends Error {}
  export default executarTools;
}
