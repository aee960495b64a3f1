import type { CallParseError, Repair } from '@ai-toolbox/core';
import {
  copyJsonValue,
  createRepair,
  expectedArgumentsText,
  type ResolvedNativeCallLimits,
} from '@ai-toolbox/core/kit';

/** The arguments of one native call, decoded. */
export interface DecodedArguments {
  /** The arguments (objects without a prototype); empty when there was an error. */
  readonly params: Record<string, unknown>;
  /** What was repaired to read them. */
  readonly repairs: readonly Repair[];
  /** Set when the arguments cannot be read; the call is answered with this error. */
  readonly error?: CallParseError;
}

/** The arguments of one native call, read but not yet copied. */
interface ReadArguments extends DecodedArguments {
  /** The object read, as `JSON.parse` made it; `undefined` for none or an error. */
  readonly input?: object;
}

/** Model output wrapped in JSON text once too often is unwrapped at most this many times. */
const MAX_UNWRAP = 2;

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
      message: `The arguments are not readable: ${message}. Send ${expectedArgumentsText(parameters)}.`,
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
  const read = readToolArguments(raw, limits, parameters);
  if (read.error !== undefined || read.input === undefined) return read as DecodedArguments;
  const copied = copyJsonValue(read.input, limits.maxArgumentsDepth);
  if ('problem' in copied) return unreadable(copied.problem, parameters, read.repairs);
  return { params: copied.value as Record<string, unknown>, repairs: read.repairs };
}

/**
 * The reading half of {@link decodeToolArguments}: the same decisions and repairs, but the
 * object is handed back as `JSON.parse` made it (`input`, `undefined` for no arguments), for
 * core's `toNativeCallRequests`, which copies it without prototypes under the depth limit.
 */
export function readToolArguments(
  raw: unknown,
  limits: ResolvedNativeCallLimits,
  parameters?: readonly string[],
): ReadArguments {
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
  return { params: Object.create(null), input: value, repairs };
}
