import type { Repair } from '@ai-toolbox/core';
import { type BigIntegerMode, isBlank, isDigit, repairJson } from '@ai-toolbox/core/kit';
import { MarkerJSONError } from './marker-json-error.js';
import { isTokenStart } from './marker-token-start.js';

/** One argument of a marker, read. */
export interface MarkerArgument {
  /** The argument's text, trimmed. */
  readonly raw: string;
  /** The value handed to the function. */
  readonly value: unknown;
  /**
   * How it was read: `'empty'`, `'quoted'` (`'...'`), `'json'` (standard JSON, including
   * `"..."` strings, numbers and literals), `'repaired'` (JSON after repairs) or `'text'`.
   */
  readonly kind: 'empty' | 'quoted' | 'json' | 'repaired' | 'text';
  /** What was repaired to read a JSON argument. */
  readonly repairs: Repair[];
}

/** How marker arguments are read. */
export interface ReadArgumentOptions {
  readonly bigIntegers: BigIntegerMode;
  readonly maxJsonDepth: number;
}

/**
 * Splits the text after a marker's `:` at the commas that are outside strings, braces and
 * brackets, trimming each piece. Quotes follow the marker scanner's rule: `"` opens a string
 * anywhere, `'` only where an argument or a JSON value begins.
 */
export function splitMarkerArguments(params: string): string[] {
  const length = params.length;
  // Most arguments hold no quote, brace, bracket or backslash: they split at every comma.
  if (isPlainArgumentText(params)) return splitAtCommas(params);
  const pieces: string[] = [];
  let pieceStart = 0;
  let quote = 0;
  let escaped = false;
  let braceDepth = 0;
  let bracketDepth = 0;
  let previous = 0x3a /* : */;
  for (let position = 0; position < length; position += 1) {
    const code = params.charCodeAt(position);
    if (escaped) {
      escaped = false;
      continue;
    }
    if (code === 0x5c /* \ */) {
      escaped = true;
      previous = 0x5c /* \ */;
      continue;
    }
    if (quote !== 0) {
      if (code === quote) {
        quote = 0;
        previous = code;
      }
      continue;
    }
    if (code === 0x22 /* " */ || (code === 0x27 /* ' */ && isTokenStart(previous))) {
      quote = code;
      continue;
    }
    if (isBlank(code)) continue;
    if (code === 0x7b /* { */) braceDepth += 1;
    else if (code === 0x7d /* } */) braceDepth = braceDepth > 0 ? braceDepth - 1 : 0;
    else if (code === 0x5b /* [ */) bracketDepth += 1;
    else if (code === 0x5d /* ] */) bracketDepth = bracketDepth > 0 ? bracketDepth - 1 : 0;
    else if (code === 0x2c /* , */ && braceDepth === 0 && bracketDepth === 0) {
      pieces.push(params.slice(pieceStart, position).trim());
      pieceStart = position + 1;
    }
    previous = code;
  }
  pieces.push(params.slice(pieceStart).trim());
  return pieces;
}

/** Whether nothing in `params` opens a string, an object or an array, or escapes. */
function isPlainArgumentText(params: string): boolean {
  for (let position = 0; position < params.length; position += 1) {
    const code = params.charCodeAt(position);
    if (
      code === 0x22 /* " */ ||
      code === 0x27 /* ' */ ||
      code === 0x7b /* { */ ||
      code === 0x5b /* [ */ ||
      code === 0x5c /* \ */
    ) {
      return false;
    }
  }
  return true;
}

/** `params` cut at each comma, each piece trimmed. */
function splitAtCommas(params: string): string[] {
  const pieces: string[] = [];
  let pieceStart = 0;
  for (let comma = params.indexOf(','); comma !== -1; comma = params.indexOf(',', comma + 1)) {
    pieces.push(params.slice(pieceStart, comma).trim());
    pieceStart = comma + 1;
  }
  pieces.push(params.slice(pieceStart).trim());
  return pieces;
}

/**
 * Whether the JSON reader may read more than {@link readPlainScalar} from a trimmed argument
 * starting with `code`: a string, or a number (an exponent, many digits). An argument starting
 * with a letter is JSON only as `true`, `false` or `null` exactly, which readPlainScalar reads,
 * so a word (`final answer`, `the end`) stays text without a start of the reader.
 */
function mayBeStrictJson(code: number): boolean {
  return code === 0x22 /* " */ || code === 0x2d /* - */ || isDigit(code);
}

/** What {@link readPlainScalar} gives for text it leaves to the JSON reader. */
const notPlain: unique symbol = Symbol('not plain');

/** Digits past which an integer may not be exact as a number: the JSON reader decides. */
const MAX_PLAIN_DIGITS = 15;

/**
 * The value of the arguments most markers carry, `true`, `false`, `null` or a JSON number of at
 * most 15 digits without exponent (`10`, `-3`, `2.5`), read without starting the JSON reader;
 * {@link notPlain} for anything else. It gives what the reader gives: such a number is exact.
 */
function readPlainScalar(text: string): unknown {
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (text === 'null') return null;
  const length = text.length;
  let index = text.charCodeAt(0) === 0x2d /* - */ ? 1 : 0;
  const integerStart = index;
  while (index < length && isDigit(text.charCodeAt(index))) index += 1;
  let digits = index - integerStart;
  // JSON allows no leading zero, and needs a digit before any point.
  if (digits === 0 || (digits > 1 && text.charCodeAt(integerStart) === 0x30) /* a leading 0 */)
    return notPlain;
  if (index < length && text.charCodeAt(index) === 0x2e /* . */) {
    const fractionStart = index + 1;
    index = fractionStart;
    while (index < length && isDigit(text.charCodeAt(index))) index += 1;
    if (index === fractionStart) return notPlain;
    digits += index - fractionStart;
  }
  if (index !== length || digits > MAX_PLAIN_DIGITS) return notPlain;
  return Number(text);
}

