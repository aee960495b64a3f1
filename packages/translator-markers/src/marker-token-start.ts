import { COLON, COMMA, OPEN_BRACE, OPEN_BRACKET } from '@ai-toolbox/core/kit';

/**
 * Whether a quote after `previous` (the last character that is not blank) begins a value:
 * an argument after `:` or `,`, or a JSON value after `[`, `{`, `,` or `:`. Elsewhere an
 * apostrophe is part of the text (`don't`), which tools-llm got wrong.
 */
export function isTokenStart(previous: number): boolean {
  return (
    previous === COLON || previous === COMMA || previous === OPEN_BRACKET || previous === OPEN_BRACE
  );
}
