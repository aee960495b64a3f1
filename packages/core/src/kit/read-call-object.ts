import type { Repair } from '../repair.js';
import { createRepair } from './create-repair.js';
import { isRecord } from './is-record.js';
import { toParamsRecord } from './params-record.js';
import { repairJson } from './repair-json.js';

/**
 * The keys a call object names its function under, the common one first: OpenAI's and most
 * chat templates' `name`, and the aliases models write (`function`, `tool`, `tool_name`,
 * `function_name`).
 */
export const CALL_NAME_KEYS: readonly string[] = [
  'name',
  'function',
  'tool',
  'tool_name',
  'function_name',
];

/**
 * The keys a call object gives its arguments under, the common one first: `arguments`
 * (OpenAI, Hermes, Qwen), `parameters` (Llama 3), and the aliases models write.
 */
export const CALL_ARGUMENTS_KEYS: readonly string[] = [
  'arguments',
  'parameters',
  'args',
  'input',
  'tool_input',
  'params',
];

/** Keys whose object holds the call itself: `{"function": {"name": ..., "arguments": ...}}`. */
const wrapperKeys = ['function_call', 'function', 'tool_call'];
/** How many wrappers in one another are unwrapped; a deeper one is no call object. */
const maxWrappers = 3;

/** The keys a call format writes a call object with, e.g. `{ name: 'name', arguments: 'parameters' }`. */
export interface CallObjectKeys {
  readonly name: string;
  readonly arguments: string;
}

/** How {@link readCallObject} reads. */
export interface ReadCallObjectOptions {
  /**
   * The keys the format itself writes. A call under any other key of {@link CALL_NAME_KEYS} or
   * {@link CALL_ARGUMENTS_KEYS} is read too, and reported with `call-key-alias` naming these.
   * Without them, every alias is the format's own and none is reported.
   */
  readonly ownKeys?: CallObjectKeys;
}

/** The name and arguments of a call object, as written, with what reading them took. */
export interface CallObject {
  /** The object the keys were read from: the call object, or the one a wrapper holds. */
  readonly object: Record<string, unknown>;
  /** The function name as written, without blanks around it; `undefined` when none is a string. */
  readonly name: string | undefined;
  /** The key the name was read from. */
  readonly nameKey: string | undefined;
  /** The value given for the arguments, as written (`undefined` when there is none). */
  readonly arguments: unknown;
  /** The key the arguments were read from. */
  readonly argumentsKey: string | undefined;
  /** `wrapped-call`, `call-key-alias` and `arguments-before-name`, in that order. */
  readonly repairs: readonly Repair[];
}

/**
 * Reads the name and arguments of a call object as models write them: the name under `name` or
 * an alias, the arguments under `arguments` or an alias, in any key order, and the call inside
 * a `{"function": {...}}`, `{"function_call": {...}}` or `{"tool_call": {...}}` wrapper (OpenAI's
 * `{"type": "function", "function": {"name", "arguments"}}` among them). Own keys only: a model's
 * `__proto__` is never read. The arguments are returned as written; {@link readCallArguments}
 * reads them. `undefined` when the value is no object. An object under `tool_calls` holds a
 * list of calls, which is the caller's to read: such an object is not unwrapped.
 *
 * @example
 * ```ts
 * readCallObject({ function: { name: 'get_weather', arguments: '{"city": "Paris"}' } });
 * // { name: 'get_weather', arguments: '{"city": "Paris"}', repairs: [{ code: 'wrapped-call', ... }], ... }
 * ```
 */
export function readCallObject(
  value: unknown,
  options: ReadCallObjectOptions = {},
): CallObject | undefined {
  if (!isRecord(value)) return undefined;
  let object = value;
  const repairs: Repair[] = [];
  let nameKey = findKey(object, options.ownKeys?.name, CALL_NAME_KEYS, true);
  for (let depth = 0; nameKey === undefined && depth < maxWrappers; depth += 1) {
    if (Object.hasOwn(object, 'tool_calls')) break;
    const wrapper = wrapperKeys.find((key) => Object.hasOwn(object, key) && isRecord(object[key]));
    if (wrapper === undefined) break;
    object = object[wrapper] as Record<string, unknown>;
    repairs.push(
      createRepair(
        'wrapped-call',
        `The call was wrapped in a {"${wrapper}": {...}} object and was unwrapped.`,
      ),
    );
    nameKey = findKey(object, options.ownKeys?.name, CALL_NAME_KEYS, true);
  }
  const argumentsKey = findKey(object, options.ownKeys?.arguments, CALL_ARGUMENTS_KEYS, false);
  const name = nameKey === undefined ? undefined : (object[nameKey] as string).trim();
  if (nameKey !== undefined) {
    const own = options.ownKeys;
    if (
      own !== undefined &&
      (nameKey !== own.name || (argumentsKey !== undefined && argumentsKey !== own.arguments))
    ) {
      repairs.push(
        createRepair(
          'call-key-alias',
          `The call gave its name under '${nameKey}' and its arguments under '${argumentsKey ?? own.arguments}' (this format writes '${own.name}' and '${own.arguments}').`,
        ),
      );
    }
    if (argumentsKey !== undefined && comesFirst(object, argumentsKey, nameKey)) {
      repairs.push(
        createRepair('arguments-before-name', 'The call gave its arguments before its name.'),
      );
    }
  }
  return {
    object,
    name,
    nameKey,
    arguments: argumentsKey === undefined ? undefined : object[argumentsKey],
    argumentsKey,
    repairs,
  };
}

