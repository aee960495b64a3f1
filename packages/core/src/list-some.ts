/**
 * The first `most` entries, each as `word` writes it, joined by commas, and how many more there
 * are: `'a', 'b' and 3 more`. Messages that name what a model got wrong or could call stay short.
 */
export function listSome<T>(
  entries: readonly T[],
  most: number,
  word: (entry: T) => string,
): string {
  const listed = entries.slice(0, most).map(word).join(', ');
  const rest = entries.length - most;
  return rest > 0 ? `${listed} and ${rest} more` : listed;
}
