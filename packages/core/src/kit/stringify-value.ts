import { setOwn } from './set-own.js';
/** Nesting deeper than this is written as `"[Too deep]"`, so that no value can exhaust the stack. */
export const MAX_STRINGIFY_DEPTH = 200;
/**
 * Objects and arrays past this many are written as `"[Too large]"`: a value that shares its
 * parts (`a = [b, b]`, `b = [c, c]`, ...) is small in memory but exponential as JSON.
 */
export const MAX_STRINGIFY_CONTAINERS = 1_000_000;

/** How {@link stringifyValue} writes a value. */
export interface StringifyOptions {
  /** Sort object keys, so that equal values give equal text whatever their key order. */
  readonly sortKeys?: boolean;
}

/**
 * JSON text for any value, never throwing: bigints become their digits, cycles become
 * `"[Circular]"`, nesting deeper than 200 levels `"[Too deep]"`, objects past the millionth `"[Too large]"`, errors become `{ name, message }`, functions and symbols are left out as
 * JSON leaves them out, and `undefined` alone becomes the empty string.
 */
export function stringifyValue(value: unknown, options: StringifyOptions = {}): string {
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) {
    return JSON.stringify(value);
  }
  const seen = new Set<object>();
  let containers = 0;
  const prepare = (input: unknown, depth = 0): unknown => {
    if (typeof input === 'bigint') return input.toString();
    if (typeof input !== 'object' || input === null) return input;
    if (seen.has(input)) return '[Circular]';
    if (depth >= MAX_STRINGIFY_DEPTH) return '[Too deep]';
    if (containers >= MAX_STRINGIFY_CONTAINERS) return '[Too large]';
    containers += 1;
    if (typeof (input as { toJSON?: unknown }).toJSON === 'function') {
      try {
        return prepare((input as { toJSON: () => unknown }).toJSON(), depth + 1);
      } catch {
        return '[Unreadable]';
      }
    }
    seen.add(input);
    let output: unknown;
    if (Array.isArray(input)) {
      output = input.map((element) => prepare(element, depth + 1));
    } else if (input instanceof Error) {
      output = { name: input.name, message: input.message };
    } else if (input instanceof Map) {
      output = prepare(Object.fromEntries(input), depth + 1);
    } else if (input instanceof Set) {
      output = prepare([...input], depth + 1);
    } else {
      const keys = Object.keys(input);
      if (options.sortKeys === true) keys.sort();
      const record: Record<string, unknown> = Object.create(null);
      for (const key of keys) {
        let value: unknown;
        try {
          value = (input as Record<string, unknown>)[key];
        } catch {
          value = '[Unreadable]';
        }
        setOwn(record, key, prepare(value, depth + 1));
      }
      output = record;
    }
    seen.delete(input);
    return output;
  };
  const text = JSON.stringify(prepare(value));
  return text === undefined ? '' : text;
}
