import type { ObjectJsonSchema as ParametersJsonSchema } from '@ai-toolbox/core/kit';

/**
 * A Chat Completions tool (`tools` entry), assignable to the `openai` package's
 * `ChatCompletionFunctionTool`.
 */
export interface ChatCompletionToolSchema {
  readonly type: 'function';
  readonly function: {
    /** The provider-side name (`^[a-zA-Z0-9_-]{1,64}$`). */
    readonly name: string;
    /** What the tool does, shown to the model. */
    readonly description: string;
    /** The JSON Schema of the arguments. */
    readonly parameters: ParametersJsonSchema;
    /** Present (and `true`) only in strict mode. */
    readonly strict?: boolean;
  };
}

/** A Responses API function tool, assignable to the `openai` package's `FunctionTool`. */
export interface ResponsesFunctionToolSchema {
  readonly type: 'function';
  /** The provider-side name (`^[a-zA-Z0-9_-]{1,64}$`). */
  readonly name: string;
  /** What the tool does, shown to the model. */
  readonly description: string;
  /** The JSON Schema of the arguments. */
  readonly parameters: ParametersJsonSchema;
  /** Whether the provider enforces the schema; the Responses API wants it stated. */
  readonly strict: boolean;
}

/** Options shared by every function that produces tool schemas. */
export interface BuildOptions {
  /** Produce strict-mode schemas (see the README). Default `false`. */
  readonly strict?: boolean;
}

/** Wraps rendered parameters as a Chat Completions tool. */
export function toChatCompletionTool(
  name: string,
  description: string,
  parameters: ParametersJsonSchema,
  strict: boolean,
): ChatCompletionToolSchema {
  return {
    type: 'function',
    function: strict
      ? { name, description, parameters, strict: true }
      : { name, description, parameters },
  };
}

/** Wraps rendered parameters as a Responses API function tool. */
export function toResponsesFunctionTool(
  name: string,
  description: string,
  parameters: ParametersJsonSchema,
  strict: boolean,
): ResponsesFunctionToolSchema {
  return { type: 'function', name, description, parameters, strict };
}

/** What a tool schema is made of, whichever way the tool was declared. */
export interface ToolSource {
  readonly name: string;
  readonly description: string;
  /** The rendered parameters in either mode (a fresh copy each call, see `memoizeParameters`). */
  parameters(strict: boolean): ParametersJsonSchema;
}

/** A wrapper that turns rendered parameters into one provider format. */
export type ToolWrapper<Tool> = (
  name: string,
  description: string,
  parameters: ParametersJsonSchema,
  strict: boolean,
) => Tool;

/** Renders tools in one provider format, in the order given. */
export function renderTools<Tool>(
  sources: Iterable<ToolSource>,
  strict: boolean,
  wrap: ToolWrapper<Tool>,
): Tool[] {
  const tools: Tool[] = [];
  for (const source of sources) {
    tools.push(wrap(source.name, source.description, source.parameters(strict), strict));
  }
  return tools;
}
