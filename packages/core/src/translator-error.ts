import { AiToolboxError } from './ai-toolbox-error.js';

const marker = Symbol.for('ai-toolbox.error.translator');

/** Why a {@link TranslatorError} was raised. */
export type TranslatorErrorReason = 'not-set' | 'invalid' | 'failed';

/**
 * The translator cannot serve: none is set, the object given is not a translator, or it threw.
 * `code` is `'translator-not-set'`, `'invalid-translator'` or `'translator-failed'`.
 */
export class TranslatorError extends AiToolboxError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the symbol
  private readonly [marker] = true;
  /** Why the error was raised. */
  readonly reason: TranslatorErrorReason;

  constructor(options: { reason: TranslatorErrorReason; message: string; cause?: unknown }) {
    const codes = {
      'not-set': 'translator-not-set',
      invalid: 'invalid-translator',
      failed: 'translator-failed',
    } as const;
    super({ code: codes[options.reason], message: options.message, cause: options.cause });
    this.name = 'TranslatorError';
    this.reason = options.reason;
  }

  /** Whether `error` is a {@link TranslatorError}, from any copy of the package. */
  static override isInstance(error: unknown): error is TranslatorError {
    return AiToolboxError.hasMarker(error, marker);
  }
}
