import * as v from 'valibot';
import { ToolNameCollisionError } from '../tool-name-collision-error.js';
import { DOT } from './char-codes.js';
import { parseSettings } from './parse-settings.js';
import { isToolNameCharCode, MAX_TOOL_NAME_LENGTH, toolNameProblem } from './tool-name-rule.js';

/** How function names become provider tool names. */
export interface ToolNameMapOptions {
  /**
   * What a `.` becomes; itself a legal tool name fragment of 1 to 8 characters.
   * Default `'__'`, so `weather.get_temp` becomes `weather__get_temp`.
   */
  readonly separator?: string;
}

/**
 * A two-way mapping between function names (`weather.get_temp`) and the names the provider
 * accepts (`weather__get_temp`), built for one set of functions.
 */
export interface ToolNameMap {
  /** The provider name of a function, or `undefined` for a name not in the set. */
  toProvider(functionName: string): string | undefined;
  /** The function a provider name stands for, or `undefined` for a name not in the set. */
  fromProvider(providerName: string): string | undefined;
  /** Every `[functionName, providerName]` pair, in the order the names were given. */
  entries(): Array<[functionName: string, providerName: string]>;
}

const HASH_LENGTH = 8;

// FNV-1a over UTF-16 code units: stable across runtimes and enough to tell long names apart;
// collisions are still detected by the map, never assumed away.
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(HASH_LENGTH, '0');
}

/** The valibot schema of {@link ToolNameMapOptions}: a separator of 1 to 8 legal characters. */
export const toolNameMapOptionsSchema = v.object({
  separator: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (separator) => separator.length <= 8 && toolNameProblem(separator) === undefined,
        'a separator is 1 to 8 characters of a-z A-Z 0-9 _ -',
      ),
    ),
  ),
});

function separatorOf(options: ToolNameMapOptions, subject: string): string {
  return parseSettings(toolNameMapOptionsSchema, options, subject).separator ?? '__';
}

function encodeWith(functionName: string, separator: string): string {
  let encoded = '';
  let start = 0;
  for (let index = 0; index < functionName.length; index++) {
    const code = functionName.charCodeAt(index);
    if (isToolNameCharCode(code)) continue;
    encoded += functionName.slice(start, index) + (code === DOT ? separator : '_');
    start = index + 1;
  }
  encoded += functionName.slice(start);
  if (encoded.length === 0) return `_${fnv1a(functionName)}`;
  if (encoded.length <= MAX_TOOL_NAME_LENGTH) return encoded;
  return `${encoded.slice(0, MAX_TOOL_NAME_LENGTH - HASH_LENGTH - 1)}_${fnv1a(functionName)}`;
}

/**
 * The provider name of one function name, without a table: every `.` becomes the separator,
 * every other character outside `a-zA-Z0-9_-` becomes `_`, and a result longer than 64
 * characters keeps its first 55 characters followed by `_` and a hash of the whole name.
 * Names that already follow the rule come back unchanged.
 *
 * @throws {InvalidSettingsError} (core's) for a separator that is not 1 to 8 legal characters.
 * @example
 * ```ts
 * encodeToolName('weather.get_temp'); // 'weather__get_temp'
 * ```
 */
export function encodeToolName(functionName: string, options: ToolNameMapOptions = {}): string {
  return encodeWith(functionName, separatorOf(options, 'encodeToolName'));
}

/**
 * Builds the mapping for a set of function names. Giving the same name twice is harmless;
 * two different names that would reach the provider under one name throw a
 * {@link ToolNameCollisionError}, because a call could not be mapped back.
 *
 * @example
 * ```ts
 * const names = createToolNameMap(['weather.get_temp', 'tools.get_toolboxes']);
 * names.toProvider('weather.get_temp'); // 'weather__get_temp'
 * names.fromProvider('weather__get_temp'); // 'weather.get_temp'
 * ```
 */
export function createToolNameMap(
  functionNames: Iterable<string>,
  options: ToolNameMapOptions = {},
): ToolNameMap {
  const separator = separatorOf(options, 'createToolNameMap');
  const forward = new Map<string, string>();
  const backward = new Map<string, string>();
  for (const functionName of functionNames) {
    if (forward.has(functionName)) continue;
    const providerName = encodeWith(functionName, separator);
    const taken = backward.get(providerName);
    if (taken !== undefined) {
      throw new ToolNameCollisionError({ providerName, functionNames: [taken, functionName] });
    }
    forward.set(functionName, providerName);
    backward.set(providerName, functionName);
  }
  return {
    toProvider: (functionName) => forward.get(functionName),
    fromProvider: (providerName) => backward.get(providerName),
    entries: () => [...forward],
  };
}