/** What {@link readCallArguments} read. */
export type CallArguments =
  | {
      readonly ok: true;
      /** The arguments, copied into a params record at every depth. */
      readonly params: Record<string, unknown>;
      /** `null-arguments`, `double-encoded-arguments` and the repairs decoding took. */
      readonly repairs: readonly Repair[];
    }
  | {
      readonly ok: false;
      /** Why they are no arguments, for a message: `found a list`. */
      readonly detail: string;
    };

/** How {@link readCallArguments} reads. */
export interface ReadCallArgumentsOptions {
  /** The function the arguments are of, for the repair messages. */
  readonly name: string;
  /** How deep JSON text inside a string may nest. */
  readonly maxDepth: number;
}

/**
 * The arguments of a call from the value a model gave for them: an object; JSON text of an
 * object inside a string, decoded (`double-encoded-arguments`, with the repairs its JSON took);
 * `null` or an empty string, read as none (`null-arguments`); nothing at all, read as none.
 * Anything else is no arguments.
 *
 * @example
 * ```ts
 * readCallArguments('{"city": "Paris"}', { name: 'get_weather', maxDepth: 64 });
 * // { ok: true, params: { city: 'Paris' }, repairs: [{ code: 'double-encoded-arguments', ... }] }
 * ```
 */
export function readCallArguments(
  value: unknown,
  options: ReadCallArgumentsOptions,
): CallArguments {
  if (isRecord(value)) {
    return { ok: true, params: toParamsRecord(value) as Record<string, unknown>, repairs: [] };
  }
  if (value === undefined) {
    return { ok: true, params: toParamsRecord({}) as Record<string, unknown>, repairs: [] };
  }
  const name = options.name || 'the call';
  if (value === null || (typeof value === 'string' && value.trim() === '')) {
    const written = value === null ? 'null' : 'an empty string';
    return {
      ok: true,
      params: toParamsRecord({}) as Record<string, unknown>,
      repairs: [
        createRepair(
          'null-arguments',
          `The arguments of ${name} were ${written} and were read as none.`,
        ),
      ],
    };
  }
  if (typeof value === 'string') {
    const decoded = decodeJsonObject(value, options.maxDepth);
    if (decoded === undefined) return { ok: false, detail: 'a string that holds no JSON object' };
    const repair = createRepair(
      'double-encoded-arguments',
      `The arguments of ${name} were JSON text inside a JSON string and were decoded.`,
    );
    return {
      ok: true,
      params: toParamsRecord(decoded.value) as Record<string, unknown>,
      repairs: [repair, ...decoded.repairs],
    };
  }
  return { ok: false, detail: `found ${describeJsonValue(value)}` };
}

/**
 * The object a string holds as JSON text (`"{\"city\": \"Paris\"}"`), with the repairs reading
 * it took; `undefined` when it holds no object.
 */
export function decodeJsonObject(
  text: string,
  maxDepth: number,
): { readonly value: Record<string, unknown>; readonly repairs: readonly Repair[] } | undefined {
  const result = repairJson(text, { maxDepth, maxLength: text.length });
  if (!result.ok || !isRecord(result.value)) return undefined;
  return { value: result.value, repairs: result.repairs };
}

/** A JSON value in a few words, for a message: `a list`, `the number 3`. */
export function describeJsonValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return 'a string';
  return `the ${typeof value} ${String(value).slice(0, 32)}`;
}

/** The first own key among the preferred one and the others, whose value is a string if asked. */
function findKey(
  object: Record<string, unknown>,
  preferred: string | undefined,
  keys: readonly string[],
  stringOnly: boolean,
): string | undefined {
  if (preferred !== undefined && holds(object, preferred, stringOnly)) return preferred;
  for (const key of keys) if (holds(object, key, stringOnly)) return key;
  return undefined;
}

function holds(object: Record<string, unknown>, key: string, stringOnly: boolean): boolean {
  return Object.hasOwn(object, key) && (!stringOnly || typeof object[key] === 'string');
}

/** Whether `first` comes before `second` among the keys of `object`, in the order written. */
function comesFirst(object: Record<string, unknown>, first: string, second: string): boolean {
  for (const key in object) {
    if (key === first) return true;
    if (key === second) return false;
  }
  return false;
}
