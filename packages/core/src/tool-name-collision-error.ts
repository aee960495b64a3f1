import { AiToolboxError } from './ai-toolbox-error.js';

const marker = Symbol.for('ai-toolbox.error.tool-name-collision');
const code = 'tool-name-collision';

/**
 * Two functions would be shown to a provider under the same tool name (for example
 * `weather.get_temp` and a function literally named `weather__get_temp`), so a call could not
 * be mapped back to one of them. Thrown by the kit's `createToolNameMap`, and so by every schema
 * package when it builds its tools.
 */
export class ToolNameCollisionError extends AiToolboxError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the symbol
  private readonly [marker] = true;
  /** The stable code of this kind of error. */
  static readonly code = code;
  /** The provider-side name both functions map to. */
  readonly providerName: string;
  /** The two function names that collide, the first registered first. */
  readonly functionNames: readonly [string, string];

  constructor(options: { providerName: string; functionNames: readonly [string, string] }) {
    const [first, second] = options.functionNames;
    super({
      code,
      message: `Functions "${first}" and "${second}" both map to the tool name "${options.providerName}"; rename one of them or choose another separator.`,
    });
    this.name = 'ToolNameCollisionError';
    this.providerName = options.providerName;
    this.functionNames = options.functionNames;
  }

  /** Whether `error` is a {@link ToolNameCollisionError}, from any copy of the package. */
  static override isInstance(error: unknown): error is ToolNameCollisionError {
    return AiToolboxError.hasMarker(error, marker);
  }
}
