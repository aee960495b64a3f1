import { clipText } from './clip-text.js';
import { describeValue } from './describe-value.js';
import type { ArgumentIssue } from './invalid-arguments-error.js';
import { isRecord } from './kit/is-record.js';
import type { StandardIssue, StandardPathSegment } from './standard-schema.js';

/** The most issues kept from one result; a schema may report one per array element. */
export const MAX_ISSUES = 50;

/** What a schema's validation settled to: the parsed value, or its issues. */
export type StandardOutcome =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly issues: readonly ArgumentIssue[] };

function keyOf(segment: StandardPathSegment): PropertyKey {
  return typeof segment === 'object' && segment !== null ? segment.key : segment;
}

function ownValue(container: unknown, key: PropertyKey): unknown {
  if (typeof container !== 'object' || container === null) return undefined;
  return Object.hasOwn(container, key)
    ? (container as Record<PropertyKey, unknown>)[key]
    : undefined;
}

/** One issue as the pipeline reports it: the path as text, the message, what was there. */
function readIssue(issue: unknown, root: unknown, rootName: string): ArgumentIssue {
  const found = isRecord(issue) ? issue : {};
  const message = typeof found.message === 'string' ? found.message : 'is not valid';
  const path = Array.isArray(found.path) ? (found.path as readonly StandardPathSegment[]) : [];
  let text = '';
  let value: unknown = root;
  for (const segment of path) {
    const key = keyOf(segment);
    value = ownValue(value, key);
    if (typeof key === 'number' || (typeof key === 'string' && /^\d+$/.test(key) && text !== '')) {
      text += `[${String(key)}]`;
    } else {
      const name = typeof key === 'symbol' ? String(key) : key;
      text += text === '' ? name : `.${name}`;
    }
  }
  return {
    param: text === '' ? rootName : clipText(text, 120),
    message: clipText(message, 200),
    received: describeValue(value),
  };
}

/**
 * Reads what `~standard.validate` returned. Success only when the result has no `issues`: a
 * result with a `value` and `issues` both (valibot gives one) is a failure, and so is one that
 * is not a result at all. The issues are read into {@link ArgumentIssue}s with their paths as
 * text and what the validated value held there.
 *
 * @param validated - What was validated, to say what each issue is about.
 * @param rootName - How an issue about the whole value is named.
 */
export function readStandardResult(
  result: unknown,
  validated: unknown,
  rootName: string,
): StandardOutcome {
  if (!isRecord(result)) {
    return {
      ok: false,
      issues: [
        {
          param: rootName,
          message: 'the schema gave no result',
          received: describeValue(validated),
        },
      ],
    };
  }
  const issues = result.issues;
  if (issues === undefined) return { ok: true, value: result.value };
  const listed = Array.isArray(issues) ? (issues as readonly StandardIssue[]) : [];
  const read = listed.slice(0, MAX_ISSUES).map((issue) => readIssue(issue, validated, rootName));
  if (read.length === 0) {
    read.push({
      param: rootName,
      message: 'refused by the schema',
      received: describeValue(validated),
    });
  }
  return { ok: false, issues: read };
}

/** Whether a value is a promise or another thenable, as an async `validate` returns. */
export function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}
