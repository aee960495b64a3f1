import type { ResultFormat } from './marker-options.js';

function toJson(value: unknown): string | undefined {
  try {
    return JSON.stringify(value, (_key, inner: unknown) =>
      typeof inner === 'bigint' ? inner.toString() : inner,
    );
  } catch {
    // A cycle or a throwing toJSON: String() below still says something.
    return undefined;
  }
}

function isPlainData(value: object): boolean {
  if (Array.isArray(value)) return true;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return (
    prototype === null ||
    prototype === Object.prototype ||
    (value as { toString?: unknown }).toString === Object.prototype.toString
  );
}

/**
 * The text a result is written as. In `'json'` mode objects and arrays (and instances
 * without a `toString` of their own) become JSON instead of `[object Object]` or `a,b`;
 * everything else is `String(value)`, as in tools-llm.
 */
export function formatMarkerResult(value: unknown, tool: string, format: ResultFormat): string {
  if (typeof value === 'string') return value;
  if (typeof format === 'function') return String(format(value, tool));
  if (format === 'json' && typeof value === 'object' && value !== null && isPlainData(value)) {
    const json = toJson(value);
    if (json !== undefined) return json;
  }
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}
