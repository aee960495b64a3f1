import { AiToolboxError } from './ai-toolbox-error.js';
import { describeThrown } from './describe-value.js';

/**
 * What was thrown, as a project error: itself when it is one, else an {@link AiToolboxError}
 * with `code` whose message is `prefix` and what was thrown, keeping it as `cause`.
 */
export function asToolboxError(thrown: unknown, code: string, prefix: string): AiToolboxError {
  if (AiToolboxError.isInstance(thrown)) return thrown;
  return new AiToolboxError({ code, message: `${prefix}${describeThrown(thrown)}`, cause: thrown });
}
