import { isNamePart, MINUS } from './char-codes.js';

/** The longest tool name the provider accepts. */
export const MAX_TOOL_NAME_LENGTH = 64;

/** Whether `code` is one of `a-z A-Z 0-9 _ -`. */
export function isToolNameCharCode(code: number): boolean {
  return isNamePart(code) || code === MINUS;
}

/**
 * Why `name` breaks the provider's rule `^[a-zA-Z0-9_-]{1,64}$`, or `undefined` when it
 * follows it.
 *
 * @example
 * ```ts
 * toolNameProblem('weather.get_temp'); // 'character "." at position 7 is not allowed'
 * ```
 */
export function toolNameProblem(name: string): string | undefined {
  if (name.length === 0) return 'it is empty';
  if (name.length > MAX_TOOL_NAME_LENGTH) {
    return `it is ${name.length} characters long, the limit is ${MAX_TOOL_NAME_LENGTH}`;
  }
  for (let index = 0; index < name.length; index++) {
    if (!isToolNameCharCode(name.charCodeAt(index))) {
      return `character ${JSON.stringify(name[index])} at position ${index} is not allowed`;
    }
  }
  return undefined;
}
