import { clipText } from './clip-text.js';

/** Words a value for a message: `the string "hot"`, `the number 5`, `an array`, `null`. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string':
      return `the string ${JSON.stringify(clipText(value, 40))}`;
    case 'number':
    case 'bigint':
      return `the number ${String(value)}`;
    case 'boolean':
      return `the boolean ${String(value)}`;
    case 'undefined':
      return 'nothing';
    case 'object':
      return 'an object';
    default:
      return `a ${typeof value}`;
  }
}

/**
 * Words whatever a function threw, including `null`, strings and objects without a message.
 * Never throws: a value whose message cannot be read is `it threw an unreadable value`.
 */
export function describeThrown(thrown: unknown): string {
  try {
    return describeReadable(thrown);
  } catch {
    // Reading the message ran the thrown value's own code (a getter, a proxy), which threw.
    return 'it threw an unreadable value';
  }
}

function describeReadable(thrown: unknown): string {
  if (thrown instanceof Error) return clipText(String(thrown.message || thrown.name), 500);
  if (typeof thrown === 'string') return clipText(thrown, 500);
  if (
    typeof thrown === 'object' &&
    thrown !== null &&
    Object.hasOwn(thrown, 'message') &&
    typeof (thrown as { message: unknown }).message === 'string'
  ) {
    return clipText((thrown as { message: string }).message, 500);
  }
  return `it threw ${describeValue(thrown)}`;
}
