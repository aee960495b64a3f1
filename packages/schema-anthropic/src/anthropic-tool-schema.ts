import type { ObjectJsonSchema } from '@ai-toolbox/core/kit';

/**
 * A tool of the Messages API's `tools`, assignable to `@anthropic-ai/sdk`'s `Tool` (and so to
 * `ToolUnion`).
 */
export interface AnthropicToolSchema {
  /** The provider-side name (`^[a-zA-Z0-9_-]{1,64}$`). */
  readonly name: string;
  /** What the tool does, shown to the model. */
  readonly description: string;
  /** The JSON Schema of the tool's `input`: core's provider-neutral schema, unchanged. */
  readonly input_schema: ObjectJsonSchema;
}
