import type { CallParseError, Repair } from '@ai-toolbox/core';
import { createRepair } from '@ai-toolbox/core/kit';
import { copyJsonValue } from './copy-json-value.js';
import type { ResolvedNativeCallLimits } from './native-call-limits.js';

/** The arguments of one native call, decoded. */
export interface DecodedArguments {
  /** The arguments (objects without a prototype); empty when there was an error. */
  readonly params: Record<string, unknown>;
  /** What was repaired to read them. */
  readonly repairs: readonly Repair[];
  /** Set when the arguments cannot be read; the call is answered with this error. */
  readonly error?: CallParseError;
}

/** Model output wrapped in JSON text once too often is unwrapped at most this many times. */
const MAX_UNWRAP = 2;

/** Parameters named in the hint of an unreadable call at most; a few say enough. */
const MAX_NAMED_PARAMETERS = 8;

/** What to send instead, naming the function's own parameters (never an invented one). */
function expected(parameters: readonly string[] | undefined): string {
  if (parameters === undefined) return 'one JSON object of the parameters, or "" for no arguments';
  if (parameters.length === 0) return '"" or {}: the function takes no arguments';
  const named = parameters.slice(0, MAX_NAMED_PARAMETERS).join(', ');
  const more = parameters.length > MAX_NAMED_PARAMETERS ? ', ...' : '';
  return `one JSON object with its parameters as keys (${named}${more})`;
}

function unreadable(
  message: string,
  parameters: readonly string[] | undefined,
  repairs: readonly Repair[] = [],
): DecodedArguments {
  return {
    params: Object.create(null),
    repairs,
    error: {
      code: 'unreadable-arguments',
      message: `The arguments are not readable: ${message}. Send ${expected(parameters)}.`,
    },
  };
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}

function parseJson(text: string): { value: unknown } | { problem: string } {
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    const detail = error instanceof Error ? error.message.slice(0, 200) : 'invalid JSON';
    return { problem: `invalid JSON (${detail})` };
  }
}

/** Whether a decoded string looks like more JSON: an object, an array or another string. */
function startsLikeEncodedJson(text: string): boolean {
  const trimmed = text.trimStart();
  return trimmed.startsWith('{') || trimmed.startsWith('[') || trimmed.startsWith('"');
}

/**
 * Decodes the `arguments` of a native tool call. `""` (or only spaces) means no arguments;
 * `null` is read as no arguments and reported; a JSON string that itself holds a JSON object
 * (double-encoded, as some models write) is unwrapped and reported; an object where a string
 * was due (some compatible servers send one) is accepted and reported. Everything else that is
 * not a JSON object becomes an error for this call alone, whose message names the function's
 * `parameters` when they are given. Never throws.
 */
export function decodeToolArguments(
  raw: unknown,
  limits: ResolvedNativeCallLimits,
  parameters?: readonly string[],
): DecodedArguments {
  const repairs: Repair[] = [];
  let value: unknown;
  if (typeof raw === 'string') {
    if (raw.length > limits.maxArgumentsLength) {
      return unreadable(
        `they are ${raw.length} characters long, the limit is ${limits.maxArgumentsLength}`,
        parameters,
      );
    }
    if (raw.trim() === '') return { params: Object.create(null), repairs };
    const parsed = parseJson(raw);
    if ('problem' in parsed) return unreadable(parsed.problem, parameters);
    value = parsed.value;
  } else if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
    repairs.push(
      createRepair(
        'arguments-not-text',
        'The arguments came as an object instead of JSON text; they were used as they are.',
      ),
    );
    value = raw;
  } else if (raw === undefined || raw === null) {
    return { params: Object.create(null), repairs };
  } else {
    return unreadable(`they are ${kindOf(raw)}, not JSON text`, parameters);
  }
  for (let unwrap = 0; typeof value === 'string' && unwrap < MAX_UNWRAP; unwrap++) {
    if (!startsLikeEncodedJson(value)) break;
    const parsed = parseJson(value);
    if ('problem' in parsed)
      return unreadable(`a JSON string holding ${parsed.problem}`, parameters, repairs);
    repairs.push(
      createRepair(
        'double-encoded-arguments',
        'The arguments were JSON text inside a JSON string; the inner JSON was used.',
      ),
    );
    value = parsed.value;
  }
  if (value === null) {
    repairs.push(createRepair('null-arguments', 'The arguments were null; read as no arguments.'));
    return { params: Object.create(null), repairs };
  }
  if (typeof value !== 'object' || Array.isArray(value)) {
    return unreadable(`they are ${kindOf(value)}, not an object`, parameters, repairs);
  }
  const copied = copyJsonValue(value, limits.maxArgumentsDepth);
  if ('problem' in copied) return unreadable(copied.problem, parameters, repairs);
  return { params: copied.value as Record<string, unknown>, repairs };
}
