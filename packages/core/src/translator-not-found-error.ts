import { AiToolboxError } from './ai-toolbox-error.js';

const marker = Symbol.for('ai-toolbox.error.translator-not-found');
const code = 'translator-not-found';

/** No translator is known by the name asked for. */
export class TranslatorNotFoundError extends AiToolboxError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the symbol
  private readonly [marker] = true;
  /** The stable code of this kind of error. */
  static readonly code = code;
  /** The name asked for. */
  readonly translatorName: string;
  /** The names of the known translators. */
  readonly available: readonly string[];

  constructor(options: { translatorName: string; available: readonly string[] }) {
    const list = options.available.length > 0 ? options.available.join(', ') : 'none';
    super({
      code,
      message: `No translator is known as '${options.translatorName}' (known: ${list}). Import the translator's package (for example '@ai-toolbox/translator-${options.translatorName}') before using its name.`,
    });
    this.name = 'TranslatorNotFoundError';
    this.translatorName = options.translatorName;
    this.available = options.available;
  }

  /** Whether `error` is a {@link TranslatorNotFoundError}, from any copy of the package. */
  static override isInstance(error: unknown): error is TranslatorNotFoundError {
    return AiToolboxError.hasMarker(error, marker);
  }
}
