import type { Repair } from '@ai-toolbox/core';
import {
  BACKSLASH,
  type BigIntegerMode,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  COLON,
  COMMA,
  DOUBLE_QUOTE,
  isBlank,
  isDigit,
  LOWER_F,
  LOWER_N,
  LOWER_T,
  MINUS,
  OPEN_BRACE,
  OPEN_BRACKET,
  repairJson,
  SINGLE_QUOTE,
} from '@ai-toolbox/core/kit';
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
  const pieces: string[] = [];
  const length = params.length;
  let pieceStart = 0;
  let quote = 0;
  let escaped = false;
  let braceDepth = 0;
  let bracketDepth = 0;
  let previous = COLON;
  for (let position = 0; position < length; position += 1) {
    const code = params.charCodeAt(position);
    if (escaped) {
      escaped = false;
      continue;
    }
    if (code === BACKSLASH) {
      escaped = true;
      previous = BACKSLASH;
      continue;
    }
    if (quote !== 0) {
      if (code === quote) {
        quote = 0;
        previous = code;
      }
      continue;
    }
    if (code === DOUBLE_QUOTE || (code === SINGLE_QUOTE && isTokenStart(previous))) {
      quote = code;
      continue;
    }
    if (isBlank(code)) continue;
    if (code === OPEN_BRACE) braceDepth += 1;
    else if (code === CLOSE_BRACE) braceDepth = braceDepth > 0 ? braceDepth - 1 : 0;
    else if (code === OPEN_BRACKET) bracketDepth += 1;
    else if (code === CLOSE_BRACKET) bracketDepth = bracketDepth > 0 ? bracketDepth - 1 : 0;
    else if (code === COMMA && braceDepth === 0 && bracketDepth === 0) {
      pieces.push(params.slice(pieceStart, position).trim());
      pieceStart = position + 1;
    }
    previous = code;
  }
  pieces.push(params.slice(pieceStart).trim());
  return pieces;
}

/** Whether a standard JSON value may start with `code`: a string, a number, true, false or null. */
function mayBeStrictJson(code: number): boolean {
  return (
    code === DOUBLE_QUOTE ||
    code === MINUS ||
    isDigit(code) ||
    code === LOWER_T ||
    code === LOWER_F ||
    code === LOWER_N
  );
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
  if (first === SINGLE_QUOTE && trimmed.charCodeAt(trimmed.length - 1) === SINGLE_QUOTE) {
    return { raw: trimmed, value: trimmed.slice(1, -1), kind: 'quoted', repairs: [] };
  }
  if (first === OPEN_BRACE || first === OPEN_BRACKET) {
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
