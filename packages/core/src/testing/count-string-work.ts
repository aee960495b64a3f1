/** The string operations that count as work, with how much each one costs. */
const countedMethods = [
  'charCodeAt',
  'codePointAt',
  'at',
  'charAt',
  'indexOf',
  'lastIndexOf',
  'includes',
  'startsWith',
  'endsWith',
  'slice',
  'substring',
  'substr',
  'match',
  'matchAll',
  'search',
  'replace',
  'replaceAll',
  'split',
  'trim',
  'toLowerCase',
  'toUpperCase',
] as const;
const singleCharacter = new Set<string>(['charCodeAt', 'codePointAt', 'at', 'charAt']);
const fromPosition = new Set<string>(['indexOf', 'includes']);
const copies = new Set<string>(['slice', 'substring', 'substr']);
const prefixes = new Set<string>(['startsWith', 'endsWith']);

/** What one call of a string method costs, in characters it could have touched. */
function costOf(name: string, text: string, args: readonly unknown[], result: unknown): number {
  if (singleCharacter.has(name)) return 1;
  if (copies.has(name)) return Math.max(1, typeof result === 'string' ? result.length : 1);
  if (prefixes.has(name)) return Math.max(1, String(args[0]).length);
  if (fromPosition.has(name)) {
    // A search stops where it finds: up to the match, or to the end when there is none.
    const position = Math.min(Math.max(0, Math.trunc(Number(args[1] ?? 0)) || 0), text.length);
    const stop = typeof result === 'number' && result >= 0 ? result + 1 : text.length;
    return Math.max(1, stop - position);
  }
  return Math.max(1, text.length);
}

/**
 * The string work a function does: a single-character read counts one, a search the
 * characters from where it starts to where it stops, a copy the characters it copies, anything
 * else the whole string. String methods are wrapped for the duration of the call and restored
 * afterwards, whatever happens.
 *
 * @example
 * ```ts
 * countStringWork(() => translator.parseFunctionCalls(text, interfaces, null)); // 12_345
 * ```
 */
export function countStringWork(run: () => void): number {
  const prototype = String.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  const originals = countedMethods.map((name) => [name, prototype[name]] as const);
  let work = 0;
  for (const [name, original] of originals) {
    if (typeof original !== 'function') continue;
    prototype[name] = function counted(this: string, ...args: unknown[]) {
      const result = original.apply(this, args);
      work += costOf(name, String(this), args, result);
      return result;
    };
  }
  try {
    run();
  } finally {
    for (const [name, original] of originals) {
      if (typeof original === 'function') prototype[name] = original;
    }
  }
  return work;
}
