import { AiToolboxError } from '@ai-toolbox/core';

const marker = Symbol.for('ai-toolbox.error.invalid-atfunc-settings');

/** The settings given to `createAtfuncTranslator` do not fit {@link atfuncTranslatorSettingsSchema}. */
export class InvalidAtfuncSettingsError extends AiToolboxError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the symbol
  private readonly [marker] = true;
  /** The stable code of this kind of error. */
  static readonly code = 'invalid-settings';
  /** Each problem found, as `path: message`. */
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super({
      code: InvalidAtfuncSettingsError.code,
      message: `Invalid settings for the atfunc translator: ${problems.join('; ')}`,
    });
    this.name = 'InvalidAtfuncSettingsError';
    this.problems = problems;
  }

  /** Whether `error` is an {@link InvalidAtfuncSettingsError}, from any copy of the package. */
  static override isInstance(error: unknown): error is InvalidAtfuncSettingsError {
    return InvalidAtfuncSettingsError.hasMarker(error, marker);
  }
}
