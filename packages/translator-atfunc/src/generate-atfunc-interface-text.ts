import { type FunctionInterface, getFunctionPath, type ParamType } from '@ai-toolbox/core';
import { setOwn } from '@ai-toolbox/core/kit';
import { getAtfuncParamSlots } from './atfunc-param-order.js';

/** The line `useSeparator` adds after each function. */
export const ATFUNC_SEPARATOR = '---';

/**
 * The call line of a function as the model should write it, without the body example:
 * `@weather.get_current_weather( <*location>, <unit> )`.
 */
export function getAtfuncSignature(functionInterface: FunctionInterface): string {
  const shown = getAtfuncParamSlots(functionInterface).filter((slot) => slot.shown);
  const path = `@${getFunctionPath(functionInterface)}`;
  if (shown.length === 0) return `${path}()`;
  const params = shown.map(
    (slot) =>
      `<${slot.required ? '*' : ''}${slot.name}${slot.type === 'string' ? '' : `{${slot.type}}`}>`,
  );
  return `${path}( ${params.join(', ')} )`;
}

/**
 * Renders one interface as atfunc text for the prompt: the call line, a `with_body [[ ... ]]`
 * example for an api wrapper with a request body, the description, and with `useSeparator` a
 * `---` line.
 *
 * @example
 * ```ts
 * generateAtfuncInterfaceText(getCurrentWeather);
 * // @weather.get_current_weather( <*location>, <unit> )
 * // Description: Get current weather information for a location
 * ```
 */
export function generateAtfuncInterfaceText(
  functionInterface: FunctionInterface,
  useSeparator = false,
): string {
  const lines = [getAtfuncSignature(functionInterface)];
  if (functionInterface.type === 'api-wrapper') {
    const body = functionInterface.request_body ?? {};
    const names = Object.keys(body);
    if (names.length > 0) {
      const example: Record<string, unknown> = {};
      for (const name of names) {
        const field = body[name];
        if (field === undefined) continue;
        setOwn(example, name, exampleValue(name, field.type, field.default, field.enum));
      }
      lines[0] = `${lines[0]} with_body [[`;
      lines.push(JSON.stringify(example, null, 2), ']]');
    }
  }
  lines.push(`Description: ${functionInterface.description}`);
  if (useSeparator) lines.push(ATFUNC_SEPARATOR);
  return lines.join('\n');
}

function exampleValue(
  name: string,
  type: ParamType,
  defaultValue: unknown,
  allowed: readonly unknown[] | undefined,
): unknown {
  if (defaultValue !== undefined) return defaultValue;
  if (allowed !== undefined && allowed.length > 0) return allowed[0];
  switch (type) {
    case 'number':
    case 'integer':
      return 0;
    case 'boolean':
      return false;
    case 'object':
      return {};
    case 'array':
      return [];
    default:
      return `<${name}>`;
  }
}
