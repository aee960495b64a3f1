import type { ParamType } from '../function-param.js';
import type { Repair } from '../repair.js';
import { isBlank } from './char-codes.js';
import { isDecimalNumberText } from './coerce-value.js';
import { createRepair } from './create-repair.js';
import { hasDeclaredType } from './has-declared-type.js';
import type { RepairCode } from './repair-code.js';
import { repairJson } from './repair-json.js';

/** How {@link readTypedText} reads a value whose parameter declares no type. */
export interface TypedTextOptions {
  /**
   * What text becomes when no type is declared (an unknown parameter or function): `'text'`
   * keeps it as written; `'json'` reads it as a JSON value when the whole text is one
   * (`42`, `true`, `[1, 2]`, Python's `True`), and keeps it as written otherwise. Default `'text'`.
   */
  readonly untyped?: 'text' | 'json';
  /** The deepest nesting of a JSON object or array value (default 64). */
  readonly maxDepth?: number;
}

/** A value read from text, and the repairs reading it took. */
export interface TypedText {
  /** The value: of the declared type when the text writes one, else the text itself. */
  readonly value: unknown;
  /** Repairs made inside a JSON object or array value, each naming the parameter. */
  readonly repairs: readonly Repair[];
}

const noRepairs: readonly Repair[] = Object.freeze([]);
/** The words a model writes for a yes or a no where a boolean belongs. */
const booleanWords: ReadonlyMap<string, boolean> = new Map([
  ['true', true],
  ['false', false],
  ['yes', true],
  ['no', false],
  ['on', true],
  ['off', false],
  ['1', true],
  ['0', false],
]);
const defaultMaxDepth = 64;
/** Text past this length is not tried as a number or literal: no number is that long. */
const maxScalarLength = 400;

/**
 * Reads a value a model wrote as bare text between tags (Qwen3-Coder's `<parameter=p>`,
 * GLM's `<arg_value>`, MiniMax's `<parameter name="p">`) as the type its parameter declares,
 * since those formats have no syntax for types of their own:
 *
 * - `string`: the text as written, blanks included.
 * - `number`, `integer`: a plain decimal (`42`, `-1.5`, `1e3`) as a number; `boolean`: `true`
 *   or `false` in any case, and the yes and no a model writes for them (`yes`/`no`, `on`/`off`,
 *   `1`/`0`).
 * - `object`, `array`: the JSON value (repaired on tokens by the kit's JSON reader, a JSON
 *   string holding one read once more); Python's `True`/`None` included.
 * - For every type but `string`, `null` or `None` is `null` (an optional parameter not given).
 *
 * Text that does not write a value of the declared type stays text, so the pipeline answers
 * it with an error that names the parameter; nothing is guessed and nothing is dropped.
 * Surrounding blanks are ignored for every type but `string`.
 *
 * @example
 * ```ts
 * readTypedText(' 42\n', 'integer'); // { value: 42, repairs: [] }
 * readTypedText("{'w': 2}", 'object', 'size').value; // { w: 2 }, with a 'single-quoted-string' repair
 * readTypedText('Paris', undefined); // { value: 'Paris', repairs: [] }
 * ```
 */
export function readTypedText(
  text: string,
  type: ParamType | undefined,
  param?: string,
  options: TypedTextOptions = {},
): TypedText {
  if (type === 'string') return { value: text, repairs: noRepairs };
  const trimmed = trimBlanks(text);
  if (type === undefined) {
    return options.untyped === 'json' ? readJsonOrText(text, trimmed, param, options) : plain(text);
  }
  if (isNullWord(trimmed)) return { value: null, repairs: noRepairs };
  switch (type) {
    case 'number':
    case 'integer':
      return plain(readNumber(trimmed) ?? text);
    case 'boolean': {
      const word = trimmed.length <= 5 ? booleanWords.get(trimmed.toLowerCase()) : undefined;
      return plain(word ?? text);
    }
    default: {
      const read = readJson(trimmed, param, options);
      return read !== undefined && hasDeclaredType(read.value, type) ? read : plain(text);
    }
  }
}

/** A plain decimal as a number, unless the number cannot hold it (infinite, or an inexact integer). */
function readNumber(trimmed: string): number | undefined {
  if (!isDecimalNumberText(trimmed)) return undefined;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return undefined;
  return Number.isInteger(value) && !Number.isSafeInteger(value) ? undefined : value;
}

function plain(value: unknown): TypedText {
  return { value, repairs: noRepairs };
}

function isNullWord(text: string): boolean {
  return text === 'null' || text === 'None' || text === 'NULL' || text === 'Null';
}

/** A JSON value when the whole text is one, a double-encoded one read once more. */
function readJson(trimmed: string, param: string | undefined, options: TypedTextOptions) {
  const maxDepth = options.maxDepth ?? defaultMaxDepth;
  const read = repairJson(trimmed, { maxDepth });
  if (!read.ok) return undefined;
  let value = read.value;
  let repairs = read.repairs;
  if (typeof value === 'string') {
    const inner = trimBlanks(value);
    const first = inner.charCodeAt(0);
    if (first === 0x7b || first === 0x5b) {
      const again = repairJson(inner, { maxDepth });
      if (again.ok) {
        value = again.value;
        repairs = [...repairs, ...again.repairs];
      }
    }
  }
  return {
    value,
    repairs:
      param === undefined
        ? repairs
        : repairs.map((repair) =>
            createRepair(
              repair.code as RepairCode,
              `Parameter '${param}': ${repair.message}`,
              param,
            ),
          ),
  };
}

function readJsonOrText(
  text: string,
  trimmed: string,
  param: string | undefined,
  options: TypedTextOptions,
): TypedText {
  if (trimmed.length === 0) return plain(text);
  const first = trimmed.charCodeAt(0);
  // Only a container may be long; a scalar longer than any number is text.
  if (first !== 0x7b && first !== 0x5b && trimmed.length > maxScalarLength) return plain(text);
  const read = readJson(trimmed, param, options);
  return read === undefined ? plain(text) : read;
}

/** The text without the blanks `trim` removes at either end. */
function trimBlanks(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isBlank(text.charCodeAt(start))) start += 1;
  while (end > start && isBlank(text.charCodeAt(end - 1))) end -= 1;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}
