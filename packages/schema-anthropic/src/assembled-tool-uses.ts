import type { AssembledToolInput } from './tool-input-reader.js';

/** A `tool_use` block as a {@link ToolUseStream} assembles it: the SDK's shape, nothing more. */
export interface AssembledToolUseBlock {
  readonly type: 'tool_use';
  readonly id: string;
  readonly name: string;
  readonly input: Record<string, unknown>;
}

// What the stream found out about each block it assembled, kept beside the block rather than
// on it, so the block stays exactly the SDK's shape (and is sent back to the API as it is)
// while the runner still learns about cut-off input and repairs. Keys are the block objects,
// which model text cannot forge.
const assemblies = new WeakMap<object, AssembledToolInput>();

/** Notes how a block's input was assembled. */
export function rememberAssembly(block: AssembledToolUseBlock, assembly: AssembledToolInput): void {
  assemblies.set(block, assembly);
}

/** How a block's input was assembled, when a tool use stream of this package made it. */
export function assemblyOf(block: object): AssembledToolInput | undefined {
  return assemblies.get(block);
}