/** Arguments longer than this go to the JSON reader without a first try with `JSON.parse`. */
const MAX_STANDARD_JSON_LENGTH = 4096;

/**
 * An object or array in standard JSON, read with the engine's `JSON.parse`, where that gives
 * exactly what the kit's reader gives: nested within `maxDepth`, no number of more than 15
 * digits or with an exponent (the reader keeps big integers exact and bounds long ones), no
 * `__proto__` key; {@link notPlain} for anything else, and for JSON that does not parse (the
 * reader repairs it). A pass over the text checks this first, tracking strings.
 */
function readStandardJson(text: string, maxDepth: number): unknown {
  if (text.length > MAX_STANDARD_JSON_LENGTH || text.includes('__proto__')) return notPlain;
  let depth = 0;
  let digits = 0;
  let inString = false;
  let previous = 0;
  for (let position = 0; position < text.length; position += 1) {
    const code = text.charCodeAt(position);
    if (inString) {
      if (code === 0x5c /* \ */) position += 1;
      else if (code === 0x22 /* " */) inString = false;
      continue;
    }
    if (isDigit(code)) {
      digits += 1;
      if (digits > MAX_PLAIN_DIGITS) return notPlain;
      previous = code;
      continue;
    }
    // An exponent follows a digit; the `e` of `true` and `false` does not.
    if ((code === 0x65 || code === 0x45) /* e or E */ && digits > 0) return notPlain;
    digits = 0;
    if (isBlank(code) || code === 0x0a /* \n */ || code === 0x0d /* \r */) continue;
    if (code === 0x22 /* " */) inString = true;
    else if (code === 0x7b /* { */ || code === 0x5b /* [ */) {
      depth += 1;
      if (depth > maxDepth) return notPlain;
    } else if (code === 0x7d /* } */ || code === 0x5d /* ] */) {
      // A trailing comma is the reader's to repair.
      if (previous === 0x2c /* , */) return notPlain;
      depth -= 1;
    } else if (!isStandardJsonCharacter(code)) {
      // A quote of another kind, a key without quotes, a comment: JSON a model broke. Left
      // to the reader, so that JSON.parse is tried only on text it is likely to read.
      return notPlain;
    }
    previous = code;
  }
  try {
    return JSON.parse(text);
  } catch {
    return notPlain;
  }
}

/** `:`, `,`, a sign or point of a number, or a letter of `true`, `false` and `null`. */
function isStandardJsonCharacter(code: number): boolean {
  switch (code) {
    case 0x3a /* : */:
    case 0x2c /* , */:
    case 0x2d /* - */:
    case 0x2b /* + */:
    case 0x2e /* . */:
    case 0x74 /* t */:
    case 0x72 /* r */:
    case 0x75 /* u */:
    case 0x65 /* e */:
    case 0x66 /* f */:
    case 0x61 /* a */:
    case 0x6c /* l */:
    case 0x73 /* s */:
    case 0x6e /* n */:
      return true;
    default:
      return false;
  }
}

/**
 * Reads one argument as tools-llm does: empty stays `''`, `'text'` loses its quotes,
 * standard JSON becomes its value, text that starts like an object or array is repaired on
 * tokens (the kit's `repairJson`), anything else stays text.
 *
 * @throws {MarkerJSONError} when an argument starting with `{` or `[` cannot be read; the
 * message is tools-llm's (`JSON mal formatado no comando: ...`), the reason in `detail`.
 */
export function readMarkerArgument(raw: string, options: ReadArgumentOptions): MarkerArgument {
  const trimmed = raw.trim();
  if (trimmed === '') return { raw: trimmed, value: '', kind: 'empty', repairs: [] };
  const first = trimmed.charCodeAt(0);
  if (first === 0x27 /* ' */ && trimmed.charCodeAt(trimmed.length - 1) === 0x27 /* ' */) {
    return { raw: trimmed, value: trimmed.slice(1, -1), kind: 'quoted', repairs: [] };
  }
  if (first === 0x7b /* { */ || first === 0x5b /* [ */) {
    const parsed = readStandardJson(trimmed, options.maxJsonDepth);
    if (parsed !== notPlain) return { raw: trimmed, value: parsed, kind: 'json', repairs: [] };
    const read = repairJson(trimmed, {
      bigIntegers: options.bigIntegers,
      maxDepth: options.maxJsonDepth,
    });
    if (!read.ok) {
      // tools-llm's message, kept for compatibility; what was wrong is in `detail`.
      throw new MarkerJSONError({
        message: `JSON mal formatado no comando: ${trimmed}`,
        reason: read.problem.reason,
        position: read.problem.position,
        detail: read.problem.detail,
      });
    }
    const kind = read.repairs.length === 0 ? 'json' : 'repaired';
    return { raw: trimmed, value: read.value, kind, repairs: read.repairs };
  }
  const scalar = readPlainScalar(trimmed);
  if (scalar !== notPlain) return { raw: trimmed, value: scalar, kind: 'json', repairs: [] };
  if (mayBeStrictJson(first)) {
    const read = repairJson(trimmed, {
      strict: true,
      bigIntegers: options.bigIntegers,
      maxDepth: options.maxJsonDepth,
    });
    if (read.ok) return { raw: trimmed, value: read.value, kind: 'json', repairs: [] };
  }
  return { raw: trimmed, value: trimmed, kind: 'text', repairs: [] };
}
