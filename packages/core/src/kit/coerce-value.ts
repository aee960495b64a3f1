import type { ParamType } from '../function-param.js';
import {
  DOT,
  isDigit,
  LOWER_E,
  MINUS,
  OPEN_BRACE,
  OPEN_BRACKET,
  PLUS,
  UPPER_E,
} from './char-codes.js';
import type { RepairCode } from './repair-code.js';

/** The longest text read as a number, so that coercion stays cheap whatever the model wrote. */
const maxNumberTextLength = 400;

/** Whether `text` is a plain decimal number (`-12`, `3.5`, `1e3`): no hex, no `Infinity`. */
export function isDecimalNumberText(text: string): boolean {
  const length = text.length;
  if (length === 0 || length > maxNumberTextLength) return false;
  let index = 0;
  let code = text.charCodeAt(0);
  if (code === PLUS || code === MINUS) index += 1;
  let digits = 0;
  while (index < length && isDigit(text.charCodeAt(index))) {
    index += 1;
    digits += 1;
  }
  if (index < length && text.charCodeAt(index) === DOT) {
    index += 1;
    while (index < length && isDigit(text.charCodeAt(index))) {
      index += 1;
      digits += 1;
    }
  }
  if (digits === 0) return false;
  code = text.charCodeAt(index);
  if (index < length && (code === LOWER_E || code === UPPER_E)) {
    index += 1;
    code = text.charCodeAt(index);
    if (code === PLUS || code === MINUS) index += 1;
    let exponentDigits = 0;
    while (index < length && isDigit(text.charCodeAt(index))) {
      index += 1;
      exponentDigits += 1;
    }
    if (exponentDigits === 0) return false;
  }
  return index === length;
}

/**
 * Coerces a value a model wrote to a declared type, the way the pipeline does: plain decimal
 * text to `number` or `integer` (no hex, no `Infinity`), `true`/`false` in any case to
 * `boolean`, JSON text of an object or array to `object` or `array`, numbers, booleans and big
 * integers to `string`, safe big integers to numbers. Returns the value with the repair code
 * that names the change, or `undefined` when the value cannot be read as that type (a value
 * already of the type is not this function's business: it is left to the caller's check).
 *
 * @example
 * ```ts
 * coerceValue('5', 'integer'); // { value: 5, code: 'coerce-integer' }
 * coerceValue('five', 'integer'); // undefined
 * ```
 */
export function coerceValue(
  value: unknown,
  type: ParamType,
): { value: unknown; code: RepairCode } | undefined {
  if (typeof value === 'string') {
    const text = value.trim();
    switch (type) {
      case 'number':
      case 'integer':
        return isDecimalNumberText(text)
          ? { value: Number(text), code: `coerce-${type}` }
          : undefined;
      case 'boolean': {
        const lower = text.toLowerCase();
        if (lower === 'true') return { value: true, code: 'coerce-boolean' };
        if (lower === 'false') return { value: false, code: 'coerce-boolean' };
        return undefined;
      }
      case 'object':
      case 'array': {
        const first = text.charCodeAt(0);
        if (first !== (type === 'object' ? OPEN_BRACE : OPEN_BRACKET)) return undefined;
        try {
          return { value: JSON.parse(text), code: 'parse-json' };
        } catch {
          return undefined;
        }
      }
      default:
        return undefined;
    }
  }
  if (type === 'string' && (typeof value === 'number' || typeof value === 'boolean')) {
    return { value: String(value), code: 'coerce-string' };
  }
  if (typeof value === 'bigint' && (type === 'string' || type === 'number' || type === 'integer')) {
    if (type === 'string') return { value: value.toString(), code: 'coerce-string' };
    const number = Number(value);
    return Number.isSafeInteger(number) ? { value: number, code: `coerce-${type}` } : undefined;
  }
  return undefined;
}
