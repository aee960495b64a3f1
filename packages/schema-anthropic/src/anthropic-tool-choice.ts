/** `tool_choice: { type: 'auto' | 'any' }`, assignable to `@anthropic-ai/sdk`'s `ToolChoice`. */
export interface AnthropicToolChoiceAuto {
  readonly type: 'auto' | 'any';
  /** Present when asked: at most (`auto`) or exactly (`any`) one tool use per answer. */
  readonly disable_parallel_tool_use?: boolean;
}

/** `tool_choice: { type: 'tool', name }`: the model must use this tool. */
export interface AnthropicToolChoiceTool {
  readonly type: 'tool';
  /** The provider name of the tool. */
  readonly name: string;
  /** Present when asked: exactly one tool use per answer. */
  readonly disable_parallel_tool_use?: boolean;
}

/** `tool_choice: { type: 'none' }`: the model may not use tools. */
export interface AnthropicToolChoiceNone {
  readonly type: 'none';
}

/** Any `tool_choice` the helpers make. */
export type AnthropicToolChoice =
  | AnthropicToolChoiceAuto
  | AnthropicToolChoiceTool
  | AnthropicToolChoiceNone;

/** Options of the tool choice helpers. */
export interface AnthropicToolChoiceOptions {
  /** Let the model use at most (or, when it must use a tool, exactly) one tool per answer. */
  readonly disableParallelToolUse?: boolean;
}

/**
 * A function the model must call: its path (`'weather.get_temp'`), or its name in the root
 * toolbox (`'get_temp'`). The helper maps it to the tool name the model sees.
 */
export interface AnthropicToolChoiceFunction {
  readonly function: string;
}
