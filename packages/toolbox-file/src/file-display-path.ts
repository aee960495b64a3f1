const MAX_SHOWN = 160;

/**
 * A path as it can safely appear in a message for the model: quoted, with control
 * characters escaped (JSON rules) and cut to a bounded length, because the path may be
 * hostile text that the model wrote.
 *
 * @example
 * ```ts
 * displayPath('docs/a.txt'); // '"docs/a.txt"'
 * ```
 */
export function displayPath(path: string): string {
  const shown = path.length > MAX_SHOWN ? `${path.slice(0, MAX_SHOWN)}…` : path;
  return JSON.stringify(shown === '' ? '.' : shown);
}
