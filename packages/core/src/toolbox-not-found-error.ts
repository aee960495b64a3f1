import { AiToolboxError } from './ai-toolbox-error.js';

const marker = Symbol.for('ai-toolbox.error.toolbox-not-found');
const code = 'toolbox-not-found';

/** A toolbox name matched no registered toolbox. */
export class ToolboxNotFoundError extends AiToolboxError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the symbol
  private readonly [marker] = true;
  /** The stable code of this kind of error. */
  static readonly code = code;
  /** The toolbox name as the caller wrote it. */
  readonly toolboxName: string;
  /** The names of the registered toolboxes. */
  readonly available: readonly string[];

  constructor(options: { toolboxName: string; available: readonly string[] }) {
    const list = options.available.length > 0 ? options.available.join(', ') : 'none';
    super({
      code,
      message: `Unknown toolbox '${options.toolboxName}'. Registered toolboxes: ${list}.`,
    });
    this.name = 'ToolboxNotFoundError';
    this.toolboxName = options.toolboxName;
    this.available = options.available;
  }

  /** Whether `error` is a {@link ToolboxNotFoundError}, from any copy of the package. */
  static override isInstance(error: unknown): error is ToolboxNotFoundError {
    return AiToolboxError.hasMarker(error, marker);
  }
}
