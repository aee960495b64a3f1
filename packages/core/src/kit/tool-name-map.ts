import * as v from 'valibot';
import { ToolNameCollisionError } from '../tool-name-collision-error.js';
import { DOT } from './char-codes.js';
import { parseSettings } from './parse-settings.js';
import { TOOL_NAME_RULE, type ToolNameRule } from './tool-name-rule.js';

/** How function names become provider tool names. */
export interface ToolNameMapOptions {
  /**
   * What a `.` becomes; itself 1 to 8 characters the rule allows in a name.
   * Default `'__'`, so `weather.get_temp` becomes `weather__get_temp`.
   */
  readonly separator?: string;
  /** The provider's rule for names. Default {@link TOOL_NAME_RULE} (`^[a-zA-Z0-9_-]{1,64}$`). */
  readonly rule?: ToolNameRule;
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
const MAX_SEPARATOR_LENGTH = 8;

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

/**
 * The valibot schema of a separator under `rule`: 1 to 8 characters the rule allows in a name.
 * Schema packages put it in the schema of their settings.
 */
export function toolNameSeparatorSchema(rule: ToolNameRule = TOOL_NAME_RULE) {
  return v.pipe(
    v.string(),
    v.check(
      (separator) =>
        separator.length > 0 &&
        separator.length <= MAX_SEPARATOR_LENGTH &&
        // The separator stands inside a name: which characters it has counts, not how it starts.
        [...separator].every((character) => rule.isNameCharCode(character.charCodeAt(0))),
      `a separator is 1 to ${MAX_SEPARATOR_LENGTH} characters allowed in a tool name (${rule.description})`,
    ),
  );
}

/**
 * The valibot schema of the `separator` option under the rule of OpenAI and Anthropic, for the
 * settings of a schema package (`...toolNameMapOptionsSchema.entries`).
 */
export const toolNameMapOptionsSchema = v.object({
  separator: v.optional(toolNameSeparatorSchema()),
});

interface Encoding {
  readonly separator: string;
  readonly rule: ToolNameRule;
}

function encodingOf(options: ToolNameMapOptions, subject: string): Encoding {
  const rule = options.rule ?? TOOL_NAME_RULE;
  const schema = v.object({ separator: v.optional(toolNameSeparatorSchema(rule)) });
  const separator = parseSettings(schema, { separator: options.separator }, subject).separator;
  return { separator: separator ?? '__', rule };
}

function encodeWith(functionName: string, { separator, rule }: Encoding): string {
  let encoded = '';
  let start = 0;
  for (let index = 0; index < functionName.length; index++) {
    const code = functionName.charCodeAt(index);
    if (rule.isNameCharCode(code) && code !== DOT) continue;
    if (code === DOT && separator === '.') continue;
    encoded += functionName.slice(start, index) + (code === DOT ? separator : '_');
    start = index + 1;
  }
  encoded += functionName.slice(start);
  if (encoded.length === 0) return `_${fnv1a(functionName)}`;
  if (rule.isFirstCharCode !== undefined && !rule.isFirstCharCode(encoded.charCodeAt(0))) {
    encoded = `_${encoded}`;
  }
  if (encoded.length <= rule.maxLength) return encoded;
  return `${encoded.slice(0, rule.maxLength - HASH_LENGTH - 1)}_${fnv1a(functionName)}`;
}

/**
 * The provider name of one function name, without a table: every `.` becomes the separator,
 * every other character the rule does not allow becomes `_`, a name that may not start the way
 * it does gets a `_` in front, and a result longer than the rule allows keeps its first
 * characters followed by `_` and a hash of the whole name (55 + 1 + 8 under the default rule).
 * Names that already follow the rule come back unchanged.
 *
 * @throws {InvalidSettingsError} (core's) for a separator that is not 1 to 8 legal characters.
 * @example
 * ```ts
 * encodeToolName('weather.get_temp'); // 'weather__get_temp'
 * ```
 */
export function encodeToolName(functionName: string, options: ToolNameMapOptions = {}): string {
  return encodeWith(functionName, encodingOf(options, 'encodeToolName'));
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
  const encoding = encodingOf(options, 'createToolNameMap');
  const forward = new Map<string, string>();
  const backward = new Map<string, string>();
  for (const functionName of functionNames) {
    if (forward.has(functionName)) continue;
    const providerName = encodeWith(functionName, encoding);
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
