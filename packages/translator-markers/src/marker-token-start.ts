/**
 * Whether a quote after `previous` (the last character that is not blank) begins a value:
 * an argument after `:` or `,`, or a JSON value after `[`, `{`, `,` or `:`. Elsewhere an
 * apostrophe is part of the text (`don't`), which tools-llm got wrong.
 */
export function isTokenStart(previous: number): boolean {
  return (
    previous === 0x3a /* : */ ||
    previous === 0x2c /* , */ ||
    previous === 0x5b /* [ */ ||
    previous === 0x7b /* { */
  );
}
