import { PARAM_TYPES, type ParamType } from '@ai-toolbox/core';

/**
 * The short type names the reference registry accepts, each with the JSON Schema type it
 * stands for: `str int float bool dict list`.
 */
export const PARAM_TYPE_ALIASES: Readonly<Record<string, ParamType>> = Object.freeze({
  str: 'string',
  int: 'integer',
  float: 'number',
  bool: 'boolean',
  dict: 'object',
  list: 'array',
});

const typeByName = new Map<string, ParamType>([
  ...PARAM_TYPES.map((type) => [type, type] as const),
  ...Object.entries(PARAM_TYPE_ALIASES),
]);

/** Every type string `add()` accepts, for error messages. */
export const VALID_TYPE_NAMES: readonly string[] = Object.freeze([
  ...PARAM_TYPES,
  ...Object.keys(PARAM_TYPE_ALIASES),
]);

/** A type string read by {@link parseParamType}. */
export interface ParsedParamType {
  /** The JSON Schema type. */
  readonly type: ParamType;
  /** Whether the string ended in `?`. */
  readonly optional: boolean;
}

/**
 * Reads a registry type string: a type or alias, optionally followed by `?` for an optional
 * parameter (`"int?"`). Surrounding spaces are ignored; case is not (types are lower case).
 * Returns `undefined` for anything else.
 *
 * @example
 * ```ts
 * parseParamType('int?'); // { type: 'integer', optional: true }
 * ```
 */
export function parseParamType(text: string): ParsedParamType | undefined {
  const trimmed = text.trim();
  const optional = trimmed.endsWith('?');
  const name = optional ? trimmed.slice(0, -1).trimEnd() : trimmed;
  const type = typeByName.get(name);
  return type === undefined ? undefined : { type, optional };
}
