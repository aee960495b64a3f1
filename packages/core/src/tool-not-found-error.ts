import { AiToolboxError } from './ai-toolbox-error.js';

const marker = Symbol.for('ai-toolbox.error.tool-not-found');
const code = 'tool-not-found';

/** A call named a function that no registered toolbox has. */
export class ToolNotFoundError extends AiToolboxError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the symbol
  private readonly [marker] = true;
  /** The stable code of this kind of error. */
  static readonly code = code;
  /** The name as the caller wrote it. */
  readonly functionName: string;
  /** Registered names close to the one written, best first. */
  readonly suggestions: readonly string[];

  constructor(options: {
    functionName: string;
    suggestions?: readonly string[];
    hint?: string;
    cause?: unknown;
  }) {
    const suggestions = options.suggestions ?? [];
    const didYouMean =
      suggestions.length > 0
        ? ` Did you mean ${suggestions.map((name) => `'${name}'`).join(' or ')}?`
        : '';
    super({
      code,
      message: `Unknown function '${options.functionName}'.${didYouMean}${options.hint ?? ''}`,
      cause: options.cause,
    });
    this.name = 'ToolNotFoundError';
    this.functionName = options.functionName;
    this.suggestions = suggestions;
  }

  /** Whether `error` is a {@link ToolNotFoundError}, from any copy of the package. */
  static override isInstance(error: unknown): error is ToolNotFoundError {
    return AiToolboxError.hasMarker(error, marker);
  }
}
