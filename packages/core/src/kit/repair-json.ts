import type { Repair } from '../repair.js';
import {
  createWholeJsonReader,
  DEFAULT_MAX_DEPTH,
  DEFAULT_MAX_INTEGER_DIGITS,
  type JsonProblem,
  type JsonReaderOptions,
} from './json-reader.js';
import { isPlainJson } from './plain-json.js';
import { quickReadJson } from './quick-json.js';

/** Options of {@link repairJson}. */
export interface JsonRepairOptions extends Omit<JsonReaderOptions, 'whole'> {
  /** The longest text read, in UTF-16 units; a longer one fails as `'too-large'`. Default 1,000,000. */
  readonly maxLength?: number;
}

/** What {@link repairJson} read and what it repaired to read it, or why it could not. */
export type JsonRepairResult =
  | {
      readonly ok: true;
      /** The value. */
      readonly value: unknown;
      /** One entry per kind of repair made, in the order first made; empty for standard JSON. */
      readonly repairs: Repair[];
    }
  | { readonly ok: false; readonly problem: JsonProblem };

const DEFAULT_MAX_LENGTH = 1_000_000;

/**
 * The length from which standard JSON goes to `JSON.parse` before the one-pass reader. On
 * objects of short strings and numbers the two cost the same at about 80 characters and
 * `JSON.parse` is a sixth ahead at 300; the bar stands above that, so that short text, which is
 * mostly text needing repair, is not checked before it is read.
 */
const PLAIN_JSON_FIRST = 256;

/**
 * Reads a whole text as one JSON value, repairing on tokens as models break JSON (see
 * `createJsonReader` for every repair and the `'loose'` dialect). Never throws: a text it
 * cannot read, one longer than `maxLength` or nested deeper than `maxDepth` gives its problem,
 * as data (valibot's `safeParse` style). No `Error` is made on the way to a refusal, so a
 * refusal costs about what a repair does.
 *
 * @example
 * ```ts
 * repairJson("{name: 'Ana', tags: ['a', 'b',], ok: True}");
 * // { ok: true, value: { name: 'Ana', tags: ['a', 'b'], ok: true }, repairs: [...] }
 * repairJson('{"city": Recife}').ok; // false: a bare word is not guessed at
 * ```
 */
export function repairJson(text: string, options: JsonRepairOptions = {}): JsonRepairResult {
  const maxLength = options.maxLength ?? DEFAULT_MAX_LENGTH;
  if (text.length > maxLength) {
    const detail = `the text is ${text.length} characters long, more than the limit of ${maxLength}`;
    return {
      ok: false,
      problem: {
        reason: 'too-large',
        position: maxLength,
        detail,
        message: `JSON too large: ${detail}`,
      },
    };
  }
  if (options.dialect !== 'loose') {
    const maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
    const maxIntegerDigits = options.maxIntegerDigits ?? DEFAULT_MAX_INTEGER_DIGITS;
    // Long standard JSON, checked in one pass, is `JSON.parse`'s: it builds a large value
    // faster than any reader written in JavaScript. A short text costs more to check and hand
    // over than to read.
    if (
      text.length > PLAIN_JSON_FIRST &&
      isPlainJson(text, 0, text.length, maxDepth, maxIntegerDigits)
    ) {
      return { ok: true, value: JSON.parse(text) as unknown, repairs: [] };
    }
    // Most JSON as models write it is read in one pass; the streaming reader reads the rest.
    const quick = quickReadJson(text, maxDepth, maxIntegerDigits, options.strict === true);
    if (quick !== undefined) return quick;
  }
  const reader = createWholeJsonReader(options);
  reader.write(text);
  reader.end();
  if (reader.problem !== undefined) return { ok: false, problem: reader.problem };
  return { ok: true, value: reader.value, repairs: reader.repairs };
}
