import { AiToolboxError } from './ai-toolbox-error.js';

const marker = Symbol.for('ai-toolbox.error.invalid-settings');
const code = 'invalid-settings';

/** Settings given to a factory such as `createToolManager` do not fit its schema. */
export class InvalidSettingsError extends AiToolboxError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the symbol
  private readonly [marker] = true;
  /** The stable code of this kind of error. */
  static readonly code = code;
  /** Each problem found, as `path: message`. */
  readonly problems: readonly string[];

  constructor(options: { subject: string; problems: readonly string[] }) {
    super({
      code,
      message: `Invalid settings for ${options.subject}: ${options.problems.join('; ')}`,
    });
    this.name = 'InvalidSettingsError';
    this.problems = options.problems;
  }

  /** Whether `error` is an {@link InvalidSettingsError}, from any copy of the package. */
  static override isInstance(error: unknown): error is InvalidSettingsError {
    return AiToolboxError.hasMarker(error, marker);
  }
}
