import { isRecord } from '@ai-toolbox/core/kit';
import { renderPythonicValue, renderString } from './render-pythonic-value.js';

const identifier = /^[A-Za-z_][A-Za-z0-9_]*$/;
const positionalKey = /^(0|[1-9][0-9]{0,8})$/;
const constants = new Set(['True', 'False', 'None']);

/**
 * Writes a call the way this package asks models to write one: `name(key=value, ...)`, values
 * as Python literals. Use it to show earlier calls back to the model (a history written in
 * another form teaches the model that form). Keys `"0"`, `"1"`, ... (the positional arguments
 * kept for a function that was not found) are written as positional arguments; a key that is
 * no Python name goes into a `**{...}` dict, so every key reads back as it was.
 *
 * @example
 * ```ts
 * renderPythonicCall('weather.get_temp', { location: 'Paris', days: 3 });
 * // 'weather.get_temp(location="Paris", days=3)'
 * ```
 */
export function renderPythonicCall(
  name: string,
  params: Readonly<Record<string, unknown>> | null | undefined,
): string {
  if (!isRecord(params)) return `${name}()`;
  const positional: string[] = [];
  const named: string[] = [];
  const other: string[] = [];
  const keys = Object.keys(params);
  for (const key of keys) {
    const value = renderPythonicValue(params[key]);
    if (positionalKey.test(key) && Number(key) === positional.length) positional.push(value);
    else if (identifier.test(key) && !constants.has(key)) named.push(`${key}=${value}`);
    else other.push(`${renderString(key)}: ${value}`);
  }
  const parts = [...positional, ...named];
  if (other.length > 0) parts.push(`**{${other.join(', ')}}`);
  return `${name}(${parts.join(', ')})`;
}
