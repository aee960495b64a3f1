import { isRecord } from '@ai-toolbox/core/kit';

const maxDepth = 64;

/**
 * Writes a value as a Python literal a model can read back and this package's parser reads
 * back to the same value: strings in double quotes with escapes, integers and floats, `True`,
 * `False`, `None`, lists and dicts. A big integer (`bigint`) keeps every digit. Values with no
 * literal (a non-finite number) are written as the expression that makes them
 * (`float("inf")`); past 64 levels of nesting, or in a cycle, `...` stands for the rest.
 *
 * @example
 * ```ts
 * renderPythonicValue({ city: 'Paris', days: [1, 2], metric: true }); // {"city": "Paris", "days": [1, 2], "metric": True}
 * ```
 */
export function renderPythonicValue(value: unknown): string {
  return render(value, 0, new Set());
}

function render(value: unknown, depth: number, open: Set<object>): string {
  switch (typeof value) {
    case 'string':
      return renderString(value);
    case 'number':
      return renderNumber(value);
    case 'bigint':
      return value.toString();
    case 'boolean':
      return value ? 'True' : 'False';
    case 'object': {
      if (value === null) return 'None';
      if (depth >= maxDepth || open.has(value)) return '...';
      open.add(value);
      try {
        if (Array.isArray(value)) {
          return `[${value.map((element) => render(element, depth + 1, open)).join(', ')}]`;
        }
        if (!isRecord(value)) return 'None';
        const record = value as Record<string, unknown>;
        const entries = Object.keys(record).map(
          (key) => `${renderString(key)}: ${render(record[key], depth + 1, open)}`,
        );
        return `{${entries.join(', ')}}`;
      } finally {
        open.delete(value);
      }
    }
    default:
      return 'None';
  }
}

function renderNumber(value: number): string {
  if (Number.isNaN(value)) return 'float("nan")';
  if (!Number.isFinite(value)) return value > 0 ? 'float("inf")' : '-float("inf")';
  if (Object.is(value, -0)) return '-0.0';
  const text = String(value);
  // A number past 2^53 written as digits would read back as an exact integer, not this float.
  if (Number.isInteger(value) && !Number.isSafeInteger(value) && !text.includes('e')) {
    return `${text}.0`;
  }
  // JavaScript writes 1e21 as "1e+21", which Python reads as the same float.
  return text;
}

/** A string in double quotes, escaped so that it is one line and reads back exactly. */
export function renderString(text: string): string {
  let result = '"';
  let from = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const escaped = escapeOf(text, index, code);
    if (escaped === undefined) continue;
    result += text.slice(from, index) + escaped;
    from = index + 1;
  }
  return `${result}${text.slice(from)}"`;
}

function escapeOf(text: string, index: number, code: number): string | undefined {
  switch (code) {
    case 0x22:
      return '\\"';
    case 0x5c:
      return '\\\\';
    case 0x0a:
      return '\\n';
    case 0x0d:
      return '\\r';
    case 0x09:
      return '\\t';
    default:
      break;
  }
  if (code < 0x20 || code === 0x7f) return `\\x${code.toString(16).padStart(2, '0')}`;
  if (code === 0x2028 || code === 0x2029) return `\\u${code.toString(16)}`;
  if (code >= 0xd800 && code <= 0xdbff) {
    const next = text.charCodeAt(index + 1);
    return next >= 0xdc00 && next <= 0xdfff ? undefined : `\\u${code.toString(16)}`;
  }
  if (code >= 0xdc00 && code <= 0xdfff) {
    const previous = text.charCodeAt(index - 1);
    return previous >= 0xd800 && previous <= 0xdbff ? undefined : `\\u${code.toString(16)}`;
  }
  return undefined;
}
