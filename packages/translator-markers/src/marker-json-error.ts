import { AiToolboxError } from '@ai-toolbox/core';

const marker = Symbol.for('ai-toolbox.error.marker-json');
const code = 'marker-json';

/** Why a JSON text could not be read. */
export type MarkerJsonErrorReason = 'unreadable' | 'too-large' | 'too-deep';

/**
 * A marker argument looks like JSON but cannot be read, even after the repairs that are safe to
 * make. Kept under tools-llm's name for compatibility.
 *
 * @example
 * ```ts
 * try {
 *   readMarkerArgument('{"city": Recife}', { bigIntegers: 'bigint', maxJsonDepth: 100 });
 * } catch (error) {
 *   if (MarkerJSONError.isInstance(error)) console.log(error.reason, error.position);
 * }
 * ```
 */
export class MarkerJSONError extends AiToolboxError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the symbol
  private readonly [marker] = true;
  /** The stable code of this kind of error. */
  static readonly code = code;
  /** Whether the text was unreadable or past a size or depth limit. */
  readonly reason: MarkerJsonErrorReason;
  /** The UTF-16 offset in the JSON text where reading stopped. */
  readonly position: number;
  /** What was wrong at `position`, in a sentence. */
  readonly detail: string;

  constructor(options: {
    message: string;
    reason: MarkerJsonErrorReason;
    position: number;
    detail: string;
  }) {
    super({ code, message: options.message });
    this.name = 'MarkerJSONError';
    this.reason = options.reason;
    this.position = options.position;
    this.detail = options.detail;
  }

  /** Whether `error` is a {@link MarkerJSONError}, from any copy of the package. */
  static override isInstance(error: unknown): error is MarkerJSONError {
    return AiToolboxError.hasMarker(error, marker);
  }
}
