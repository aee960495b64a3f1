import type { ParamType } from '../function-param.js';
import { isRecord } from './is-record.js';

/**
 * Whether a value is of a declared type as JSON Schema means it, without coercion: an
 * `integer` is a safe integer, a `number` a finite number, an `object` a plain record.
 */
export function hasDeclaredType(value: unknown, type: ParamType): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return Number.isSafeInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'object':
      return isRecord(value);
    case 'array':
      return Array.isArray(value);
  }
}
