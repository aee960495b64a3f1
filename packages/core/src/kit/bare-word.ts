import { jsonNumberShape } from './json-number.js';
import type { RepairCode } from './repair-code.js';

/** What an unquoted word stands for, and the repair reading it so took. */
export interface BareWordValue {
  /** A number, `true`, `false`, `null`, or the word itself. */
  readonly value: unknown;
  /**
   * `'python-literal'` for `True`/`False`/`None`, `'unsafe-integer'` for an integer kept as its
   * digits, `'unquoted-string'` for a word kept as text (a repair where a JSON value was due).
   */
  readonly repair:
    | Extract<RepairCode, 'python-literal' | 'unsafe-integer' | 'unquoted-string'>
    | undefined;
}

const pythonLiterals = new Map<string, boolean | null>([
  ['True', true],
  ['False', false],
  ['None', null],
]);

/**
 * The value of an unquoted word a model wrote where a value belongs: a JSON number, `true`,
 * `false` or `null` (Python's `True`, `False`, `None` too), otherwise the word as a string.
 * An integer is a number only when the number writes back every digit; beyond that (past
 * 2^53, say) it stays its digits, so nothing is silently rounded. `007` and `1.` are words.
 *
 * @example
 * ```ts
 * readBareWord('-1.5e3'); // { value: -1500, repair: undefined }
 * readBareWord('None'); // { value: null, repair: 'python-literal' }
 * readBareWord('New York'); // { value: 'New York', repair: 'unquoted-string' }
 * ```
 */
export function readBareWord(text: string): BareWordValue {
  if (text === 'true') return { value: true, repair: undefined };
  if (text === 'false') return { value: false, repair: undefined };
  if (text === 'null') return { value: null, repair: undefined };
  const literal = pythonLiterals.get(text);
  if (literal !== undefined) return { value: literal, repair: 'python-literal' };
  const shape = jsonNumberShape(text);
  if (shape !== 'none') {
    const value = Number(text);
    if (shape === 'fraction' || Number.isSafeInteger(value) || String(value) === text) {
      return { value, repair: undefined };
    }
    return { value: text, repair: 'unsafe-integer' };
  }
  return { value: text, repair: text.length > 0 ? 'unquoted-string' : undefined };
}
