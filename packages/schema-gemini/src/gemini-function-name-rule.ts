import { isNamePart, isNameStart, type ToolNameRule } from '@ai-toolbox/core/kit';

/**
 * Gemini's rule for function names: letters, digits, `_`, `.` and `-`, a letter or `_` first,
 * at most 64 characters. (Some versions of the API take `:` as well, and newer ones up to 128
 * characters; not every one does, so neither is used.)
 */
export const GEMINI_FUNCTION_NAME_RULE: ToolNameRule = Object.freeze({
  description: '^[a-zA-Z_][a-zA-Z0-9_.-]{0,63}$',
  maxLength: 64,
  isNameCharCode: (code: number) =>
    isNamePart(code) || code === 0x2e /* . */ || code === 0x2d /* - */,
  isFirstCharCode: isNameStart,
  firstCharacterDescription: 'a letter or an underscore',
});
