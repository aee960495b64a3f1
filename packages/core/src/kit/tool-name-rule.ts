import { isNamePart, MINUS } from './char-codes.js';

/**
 * What a provider accepts as a tool name: which characters, which may come first, how long.
 * {@link TOOL_NAME_RULE} is the rule of OpenAI and Anthropic; a schema package for a provider
 * with another rule (Gemini's allows dots, and wants a letter or `_` first) declares its own.
 */
export interface ToolNameRule {
  /** The rule in a few words, for error messages: `'^[a-zA-Z0-9_-]{1,64}$'`. */
  readonly description: string;
  /** The longest name accepted. */
  readonly maxLength: number;
  /** Whether a character may appear in a name. */
  readonly isNameCharCode: (code: number) => boolean;
  /**
   * Whether a character may start a name; names that would start otherwise get a `_` in
   * front, which must itself be allowed first. Default: any character of a name.
   */
  readonly isFirstCharCode?: (code: number) => boolean;
  /** What the start must be, for error messages (`'a letter or an underscore'`). */
  readonly firstCharacterDescription?: string;
}

/** The longest tool name OpenAI and Anthropic accept. */
export const MAX_TOOL_NAME_LENGTH = 64;

/** Whether `code` is one of `a-z A-Z 0-9 _ -`. */
function isToolNameCharCode(code: number): boolean {
  return isNamePart(code) || code === MINUS;
}

/** The tool name rule of OpenAI and Anthropic: `^[a-zA-Z0-9_-]{1,64}$`. */
export const TOOL_NAME_RULE: ToolNameRule = Object.freeze({
  description: '^[a-zA-Z0-9_-]{1,64}$',
  maxLength: MAX_TOOL_NAME_LENGTH,
  isNameCharCode: isToolNameCharCode,
});

/**
 * Why `name` breaks a provider's rule, or `undefined` when it follows it. Without a rule, the
 * rule of OpenAI and Anthropic, `^[a-zA-Z0-9_-]{1,64}$`.
 *
 * @example
 * ```ts
 * toolNameProblem('weather.get_temp'); // 'character "." at position 7 is not allowed'
 * ```
 */
export function toolNameProblem(
  name: string,
  rule: ToolNameRule = TOOL_NAME_RULE,
): string | undefined {
  if (name.length === 0) return 'it is empty';
  if (name.length > rule.maxLength) {
    return `it is ${name.length} characters long, the limit is ${rule.maxLength}`;
  }
  for (let index = 0; index < name.length; index++) {
    if (!rule.isNameCharCode(name.charCodeAt(index))) {
      return `character ${JSON.stringify(name[index])} at position ${index} is not allowed`;
    }
  }
  if (rule.isFirstCharCode !== undefined && !rule.isFirstCharCode(name.charCodeAt(0))) {
    return `it starts with ${JSON.stringify(name[0])}; a name must start with ${rule.firstCharacterDescription ?? 'another character'}`;
  }
  return undefined;
}
